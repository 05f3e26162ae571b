import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './support-files/product'

/**
 * "Continue with Google" against a real OpenID Connect provider (oidc-provider, started by
 * scripts/e2e-server.mjs and configured as Google through the OIDC_GOOGLE_* variables in
 * playwright.config.ts): the browser really goes to the provider, signs in there and comes back
 * through /auth/callback with a Payload session.
 */
const signInAtProvider = async (page: Page, email: string, verified = true) => {
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible()
  await page.getByLabel('Provider email').fill(email)
  await page.getByLabel('Email verified by the provider').setChecked(verified)
  await page.getByRole('button', { name: 'Continue' }).click()
}

const sameOrigin = { 'sec-fetch-site': 'same-origin' }

test.describe('Google sign-in against the local OIDC provider', () => {
  test('a new Google account ends signed in on /dashboard, email confirmed, KYC still needed', async ({ page }) => {
    const email = `google-${Date.now()}@example.com`
    await page.goto('/signup')
    const button = page.getByRole('link', { name: 'Continue with Google' })
    await expect(button).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
    await button.click()
    await signInAtProvider(page, email)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('main').getByText(`Signed in as ${email}`)).toBeVisible()
    await expect(page.getByTestId('bid-eligibility')).toHaveText('Verify your business to start bidding')
    // The same Payload session as a password sign-in: the CMS knows the user.
    const me = await (await page.request.get('/api/users/me', { headers: sameOrigin })).json()
    expect(me.user.email).toBe(email)
    expect(me.user.email_confirmed_at).toBeTruthy()
    await page.goto('/dashboard/activity')
    await expect(page.getByRole('cell', { name: 'Signed in with Google' })).toBeVisible()
  })

  test('links to the existing demo account with the same verified email, and returns to next', async ({ page }) => {
    await page.goto('/de/signin?next=%2Fde%2Fdashboard%2Fprofile')
    await page.getByRole('link', { name: 'Weiter mit Google' }).click()
    await signInAtProvider(page, 'buyer2@demo.test')
    await expect(page).toHaveURL(/\/de\/dashboard\/profile$/)
    await expect(page.getByRole('main').getByText('Angemeldet als buyer2@demo.test')).toBeVisible()
    await expect(page.getByText('Gruber Erdbau GmbH')).toBeVisible()

    // Restore the demo account: unlink the Google identity as the demo admin.
    await page.context().clearCookies()
    expect((await page.request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })).ok()).toBe(true)
    const found = await (await page.request.get('/api/users?where[email][equals]=buyer2%40demo.test&depth=0', { headers: sameOrigin })).json()
    expect(found.docs[0].identities).toHaveLength(1)
    expect((await page.request.patch(`/api/users/${found.docs[0].id}`, { data: { identities: [] }, headers: sameOrigin })).ok()).toBe(true)
    await page.context().clearCookies()
  })

  test('an unverified provider email does not take over an account; cancelling shows a clear message', async ({ page }) => {
    await page.goto('/signin')
    await page.getByRole('link', { name: 'Continue with Google' }).click()
    await signInAtProvider(page, 'buyer@demo.test', false)
    await expect(page).toHaveURL(/\/signin\?error=oidc_unverified_email$/)
    await expect(page.getByRole('alert')).toContainText('Your email address is not verified at the provider.')
    expect((await page.request.get('/api/users/me', { headers: sameOrigin }).then((r) => r.json())).user).toBeNull()

    // A fresh provider session (the provider remembers the sign-in above and would not ask again).
    await page.context().clearCookies()
    await page.getByRole('link', { name: 'Continue with Google' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/signin\?error=oidc_denied$/)
    await expect(page.getByRole('alert')).toContainText('Sign-in was cancelled at the provider.')
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
  })
})
