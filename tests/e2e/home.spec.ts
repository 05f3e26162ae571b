import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test.describe('home page hero', () => {
  test('rotates the machine type every 2.5 seconds', async ({ page }) => {
    await page.goto('/')
    const word = page.locator('[data-rotating-words]')
    await expect(word).toHaveText('excavators')
    await expect(word).toHaveText('wheel loaders', { timeout: 4000 })
    await expect(word).toHaveText('cranes', { timeout: 4000 })
  })

  test('keeps the first word still when the user prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/de/')
    const word = page.locator('[data-rotating-words]')
    await expect(word).toHaveText('Bagger')
    await page.waitForTimeout(3000)
    await expect(word).toHaveText('Bagger')
  })

  test('sends a blank search to the plain list and text to ?q=', async ({ page }) => {
    await page.goto('/')
    const search = page.getByLabel('Search machines')
    await search.fill('   ')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/auctions$/)
    await page.goto('/')
    await page.getByLabel('Search machines').fill('  Liebherr L 556 ')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/auctions\?q=Liebherr\+L\+556$/)
  })

  test('offers the six popular brands as suggestions and shows trust badges', async ({ page }) => {
    await page.goto('/')
    const options = page.locator('#hero-brand-suggestions option')
    await expect(options).toHaveCount(6)
    expect(await options.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'Caterpillar', 'Liebherr', 'Komatsu', 'Hitachi', 'JCB', 'Volvo',
    ])
    await expect(page.getByRole('list', { name: 'Why buyers trust us' }).getByRole('listitem')).toHaveCount(3)
  })

  for (const path of ['/', '/de/']) {
    test(`${path} shows testimonials, the call to action and how it works, without accessibility violations`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('.testimonial')).toHaveCount(3)
      await expect(page.locator('.home-steps__item')).toHaveCount(3)
      const axe = await new AxeBuilder({ page }).analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
    })
  }
})

test('the hero title reads as words with spaces around the rotating machine type', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await expect(page.locator('.hero__title [aria-hidden="true"]')).toHaveText('Used excavators in 24‑hour auctions')
})
