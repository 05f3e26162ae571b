import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './support-files/product'

// Small things that cost trust (issue #15, section 8): nothing covers what a user wants to reach,
// an error never moves the next control away from the pointer, the chat survives a language switch.

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox()
  expect(box, 'element is laid out').not.toBeNull()
  return box as Box
}

const footerLinksClearOfHelp = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const help = await boxOf(page.locator('.support__launcher'))
  const links = page.locator('footer a')
  expect(await links.count()).toBeGreaterThan(5)
  for (const link of await links.all()) {
    const box = await link.boundingBox()
    if (box) expect(overlaps(box, help), `Help button covers footer link "${await link.textContent()}"`).toBe(false)
  }
}

test.describe('nothing covers what a user wants to reach', () => {
  test('the Help button never covers a footer link (language switch included), desktop and phone', async ({ page }) => {
    await page.goto('/fees')
    await expect(page.locator('footer').getByRole('link', { name: 'Deutsch' })).toBeVisible()
    await footerLinksClearOfHelp(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/de/fees')
    await footerLinksClearOfHelp(page)
  })

  test('a toast appears below the header, never over Sign in or Register', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size)
      await page.goto('/fees')
      // On a phone the cookie notice asks first and sits above the Help button until answered.
      const essential = page.getByRole('button', { name: 'Essential only' })
      if (await essential.isVisible()) await essential.click()
      await page.getByRole('button', { name: 'Open support' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('tab', { name: 'Ask a human' }).click()
      await dialog.getByRole('button', { name: 'Copy phone number' }).click()
      const toast = page.locator('[data-sonner-toast]').first()
      await expect(toast).toBeVisible()
      const header = page.locator('header').first()
      const headerHeight = (await boxOf(header)).height
      // The toast slides in: wait until it has settled where it stays.
      await expect.poll(async () => (await boxOf(toast)).y).toBeGreaterThanOrEqual(headerHeight)
      const toastBox = await boxOf(toast)
      for (const name of ['Sign in', 'Register']) {
        const link = header.getByRole('link', { name, exact: true })
        if (await link.isVisible()) expect(overlaps(await boxOf(link), toastBox), `toast covers ${name}`).toBe(false)
      }
    }
  })
})

test('leaving a too-short message shows the rule without moving the consent box', async ({ page }) => {
  await page.goto('/fees')
  await page.getByRole('button', { name: 'Open support' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('tab', { name: 'Ask a human' }).click()
  await dialog.getByLabel('Email').fill('not-an-address')
  const topicBefore = await boxOf(dialog.getByLabel('Topic'))
  // blur(), not Tab: moving focus would scroll the panel and move everything anyway.
  await dialog.getByLabel('Email').blur()
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible()
  expect(await boxOf(dialog.getByLabel('Topic'))).toEqual(topicBefore)

  const message = dialog.getByLabel('Message')
  await message.fill('Too short')
  const consent = dialog.getByLabel(/I agree/)
  const before = await boxOf(consent)
  await message.blur()
  await expect(dialog.getByText('Message must be between 10 and 1500 characters')).toBeVisible()
  expect(await boxOf(consent)).toEqual(before)
})

test('the support chat keeps its conversation when the language changes', async ({ page }) => {
  await page.goto('/fees')
  await page.getByRole('button', { name: 'Open support' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Your question' }).fill('What fees do I pay as a buyer?')
  await dialog.getByRole('textbox', { name: 'Your question' }).press('Enter')
  await expect(dialog.locator('.support-chat__message--assistant')).toHaveCount(1)
  await page.keyboard.press('Escape')

  await page.locator('header').getByRole('link', { name: 'Deutsch' }).first().click()
  await expect(page).toHaveURL(/\/de\/fees$/)
  await page.getByRole('button', { name: 'Support öffnen' }).click()
  const german = page.getByRole('dialog')
  await expect(german.locator('.support-chat__message--user')).toHaveText(/What fees do I pay as a buyer\?/)
  await expect(german.locator('.support-chat__message--assistant')).toHaveCount(1)
  // The next answer follows the new language.
  await german.getByRole('textbox', { name: 'Ihre Frage' }).fill('Welche Gebühren zahle ich?')
  await german.getByRole('textbox', { name: 'Ihre Frage' }).press('Enter')
  await expect(german.locator('.support-chat__message--assistant')).toHaveCount(2)
  await expect(german.locator('.support-chat__message--assistant').last()).toContainText('Käuferaufgeld')
})

test('a buyer whose verification is in review is told so, not asked to complete KYC (EN and DE)', async ({ page }) => {
  const login = await page.request.post('/api/users/login', { data: { email: 'pending@demo.test', password: 'demo1234' }, headers: { 'sec-fetch-site': 'same-origin' } })
  expect(login.ok()).toBe(true)
  await page.goto('/auctions')
  const card = page.getByTestId('auction-card').first()
  await expect(card.getByRole('link', { name: 'Verification in review' })).toHaveAttribute('href', '/kyc')
  await expect(page.getByText('Complete KYC to bid')).toHaveCount(0)
  await card.getByRole('heading').getByRole('link').click()
  await expect(page.getByTestId('bid-state').getByRole('link', { name: 'Verification in review' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Place bid/ })).toHaveCount(0)
  await page.goto('/de/auctions')
  await expect(page.getByTestId('auction-card').first().getByRole('link', { name: 'Verifizierung in Prüfung' })).toHaveAttribute('href', '/de/kyc')
})
