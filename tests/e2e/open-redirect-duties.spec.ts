import { type Page } from '@playwright/test'
import { expect } from './support-files/product'

import { islandsReady, test } from './support-files/islands'

const SLUG = 'caterpillar-320-gc-2019'

const signInThroughForm = async (page: Page, email: string, password: string) => {
  await islandsReady(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
}

/** Issue #24 §2 and §3 in Chromium: the reported redirect lands on our origin; staff see that they cannot bid. */
test.describe('no open redirect, staff do not bid (issue #24)', () => {
  test('/signin?next=/.//evil.example/x lands on our own dashboard after sign-in', async ({ page, baseURL }) => {
    await page.goto('/signin?next=/.//evil.example/x')
    await signInThroughForm(page, 'pending@demo.test', 'demo1234')
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(new URL(page.url()).origin).toBe(new URL(baseURL as string).origin)
  })

  test('a not-found page at /de//evil.example links its language switch to our home, not to another host', async ({ page }) => {
    await page.goto('/de//evil.example/x')
    const hrefs = await page.locator('a[data-set-lang]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href.startsWith('//') || href.startsWith('/\\'), href).toBe(false)
  })

  test('a staff account sees "Staff accounts cannot bid" instead of the bid form', async ({ page }) => {
    await page.goto(`/signin?next=${encodeURIComponent(`/auctions/${SLUG}`)}`)
    await signInThroughForm(page, 'reviewer@demo.test', 'demo1234')
    await expect(page).toHaveURL(new RegExp(`/auctions/${SLUG}$`))
    await expect(page.getByTestId('bid-state')).toHaveText('Staff accounts cannot bid')
    await expect(page.getByTestId('bid-state')).toBeDisabled()
  })
})
