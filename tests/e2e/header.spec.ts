import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support-files/product'

/** The header's session part: plain HTML switched by a few lines of script once the session is known. */

test('visitors get Sign in and Register in the header', async ({ page }) => {
  await page.goto('/fees')
  const header = page.locator('.site-header__tools')
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin')
  await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup')
  await expect(header.locator('.avatar-menu__button')).toBeHidden()
})

test('a signed-in user gets the avatar menu: keyboard, Escape, links and sign out', async ({ page }) => {
  const login = await page.request.post('/api/users/login', { data: { email: 'buyer@demo.test', password: 'demo1234' } })
  expect(login.ok()).toBe(true)
  await page.goto('/de/fees')
  const header = page.locator('.site-header__tools')
  const button = header.getByRole('button', { name: 'Kontomenü: buyer@demo.test' })
  await expect(button).toBeVisible()
  await expect(header.getByRole('link', { name: 'Anmelden' })).toBeHidden()

  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const panel = header.locator('.avatar-menu__panel')
  await expect(panel).toContainText('buyer@demo.test')
  await expect(panel.getByRole('link', { name: 'Meine Gebote' })).toHaveAttribute('href', '/de/dashboard/my-bids')
  expect((await new AxeBuilder({ page }).include('.site-header').analyze()).violations).toEqual([])
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(button).toBeFocused()

  await button.click()
  await panel.getByRole('button', { name: 'Abmelden' }).click()
  await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible()
  const me = await page.request.get('/api/users/me')
  expect(((await me.json()) as { user: unknown }).user).toBeNull()
})

test('the side menu on small screens shows the signed-in account links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const login = await page.request.post('/api/users/login', { data: { email: 'buyer2@demo.test', password: 'demo1234' } })
  expect(login.ok()).toBe(true)
  await page.goto('/faq')
  await page.getByRole('button', { name: 'Menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toContainText('buyer2@demo.test')
  await expect(drawer.getByRole('link', { name: 'Watchlist' })).toHaveAttribute('href', '/dashboard/watchlist')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
})
