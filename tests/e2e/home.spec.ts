import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support-files/product'

test.describe('home page hero', () => {
  test('rotates the machine type every 2.5 seconds', async ({ page }) => {
    await page.goto('/')
    const word = page.locator('[data-rotating-words]')
    await expect(word).toHaveText('excavators')
    await expect(word).toHaveText('wheel loaders', { timeout: 4000 })
    await expect(word).toHaveText('cranes', { timeout: 4000 })
  })

  test('keeps the first word still when the user prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/de/')
    const word = page.locator('[data-rotating-words]')
    await expect(word).toHaveText('Bagger')
    await page.waitForTimeout(3000)
    await expect(word).toHaveText('Bagger')
  })

  test('sends a blank search to the plain list and text to ?q=', async ({ page }) => {
    // The trimming is the island's, which hydrates on the visitor's first move towards it
    // (client:interaction): a visitor's focus comes well before the Enter.
    const hydrated = async () => {
      await page.getByLabel('Search machines').focus()
      await expect(page.locator('astro-island[component-url*="HeroSearch"]')).not.toHaveAttribute('ssr', /.*/)
    }
    await page.goto('/')
    await hydrated()
    const search = page.getByLabel('Search machines')
    await search.fill('   ')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/auctions$/)
    await page.goto('/')
    await hydrated()
    await page.getByLabel('Search machines').fill('  Liebherr L 556 ')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/auctions\?q=Liebherr\+L\+556$/)
  })

  test('the search loads no script until the visitor reaches for it, and keeps what was typed before', async ({ page }) => {
    const heroScripts: string[] = []
    page.on('request', (request) => {
      if (/\/_astro\/HeroSearch\./.test(request.url())) heroScripts.push(request.url())
    })
    await page.goto('/')
    const island = page.locator('astro-island[component-url*="HeroSearch"]')
    await page.waitForTimeout(1500)
    expect(heroScripts).toEqual([])
    await expect(island).toHaveAttribute('ssr', /.*/)
    // Text that reached the server-rendered field before the island (here without any event).
    await page.locator('form[data-hero-search] input[name="q"]').evaluate((input: HTMLInputElement) => {
      input.value = '  Liebherr '
    })
    await page.locator('form[data-hero-search]').hover()
    await expect(island).not.toHaveAttribute('ssr', /.*/)
    expect(heroScripts.length).toBeGreaterThan(0)
    await expect(page.getByLabel('Search machines')).toHaveValue('  Liebherr ')
    await page.getByLabel('Search machines').press('Enter')
    // The island's trimming: the typed text came through hydration.
    await expect(page).toHaveURL(/\/auctions\?q=Liebherr$/)
  })

  test('offers the six popular brands as suggestions and shows trust badges', async ({ page }) => {
    await page.goto('/')
    // The empty search box offers the spec's popular brands in the list's suggestion box (no datalist).
    // The focus wakes the island (client:interaction) and is told to it again once it has hydrated.
    await page.getByRole('combobox', { name: 'Search machines' }).focus()
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
    await expect(options).toHaveCount(6)
    expect(await options.allInnerTexts()).toEqual(['Caterpillar', 'Liebherr', 'Komatsu', 'Hitachi', 'JCB', 'Volvo'])
    await expect(page.locator('datalist')).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Why buyers trust us' }).getByRole('listitem')).toHaveCount(3)
  })

  for (const [path, width, height] of [['/', 1280, 800], ['/', 390, 844], ['/de/', 1280, 800], ['/de/', 390, 844]] as const) {
    test(`the rotating headline moves nothing: the search box stays put (${path} at ${width}×${height})`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto(path)
      const word = page.locator('[data-rotating-words]')
      const box = page.locator('form[data-hero-search]')
      const count = (JSON.parse((await word.getAttribute('data-rotating-words')) ?? '[]') as string[]).length
      await expect(box).toBeVisible()
      await page.waitForLoadState('networkidle')
      // From here on (the page has loaded), i.e. while the words rotate, the page itself records each
      // word as it is shown with where the search box is then, and every layout shift. Recorded in the
      // page, not read from the test between changes: a test slowed by a loaded machine would miss a
      // word of a 2.5 s rotation.
      await page.evaluate(() => {
        const w = window as unknown as { rotationShift: number; rotation: { word: string; top: number }[] }
        const element = document.querySelector('[data-rotating-words]') as HTMLElement
        const search = document.querySelector('form[data-hero-search]') as HTMLElement
        const seen = () => w.rotation.push({ word: element.textContent ?? '', top: Math.round(search.getBoundingClientRect().top + window.scrollY) })
        w.rotationShift = 0
        w.rotation = []
        seen()
        new MutationObserver(seen).observe(element, { childList: true, characterData: true, subtree: true })
        // The hero's own shifts: a late part of the page elsewhere (a banner, an island) is not the rotation.
        const hero = element.closest('section') ?? document.body
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
            if (!entry.hadRecentInput && (entry.sources ?? []).some((source) => source.node && hero.contains(source.node))) w.rotationShift += entry.value
          }
        }).observe({ type: 'layout-shift' })
      })
      // A whole turn: every word once.
      const rotation = () => page.evaluate(() => (window as unknown as { rotation: { word: string; top: number }[] }).rotation)
      await expect.poll(async () => (await rotation()).length, { timeout: count * 2500 + 15_000 }).toBeGreaterThanOrEqual(count)
      const turn = (await rotation()).slice(0, count)
      expect(new Set(turn.map((seen) => seen.word)).size).toBe(count)
      expect(new Set(turn.map((seen) => seen.top)).size).toBe(1)
      // And the browser saw no layout shift at all during a whole turn (was 0.18 per change).
      expect(await page.evaluate(() => (window as unknown as { rotationShift: number }).rotationShift)).toBe(0)
    })
  }

  test('the hero search suggests in groups like the list, by keyboard, and goes to the list', async ({ page }) => {
    await page.goto('/')
    // Typed at once: the focus wakes the island (client:interaction), which takes over the typed text.
    const search = page.getByRole('combobox', { name: 'Search machines' })
    await search.fill('cat')
    const listbox = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(listbox.getByRole('group', { name: 'Brands' }).getByRole('option', { name: 'Caterpillar', exact: true })).toBeVisible()
    await expect(listbox.getByRole('group', { name: 'Models' }).getByRole('option').first()).toBeVisible()
    await search.press('ArrowDown')
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/)
    await expect(listbox.getByRole('option', { name: 'Caterpillar', exact: true })).toHaveAttribute('aria-selected', 'true')
    await search.press('Escape')
    await expect(listbox).toBeHidden()
    await search.press('ArrowDown')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/auctions\?q=Caterpillar$/)

    // German: the German list, German group names, a category suggestion goes to the category filter.
    await page.goto('/de/')
    // A mouse user: the pointer over the search wakes it.
    await page.locator('form[data-hero-search]').hover()
    await expect(page.locator('astro-island[component-url*="HeroSearch"]')).not.toHaveAttribute('ssr', /.*/)
    const suche = page.getByRole('combobox', { name: 'Maschinen suchen' })
    await suche.fill('bagger')
    const category = page.getByRole('listbox').getByRole('group', { name: 'Kategorien' }).getByRole('option', { name: 'Bagger' })
    await expect(category).toBeVisible()
    await category.click()
    await expect(page).toHaveURL(/\/de\/auctions\?category=excavators$/)
  })

  for (const [path, list] of [['/', '/auctions'], ['/de/', '/de/auctions']] as const) {
    test(`${path} shows the popular brands, each linking to its search on the list`, async ({ page }) => {
      await page.goto(path)
      const brands = page.getByRole('list', { name: path === '/' ? 'Popular brands' : 'Beliebte Marken' }).getByRole('link')
      expect(await brands.allInnerTexts()).toEqual(['Caterpillar', 'Liebherr', 'Komatsu', 'Hitachi', 'JCB', 'Volvo'])
      expect(await brands.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        ['Caterpillar', 'Liebherr', 'Komatsu', 'Hitachi', 'JCB', 'Volvo'].map((brand) => `${list}?q=${brand}`),
      )
      await brands.first().click()
      await expect(page).toHaveURL(new RegExp(`${list}\\?q=Caterpillar$`))
      await expect(page.getByTestId('auction-card').first()).toBeVisible()
    })
  }

  for (const path of ['/', '/de/']) {
    test(`${path} shows the call to action with the live count and how it works (no invented testimonials), without accessibility violations`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('.testimonial')).toHaveCount(0)
      await expect(page.locator('[data-live-total]')).toHaveText(/\d/)
      await expect(page.locator('.home-steps__item')).toHaveCount(3)
      const axe = await new AxeBuilder({ page }).analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
    })
  }
})

test('the hero title reads as words with spaces around the rotating machine type', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await expect(page.locator('.hero__title [aria-hidden="true"]')).toHaveText('Used excavators in 24‑hour auctions')
})

const signIn = async (page: import('@playwright/test').Page, email = 'buyer@demo.test') => {
  const response = await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })
  expect(response.ok()).toBe(true)
}

/** The block is in the server's HTML (the same card as /auctions); its small islands hydrate when idle. */
const closingSoon = async (page: import('@playwright/test').Page) => {
  await page.locator('#home-closing-title').evaluate((heading) => heading.scrollIntoView({ block: 'start' }))
  return page.getByTestId('closing-soon')
}

test.describe('home page: closing soon', () => {
  test('visitors see a blurred teaser with masked values and Sign In / Register carrying next=', async ({ page }) => {
    await page.goto('/')
    const block = await closingSoon(page)
    await expect(block.getByTestId('auction-card')).toHaveCount(6)
    await expect(block).toHaveClass(/auctions__results--locked/)
    for (const price of await block.getByTestId('card-price').allInnerTexts()) expect(price).toBe('—')
    for (const bids of await block.getByTestId('card-bids').allInnerTexts()) expect(bids).toBe('—')
    await expect(block.locator('a.auction-card__link')).toHaveCount(0)
    await expect(block.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=%2F')
    await expect(block.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup?next=%2F')
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
  })

  test('the teaser on the German home page returns to /de/', async ({ page }) => {
    await page.goto('/de/')
    const block = await closingSoon(page)
    await expect(block.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/signin?next=%2Fde%2F')
    await expect(block.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/de/signup?next=%2Fde%2F')
  })

  test('signed-in users see the six auctions closing next as real cards, soonest first', async ({ page }) => {
    await signIn(page)
    // Asked as the signed-in buyer (a visitor's list is in newly-listed order, issue #24).
    const api = await page.request.get('/svc/auctions?sort=closing_soon&limit=6', { headers: { 'sec-fetch-site': 'same-origin' } })
    const body = (await api.json()) as { data: { masked: boolean; sort: string; items: { title: string }[] } }
    expect(body.data).toMatchObject({ masked: false, sort: 'closing_soon' })
    const expected = body.data.items.map((item) => item.title)
    expect(expected).toHaveLength(6)
    await page.goto('/')
    const block = await closingSoon(page)
    await expect(block.getByTestId('auction-card')).toHaveCount(6)
    await expect(block).not.toHaveClass(/auctions__results--locked/)
    await expect(block.locator('.auction-card__title')).toHaveText(expected)
    for (const price of await block.getByTestId('card-price').allInnerTexts()) expect(price).toMatch(/€/)
    await expect(block.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
  })

  test('is rendered on the server in the /auctions card: with JavaScript off, masked for a visitor and priced for a buyer', async ({ browser }) => {
    for (const buyer of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      if (buyer) await signIn(page)
      await page.goto('/')
      const block = page.getByTestId('closing-soon')
      await expect(block.getByTestId('auction-card')).toHaveCount(6)
      // The server card's islands (countdown, live part) are the only scripts in the block; no island renders the card itself.
      await expect(block.locator('astro-island[component-url*="card-islands"]')).toHaveCount(buyer ? 12 : 0)
      await expect(block.locator('astro-island:not([component-url*="card-islands"])')).toHaveCount(0)
      await expect(block.locator('h3.auction-card__title')).toHaveCount(6)
      const prices = await block.getByTestId('card-price').allInnerTexts()
      for (const price of prices) expect(price).toMatch(buyer ? /€/ : /^—$/)
      await context.close()
    }
  })
})

test.describe('home page: browse by category', () => {
  const CATEGORIES = ['excavators', 'wheel_loaders', 'cranes', 'attachments']

  test('four tiles link to their category and show the live counts from the service', async ({ page }) => {
    const counts = ((await (await page.request.get('/svc/auctions/counts')).json()) as { data: { counts: Record<string, number> } }).data.counts
    await page.goto('/')
    const tiles = page.locator('.category-tile')
    await expect(tiles).toHaveCount(4)
    for (const [index, category] of CATEGORIES.entries()) {
      await expect(tiles.nth(index)).toHaveAttribute('href', `/auctions?category=${category}`)
      const n = counts[category] ?? 0
      await expect(tiles.nth(index).locator('.category-tile__count')).toHaveText(`${n} live auction${n === 1 ? '' : 's'}`)
    }
  })

  test('says "Loading..." until the counts arrive, then uses the right plural forms in English and German', async ({ page }) => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/svc/auctions/counts', async (route) => {
      await gate
      await route.fulfill({ json: { data: { counts: { excavators: 1, wheel_loaders: 0, cranes: 2, attachments: 1234 }, total: 1237 } } })
    })
    await page.goto('/')
    const counts = page.locator('.category-tile__count')
    await expect(counts).toHaveText(['Loading...', 'Loading...', 'Loading...', 'Loading...'])
    release()
    await expect(counts).toHaveText(['1 live auction', '0 live auctions', '2 live auctions', '1,234 live auctions'])

    await page.goto('/de/')
    await expect(page.locator('.category-tile__count')).toHaveText(['1 Live-Auktion', '0 Live-Auktionen', '2 Live-Auktionen', '1.234 Live-Auktionen'])
  })

  test('asks again when the tab becomes visible', async ({ page }) => {
    let requests = 0
    await page.route('**/svc/auctions/counts', async (route) => {
      requests += 1
      await route.fulfill({ json: { data: { counts: { excavators: requests, wheel_loaders: 0, cranes: 0, attachments: 0 }, total: requests } } })
    })
    await page.goto('/')
    const first = page.locator('.category-tile__count').first()
    await expect(first).toHaveText('1 live auction')
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(first).toHaveText('2 live auctions')
  })
})

test('a server error shows the error screen with the default message and a way home', async ({ page }) => {
  const response = await page.goto('/500')
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
  await expect(page.getByText('An unexpected error occurred')).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
