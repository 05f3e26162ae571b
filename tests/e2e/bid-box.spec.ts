import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page } from '@playwright/test'
import { asAdmin, createAuction, SAME_ORIGIN, signedInPage } from './support-files/auctions'
import { expect, test } from './support-files/product'

/**
 * The bid box tells a buyer where they stand: highest bidder, outbid (banner and toast, also while
 * the page is open), the total before a binding bid, "You" in the history, and after the end a
 * results page with won / did not win. Each journey creates its own auction through the admin API
 * (the demo auctions close a few minutes after seeding).
 */

/** Moves an auction's end to `secs` from now (the clock closes it within a second after). */
const endIn = async (request: APIRequestContext, auctionId: number, secs: number) => {
  const admin = await asAdmin(request)
  const moved = await admin.patch(`/api/auctions/${auctionId}`, { headers: SAME_ORIGIN, data: { end_time: new Date(Date.now() + secs * 1000).toISOString(), anti_sniping_window_secs: 0 } })
  expect(moved.ok()).toBe(true)
}

/** React's minified errors (hydration #418 and friends) and any other console error. */
const watchConsole = (page: Page) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const hydrated = (page: Page) => expect(page.locator('.bid-box[data-hydrated]')).toBeVisible()

const placeVia = async (page: Page, amount: string, button = 'Place binding bid') => {
  await page.getByLabel(/Your bid|Ihr Gebot/).fill(amount)
  await page.getByRole('button', { name: /^(Place bid|Gebot abgeben)$/ }).click()
  await page.getByRole('button', { name: button }).click()
}

test('highest bidder, then outbid while the page is open (banner, toast, no stale success), quick bids, the total and "You" in the history', async ({ browser, request }) => {
  const { slug } = await createAuction(request, { secs: 600, startPrice: 17_500, increment: 500, title: 'Komatsu PC210LC-11 (bid box)' })
  const alice = await signedInPage(browser, 'buyer@demo.test')
  const bob = await signedInPage(browser, 'buyer2@demo.test')
  const aliceErrors = watchConsole(alice)
  await alice.goto(`/auctions/${slug}`)
  await hydrated(alice)

  // Prefilled with the minimum; quick bids: minimum, +1 and +2 increments.
  await expect(alice.getByLabel('Your bid (€)')).toHaveValue('17500')
  const quick = alice.getByTestId('quick-bids').getByRole('button')
  await expect(quick).toHaveText(['€17,500', '€18,000', '€18,500'])
  await expect(quick.nth(1)).toHaveAccessibleName('Bid €18,000')

  // A quick bid opens the confirmation with the total: all-in bid, the fee inside it, and her VAT case (NL business: reverse charge).
  await quick.nth(1).click()
  const review = alice.getByTestId('bid-review')
  await expect(review.getByTestId('review-bid')).toHaveText('€18,000.00')
  await expect(review).toContainText('of which buyer fee (2%)')
  await expect(review.getByTestId('review-fee')).toHaveText('€352.94')
  await expect(review.getByTestId('review-vat-case')).toHaveText('Reverse charge: no German VAT on the invoice for your business (VAT ID NL854302116B01).')
  await expect(review.getByRole('button', { name: 'Place binding bid' })).toBeFocused()
  expect((await new AxeBuilder({ page: alice }).include('.bid-box').analyze()).violations).toEqual([])
  await review.getByRole('button', { name: 'Place binding bid' }).click()

  await expect(alice.getByTestId('bid-standing')).toHaveText('You are the highest bidder')
  await expect(alice.locator('#bid-message')).toHaveText('Your bid of €18,000.00 was placed.')
  await expect(alice.getByTestId('bid-history').locator('li').first()).toContainText('You')
  // The field follows the new minimum.
  await expect(alice.getByLabel('Your bid (€)')).toHaveValue('18500')

  // Bob, on the German page, sees Alice as "Bieter 1" and bids.
  const bobErrors = watchConsole(bob)
  await bob.goto(`/de/auctions/${slug}`)
  await hydrated(bob)
  await expect(bob.getByTestId('bid-history').locator('li').first()).toContainText('Bieter 1')
  await expect(bob.getByTestId('bid-standing')).toHaveCount(0)
  await placeVia(bob, '19000', 'Verbindlich bieten')
  await expect(bob.getByTestId('bid-standing')).toHaveText('Sie sind Höchstbietender')
  await expect(bob.getByTestId('bid-history').locator('li').first()).toContainText('Sie')
  await expect(bob.getByTestId('bid-history').locator('li').nth(1)).toContainText('Bieter 1')

  // Alice's open page: outbid banner and toast; her earlier success message is gone.
  await expect(alice.getByTestId('bid-standing')).toContainText('You have been outbid')
  await expect(alice.getByTestId('bid-standing')).toContainText('The current bid is €19,000.00.')
  await expect(alice.locator('[data-sonner-toast]')).toContainText('You have been outbid on Komatsu PC210LC-11 (bid box)')
  await expect(alice.locator('#bid-message')).toHaveText('')
  await expect(alice.getByTestId('bid-history').locator('li').first()).toContainText('Bidder 2')
  await expect(alice.getByTestId('bid-history').locator('li').nth(1)).toContainText('You')
  await expect(alice.getByLabel('Your bid (€)')).toHaveValue('19500')

  // A reload keeps the standing (from the service).
  await alice.reload()
  await hydrated(alice)
  await expect(alice.getByTestId('bid-standing')).toContainText('You have been outbid')
  // Signed-in loads hydrate without React errors (#418).
  expect(aliceErrors).toEqual([])
  expect(bobErrors).toEqual([])
})

test('the amount typed by the bidder is kept when the price moves; the unusually-high confirmation follows the total', async ({ browser, request }) => {
  const { slug } = await createAuction(request, { secs: 600, startPrice: 5_000, increment: 250, title: 'Komatsu PC210LC-11 (typing)' })
  const alice = await signedInPage(browser, 'buyer@demo.test')
  const bob = await signedInPage(browser, 'buyer2@demo.test')
  await alice.goto(`/auctions/${slug}`)
  await hydrated(alice)
  await alice.getByLabel('Your bid (€)').fill('6000')
  await bob.goto(`/auctions/${slug}`)
  await hydrated(bob)
  await placeVia(bob, '5000')
  await expect(alice.getByTestId('detail-min')).toContainText('5,250')
  await expect(alice.getByLabel('Your bid (€)')).toHaveValue('6000')

  // Eleven times the minimum: the total first, then the stronger confirmation.
  await placeVia(alice, '60000')
  await expect(alice.getByTestId('bid-confirm')).toContainText('times the minimum. Confirm?')
  await alice.getByTestId('bid-confirm').getByRole('button', { name: 'Confirm bid' }).click()
  await expect(alice.getByTestId('bid-standing')).toHaveText('You are the highest bidder')
})

test('after the end: "You won" with links to order and invoice, "You did not win" for the outbid bidder; a results page for participants, an ended notice for visitors', async ({ browser, request, page }) => {
  const { slug, auctionId } = await createAuction(request, { secs: 600, startPrice: 9_000, increment: 500, title: 'Komatsu PC210LC-11 (results)' })
  const alice = await signedInPage(browser, 'buyer@demo.test')
  const bob = await signedInPage(browser, 'buyer2@demo.test')
  await alice.goto(`/auctions/${slug}`)
  await hydrated(alice)
  await placeVia(alice, '9000')
  await expect(alice.getByTestId('bid-standing')).toHaveText('You are the highest bidder')
  await bob.goto(`/auctions/${slug}`)
  await hydrated(bob)
  await placeVia(bob, '9500')
  await expect(bob.getByTestId('bid-standing')).toHaveText('You are the highest bidder')

  // The end comes while both pages are open.
  await endIn(request, auctionId, 3)
  await expect(bob.getByTestId('bid-outcome')).toContainText('You won', { timeout: 20_000 })
  await expect(bob.getByTestId('bid-state')).toHaveCount(0)
  await expect(alice.getByTestId('bid-outcome')).toContainText('You did not win', { timeout: 20_000 })
  await expect(alice.getByTestId('bid-bar')).toHaveCount(0)

  // Reloaded, it is a results page: machine, photo, ended with the date, final price, outcome, no bid box.
  await bob.reload()
  await expect(bob.getByRole('heading', { level: 1 })).toHaveText('Komatsu PC210LC-11 (results)')
  await expect(bob.locator('.gallery img').first()).toBeVisible()
  await expect(bob.getByTestId('bid-ended')).toHaveText('Ended')
  await expect(bob.getByTestId('bid-results')).toContainText(/Ended · \d{1,2} \w+ 20\d\d, \d\d:\d\d CES?T/)
  await expect(bob.getByTestId('final-price')).toHaveText('€9,500.00')
  await expect(bob.getByTestId('bid-outcome')).toContainText('You won')
  await expect(bob.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '/dashboard/won')
  await expect(bob.getByRole('link', { name: 'View your invoice' })).toHaveAttribute('href', '/dashboard/invoices')
  await expect(bob.getByLabel('Your bid (€)')).toHaveCount(0)
  await alice.goto(`/de/auctions/${slug}`)
  await expect(alice.getByTestId('bid-ended')).toHaveText('Beendet')
  await expect(alice.getByTestId('final-price')).toHaveText('9.500,00 €')
  await expect(alice.getByTestId('bid-outcome')).toContainText('Sie haben nicht gewonnen')
  await expect(alice.getByTestId('bid-history').locator('li').nth(1)).toContainText('Sie')

  // A visitor: that it ended, no price, no bid box, never an error.
  const response = await page.goto(`/auctions/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByTestId('bid-results')).toContainText('This auction has ended.')
  await expect(page.getByTestId('final-price')).toHaveCount(0)
  await expect(page.getByTestId('bid-state')).toHaveCount(0)
  expect((await new AxeBuilder({ page: bob }).analyze()).violations).toEqual([])
})

test('on a 390×844 phone: a sticky bar with countdown, price and a Bid button that brings the bid box up; the bid box is near the top; nothing scrolls sideways', async ({ browser, request }) => {
  const { slug } = await createAuction(request, { secs: 600, startPrice: 12_000, increment: 500, title: 'Komatsu PC210LC-11 (phone)' })
  const phone = await signedInPage(browser, 'buyer@demo.test', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  for (const path of [`/auctions/${slug}`, `/de/auctions/${slug}`]) {
    await phone.goto(path)
    await hydrated(phone)
    // The cookie notice asks first (it lies above everything on a phone until answered).
    const notice = phone.locator('[data-cookie-notice]')
    if (await notice.isVisible()) await notice.getByRole('button', { name: 'Essential only' }).click()
    const bar = phone.getByTestId('bid-bar')
    await expect(bar).toBeVisible()
    await expect(bar.getByTestId('countdown')).toHaveText(/^\d\d:\d\d:\d\d$/)
    await expect(bar.getByTestId('bid-bar-price')).toHaveText(path.startsWith('/de') ? '12.000 €' : '€12,000')
    const box = await phone.locator('.bid-box').boundingBox()
    expect(box?.y ?? Infinity).toBeLessThan(1_000)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    const barBox = await bar.boundingBox()
    expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(844)
  }
  // Scrolled down to the description, the bar's button brings the bid box up with the amount focused.
  await phone.goto(`/auctions/${slug}`)
  await hydrated(phone)
  await phone.getByRole('heading', { name: 'Inspection report' }).scrollIntoViewIfNeeded()
  await expect(phone.getByLabel('Your bid (€)')).not.toBeInViewport()
  await phone.getByTestId('bid-bar').getByRole('button', { name: 'Bid' }).click()
  await expect(phone.getByLabel('Your bid (€)')).toBeFocused()
  await expect(phone.getByLabel('Your bid (€)')).toBeInViewport()
  // The help button sits in the bar's own room at its end: inside the bar, clear of its facts and its button.
  const help = (await phone.locator('.support__launcher').boundingBox())!
  const bar = phone.getByTestId('bid-bar')
  const barBox = (await bar.boundingBox())!
  expect(help.y).toBeGreaterThanOrEqual(barBox.y)
  for (const part of [bar.locator('dl'), bar.getByRole('button', { name: 'Bid' })]) {
    const box = (await part.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(help.x)
  }
})

test('a second tab opened before the first bid learns where the buyer stands', async ({ browser, request }) => {
  const { slug } = await createAuction(request, { secs: 600, startPrice: 9_000, increment: 250, title: 'Komatsu PC210LC-11 (two tabs)' })
  const context = await browser.newContext()
  expect((await context.request.post('/api/users/login', { data: { email: 'buyer@demo.test', password: 'demo1234' } })).ok()).toBe(true)
  const [first, second] = [await context.newPage(), await context.newPage()]
  for (const tab of [first, second]) {
    await tab.goto(`/auctions/${slug}`)
    await hydrated(tab)
  }
  await placeVia(first, '9000')
  await expect(first.getByTestId('bid-standing')).toHaveText('You are the highest bidder')
  await expect(second.getByTestId('bid-standing')).toHaveText('You are the highest bidder')
  await expect(second.getByTestId('bid-history').locator('li').first()).toContainText('You')
  await context.close()
})
