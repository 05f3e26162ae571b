import { expect, test } from './support-files/product'

test.describe('language detection and switching', () => {
  test('the header switch changes the language and the choice survives a reload and a new visit', async ({ page }) => {
    await page.goto('/fees')
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).first().click()
    await expect(page).toHaveURL(/\/de\/fees$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    // An unprefixed address now opens in German too.
    await page.goto('/how-it-works')
    await expect(page).toHaveURL(/\/de\/how-it-works$/)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lng')
    expect(cookie?.value).toBe('de')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de')
  })

  test('?lng= comes first and is remembered', async ({ page }) => {
    await page.goto('/de/faq?lng=en')
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/de/fees')
    await expect(page).toHaveURL(/\/fees$/)
  })

  test('a German browser without a stored choice gets German pages', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/fees')
    await expect(page).toHaveURL(/\/de\/fees$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gebühren und Zahlung')
    await context.close()
  })

  test('German pages are crawlable with hreflang alternates, and the sitemap lists both languages', async ({ page, request }) => {
    await page.goto('/de/how-it-works')
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/how-it-works$/)
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/how-it-works$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/how-it-works$/)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/de/fees</loc>')
    expect(sitemap).toContain('hreflang="en"')
    expect(sitemap).toMatch(/\/auctions\/[a-z0-9-]+<\/loc>/)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  })
})
