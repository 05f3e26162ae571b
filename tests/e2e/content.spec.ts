import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support-files/product'

const INFO_PAGES: Record<string, { en: string; de: string }> = {
  '/how-it-works': { en: 'How it works', de: 'So funktioniert es' },
  '/about': { en: 'About MachineryMarket', de: 'Über MachineryMarket' },
  '/platform': { en: 'The platform', de: 'Die Plattform' },
  '/company': { en: 'Company', de: 'Unternehmen' },
  '/faq': { en: 'Frequently asked questions', de: 'Häufige Fragen' },
  '/contact': { en: 'Contact and support', de: 'Kontakt und Support' },
  '/fees': { en: 'Fees and payment', de: 'Gebühren und Zahlung' },
  '/cookies': { en: 'Cookie policy', de: 'Cookie-Richtlinie' },
  '/terms': { en: 'Terms and conditions', de: 'Allgemeine Geschäftsbedingungen' },
  '/privacy': { en: 'Privacy policy', de: 'Datenschutzerklärung' },
  '/imprint': { en: 'Imprint', de: 'Impressum' },
}

const axeViolations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)

test.describe('info and legal pages from the CMS', () => {
  for (const [path, titles] of Object.entries(INFO_PAGES)) {
    test(`${path} in English and German`, async ({ page }) => {
      const en = await page.goto(path)
      expect(en?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.en)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      expect(await axeViolations(page)).toEqual([])
      const de = await page.goto(`/de${path}`)
      expect(de?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.de)
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('fees and how-it-works state the platform rules', async ({ page }) => {
    await page.goto('/fees')
    await expect(page.getByRole('main')).toContainText('2%')
    await expect(page.getByRole('main')).toContainText('SEPA')
    await page.goto('/de/how-it-works')
    await expect(page.getByRole('main')).toContainText('60 Sekunden')
    await expect(page.getByRole('main')).toContainText('24 Stunden')
  })

  test('legal pages show their text, not a note for the operator (that is in the README)', async ({ page }) => {
    await page.goto('/imprint')
    await expect(page.getByRole('main')).toContainText('MachineryMarket GmbH')
    await expect(page.getByRole('main')).not.toContainText(/template|legal counsel/i)
    await page.goto('/de/terms')
    await expect(page.getByRole('main')).toContainText('Käuferaufgeld')
    await expect(page.getByRole('main')).not.toContainText(/Vorlage|anwaltlich geprüft/)
  })

})

test.describe('FAQ', () => {
  test('is grouped by topic, searchable, and shows an empty state', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 2, name: 'Fees and VAT' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Business verification' })).toBeVisible()
    const search = page.getByLabel('Search the FAQ')
    await search.fill('anti-sniping rule')
    await expect(page.getByText('What happens if someone bids in the last seconds?')).toBeVisible()
    await expect(page.getByText('How do I pay?')).toBeHidden()
    await search.fill('helicopter')
    await expect(page.getByText('No FAQs match your search.')).toBeVisible()
    await search.fill('')
    await expect(page.getByText('How do I pay?')).toBeVisible()
  })

  test('publishes FAQ structured data for search engines', async ({ page }) => {
    await page.goto('/de/faq')
    const json = await page.locator('script[type="application/ld+json"]').textContent()
    const data = JSON.parse(json ?? '{}')
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity.length).toBeGreaterThanOrEqual(20)
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toContain('Wie bezahle ich?')
  })
})

test('an editor publishes a change in the admin and it appears on the public page', async ({ page, browser }) => {
  await page.goto('/admin')
  await page.getByLabel('Email').fill('editor@demo.test')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  const list = await page.request.get('/api/pages?where[slug][equals]=about&depth=0')
  const { docs } = await list.json()
  await page.goto(`/admin/collections/pages/${docs[0].id}`)
  // The page editor shows English and German side by side (issue #17) and publishes both at once.
  const title = page.getByLabel('Title (English)')
  const newTitle = `About MachineryMarket ${Date.now()}`
  await title.fill(newTitle)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.locator('.mm-bilingual').getByRole('status')).toContainText('Published in English and German.')

  const visitor = await browser.newPage()
  await expect
    .poll(async () => {
      await visitor.goto('/about')
      return visitor.getByRole('heading', { level: 1 }).textContent()
    }, { timeout: 70_000, intervals: [1000] })
    .toBe(newTitle)
  await visitor.close()
})
