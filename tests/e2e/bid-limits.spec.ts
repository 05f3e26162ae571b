import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { createAuction, SAME_ORIGIN, signedInPage } from './support-files/auctions'
import { expect, test } from './support-files/product'

/**
 * Bidding limits (issue #16, section 2): limited@demo.test (a €60,000 limit in the demo data)
 * sees the limit and what remains in the bid box, in English and German; what remains follows her
 * bids and comes back when she is outbid; a bid that would pass the limit is refused with the
 * limit and whom to contact; staff see her exposure in the admin's users list. Each run makes its
 * own auctions through the admin API.
 */

const LIMITED = 'limited@demo.test'
const DESKTOP = { viewport: { width: 1280, height: 900 } }
const LIMIT_AUCTION = (name: string) => ({
  title: `Liebherr R 920 (limit ${name})`,
  startPrice: 20_000,
  increment: 500,
  photo: false,
  listing: { brand: 'Liebherr', model: 'R 920', year: 2018, hours: 7100, location_city: 'Mannheim', lat: 49.49, lng: 8.47, description_md: 'Crawler excavator for the bidding limit journey.' },
})

const limitNow = async (page: Page) => (await (await page.request.get('/svc/account/bid-limit', { headers: SAME_ORIGIN })).json()).data as { limit: number; exposure: number; remaining: number }
const en = (amount: number) => `€${amount.toLocaleString('en-US')}`
const hydrated = (page: Page) => expect(page.locator('.bid-box[data-hydrated]')).toBeVisible()

const placeVia = async (page: Page, amount: string) => {
  await page.getByLabel(/Your bid|Ihr Gebot/).fill(amount)
  await page.getByRole('button', { name: /^(Place bid|Gebot abgeben)$/ }).click()
  await page.getByRole('button', { name: /Place binding bid|Verbindlich bieten/ }).click()
}

test('the bid box shows the limit and what remains, follows bids and an outbid, refuses a bid over the limit; staff see the exposure', async ({ browser, request }) => {
  const first = await createAuction(request, LIMIT_AUCTION('A'))
  const second = await createAuction(request, LIMIT_AUCTION('B'))
  const clara = await signedInPage(browser, LIMITED, DESKTOP)
  const before = await limitNow(clara)
  expect(before.limit).toBe(60_000)

  await clara.goto(`/auctions/${first.slug}`)
  await hydrated(clara)
  const box = clara.getByTestId('bid-limit')
  await expect(box).toHaveText(`Bidding limit: €60,000 · remaining ${en(before.remaining)}`)
  await placeVia(clara, '20000')
  await expect(clara.getByTestId('bid-standing')).toHaveText('You are the highest bidder')
  await expect(box).toHaveText(`Bidding limit: €60,000 · remaining ${en(before.remaining - 20_000)}`)
  expect((await new AxeBuilder({ page: clara }).include('.bid-box').analyze()).violations).toEqual([])
  await clara.screenshot({ path: test.info().outputPath('bid-limit-desktop.png') })

  // Outbid on the first auction: its €20,000 is free again.
  const rival = await signedInPage(browser, 'buyer2@demo.test', DESKTOP)
  expect((await rival.request.post(`/svc/auctions/${first.auctionId}/bids`, { headers: SAME_ORIGIN, data: { amount: 20_500 } })).status()).toBe(201)
  await expect(clara.getByTestId('bid-standing')).toContainText(/outbid/i)
  await expect(box).toHaveText(`Bidding limit: €60,000 · remaining ${en(before.remaining)}`)
  await placeVia(clara, '21000')
  await expect(box).toHaveText(`Bidding limit: €60,000 · remaining ${en(before.remaining - 21_000)}`)

  // A bid that would pass the limit on the second auction is refused with the limit and the contact.
  const over = before.remaining - 21_000 + 500
  const total = before.exposure + 21_000 + over
  await clara.goto(`/auctions/${second.slug}`)
  await hydrated(clara)
  await placeVia(clara, String(over))
  await expect(clara.locator('#bid-message')).toHaveText(
    new RegExp(`^This bid would take your open bids to ${en(total).replace(/[$,.]/g, '\\$&')}, above your bidding limit of €60,000\\. To raise it, contact us at \\+[\\d ]+\\.$`),
  )
  await expect(clara.getByTestId('detail-bids')).toHaveText('0 bids')

  // The same in German, on a phone.
  const phone = await signedInPage(browser, LIMITED, { viewport: { width: 390, height: 844 } })
  await phone.goto(`/de/auctions/${second.slug}`)
  await hydrated(phone)
  await expect(phone.getByTestId('bid-limit')).toHaveText(/^Gebotslimit: 60\.000\s€ · verfügbar [\d.]+\s€$/)
  await placeVia(phone, String(over))
  await expect(phone.locator('#bid-message')).toHaveText(/^Mit diesem Gebot stiegen Ihre offenen Gebote auf [\d.]+\s€, über Ihr Gebotslimit von 60\.000\s€\. Um es zu erhöhen, kontaktieren Sie uns unter \+[\d ]+\.$/)
  await phone.getByTestId('bid-limit').scrollIntoViewIfNeeded()
  await phone.screenshot({ path: test.info().outputPath('bid-limit-phone-de.png') })

  // Staff: the users list shows her limit, exposure and what remains.
  const admin = await signedInPage(browser, 'admin@demo.test', DESKTOP)
  await admin.goto('/admin/users?q=limited')
  const row = admin.locator(`tr[data-email="${LIMITED}"]`)
  await expect(row.getByTestId('bid-limit-cell')).toHaveText(`€60,000.00 · exposure ${en(before.exposure + 21_000)}.00 · remaining ${en(before.remaining - 21_000)}.00`)
  await row.getByRole('link', { name: 'Activity' }).click()
  await expect(admin.getByTestId('user-bid-exposure')).toHaveText(`${en(before.exposure + 21_000)}.00`)
  expect((await new AxeBuilder({ page: admin }).include('.mm-users').analyze()).violations).toEqual([])
  await admin.screenshot({ path: test.info().outputPath('bid-limit-admin.png'), fullPage: true })
})
