import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './support-files/product'

/**
 * Amounts as people type them (issue #27 §3), in English and German: the bid box reads
 * `67,000`, `67.000`, `67.000,00` and `€ 67.000` as €67,000 and opens the review; `67000.50` and an
 * amount off the €250 step get "Bids go up in steps of €250: €67,000 or €67,250" and no review.
 * The auction is created through the admin API (start €66,500, step €250, no bids yet).
 */

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

const createAuction = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })
  expect(login.ok()).toBe(true)
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const listing = await request.post('/api/listings', {
    headers: SAME_ORIGIN,
    data: {
      title: 'Liebherr R 926 (amounts)',
      slug: `e2e-amounts-${suffix}`,
      status: 'live',
      category: 'excavators',
      brand: 'Liebherr',
      model: 'R 926',
      year: 2019,
      hours: 5400,
      operating_weight_t: 27,
      location_city: 'Köln',
      location_country: 'DE',
      description_md: 'Crawler excavator for the amount journeys.',
    },
  })
  expect(listing.ok(), await listing.text()).toBe(true)
  const { id, slug } = (await listing.json()).doc as { id: number; slug: string }
  const now = Date.now()
  const auction = await request.post('/api/auctions', {
    headers: SAME_ORIGIN,
    data: {
      listing: id,
      status: 'LIVE',
      start_time: new Date(now - 60_000).toISOString(),
      end_time: new Date(now + 3_600_000).toISOString(),
      start_price: 66_500,
      current_price: 66_500,
      bid_count: 0,
      bid_increment: 250,
    },
  })
  expect(auction.ok(), await auction.text()).toBe(true)
  return slug
}

const typeAndSend = async (page: Page, text: string) => {
  await page.getByLabel(/^(Your bid|Ihr Gebot)/).fill(text)
  await page.getByRole('button', { name: /^(Place bid|Gebot abgeben)$/ }).click()
}

const cases = [
  { lang: 'en', prefix: '', review: '€67,000.00', step: 'Bids go up in steps of €250: €67,000 or €67,250.' },
  { lang: 'de', prefix: '/de', review: '67.000,00\u00a0€', step: 'Gebote steigen in Schritten von 250\u00a0€: 67.000\u00a0€ oder 67.250\u00a0€.' },
] as const

for (const { lang, prefix, review, step } of cases) {
  test(`${lang}: the bid box reads amounts as people type them and refuses cents and off-step amounts`, async ({ browser, request }) => {
    const slug = await createAuction(request)
    const context = await browser.newContext()
    const page = await context.newPage()
    expect((await page.request.post('/api/users/login', { data: { email: 'buyer@demo.test', password: 'demo1234' } })).ok()).toBe(true)
    await page.goto(`${prefix}/auctions/${slug}`)
    await expect(page.locator('.bid-box[data-hydrated]')).toBeVisible()

    for (const typed of ['67,000', '67.000', '67.000,00', '€ 67.000']) {
      await typeAndSend(page, typed)
      await expect(page.getByTestId('bid-review').getByTestId('review-bid'), typed).toHaveText(review)
      await page.getByTestId('bid-review').getByRole('button', { name: /^(Back|Zurück|Change|Ändern)/ }).click()
      await expect(page.getByTestId('bid-review')).toHaveCount(0)
    }
    for (const typed of ['67000.50', '67,100']) {
      await typeAndSend(page, typed)
      await expect(page.locator('#bid-message'), typed).toHaveText(step)
      await expect(page.getByTestId('bid-review')).toHaveCount(0)
    }
    await context.close()
  })
}
