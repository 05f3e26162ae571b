import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './support-files/product'

/**
 * Sold-price comparables (issue #16, section 4; issue #27 §1): a buyer who may see prices finds
 * "Comparable sales" below the specifications of a live excavator, in English and German, with the
 * median; only machines of a similar size, each with why it compares and when it sold, and "too
 * few" said instead of padding; a visitor's page has no such section and none of its figures.
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
  await expect(rows.first().getByRole('rowheader')).toContainText('Caterpillar 320 GC')
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

const weightsOf = async (rows: ReturnType<Page['getByTestId']>) =>
  (await rows.getByTestId('comparable-weight').allTextContents()).map((text) => Number(text.replace(/\s*t$/, '').replace(',', '.')))

test('comparables compare: a 5.9 t mini excavator gets no 20–35 t machines and says so; a 27 t excavator gets only similar sizes, with why and when (EN and DE)', async ({ page }) => {
  await signIn(page)
  // The Bobcat E60 (5.9 t): no sale of a similar size, so no list, no median, and the page says why.
  await page.goto('/auctions/bobcat-e60-2023')
  const mini = page.getByRole('region', { name: 'Comparable sales' })
  await expect(mini).toBeVisible()
  await expect(mini.getByTestId('comparable')).toHaveCount(0)
  await expect(mini.getByTestId('comparables-median')).toHaveCount(0)
  await expect(mini.getByTestId('comparables-empty')).toHaveText(/similar size \(operating weight within ±30%\)/)
  await page.goto('/de/auctions/bobcat-e60-2023')
  await expect(page.getByRole('region', { name: 'Vergleichbare Verkäufe' }).getByTestId('comparables-empty')).toHaveText(/ähnlicher Größe \(Einsatzgewicht ±30 %\)/)

  // The Liebherr R 926 (27 t): only machines of 18.9–35.1 t, each saying why and when it sold.
  await page.goto('/auctions/liebherr-r-926-2018')
  const heavy = page.getByRole('region', { name: 'Comparable sales' })
  const rows = heavy.getByTestId('comparable')
  expect(await rows.count()).toBeGreaterThanOrEqual(3)
  for (const weight of await weightsOf(rows)) expect(weight).toBeGreaterThanOrEqual(27 * 0.7)
  await expect(rows.first().getByTestId('comparable-why')).toHaveText(/weight [+−±]\d+% · .*(year|same year).* · .*(h more|h fewer|same hours)/)
  await expect(rows.first().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/)
  await expect(heavy.getByText(/within ±30% of this one.s 27 t/)).toBeVisible()
  await page.goto('/de/auctions/liebherr-r-926-2018')
  const german = page.getByRole('region', { name: 'Vergleichbare Verkäufe' })
  await expect(german.getByTestId('comparable').first().getByTestId('comparable-why')).toHaveText(/Gewicht [+−±]\d+ % · /)
  await expect(german.getByTestId('comparable').first().locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)
  await expect(german.getByRole('columnheader', { name: 'Verkauft am' })).toBeVisible()
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
