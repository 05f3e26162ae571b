import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support-files/product'

test.describe('the product comes up at one origin', () => {
  test('home page in English with the header, and no accessibility violations', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Buy machines' })).toHaveAttribute('href', /\/auctions$/)
    await expect(header.getByRole('link', { name: 'How it works' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('MachineryMarket')
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })

  test('home page in German', async ({ page }) => {
    await page.goto('/de/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Maschinen kaufen' })).toBeVisible()
  })

  test('an unknown path gets the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('banner')).toBeVisible()
  })

  test('the health endpoint reports every part and the database up', async ({ request }) => {
    const response = await request.get('/health')
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.status).toBe('ok')
    for (const part of ['service', 'database', 'cms', 'site']) expect(body.parts[part]?.ok, part).toBe(true)
  })

  test('the demo admin signs in to the admin', async ({ page }) => {
    await page.goto('/admin')
    await page.getByLabel('Email').fill('admin@demo.test')
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('link', { name: /Listings/ }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Auctions/ }).first()).toBeVisible()
  })
})
