import AxeBuilder from '@axe-core/playwright'
import { type BrowserContextOptions, type Page } from '@playwright/test'
import { asAdmin, createAuction, placeBid, SAME_ORIGIN, signedInPage } from './support-files/auctions'
import { expect, test } from './support-files/product'

/**
 * The buyer's journey (issue #27 §4): one bidder number per auction for every viewer, sign-in that
 * keeps what was typed before the page hydrated, the way from visitor to prices and bids, a phone
 * where the Help button covers nothing and the sticky bar shows the buyer's standing, pages that
 * fit 390 px, and honest content (counts from the data, no invented reviews, our own /sell page,
 * every EU/EEA country plus CH and UK, terms and business confirmation at sign-up).
 */

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

const bidBoxReady = (page: Page) => expect(page.locator('.bid-box[data-hydrated]')).toBeVisible()

/**
 * A visitor's bid box shows nothing live: it stays server-rendered HTML until the pointer, a touch,
 * focus or a key reaches it (the client:interaction directive), so its server HTML is what counts.
 */
const visitorBidBoxShown = (page: Page) => expect(page.locator('.bid-box')).toBeVisible()

const dismissCookieNotice = async (page: Page) => {
  const notice = page.locator('[data-cookie-notice]')
  if (await notice.isVisible()) await notice.getByRole('button', { name: /^(Essential only|Nur erforderliche)$/ }).click()
}

/**
 * What the Help button covers of `targets` at the current scroll: none may be under it. A target
 * scrolled behind the sticky bid bar is the bar's (the page keeps room to scroll everything above
 * it); the bar's own facts and button count.
 */
const helpCovers = async (page: Page, selector: string): Promise<string[]> =>
  // One look in the page per scroll position (element by element over the wire took minutes).
  page.evaluate((targets) => {
    const help = document.querySelector('.support__launcher')
    const helpBox = help?.getBoundingClientRect()
    if (!help || !helpBox || !help.checkVisibility() || helpBox.width === 0) return []
    const bar = document.querySelector('[data-testid=bid-bar]')
    const barTop = bar && bar.checkVisibility() ? bar.getBoundingClientRect().top : Infinity
    const overlap = (a: DOMRect, b: DOMRect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    const covered: string[] = []
    for (const target of document.querySelectorAll<HTMLElement>(targets)) {
      if (!target.checkVisibility()) continue
      const box = target.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const inBar = Boolean(target.closest('[data-testid=bid-bar]'))
      if (!inBar && box.y + box.height > barTop) continue
      if (overlap(helpBox, box)) covered.push(target.innerText.slice(0, 40))
    }
    return covered
  }, selector)

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(390)

test.describe('bidder numbers are one per auction', () => {
  test('A and B see the same number for C and for each other; only their own bids say You / Sie', async ({ browser, request }) => {
    const { slug, auctionId } = await createAuction(request, { secs: 900, startPrice: 10_000, increment: 250, title: 'Komatsu PC210LC-11 (numbers)' })
    const a = await signedInPage(browser, 'buyer@demo.test')
    const b = await signedInPage(browser, 'buyer2@demo.test')
    const c = await signedInPage(browser, 'limited@demo.test')
    // C first (Bidder 1), then B (Bidder 2), then A (Bidder 3), then C again.
    await placeBid(c, auctionId, 10_000)
    await placeBid(b, auctionId, 10_250)
    await placeBid(a, auctionId, 10_500)
    await placeBid(c, auctionId, 10_750)

    await a.goto(`/auctions/${slug}`)
    await bidBoxReady(a)
    await expect(a.getByTestId('bid-history').locator('li > span')).toHaveText(['Bidder 1', 'You', 'Bidder 2', 'Bidder 1'])
    await b.goto(`/de/auctions/${slug}`)
    await bidBoxReady(b)
    await expect(b.getByTestId('bid-history').locator('li > span')).toHaveText(['Bieter 1', 'Bieter 3', 'Sie', 'Bieter 1'])

    // A live bid reaches both open pages with the same number.
    await placeBid(b, auctionId, 11_000)
    await expect(a.getByTestId('bid-history').locator('li > span').first()).toHaveText('Bidder 2')
    await expect(b.getByTestId('bid-history').locator('li > span').first()).toHaveText('Sie')
  })
})

test.describe('a page that joins late still shows every bid', () => {
  test('a bid accepted after the history was read but before the socket joined the auction appears in the history', async ({ browser, request }) => {
    const { slug, auctionId } = await createAuction(request, { secs: 900, startPrice: 10_000, increment: 250, title: 'Komatsu PC210LC-11 (late join)' })
    const a = await signedInPage(browser, 'buyer@demo.test')
    const b = await signedInPage(browser, 'buyer2@demo.test')
    await placeBid(a, auctionId, 10_000)

    // B's socket reaches the service at once, but its join of the auction's room is held back
    // until A's second bid is in: that bid's broadcast goes to a room B is not yet in.
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await b.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer()
      ws.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"auction:join"')) void released.then(() => server.send(message))
        else server.send(message)
      })
    })
    await b.goto(`/auctions/${slug}`)
    await bidBoxReady(b)
    await expect(b.getByTestId('bid-history').locator('li > span')).toHaveText(['Bidder 1'])

    await placeBid(a, auctionId, 10_250)
    release()
    await expect(b.getByTestId('bid-history').locator('li > span')).toHaveText(['Bidder 1', 'Bidder 1'])
    await expect(b.getByTestId('bid-history')).toContainText('10,250')
  })
})

test.describe('sign-in keeps what was typed before the page hydrated', () => {
  for (const path of ['/signin', '/de/signin']) {
    test(`${path}: typing at once after navigation signs in, five times in a row`, async ({ browser }) => {
      // Five whole sign-ins, each in a fresh context: up to 20 s each on a loaded machine.
      test.setTimeout(120_000)
      for (let round = 0; round < 5; round++) {
        const context = await browser.newContext()
        const page = await context.newPage()
        // No wait for hydration: the fields are typed into as soon as the server's HTML is there.
        await page.goto(path, { waitUntil: 'commit' })
        await page.locator('input[name=email]').pressSequentially('buyer@demo.test', { delay: 0 })
        await page.locator('input[name=password]').pressSequentially('demo1234', { delay: 0 })
        const login = page.waitForRequest((req) => req.url().endsWith('/api/users/login') && req.method() === 'POST')
        await page.getByRole('main').getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click()
        expect((await login).postDataJSON()).toEqual({ email: 'buyer@demo.test', password: 'demo1234' })
        await expect(page).toHaveURL(path.startsWith('/de') ? /\/de\/dashboard$/ : /\/dashboard$/)
        await context.close()
      }
    })
  }

  test('sign-up asks for the terms and the business confirmation, with clear messages in English and German', async ({ page }) => {
    for (const [path, submit, terms, business] of [
      ['/signup', 'Create account', 'Please accept the terms and conditions.', 'Please confirm that you buy for a business. The marketplace sells to businesses only.'],
      ['/de/signup', 'Konto erstellen', 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.', 'Bitte bestätigen Sie, dass Sie für ein Unternehmen kaufen. Der Marktplatz verkauft nur an Unternehmen.'],
    ] as const) {
      await page.goto(path)
      await page.locator('input[name=email]').fill(`terms-${Date.now()}@example.com`)
      await page.locator('input[name=password]').fill('secret12')
      const button = page.getByRole('main').getByRole('button', { name: submit })
      await button.click()
      await expect(page.getByRole('alert')).toHaveText(terms)
      await page.locator('input[name=accept_terms]').check()
      await button.click()
      await expect(page.getByRole('alert')).toHaveText(business)
      await page.locator('input[name=business_buyer]').check()
      await button.click()
      await expect(page).toHaveURL(/\/verify-pending\?email=/)
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    }
    // The server checks it too: a sign-up without the confirmations is refused with the reason.
    const refused = await page.request.post('/svc/auth/signup', { headers: SAME_ORIGIN, data: { email: 'no-consent@example.com', password: 'secret12' } })
    expect(refused.status()).toBe(400)
    expect((await refused.json()).error.message).toBe('accept_terms: Please accept the terms and conditions.')
  })
})

test.describe('how a visitor gets prices', () => {
  for (const [path, register, signIn, step] of [
    ['/auctions', 'Register', 'Sign in', 'Register and confirm your email address'],
    ['/de/auctions', 'Registrieren', 'Anmelden', 'Registrieren Sie sich und bestätigen Sie Ihre E-Mail-Adresse'],
  ] as const) {
    test(`${path}: the banner says register + confirm shows prices, KYC lets you bid, with Register and Sign in; email leads into registration`, async ({ page }) => {
      await page.goto(path)
      const banner = page.locator('.auctions__teaser-banner')
      await expect(banner).toContainText(step)
      await expect(banner.getByRole('link', { name: register, exact: true })).toHaveAttribute('href', /\/signup(\?next=|$)/)
      await expect(banner.getByRole('link', { name: signIn, exact: true })).toHaveAttribute('href', /\/signin\?next=/)
      await expect(page.getByText(/Log in|Log In|Sign In/)).toHaveCount(0)
      await expect(page.getByText('--:--:--')).toHaveCount(0)
      // The email form leads into registration with the address filled in.
      const lead = page.locator('.lead-capture')
      if (await lead.isVisible()) {
        await lead.locator('input[name=email]').fill('lead-journey@example.com')
        await lead.getByRole('button').click()
        await expect(page).toHaveURL(/\/signup\?email=lead-journey%40example\.com/)
        await expect(page.locator('input[name=email]')).toHaveValue('lead-journey@example.com')
      }
    })
  }

  test('the detail page tells a visitor what unlocks the closing time and price, in English and German', async ({ page, request }) => {
    const found = await request.get('/svc/auctions?limit=1')
    const slug = (await found.json()).data.items[0].slug as string
    for (const [path, text] of [
      [`/auctions/${slug}`, 'Register and confirm your email address: you see prices, closing times and the bid history.'],
      [`/de/auctions/${slug}`, 'Registrieren Sie sich und bestätigen Sie Ihre E-Mail-Adresse: Sie sehen Preise, Endzeiten und den Gebotsverlauf.'],
    ] as const) {
      await page.goto(path)
      await visitorBidBoxShown(page)
      await expect(page.getByTestId('prices-hidden')).toContainText(text)
      await expect(page.getByText('--:--:--')).toHaveCount(0)
      await expect(page.getByTestId('prices-hidden').getByRole('link')).toHaveCount(2)
    }
  })
})

test.describe('on a 390×844 phone', () => {
  test('the Help button covers neither the standing, the countdown, the price nor the bid bar; the bar shows the standing', async ({ browser, request }) => {
    const { slug, auctionId } = await createAuction(request, { secs: 900, startPrice: 14_000, increment: 500, title: 'Komatsu PC210LC-11 (phone journey)' })
    const phone = await signedInPage(browser, 'buyer@demo.test', PHONE)
    await placeBid(phone, auctionId, 14_000)
    for (const [path, leading] of [[`/auctions/${slug}`, 'You are the highest bidder'], [`/de/auctions/${slug}`, 'Sie sind Höchstbietender']] as const) {
      await phone.goto(path)
      await bidBoxReady(phone)
      await dismissCookieNotice(phone)
      const bar = phone.getByTestId('bid-bar')
      await expect(bar.getByTestId('bid-bar-standing')).toContainText(leading)
      // At every scroll position from the top to the end, the Help button covers nothing it must not.
      const height = await phone.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += 300) {
        await phone.evaluate((top) => window.scrollTo(0, top), y)
        expect(await helpCovers(phone, '[data-testid=bid-standing], [data-testid=countdown], [data-testid=detail-price], [data-testid=bid-bar] dl, [data-testid=bid-bar] button, main a, main button')).toEqual([])
      }
      await noSidewaysScroll(phone)
      await phone.evaluate(() => window.scrollTo(0, 0))
      await phone.screenshot({ path: `/work/shots/journey-phone-buyer-${path.startsWith('/de') ? 'de' : 'en'}.png` })
    }
  })

  test('a visitor: the Help button covers no card price and no button on the list or the detail page', async ({ browser, request }) => {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await page.goto('/auctions')
    await dismissCookieNotice(page)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      expect(await helpCovers(page, '[data-testid=card-price], .countdown, main a, main button')).toEqual([])
    }
    const slug = (await (await request.get('/svc/auctions?limit=1')).json()).data.items[0].slug as string
    await page.goto(`/auctions/${slug}`)
    await visitorBidBoxShown(page)
    expect(await helpCovers(page, '[data-testid=bid-bar] dl, [data-testid=bid-bar] button, main a, main button')).toEqual([])
    await page.screenshot({ path: '/work/shots/journey-phone-visitor-en.png' })
    await context.close()
  })

  test('nothing is wider than 390 px: KYC step 2 and a KYC rejection notification, in German and English', async ({ browser, request }) => {
    // A fresh account with a confirmed email and no KYC (signed up through the API, confirmed by an admin).
    const email = `phone-kyc-${Date.now()}@example.com`
    expect((await request.post('/svc/auth/signup', { headers: SAME_ORIGIN, data: { email, password: 'demo1234', language: 'de', accept_terms: true, business_buyer: true } })).status()).toBe(202)
    const admin = await asAdmin(request)
    const users = await (await admin.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}`, { headers: SAME_ORIGIN })).json()
    const userId = users.docs[0].id as number
    expect((await admin.patch(`/api/users/${userId}`, { headers: SAME_ORIGIN, data: { email_confirmed_at: new Date().toISOString() } })).ok()).toBe(true)
    const rejection = await admin.post('/api/notifications', {
      headers: SAME_ORIGIN,
      data: {
        user: userId,
        type: 'kyc',
        title: 'Ihre Unternehmensverifizierung wurde abgelehnt',
        body: 'Grund: Der Handelsregisterauszug ist älter als drei Monate (Unternehmensregisterauszug bitte neu hochladen).',
        link: '/de/kyc',
      },
    })
    expect(rejection.ok(), await rejection.text()).toBe(true)

    const phone = await signedInPage(browser, email, PHONE)
    for (const lang of ['de', 'en'] as const) {
      const prefix = lang === 'de' ? '/de' : ''
      await phone.goto(`${prefix}/dashboard/notifications`)
      await expect(phone.locator('.notification').first()).toBeVisible()
      await noSidewaysScroll(phone)
      await phone.goto(`${prefix}/kyc`)
      await dismissCookieNotice(phone)
      await noSidewaysScroll(phone)
      // Step 1 of the wizard (its fields are not in one <form> until the last step).
      const form = phone.getByRole('main')
      await form.getByLabel(/^(Country|Land)$/).selectOption('DE')
      const fields: [RegExp, string][] = [
        [/^(Company name|Firmenname)/, 'Alpen Bau GmbH'],
        [/^(VAT ID|USt-IdNr\.)/, 'DE136695976'],
        [/^(Street and number|Straße und Hausnummer)/, 'Hauptstraße 1'],
        [/^(Postal code|Postleitzahl)/, '80331'],
        [/^(City|Ort)/, 'München'],
        [/^(Contact person|Ansprechpartner)/, 'Anna Huber'],
        [/^(Phone|Telefon)/, '+49 89 1234567'],
      ]
      for (const [label, value] of fields) await form.getByLabel(label).first().fill(value)
      await form.getByRole('button', { name: /^(Continue|Weiter)$/ }).click()
      await expect(phone.locator('input[type=file]').first()).toBeAttached()
      await noSidewaysScroll(phone)
      if (lang === 'de') await phone.screenshot({ path: '/work/shots/journey-phone-kyc-step2-de.png', fullPage: true })
    }
  })
})

test.describe('honest content', () => {
  for (const [path, pattern] of [
    ['/', /^(\d[\d,]*) machines? (is|are) in (a )?live auctions? right now\.$/],
    ['/de/', /^(\d[\d.]*) Maschinen? (ist|sind) gerade in (einer )?laufenden? Auktion(en)?\.$/],
  ] as const) {
    test(`${path}: the live count comes from the data, no invented reviews or logos`, async ({ page, request }) => {
      const { total } = (await (await request.get('/svc/auctions/counts')).json()).data as { total: number }
      await page.goto(path)
      const count = page.locator('[data-live-total]')
      await expect(count).toHaveText(pattern)
      expect(Number((await count.innerText()).match(/^[\d.,]+/)?.[0].replace(/[.,]/g, ''))).toBe(total)
      await expect(page.getByText(/Hundreds of machines|Hunderte Maschinen/)).toHaveCount(0)
      await expect(page.locator('.testimonial, .trusted-by')).toHaveCount(0)
    })
  }

  test('"Sell machines" leads to a page of our own when no sell site is configured, in English and German', async ({ page }) => {
    for (const [path, heading] of [['/sell', 'Sell your machines'], ['/de/sell', 'Maschinen verkaufen']] as const) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('main').getByRole('link', { name: /Contact us|Kontakt aufnehmen/ })).toBeVisible()
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    }
    await page.goto('/de/faq')
    await expect(page.getByRole('navigation', { name: /Main|Haupt/ }).first().getByRole('link', { name: 'Maschinen verkaufen' })).toHaveAttribute('href', '/de/sell')
  })

  test('KYC offers every EU and EEA country plus Switzerland and the United Kingdom', async ({ browser, request }) => {
    const email = `countries-${Date.now()}@example.com`
    expect((await request.post('/svc/auth/signup', { headers: SAME_ORIGIN, data: { email, password: 'demo1234', language: 'en', accept_terms: true, business_buyer: true } })).status()).toBe(202)
    const page = await signedInPage(browser, email)
    for (const [path, names] of [['/kyc', ['Portugal', 'Ireland', 'Iceland', 'Liechtenstein', 'Switzerland', 'United Kingdom']], ['/de/kyc', ['Portugal', 'Irland', 'Island', 'Schweiz', 'Vereinigtes Königreich']]] as const) {
      await page.goto(path)
      const options = page.locator('select option:not([value=""])')
      await expect(options).toHaveCount(32)
      for (const name of names) await expect(options.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1)
    }
  })
})
