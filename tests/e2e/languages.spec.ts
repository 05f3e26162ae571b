import { expect, test } from './support-files/product'

test.describe('language detection and switching', () => {
  test('the header switch changes the language and the choice survives a reload and a new visit', async ({ page }) => {
    await page.goto('/fees')
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).first().click()
    await expect(page).toHaveURL(/\/de\/fees$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    // The home address, which does not say a language, now opens in German; an English page path stays English.
    await page.goto('/')
    await expect(page).toHaveURL(/\/de\/$/)
    await page.goto('/how-it-works')
    await expect(page).toHaveURL(/\/how-it-works$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lng')
    expect(cookie?.value).toBe('de')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de')
  })

  test('?lng= comes first and is remembered', async ({ page }) => {
    await page.goto('/de/faq?lng=en')
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // An explicit /de/ address stays German after English was chosen.
    await page.goto('/de/fees')
    await expect(page).toHaveURL(/\/de\/fees$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })

  for (const [remembered, paths] of [
    ['en', ['/de/auctions', '/de/faq', '/de/dashboard', '/de/kyc', '/de/signin', '/de/fees']],
    ['de', ['/auctions', '/faq', '/dashboard', '/kyc', '/signin', '/fees']],
  ] as const) {
    test(`with "${remembered}" remembered, an address that says its language shows that language (${paths.join(', ')})`, async ({ page }) => {
      // Remember the choice as the header switch does (cookie and local storage).
      await page.goto('/faq')
      await page.evaluate((lang) => {
        document.cookie = `lng=${lang}; Max-Age=31536000; Path=/; SameSite=Lax`
        localStorage.setItem('i18nextLng', lang)
      }, remembered)
      const expected = remembered === 'en' ? 'de' : 'en'
      for (const path of paths) {
        await page.goto(path)
        // Signed-out account pages go on to the sign-in page in the same language.
        await expect(page.locator('html')).toHaveAttribute('lang', expected)
        expect(new URL(page.url()).pathname.startsWith('/de/')).toBe(expected === 'de')
      }
      // The home address does not say its language: the remembered choice picks it.
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', remembered)
    })
  }

  test('a German browser without a stored choice gets the German home page, and English page addresses stay English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/de\/$/)
    await page.goto('/fees')
    await expect(page).toHaveURL(/\/fees$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fees and payment')
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
