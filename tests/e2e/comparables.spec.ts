import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './support-files/product'

/**
 * Sold-price comparables (issue #16, section 4): a buyer who may see prices finds "Comparable
 * sales" below the specifications of a live excavator, in English and German, with the median;
 * a visitor's page has no such section and none of its figures.
 */

const SLUG = 'caterpillar-320-gc-2019'

const signIn = async (page: Page, email = 'buyer@demo.test') => {
  const response = await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })
  expect(response.ok()).toBe(true)
}

test('buyer@demo.test sees up to five comparable sales with the median, in English and German', async ({ page }) => {
  await signIn(page)
  await page.goto(`/auctions/${SLUG}`)
  const section = page.getByRole('region', { name: 'Comparable sales' })
  await expect(section).toBeVisible()
  const rows = section.getByTestId('comparable')
  expect(await rows.count()).toBeGreaterThanOrEqual(3)
  expect(await rows.count()).toBeLessThanOrEqual(5)
  // Same brand first: the other Caterpillar 320 GC sold on the platform.
  await expect(rows.first().getByRole('rowheader')).toHaveText('Caterpillar 320 GC')
  await expect(rows.first()).toContainText(/€\d/)
  await expect(section.getByTestId('comparables-median')).toHaveText(/^Median of these sales: €\d{1,3}(,\d{3})*$/)
  // Below the specifications.
  const specsBottom = await page.getByRole('heading', { name: 'Specifications' }).evaluate((el) => el.getBoundingClientRect().top)
  expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(specsBottom)

  await page.goto(`/de/auctions/${SLUG}`)
  const german = page.getByRole('region', { name: 'Vergleichbare Verkäufe' })
  await expect(german).toBeVisible()
  await expect(german.getByTestId('comparables-median')).toHaveText(/^Median dieser Verkäufe: \d{1,3}(\.\d{3})*\s€$/)
  await expect(german.getByRole('columnheader', { name: 'Endpreis' })).toBeVisible()

  const axe = await new AxeBuilder({ page }).include('[data-testid="comparables"]').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
})

test("a visitor's page has no comparable sales and none of their figures", async ({ page }) => {
  const response = await page.goto(`/auctions/${SLUG}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caterpillar 320 GC')
  await expect(page.getByTestId('comparables')).toHaveCount(0)
  const html = await response!.text()
  expect(html).not.toContain('Comparable sales')
  expect(html).not.toContain('Median of these sales')
  // The service refuses the figures themselves too.
  const direct = await page.request.get('/svc/auctions/1/comparables', { headers: { 'sec-fetch-site': 'same-origin' } })
  expect(direct.status()).toBe(401)
  expect(await direct.text()).not.toMatch(/\d{4,}/)
})
