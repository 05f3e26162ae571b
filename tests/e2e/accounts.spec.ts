import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { MAIL_API, expect } from './support-files/product'

import { islandsReady, test } from './support-files/islands'


type Captured = { to: string[]; subject: string; body: string }

const mailFor = async (page: Page, to: string, pattern: RegExp): Promise<string> => {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const messages = (await (await page.request.get(`${MAIL_API}?to=${encodeURIComponent(to)}`)).json()) as Captured[]
        found = messages.map((m) => pattern.exec(m.body)?.[0]).filter(Boolean).at(-1)
        return Boolean(found)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found as string
}

const expectNoAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

/** Puts a demo account's password back to demo1234 through the admin API (as the demo admin). */
const restoreDemoPassword = async (page: Page, email: string) => {
  await page.context().clearCookies()
  const sameOrigin = { 'sec-fetch-site': 'same-origin' }
  expect((await page.request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })).ok()).toBe(true)
  const found = await (await page.request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: sameOrigin })).json()
  const restored = await page.request.patch(`/api/users/${found.docs[0].id}`, { data: { password: 'demo1234' }, headers: sameOrigin })
  expect(restored.ok()).toBe(true)
  await page.context().clearCookies()
}

const signInThroughForm = async (page: Page, email: string, password: string) => {
  await islandsReady(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
}

test.describe('accounts', () => {
  test('signed-out users are sent to sign-in with the path and query, and come back after signing in', async ({ page }) => {
    await page.goto('/dashboard/my-bids?sort=ending')
    await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard%2Fmy-bids%3Fsort%3Dending$/)
    await signInThroughForm(page, 'buyer@demo.test', 'demo1234')
    await expect(page).toHaveURL(/\/dashboard\/my-bids\?sort=ending$/)
    await expect(page.getByTestId('bid-eligibility')).toHaveText('You can bid')
    // The demo buyer has bid on several auctions: each appears once with my bid, the price and the state.
    const rows = page.getByRole('table').getByRole('row')
    expect(await rows.count()).toBeGreaterThan(1)
    await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText(/(Highest bidder|Outbid|Won|Lost)/)

    // Signed in: the sign-in, sign-up, verify and forgot-password pages go to the dashboard.
    for (const path of ['/signin', '/signup', '/verify-email', '/verify-pending', '/forgot-password', '/de/signin']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(path.startsWith('/de') ? /\/de\/dashboard$/ : /\/dashboard$/)
    }
  })

  test('German protected pages send to the German sign-in; an outside next is never followed', async ({ page }) => {
    await page.goto('/de/dashboard')
    await expect(page).toHaveURL(/\/de\/signin\?next=%2Fde%2Fdashboard$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden')

    await page.goto('/signin?next=//evil.example/steal')
    await signInThroughForm(page, 'pending@demo.test', 'demo1234')
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/)
    await expect(page.getByTestId('bid-eligibility')).toContainText('pending review')
  })

  test('a wrong password gets a clear message and no session', async ({ page }) => {
    await page.goto('/signin')
    await signInThroughForm(page, 'buyer2@demo.test', 'wrong-password')
    await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.')
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/signin\?next=/)
  })

  test('sign up → verification email over SMTP → verify → signed in, email confirmed, KYC next', async ({ page }) => {
    const email = `new-${Date.now()}@example.com`
    await page.goto('/signup')
    await expect(page.getByText('Minimum 6 characters')).toBeVisible()
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('123')
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters.')
    await page.getByLabel('Password', { exact: true }).fill('secret12')
    await page.getByLabel(/I accept the/).check()
    await page.getByLabel(/I buy for a business/).check()
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/verify-pending\?email=/)
    await expect(page.getByText('Pending activation: check your email to activate.')).toBeVisible()

    const link = await mailFor(page, email, /http:\/\/localhost:\d+\/verify-email\?token=[a-f0-9]{64}/)
    // The same address again gets the same answer (and an email to the owner instead of an account).
    await page.goto('/signup')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('other123')
    await page.getByLabel(/I accept the/).check()
    await page.getByLabel(/I buy for a business/).check()
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/verify-pending\?email=/)

    await page.goto('/signin')
    await signInThroughForm(page, email, 'secret12')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByTestId('bid-eligibility')).toContainText('Email not verified')

    await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''))
    await expect(page).toHaveURL(/\/activation-success$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address is confirmed')
    await page.goto('/dashboard')
    await expect(page.getByTestId('bid-eligibility')).toHaveText('Verify your business to start bidding')
    await expect(page.getByRole('link', { name: 'Complete KYC to bid' })).toHaveAttribute('href', '/kyc')

    // The link works once.
    await page.goto(link.replace(/^http:\/\/localhost:\d+/, '').replace('/verify-email', '/verify-email-old'))
    await expect(page).toHaveURL(/\/dashboard$/) // signed in: verify pages go to the dashboard
    await page.context().clearCookies()
    await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''))
    await expect(page.getByText('This verification link is invalid or has already been used.')).toBeVisible()
  })

  test('forgot password → reset link by email → new password → sign in', async ({ page }) => {
    try {
      await page.goto('/forgot-password')
      await page.getByLabel('Email address').fill('buyer2@demo.test')
      await page.getByRole('main').getByRole('button', { name: 'Send reset link' }).click()
      const sent = 'If an account exists for this address, we have sent a link to reset the password. Check your inbox.'
      await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible()

      // An unknown address gets exactly the same answer.
      await page.goto('/forgot-password')
      await page.getByLabel('Email address').fill('nobody-here@example.com')
      await page.getByRole('main').getByRole('button', { name: 'Send reset link' }).click()
      await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible()

      // buyer2 prefers German: the link goes to the German reset page.
      const link = await mailFor(page, 'buyer2@demo.test', /http:\/\/localhost:\d+\/de\/reset-password\?token=[a-f0-9]+/)
      await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''))
      await page.getByLabel('Neues Passwort', { exact: true }).fill('brandnew1')
      await page.getByRole('main').getByRole('button', { name: 'Neues Passwort speichern' }).click()
      await expect(page).toHaveURL(/\/de\/signin\?reset=1$/)
      await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible()

      await page.getByLabel('E-Mail-Adresse').fill('buyer2@demo.test')
      await page.getByLabel('Passwort', { exact: true }).fill('brandnew1')
      await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click()
      await expect(page).toHaveURL(/\/de\/dashboard$/)
      await expect(page.getByTestId('bid-eligibility')).toHaveText('Sie können bieten')

      // The reset link works once.
      await page.context().clearCookies()
      await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''))
      await page.getByLabel('Neues Passwort', { exact: true }).fill('another12')
      await page.getByRole('main').getByRole('button', { name: 'Neues Passwort speichern' }).click()
      await expect(page.getByRole('alert')).toContainText('ungültig oder abgelaufen')
  
    } finally {
      // buyer2 is shared demo data that other journeys sign in with: give it its password back.
      await restoreDemoPassword(page, 'buyer2@demo.test')
    }
  })

  test('new user: verify → KYC three steps with uploads → reviewer approves in the admin → "You can bid"', async ({ page, browser }) => {
    test.setTimeout(180_000)
    const email = `kyc-${Date.now()}@example.com`
    await page.goto('/signup')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('secret12')
    await page.getByLabel(/I accept the/).check()
    await page.getByLabel(/I buy for a business/).check()
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/verify-pending/)
    const link = await mailFor(page, email, /http:\/\/localhost:\d+\/verify-email\?token=[a-f0-9]{64}/)
    await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''))
    await expect(page).toHaveURL(/\/activation-success$/)
    await page.goto('/signin?next=%2Fkyc')
    await signInThroughForm(page, email, 'secret12')
    await expect(page).toHaveURL(/\/kyc$/)
    await islandsReady(page)

    // Step 1: field-level errors first, then valid business info.
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Please enter the company name.')).toBeVisible()
    await page.getByLabel('Company name').fill('E2E Baumaschinen GmbH')
    await page.getByLabel('Country').selectOption('DE')
    await page.getByLabel('VAT ID').fill('DE136695977')
    await page.getByLabel('Street and number').fill('Industriestraße 5')
    await page.getByLabel('Postal code').fill('80331')
    await page.getByLabel('City').fill('München')
    await page.getByLabel('Contact person').fill('Eva Example')
    await page.getByLabel('Phone').fill('12')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('This is not a valid VAT ID for the chosen country.')).toBeVisible()
    await expect(page.getByText('This is not a valid phone number for the chosen country.')).toBeVisible()
    await page.getByLabel('VAT ID').fill('DE136695976')
    await page.getByLabel('Phone').fill('+49 89 1234567')
    await page.getByRole('button', { name: 'Continue' }).click()

    // Step 2: documents (a real PDF and a real PNG).
    await expect(page.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible()
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>\nendobj\nxref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n180\n%%EOF\n')
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
    await page.getByLabel('Business registration').setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: pdf })
    await page.getByLabel('Proof of address').setInputFiles({ name: 'utility-bill.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('button', { name: 'Continue' }).click()

    // Step 3: review and submit.
    await expect(page.getByText('E2E Baumaschinen GmbH')).toBeVisible()
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await expect(page.getByRole('heading', { name: /pending review/ })).toBeVisible()
    await page.goto('/kyc')
    await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'pending_review')
    await mailFor(page, email, /business verification/)

    // The reviewer approves in the admin.
    const staff = await browser.newContext()
    const admin = await staff.newPage()
    await admin.goto('/admin')
    await admin.getByLabel('Email').fill('reviewer@demo.test')
    await admin.getByLabel('Password').fill('demo1234')
    await admin.getByRole('button', { name: /login/i }).click()
    await expect(admin).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
    // The reviewer's queue lists pending records oldest first; open this user's record from it.
    await admin.goto('/admin/collections/kyc?where[status][equals]=pending_review')
    await expect(admin.getByRole('link', { name: 'E2E Baumaschinen GmbH' })).toBeVisible({ timeout: 30_000 })
    await admin.getByRole('link', { name: 'E2E Baumaschinen GmbH' }).click()
    await admin.locator('#field-status').click()
    await admin.getByRole('option', { name: 'Approved', exact: true }).click()
    await admin.getByRole('button', { name: 'Save' }).click()
    await expect(admin.getByText(/successfully/i).first()).toBeVisible()
    await staff.close()

    await page.goto('/dashboard')
    await expect(page.getByTestId('bid-eligibility')).toHaveText('You can bid')
    await mailFor(page, email, /Your business is verified/)
  })

  test('every account page is accessible in English and German', async ({ page }) => {
    // Eighteen pages, each with a full axe run, on a shared two-core machine.
    test.setTimeout(240_000)
    const pages = ['/signin', '/signup', '/verify-email?token=' + 'a'.repeat(64), '/verify-pending', '/forgot-password', '/reset-password?token=x', '/activation-success']
    for (const path of pages) {
      for (const prefix of ['', '/de']) {
        await page.goto(`${prefix}${path}`)
        await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'de' : 'en')
        await expectNoAxeViolations(page)
      }
    }
    await page.request.post('/api/users/login', { data: { email: 'unconfirmed@demo.test', password: 'demo1234' } })
    for (const path of ['/dashboard', '/de/dashboard', '/kyc', '/de/kyc']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
})
