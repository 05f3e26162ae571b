import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { PORT, expect, test } from './support-files/product'

const PASSWORD = 'demo1234'

/**
 * Every route of the spec's admin list, opened by an admin. `heading` is the screen's h1 (English);
 * `url` where the route hands over to a Payload view. Extend this table as screens are added
 * (kyc, listings, listings/new, auctions, auctions/new, auctions/{id}, orders).
 */
const ADMIN_ROUTES: Array<{ path: string; heading: string; url?: RegExp; axe?: boolean }> = [
  { path: '/admin', heading: 'Overview' },
  { path: '/admin/commission', heading: 'Commission' },
  { path: '/admin/users', heading: 'Users' },
  { path: '/admin/emails', heading: 'Email logs' },
  { path: '/admin/emails/test', heading: 'Email test' },
  // Settings open Payload's own edit view of the settings global.
  { path: '/admin/settings', heading: 'Settings', url: /\/admin\/globals\/settings$/, axe: false },
  // The operations screens (their axe checks and journeys are in admin-ops.spec.ts).
  { path: '/admin/kyc', heading: 'KYC review', axe: false },
  { path: '/admin/listings', heading: 'Listings', axe: false },
  { path: '/admin/listings/new', heading: 'New listing', axe: false },
  { path: '/admin/auctions', heading: 'Auctions', axe: false },
  { path: '/admin/auctions/new', heading: 'New auction', axe: false },
  { path: '/admin/orders', heading: 'Orders', axe: false },
]

/** Every section the navigation must link (the operations screens included). */
const NAV_LINKS = ['Overview', 'Commission', 'Users', 'KYC review', 'Listings', 'New listing', 'Auctions', 'New auction', 'Orders', 'Email logs', 'Email test', 'Settings']

const signIn = async (page: Page, email: string) => {
  const response = await page.request.post('/api/users/login', { data: { email, password: PASSWORD } })
  expect(response.ok(), `sign-in of ${email}`).toBe(true)
}

/**
 * axe on the admin screen. Payload's own chrome (navigation, header) is left out: it is the
 * framework's, and our part is the screen's content. A logged email's own HTML (the sandboxed
 * preview frame) is the message, not the admin, so axe does not enter that frame.
 */
const expectNoAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).include('.mm-screen').exclude('iframe.mm-email__frame').options({ iframes: false }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

test.describe('admin application', () => {
  // Admin screens render on the server after a session lookup; the shared machine is slow.
  test.describe.configure({ timeout: 180_000 })

  test('an admin opens every admin route; the navigation links every section', async ({ page }) => {
    await signIn(page, 'admin@demo.test')
    for (const route of ADMIN_ROUTES) {
      await page.goto(route.path)
      if (route.url) {
        await expect(page, route.path).toHaveURL(route.url)
        continue
      }
      await expect(page.getByRole('heading', { level: 1, name: route.heading }), route.path).toBeVisible()
      if (route.axe !== false) await expectNoAxeViolations(page)
    }
    await page.goto('/admin')
    const nav = page.locator('.mm-sections')
    for (const name of NAV_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'KYC review' })).toHaveAttribute('href', '/admin/kyc')
    await expect(nav.getByRole('link', { name: 'New auction' })).toHaveAttribute('href', '/admin/auctions/new')
  })

  test('the overview shows the live figures and the charts', async ({ page }) => {
    await signIn(page, 'admin@demo.test')
    await page.goto('/admin')
    for (const figure of ['live', 'bids', 'closing', 'kyc', 'orders', 'revenue']) {
      await expect(page.locator(`[data-figure="${figure}"] .mm-card__value`)).toHaveText(/\d/)
    }
    const live = Number(await page.locator('[data-figure="live"] .mm-card__value').textContent())
    expect(live).toBeGreaterThan(0)
    await expect(page.locator('.mm-chart svg.recharts-surface').first()).toBeVisible()
  })

  test('commission: charts by month, category and country and a CSV export', async ({ page }) => {
    await signIn(page, 'admin@demo.test')
    await page.goto('/admin/commission')
    await expect(page.getByText(/Rates from the settings: seller listing fee \d+(\.\d+)? %/)).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
    const csv = await (await download.createReadStream()).toArray()
    expect(Buffer.concat(csv).toString('utf8').split('\r\n')[0]).toBe('dimension,key,orders,hammer_total_eur,buyer_fees_eur,seller_fees_eur,total_eur')
    // The export checks the role on the server, not only in the menu.
    await page.context().clearCookies()
    await signIn(page, 'editor@demo.test')
    expect((await page.request.get('/api/commission-report.csv', { headers: { 'sec-fetch-site': 'same-origin' } })).status()).toBe(403)
  })

  test('users: search, block and unblock, activity', async ({ page }) => {
    await signIn(page, 'admin@demo.test')
    await page.goto('/admin/users?q=buyer2')
    const row = page.locator('tr[data-email="buyer2@demo.test"]')
    await expect(row).toBeVisible()
    await expect(page.locator('tr[data-email="buyer@demo.test"]')).toHaveCount(0)
    await expect(row.getByRole('cell', { name: 'Approved' })).toBeVisible()
    await row.getByRole('button', { name: 'Block' }).click()
    await expect(row.getByText('Blocked', { exact: true })).toBeVisible()
    // A blocked user cannot sign in.
    const blocked = await page.request.post('/api/users/login', { data: { email: 'buyer2@demo.test', password: PASSWORD } })
    expect(blocked.status()).toBe(403)
    await row.getByRole('button', { name: 'Unblock' }).click()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await row.getByRole('link', { name: 'Activity' }).click()
    await expect(page.getByRole('heading', { name: 'Activity of buyer2@demo.test' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
    await expect(page.getByText(/update users #\d+ \(blocked\)/).first()).toBeVisible()
  })

  test('email test sends a template with sample data; the log shows it rendered and resends it', async ({ page }) => {
    await signIn(page, 'admin@demo.test')
    await page.goto('/admin/emails/test')
    const to = `e2e-admin-${Date.now()}@demo.test`
    await page.getByLabel('Template').selectOption('kyc-approved')
    await page.locator('select[name=language]').selectOption('de')
    await page.getByLabel('Recipient').fill(to)
    await page.getByRole('button', { name: 'Send test email' }).click()
    await expect(page.getByText('Test email sent.')).toBeVisible()

    await page.goto(`/admin/emails?q=${encodeURIComponent(to)}`)
    const row = page.getByRole('row', { name: new RegExp(to) })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('cell', { name: 'kyc-approved' })).toBeVisible()
    await expect(row.getByRole('cell', { name: 'de', exact: true })).toBeVisible()
    await row.getByRole('link', { name: 'Ihr Unternehmen ist verifiziert' }).click()
    await expect(page.frameLocator('iframe.mm-email__frame').getByRole('heading', { name: 'Ihr Unternehmen ist verifiziert' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Resend' }).click()
    await expect(page.getByText('Sent again')).toBeVisible()
    await page.goto(`/admin/emails?q=${encodeURIComponent(to)}`)
    await expect(page.getByRole('row', { name: new RegExp(to) })).toHaveCount(2)
  })

  test('gate: the admin routes carry a loading spinner for while the session is looked up', async ({ page }) => {
    // loading.tsx is the route's Suspense fallback: streamed first when the lookup is slow, shown at
    // once on in-app navigation. A fast answer may already contain the result instead.
    const html = await (await page.request.get('/admin/users')).text()
    expect(html).toContain('mm-spinner')
    expect(html).toContain('Loading…')
  })

  test('gate: signed out goes to /signin with next and returns there after signing in', async ({ page }) => {
    await page.goto('/admin/users?q=buyer&role=none')
    await expect(page).toHaveURL(/\/admin\/signin\?next=%2Fadmin%2Fusers%3Fq%3Dbuyer%26role%3Dnone$/)
    await page.getByLabel('Email').fill('admin@demo.test')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/users\?q=buyer&role=none$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  })

  test('gate: Payload views also go to /signin with next; a signed-in admin on /signin goes to the overview', async ({ page }) => {
    await page.goto('/admin/collections/orders')
    await expect(page).toHaveURL(/\/admin\/signin\?next=%2Fadmin%2Fcollections%2Forders$/)
    await signIn(page, 'admin@demo.test')
    await page.goto('/admin/signin')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  })

  test('gate: any unknown admin path goes to the overview', async ({ page }) => {
    await signIn(page, 'admin@demo.test')
    await page.goto('/admin/no-such-screen/at-all')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  })

  test('gate: a signed-in buyer is sent to the main site dashboard', async ({ page }) => {
    await signIn(page, 'buyer@demo.test')
    // The front door sends a buyer's session on at once (a 307), before the admin renders anything.
    const answer = await page.request.get('/admin/commission', { maxRedirects: 0, headers: { 'sec-fetch-site': 'none' } })
    expect([answer.status(), answer.headers()['location']]).toEqual([307, '/dashboard'])
    await page.goto('/admin/commission')
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${PORT}/dashboard`), { timeout: 30_000 })
    await page.goto('/admin')
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${PORT}/dashboard`), { timeout: 30_000 })
  })

  test('gate: a German buyer lands on the German dashboard, and the site\'s language choice wins', async ({ page }) => {
    // buyer2@demo.test's account language is German.
    await signIn(page, 'buyer2@demo.test')
    await page.goto('/admin/kyc')
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${PORT}/de/dashboard`), { timeout: 30_000 })
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    // Switching the site to English (the language links remember it in the lng cookie) is followed.
    await page.context().addCookies([{ name: 'lng', value: 'en', url: `http://localhost:${PORT}` }])
    await page.goto('/admin')
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${PORT}/dashboard`), { timeout: 30_000 })
  })

  test('gate on the admin subdomain: sign-in with next, and a buyer goes to the main host (full redirect)', async ({ page }) => {
    const adminOrigin = `http://admin.localhost:${PORT}`
    await page.goto(`${adminOrigin}/users?q=x`)
    await expect(page).toHaveURL(`${adminOrigin}/admin/signin?next=%2Fadmin%2Fusers%3Fq%3Dx`)
    // A buyer signs in on the admin host and is sent to the main host's dashboard.
    await page.getByLabel('Email').fill('buyer@demo.test')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${PORT}/(signin\\?next=%2F)?dashboard`), { timeout: 30_000 })
    await page.goto(`${adminOrigin}/commission`)
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${PORT}/(signin\\?next=%2F)?dashboard`))
  })

  test('an editor cannot open settings or KYC and sees only their sections', async ({ page }) => {
    await signIn(page, 'editor@demo.test')
    await page.goto('/admin/settings')
    await expect(page.locator('.mm-forbidden')).toHaveText(/You do not have access to this section/)
    await expectNoAxeViolations(page)
    await page.goto('/admin/globals/settings')
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/collections/kyc')
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/kyc')
    await expect(page.getByRole('heading', { level: 1, name: /KYC/ })).toHaveCount(0)
    const nav = page.locator('.mm-sections')
    await expect(nav.getByRole('link', { name: 'Listings', exact: true })).toBeVisible()
    for (const name of ['Settings', 'KYC review', 'Commission', 'Users', 'Email logs']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0)
    }
    // The server refuses the settings change too, whatever the screen shows.
    const changed = await page.request.post('/api/globals/settings', { data: { vat_pct: 7 }, headers: { 'sec-fetch-site': 'same-origin' } })
    expect(changed.status()).toBe(403)
  })

  test('the admin speaks German', async ({ page }) => {
    await signIn(page, 'admin@demo.test')
    await page.context().addCookies([{ name: 'payload-lng', value: 'de', url: `http://localhost:${PORT}` }])
    await page.goto('/admin/commission')
    await expect(page.getByRole('heading', { level: 1, name: 'Provisionen' })).toBeVisible()
    await expect(page.locator('.mm-sections').getByRole('link', { name: 'E-Mail-Protokoll' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
