import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './support-files/product'

/** The auction list: server-side masking for visitors, filters in the URL, search and suggestions, watch toasts. */

const signIn = async (page: Page, email = 'buyer@demo.test') => {
  const response = await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })
  expect(response.ok()).toBe(true)
}

/** Waits until the list island has hydrated (it marks itself), so typing and clicks reach React. */
const hydrated = (page: Page) => expect(page.locator('.auctions[data-hydrated]')).toHaveCount(1)

const cardTitles = (page: Page) => page.getByTestId('auction-card').locator('h2').allInnerTexts()

/** Waits until the grid shows the results of the current filters (the island re-fetches after each change). */
const settled = async (page: Page) => {
  await expect(page.locator('.auction-grid--loading, [aria-busy="true"]')).toHaveCount(0)
  await expect(page.locator('.auctions__count')).not.toHaveText('Loading auctions…')
}

test.describe('auction list for visitors (teaser)', () => {
  test('masks prices, bid counts and end times on the server and in the page', async ({ page, request }) => {
    const raw = await request.get('/svc/auctions')
    expect(raw.status()).toBe(200)
    const body = await raw.json()
    expect(body.data.masked).toBe(true)
    expect(body.data.items.length).toBeGreaterThan(10)
    for (const item of body.data.items) expect(item).toMatchObject({ current_price: null, bid_count: null, end_time: null })

    const response = await page.goto('/auctions')
    // The locked teaser has no island (its form is disabled): the server's HTML is the page.
    await expect(page.getByTestId('auction-card').first()).toBeVisible()
    await expect(page.locator('.auctions astro-island')).toHaveCount(0)
    expect(response?.status()).toBe(200)
    const html = await response!.text()
    expect(html).not.toMatch(/"current_price":\s*\d/)
    await expect(page.getByText("You're viewing a preview: prices and closing times are hidden.")).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).first()).toHaveAttribute('href', /\/signin\?next=/)
    const card = page.getByTestId('auction-card').first()
    await expect(card.getByTestId('card-price')).toHaveText('—')
    await expect(card.getByTestId('card-bids')).toHaveText('—')
    await expect(card.locator('.countdown')).toHaveText('After sign-in')
    await expect(card.getByRole('link')).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeDisabled()
    await expect(page.locator('select[name=category]')).toBeDisabled()
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })

  test('without prices the sort offers only newly listed, with a hint, in English and German (issue #24)', async ({ page }) => {
    // An unconfirmed account sees the results unblurred, so the form is live; the server ignores a price order.
    await signIn(page, 'unconfirmed@demo.test')
    for (const [path, option, hint] of [
      ['/auctions?sort=price_asc', 'Newly listed', 'Prices and closing times are hidden, so the newest auctions come first.'],
      ['/de/auctions?sort=price_asc', 'Neu eingestellt', 'Preise und Endzeiten sind verborgen, daher stehen die neuesten Auktionen vorn.'],
    ] as const) {
      await page.goto(path)
      await hydrated(page)
      const sort = page.locator('select[name=sort]')
      await expect(sort).toHaveValue('newly_listed')
      await expect(sort.locator('option')).toHaveText([option])
      await expect(page.getByTestId('sort-teaser-hint')).toHaveText(hint)
      const api = await page.request.get('/svc/auctions?sort=price_asc&limit=5')
      expect(((await api.json()) as { data: { sort: string } }).data.sort).toBe('newly_listed')
      const axe = await new AxeBuilder({ page }).include('.filters').analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`), path).toEqual([])
    }
  })

  test('starting with an email address leads into registration with the address filled in', async ({ page }) => {
    await page.goto('/auctions')
    // A plain GET form: it needs no island.
    await page.getByLabel('Or start with your email address: register to see prices').fill('lead-e2e@example.com')
    await page.locator('.lead-capture').getByRole('button', { name: 'Register' }).click()
    await expect(page).toHaveURL(/\/signup\?email=lead-e2e%40example\.com$/)
    await expect(page.getByLabel('Email address')).toHaveValue('lead-e2e@example.com')
  })
})

test.describe('auction list for a signed-in buyer', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('shows real prices in euros with the fee, live countdowns and the bid button', async ({ page }) => {
    await page.goto('/auctions')
    await hydrated(page)
    const card = page.getByTestId('auction-card').first()
    await expect(card.getByTestId('card-price')).toHaveText(/^€[\d,]+\.\d{2}$/)
    await expect(card).toContainText('incl. 2% buyer fee')
    await expect(card.locator('.countdown')).toHaveText(/^(\d+d )?\d{2}:\d{2}:\d{2}$/)
    await expect(card.getByRole('link', { name: 'Bid now' })).toBeVisible()
    await page.goto('/de/auctions')
    await hydrated(page)
    await expect(page.getByTestId('auction-card').first().getByTestId('card-price')).toHaveText(/^[\d.]+,\d{2}\s€$/)
  })

  test('every filter changes the results and the URL without adding history entries', async ({ page }) => {
    // Nine filter-and-clear rounds and two sorts, each waiting for the list to settle: a long journey.
    test.slow()
    await page.goto('/auctions')
    await hydrated(page)
    await settled(page)
    let all = await cardTitles(page)
    const historyLength = await page.evaluate(() => history.length)

    const apply = async (name: string, change: () => Promise<unknown>, param: RegExp) => {
      // Read right before each change: demo auctions close minutes after seeding, so the
      // unfiltered list may lose one during the test.
      all = await cardTitles(page)
      await change()
      await expect(page).toHaveURL(param)
      await settled(page)
      const titles = await cardTitles(page)
      expect(titles, name).not.toEqual(all)
      await page.getByRole('button', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL(/\/auctions$/)
      await settled(page)
      const cleared = await cardTitles(page)
      if (JSON.stringify(cleared) !== JSON.stringify(all)) {
        // A demo auction closed during the round (they close minutes after seeding): the cleared
        // list must then be the unfiltered list as it is now, read in a page of its own.
        const fresh = await page.context().newPage()
        await fresh.goto('/auctions')
        await hydrated(fresh)
        await settled(fresh)
        expect(cleared, name).toEqual(await cardTitles(fresh))
        await fresh.close()
      }
    }
    await apply('q', async () => {
      const search = page.getByRole('combobox', { name: 'Search' })
      await search.fill('Liebherr')
      // Leaving the field closes its suggestions (they would lie over "Clear filters").
      await search.press('Tab')
    }, /[?&]q=Liebherr/)
    await apply('category', () => page.locator('select[name=category]').selectOption('cranes'), /[?&]category=cranes/)
    await apply('brand', async () => {
      await page.getByRole('combobox', { name: 'Brand' }).fill('Volvo')
      await page.getByRole('option', { name: 'Volvo', exact: true }).click()
    }, /[?&]brand=Volvo/)
    await apply('country', () => page.getByLabel('Location (country)').selectOption('AT'), /[?&]country=AT/)
    await apply('yMin', () => page.locator('select[name=yMin]').selectOption('2020'), /[?&]yMin=2020/)
    await apply('yMax', () => page.locator('select[name=yMax]').selectOption('2012'), /[?&]yMax=2012/)
    await apply('hMin', () => page.getByLabel('Hours from').fill('9000'), /[?&]hMin=9000/)
    await apply('hMax', () => page.getByLabel('Hours to').fill('2000'), /[?&]hMax=2000/)
    // Sort changes the order, is kept in the URL, and is not a filter ("Clear filters" stays hidden).
    await page.locator('select[name=sort]').selectOption('price_desc')
    await expect(page).toHaveURL(/[?&]sort=price_desc/)
    await settled(page)
    expect(await cardTitles(page)).not.toEqual(all)
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0)
    await page.locator('select[name=sort]').selectOption('closing_soon')
    await expect(page).toHaveURL(/\/auctions$/)

    expect(await page.evaluate(() => history.length)).toBe(historyLength)
  })

  test('a URL with every parameter restores the filters', async ({ page }) => {
    await page.goto('/auctions?q=crawler&category=excavators&brand=Komatsu&yMin=2010&yMax=2025&hMin=100&hMax=20000&country=DE&sort=price_asc')
    await hydrated(page)
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('crawler')
    await expect(page.locator('select[name=category]')).toHaveValue('excavators')
    await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveValue('Komatsu')
    await expect(page.getByLabel('Location (country)')).toHaveValue('DE')
    await expect(page.locator('select[name=yMin]')).toHaveValue('2010')
    await expect(page.locator('select[name=yMax]')).toHaveValue('2025')
    await expect(page.getByLabel('Hours from')).toHaveValue('100')
    await expect(page.getByLabel('Hours to')).toHaveValue('20000')
    await expect(page.locator('select[name=sort]')).toHaveValue('price_asc')
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible()
  })

  test('"bagger" finds excavators, and an empty result names the query', async ({ page }) => {
    await page.goto('/auctions')
    await hydrated(page)
    await page.getByRole('combobox', { name: 'Search' }).fill('bagger')
    await expect(page).toHaveURL(/[?&]q=bagger/)
    await settled(page)
    const titles = await cardTitles(page)
    expect(titles).toContain('Komatsu PC210LC-11')
    expect(titles).toContain('Caterpillar 320 GC')
    expect(titles).not.toContain('Volvo L120H')
    await page.getByRole('combobox', { name: 'Search' }).fill('zzzunknown')
    await expect(page.getByTestId('auctions-empty')).toHaveText('No auctions found for “zzzunknown”.')
  })

  test('suggestions are grouped and keyboard navigable', async ({ page }) => {
    await page.goto('/auctions')
    await hydrated(page)
    const search = page.getByRole('combobox', { name: 'Search' })
    await search.fill('lieb')
    const list = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(list.getByRole('group', { name: 'Brands' })).toBeVisible()
    await expect(list.getByRole('group', { name: 'Models' })).toBeVisible()
    await search.press('ArrowDown')
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await search.press('ArrowDown')
    await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
    await search.press('ArrowUp')
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await search.press('Enter')
    await expect(list).toBeHidden()
    await expect(page).toHaveURL(/[?&]brand=Liebherr/)
    await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveValue('Liebherr')
    await search.fill('radl')
    await expect(list.getByRole('group', { name: 'Categories' })).toBeVisible()
    await search.press('Escape')
    await expect(list).toBeHidden()
  })

  test('the brand picker works by keyboard and says when no brand matches', async ({ page }) => {
    await page.goto('/auctions')
    await hydrated(page)
    const picker = page.getByRole('combobox', { name: 'Brand' })
    await picker.fill('a')
    const listbox = page.getByRole('listbox', { name: 'Brand' })
    const options = listbox.getByRole('option')
    const names = await options.allInnerTexts()
    expect(names.length).toBeGreaterThan(2)
    await picker.press('ArrowDown')
    await picker.press('ArrowDown')
    await expect(picker).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!)
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await picker.press('ArrowUp')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await picker.press('ArrowDown')
    await picker.press('Enter')
    await expect(listbox).toBeHidden()
    await expect(picker).toHaveValue(names[1]!)
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${encodeURIComponent(names[1]!)}`))
    await picker.fill('zzz')
    await expect(listbox.getByText('No brand found.')).toBeVisible()
    await picker.press('Escape')
    await expect(listbox).toBeHidden()
  })

  test('the watch toggle shows the added and removed toasts', async ({ page }) => {
    await page.goto('/auctions')
    await hydrated(page)
    // A card this buyer does not watch yet (after every card's watch status has answered),
    // pinned by its id since its button changes once watched.
    await page.waitForLoadState('networkidle')
    const unwatched = page.getByTestId('auction-card').filter({ has: page.getByRole('button', { name: 'Add to watchlist' }) }).first()
    const card = page.locator(`[data-testid="auction-card"][data-auction-id="${await unwatched.getAttribute('data-auction-id')}"]`)
    // Title and description are one toast, checked at once: a toast lives 4 s, and a second,
    // separate check could start after it has gone on a busy machine.
    const toast = (title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })
    await card.getByRole('button', { name: 'Add to watchlist' }).click()
    await expect(toast('Added to watchlist')).toContainText("You'll receive email notifications when new bids are placed.")
    await card.getByRole('button', { name: 'Remove from watchlist' }).click()
    await expect(toast('Removed from watchlist')).toContainText('This auction has been removed from your watchlist.')
  })

  for (const path of ['/auctions', '/de/auctions']) {
    test(`the list is accessible: ${path}`, async ({ page }) => {
      // axe over a full page of live cards takes tens of seconds on a busy 2-core machine.
      test.setTimeout(150_000)
      await page.goto(path)
      await expect(page.getByTestId('auction-card').first()).toBeVisible()
      const axe = await new AxeBuilder({ page }).analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`), path).toEqual([])
    })
  }

  test('bid buttons follow eligibility', async ({ page, context }) => {
    await context.clearCookies()
    await signIn(page, 'pending@demo.test')
    await page.goto('/auctions')
    await hydrated(page)
    // pending@demo.test has submitted KYC: it is in review, nothing to complete.
    await expect(page.getByTestId('auction-card').first().getByRole('link', { name: 'Verification in review' })).toHaveAttribute('href', '/kyc')
    await context.clearCookies()
    await signIn(page, 'unconfirmed@demo.test')
    await page.goto('/auctions')
    await hydrated(page)
    await expect(page.getByTestId('auction-card').first().getByRole('button', { name: 'Verify email to bid' })).toBeDisabled()
  })
})

test.describe('search and pages: typo tolerance, page links, weight and attachment facets (issue #27)', () => {
  const texts = {
    en: { prefix: '', applied: 'Showing results for Caterpillar', instead: 'Search instead for catepillar', page2: 'Page 2', range: /^Showing (\d+)–(\d+) of (\d+)$/, count: /^(\d+) auctions?$/, bucket: /^Bucket\s*\(\d+\)$/ },
    de: { prefix: '/de', applied: 'Ergebnisse für Caterpillar', instead: 'Stattdessen suchen nach catepillar', page2: 'Seite 2', range: /^(\d+)–(\d+) von (\d+)$/, count: /^(\d+) Auktion(en)?$/, bucket: /^Löffel\/Schaufel\s*\(\d+\)$/ },
  } as const
  const numberIn = async (page: Page, selector: string) => Number(((await page.locator(selector).textContent()) ?? '').match(/\d+/)?.[0])

  for (const lang of ['en', 'de'] as const) {
    const t = texts[lang]

    test(`"catepillar" shows Caterpillar results with the did-you-mean line (${lang})`, async ({ page }) => {
      await signIn(page)
      await page.goto(`${t.prefix}/auctions?q=catepillar`)
      const line = page.getByTestId('spelling')
      // Server-rendered: the line and the corrected results are in the first HTML.
      await expect(line).toContainText(t.applied)
      await expect(line).toContainText(t.instead)
      const titles = await cardTitles(page)
      expect(titles.length).toBeGreaterThan(0)
      expect(titles.every((title) => title.startsWith('Caterpillar'))).toBe(true)
      await hydrated(page)
      // "Search instead for catepillar": the typed word, without correction, finds nothing.
      await line.getByRole('link', { name: 'catepillar' }).click()
      await expect(page).toHaveURL(/[?&]q=catepillar&exact=1/)
      await settled(page)
      await expect(page.getByTestId('auctions-empty')).toBeVisible()
      await expect(page.getByTestId('spelling')).toHaveCount(0)
    })

    test(`page 2 by its link and by its URL (${lang})`, async ({ page }) => {
      await signIn(page)
      await page.goto(`${t.prefix}/auctions`)
      await hydrated(page)
      await settled(page)
      const range = page.getByTestId('pages-range')
      await expect(range).toHaveText(t.range)
      const [, from1, to1, total] = ((await range.textContent()) ?? '').match(t.range) ?? []
      expect([from1, to1]).toEqual(['1', '24'])
      expect(Number(total)).toBeGreaterThan(24)
      const first = await cardTitles(page)
      await page.getByRole('navigation').getByRole('link', { name: t.page2, exact: true }).click()
      await expect(page).toHaveURL(/[?&]page=2$/)
      await settled(page)
      await expect(range).toHaveText(new RegExp(`^\\D*25–${Math.min(48, Number(total))}\\D+\\d+$`))
      const second = await cardTitles(page)
      expect(second.some((title) => !first.includes(title))).toBe(true)
      await expect(page.getByRole('link', { name: t.page2, exact: true })).toHaveAttribute('aria-current', 'page')

      // The same page straight from the URL, server-rendered, with its canonical and neighbours.
      await page.goto(`${t.prefix}/auctions?page=2`)
      await expect(range).toHaveText(new RegExp(`^\\D*25–`))
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/auctions\?page=2$/)
      await expect(page.locator('head link[rel=prev]')).toHaveAttribute('href', /\/auctions$/)
    })

    test(`weight and attachment filters with counts per option (${lang})`, async ({ page }) => {
      await signIn(page)
      await page.goto(`${t.prefix}/auctions`)
      await hydrated(page)
      await settled(page)
      const weight = page.getByTestId('filter-weight')
      const option = weight.locator('option[value=w20_40]')
      await expect(option).toHaveText(/^20–40 t \(\d+\)$/)
      const expected = Number((await option.textContent())?.match(/\((\d+)\)/)?.[1])
      expect(expected).toBeGreaterThan(0)
      await weight.selectOption('w20_40')
      await expect(page).toHaveURL(/[?&]wMin=20&wMax=40/)
      await settled(page)
      await expect(page.locator('.auctions__count')).toHaveText(t.count)
      expect(await numberIn(page, '.auctions__count')).toBe(expected)

      // The bucket's count is given the weight class; checking it (by keyboard) shows that many.
      const bucket = page.getByTestId('filter-attachments').getByRole('checkbox', { name: t.bucket })
      const label = page.getByTestId('filter-attachments').locator('label', { has: page.getByRole('checkbox', { name: t.bucket }) })
      const buckets = Number((await label.textContent())?.match(/\((\d+)\)/)?.[1])
      expect(buckets).toBeGreaterThan(0)
      await bucket.focus()
      await page.keyboard.press('Space')
      await expect(page).toHaveURL(/[?&]att=bucket/)
      await settled(page)
      expect(await numberIn(page, '.auctions__count')).toBe(buckets)
      const axe = await new AxeBuilder({ page }).include('.filters').analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([])
    })
  }
})
