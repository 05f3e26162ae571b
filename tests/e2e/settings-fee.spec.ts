import type { Browser, Page } from '@playwright/test'
import { BASE, expect, test } from './support-files/product'

/**
 * The buyer fee lives in one place: an admin changes it in Settings and every place on the site
 * that shows it follows (the auction cards, the bid box, the Fees page, the assistant), in English
 * and German. The invoice side (new invoices hold the new rate, issued ones keep theirs):
 * tests/int/settings-fee.test.ts. The product is shared with other specs of this worker: the fee
 * is put back at the end.
 */

const SLUG = 'caterpillar-320-gc-2019'
const SAME_ORIGIN = { origin: BASE }

const signedIn = async (browser: Browser, email: string) => {
  const page = await (await browser.newContext()).newPage()
  expect((await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })).ok()).toBe(true)
  return page
}

const setFee = async (admin: Page, buyer_fee_pct: number) => {
  const response = await admin.request.post('/api/globals/settings', { data: { buyer_fee_pct }, headers: SAME_ORIGIN })
  expect(response.status(), await response.text()).toBe(200)
}

// The detail page takes the fee from the site's settings, which it keeps for CONTENT_TTL_MS (2 s in
// these tests): the page is asked again until it shows the new figure.
const bidBoxFee = async (page: Page, path: string) => {
  await page.goto(path)
  return page.locator('.bid-box__fee').innerText()
}

test('a new buyer fee in Settings shows on the cards, in the bid box, on the Fees page and in the assistant', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@demo.test')
  const buyer = await signedIn(browser, 'buyer@demo.test')
  await setFee(admin, 2.5)
  try {
    // The service forgot its copy when the fee was saved: the cards and the bid box follow at once.
    await buyer.goto('/auctions')
    await expect(buyer.locator('.auction-card__fee').first()).toHaveText('incl. 2.5% buyer fee')
    await expect.poll(() => bidBoxFee(buyer, `/auctions/${SLUG}`), { timeout: 15_000 }).toBe('incl. 2.5% buyer fee')
    await expect.poll(() => bidBoxFee(buyer, `/de/auctions/${SLUG}`), { timeout: 15_000 }).toBe('inkl. 2,5 % Käuferaufgeld')

    // The site's pages keep the settings for CONTENT_TTL_MS (2 s in these tests).
    await expect
      .poll(
        async () => {
          await buyer.goto('/fees')
          return buyer.getByRole('main').innerText()
        },
        { timeout: 15_000 },
      )
      .toContain('2.5% buyer fee')
    await buyer.goto('/de/fees')
    await expect(buyer.getByRole('main')).toContainText('Käuferaufgeld von 2,5 %')

    const answer = await buyer.request.post('/svc/functions/support-ai-chat', { data: { message: 'What are the fees?', locale: 'en', history: [] }, headers: SAME_ORIGIN })
    expect(((await answer.json()) as { data: { response: string } }).data.response).toContain('2.5% buyer fee')
  } finally {
    await setFee(admin, 2)
  }
  await expect.poll(() => bidBoxFee(buyer, `/auctions/${SLUG}`), { timeout: 15_000 }).toBe('incl. 2% buyer fee')
  await admin.context().close()
  await buyer.context().close()
})
