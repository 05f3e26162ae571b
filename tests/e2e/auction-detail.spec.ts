import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './support-files/product'

/** The auction detail page and live updates from another client's bid. */

const SLUG = 'caterpillar-320-gc-2019'

const bids = (n: number) => `${n} ${n === 1 ? 'bid' : 'bids'}`

const signIn = async (page: Page, email = 'buyer@demo.test') => {
  const response = await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })
  expect(response.ok()).toBe(true)
}

test('an unknown slug answers 404', async ({ page }) => {
  const response = await page.goto('/auctions/no-such-machine-1999')
  expect(response?.status()).toBe(404)
})

test('visitors see the detail with masked values and "Sign in to bid"', async ({ page }) => {
  const response = await page.goto(`/auctions/${SLUG}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/Caterpillar 320 GC/)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\/file\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caterpillar 320 GC')
  await expect(page.getByTestId('detail-price')).toHaveText('—')
  await expect(page.getByTestId('bid-state')).toHaveText('Sign in to bid')
  await expect(page.getByTestId('bid-state')).toHaveAttribute('href', `/signin?next=${encodeURIComponent(`/auctions/${SLUG}`)}`)
  expect(await response!.text()).not.toMatch(/"current_price":\[0,\d/)
})

test('the detail page is accessible in English and German, with specifications and the gallery by keyboard', async ({ page }) => {
  await signIn(page)
  for (const path of [`/auctions/${SLUG}`, `/de/auctions/${SLUG}`]) {
    await page.goto(path)
    await expect(page.getByTestId('detail-price')).not.toHaveText('—')
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`), path).toEqual([])
  }
  await page.goto(`/auctions/${SLUG}`)
  await expect(page.getByRole('rowheader', { name: 'Serial number' })).toBeVisible()
  await expect(page.getByRole('img', { name: /Map of Europe/ })).toBeVisible()
  const gallery = page.getByRole('region', { name: 'Photos' })
  await expect(gallery.getByText(/^Photo 1 of \d+$/)).toBeVisible()
  await gallery.focus()
  await page.keyboard.press('ArrowRight')
  await expect(gallery.getByText(/^Photo 2 of \d+$/)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(gallery.getByText(/^Photo 1 of \d+$/)).toBeVisible()
})

test('a bid placed by another client updates a card and the detail page live', async ({ browser, page }) => {
  await signIn(page)
  // Prices need the session, which Payload accepts only on a same-origin request (as a browser's fetch is).
  const snapshot = (await (await page.request.get('/svc/auctions/1', { headers: { 'sec-fetch-site': 'same-origin' } })).json()).data
  await page.goto('/auctions?q=320%20GC')
  await expect(page.locator('.auctions[data-hydrated]')).toHaveCount(1)
  const card = page.locator('[data-auction-id="1"]')
  await expect(card.getByTestId('card-bids')).toBeVisible()
  const detail = await page.context().newPage()
  await detail.goto(`/auctions/${SLUG}`)
  await expect(detail.locator('.bid-box[data-hydrated]')).toHaveCount(1)
  await expect(detail.getByTestId('detail-bids')).toHaveText(bids(snapshot.bid_count))
  // Let both pages join their rooms before the bid.
  await page.waitForTimeout(1000)

  const other = await browser.newContext()
  expect((await other.request.post('/api/users/login', { data: { email: 'buyer2@demo.test', password: 'demo1234' } })).ok()).toBe(true)
  const amount = snapshot.min_next_bid as number
  const placed = await other.request.post('/svc/auctions/1/bids', { data: { amount }, headers: { 'sec-fetch-site': 'same-origin' } })
  expect(placed.status(), await placed.text()).toBe(201)

  const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(amount)
  await expect(card.getByTestId('card-price')).toHaveText(euros)
  await expect(card.getByTestId('card-bids')).toHaveText(bids(snapshot.bid_count + 1))
  await expect(detail.getByTestId('detail-price')).toHaveText(euros)
  await expect(detail.getByTestId('detail-bids')).toHaveText(bids(snapshot.bid_count + 1))
  await other.close()
})

test('a rival\'s bid appears in the bid history from the live update, without reading the history again', async ({ browser, page }) => {
  await signIn(page)
  const historyReads: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/svc\/auctions\/[^/]+\/bids(\?|$)/.test(new URL(request.url()).pathname)) historyReads.push(request.url())
  })
  await page.goto(`/auctions/${SLUG}`)
  await expect(page.locator('.bid-box[data-hydrated]')).toHaveCount(1)
  const rows = page.getByTestId('bid-history').locator('li')
  await expect(rows.first()).toBeVisible()
  const before = await rows.count()
  // The page has read the history once and joined the auction's room.
  await expect.poll(() => historyReads.length).toBe(1)
  await page.waitForTimeout(1000)

  const rival = await browser.newContext()
  expect((await rival.request.post('/api/users/login', { data: { email: 'buyer2@demo.test', password: 'demo1234' } })).ok()).toBe(true)
  const snapshot = (await (await rival.request.get('/svc/auctions/1', { headers: { 'sec-fetch-site': 'same-origin' } })).json()).data
  const amount = snapshot.min_next_bid as number
  const placed = await rival.request.post('/svc/auctions/1/bids', { data: { amount }, headers: { 'sec-fetch-site': 'same-origin' } })
  expect(placed.status(), await placed.text()).toBe(201)
  await rival.close()

  const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(amount)
  await expect(page.getByTestId('detail-price')).toHaveText(euros)
  await expect(rows).toHaveCount(before + 1)
  await expect(rows.first()).toContainText(euros)
  await expect(rows.first()).toContainText(/^Bidder \d+/)
  await page.waitForTimeout(500)
  expect(historyReads).toHaveLength(1)
})

test('the bid box places a bid and shows the error text for a too-low bid', async ({ page }) => {
  await signIn(page, 'buyer2@demo.test')
  await page.goto(`/de/auctions/${SLUG}`)
  await expect(page.locator('.bid-box[data-hydrated]')).toHaveCount(1)
  await page.getByLabel('Ihr Gebot (€)').fill('1')
  await page.getByRole('button', { name: 'Gebot abgeben' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Ihr Gebot muss höher als der aktuelle Preis sein|Das Mindestgebot beträgt/)
})

test('a visitor who tries to watch is told to sign in and taken to the sign-in page', async ({ page }) => {
  const islandScripts: string[] = []
  page.on('request', (request) => {
    if (/\/_astro\/(BidBox|Gallery)\./.test(request.url())) islandScripts.push(request.url())
  })
  await page.goto(`/auctions/${SLUG}`)
  // A visitor's bid box and gallery hydrate on the first move towards them (client:interaction),
  // not with the page: their scripts are not loaded until then.
  await expect(page.getByTestId('prices-hidden')).toBeVisible()
  await page.waitForTimeout(1500)
  expect(islandScripts).toEqual([])
  await expect(page.locator('.bid-box[data-hydrated]')).toHaveCount(0)
  // The first click, made before the box has hydrated, is held and played again once it has.
  await page.getByRole('button', { name: 'Add to watchlist' }).click()
  // The toast stands for 1.2 s before the page moves on to the sign-in: its title and its text are
  // looked for in one toast at one moment, not one after the other (on a loaded machine the second
  // look came after the page had moved on).
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Sign in required' }).filter({ hasText: 'Please sign in to add auctions to your watchlist.' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/signin\\?next=${encodeURIComponent(`/auctions/${SLUG}`)}$`))
})

test('a watchlist failure shows the error toast and leaves the button as it was', async ({ page }) => {
  await signIn(page)
  await page.route('**/svc/watchlist', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { error: { code: 'unavailable' } } }) : route.fallback(),
  )
  await page.goto(`/auctions/${SLUG}`)
  // A click before the island hydrated would do nothing.
  await expect(page.locator('.bid-box[data-hydrated]')).toHaveCount(1)
  const button = page.getByRole('button', { name: 'Add to watchlist' })
  await expect(button).toBeEnabled()
  await button.click()
  await expect(page.getByText('Error', { exact: true })).toBeVisible()
  await expect(page.getByText('Failed to update watchlist')).toBeVisible()
  await expect(button).toHaveAttribute('aria-pressed', 'false')
})
