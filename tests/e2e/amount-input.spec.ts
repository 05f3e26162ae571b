import { type Page } from '@playwright/test'
import { createAuction } from './support-files/auctions'
import { expect, test } from './support-files/product'

/**
 * Amounts as people type them (issue #27 §3), in English and German: the bid box reads
 * `67,000`, `67.000`, `67.000,00` and `€ 67.000` as €67,000 and opens the review; `67000.50` and an
 * amount off the €250 step get "Bids go up in steps of €250: €67,000 or €67,250" and no review.
 * The auction is created through the admin API (start €66,500, step €250, no bids yet).
 */

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
    const { slug } = await createAuction(request, {
      title: 'Liebherr R 926 (amounts)',
      secs: 3600,
      startPrice: 66_500,
      increment: 250,
      photo: false,
      listing: { brand: 'Liebherr', model: 'R 926', operating_weight_t: 27, lat: undefined, lng: undefined, description_md: 'Crawler excavator for the amount journeys.' },
    })
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
