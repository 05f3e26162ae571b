import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './support-files/product'

const sameOrigin = { 'sec-fetch-site': 'same-origin' }

const signIn = async (page: Page, email = 'buyer@demo.test', password = 'demo1234') => {
  const response = await page.request.post('/api/users/login', { data: { email, password } })
  expect(response.ok()).toBe(true)
}

const expectNoAxeViolations = async (page: Page, label: string) => {
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), label).toEqual([])
}

const SECTIONS = [
  { path: 'my-bids', en: 'My Bids', de: 'Meine Gebote' },
  { path: 'won', en: 'Won auctions', de: 'Gewonnene Auktionen' },
  { path: 'watchlist', en: 'Watchlist', de: 'Merkliste' },
  { path: 'saved-searches', en: 'Saved searches', de: 'Gespeicherte Suchen' },
  { path: 'notifications', en: 'Notifications', de: 'Benachrichtigungen' },
  { path: 'invoices', en: 'Invoices', de: 'Rechnungen' },
  { path: 'profile', en: 'Profile', de: 'Profil' },
  { path: 'security', en: 'Security', de: 'Sicherheit' },
  { path: 'activity', en: 'Activity', de: 'Aktivität' },
]

test.describe('dashboard', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`every section in ${lang === 'de' ? 'German' : 'English'}: heading, current page in the navigation, no axe violations`, async ({ page }) => {
      // Nine pages, each with a full axe run, on a shared two-core machine.
      test.setTimeout(240_000)
      await signIn(page)
      for (const section of SECTIONS) {
        const path = `${lang === 'de' ? '/de' : ''}/dashboard/${section.path}`
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 2, name: section[lang] }), path).toBeVisible()
        const nav = page.getByRole('navigation', { name: lang === 'de' ? 'Kontobereiche' : 'Account sections' })
        await expect(nav.locator('[aria-current="page"]'), path).toHaveText(section[lang])
        await expectNoAxeViolations(page, path)
      }
    })
  }

  test('the sub-navigation works with the keyboard', async ({ page }) => {
    await signIn(page)
    await page.goto('/dashboard/won')
    const nav = page.getByRole('navigation', { name: 'Account sections' })
    await nav.getByRole('link', { name: 'Won auctions' }).focus()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Watchlist' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard\/watchlist$/)
  })

  test('won auctions show the order and payment status with the invoice, and invoices download as PDF', async ({ page }) => {
    await signIn(page)
    await page.goto('/dashboard/won')
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows.nth(1)).toBeVisible()
    expect(await rows.count()).toBeGreaterThan(1)
    await expect(rows.nth(1)).toContainText('Awaiting payment')
    await expect(rows.nth(1)).toContainText(/MM-|\d{4}-\d{6}/)
    const invoiceLink = rows.nth(1).getByRole('link', { name: /Download invoice \d{4}-\d{6}/ })
    const pdf = await page.request.get((await invoiceLink.getAttribute('href')) as string, { headers: sameOrigin })
    expect(pdf.headers()['content-type']).toBe('application/pdf')

    await page.goto('/de/dashboard/invoices')
    const download = page.getByRole('link', { name: /Rechnung \d{4}-\d{6} als PDF herunterladen/ }).first()
    await expect(download).toBeVisible()
    const response = await page.request.get((await download.getAttribute('href')) as string, { headers: sameOrigin })
    expect(response.status()).toBe(200)
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('the watchlist shows the watched auctions; an account without any sees the empty state', async ({ page }) => {
    await signIn(page)
    await page.goto('/dashboard/watchlist')
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(4)
    await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', /\/auctions\//)
    await page.context().clearCookies()
    await signIn(page, 'pending@demo.test')
    await page.goto('/de/dashboard/watchlist')
    await expect(page.getByText('Ihre Merkliste ist leer.')).toBeVisible()
    await page.goto('/dashboard/invoices')
    await expect(page.getByText('You have no invoices yet.')).toBeVisible()
  })

  test('watchlist: Remove takes an entry off (by keyboard) and it stays gone after a reload', async ({ page }) => {
    await signIn(page)
    await page.goto('/dashboard/watchlist')
    await expect(page.locator('.table-scroll[data-hydrated]')).toHaveCount(1)
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(4)
    const entry = rows.nth(1)
    const auctionId = Number(await entry.getAttribute('data-auction-id'))
    const machine = ((await entry.getByRole('rowheader').textContent()) ?? '').trim()
    try {
      await entry.getByRole('button', { name: `Remove: ${machine}` }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText('Removed from watchlist')).toBeVisible()
      await expect(page.getByText('This auction has been removed from your watchlist.')).toBeVisible()
      await expect(rows).toHaveCount(3)
      await expect(page.getByRole('rowheader', { name: machine, exact: true })).toHaveCount(0)
      // Focus stays in the list: on the Remove that took the removed entry's place.
      await expect(rows.nth(1).getByRole('button', { name: /^Remove: / })).toBeFocused()
      await page.reload()
      await expect(rows).toHaveCount(3)
      await expect(page.getByRole('rowheader', { name: machine, exact: true })).toHaveCount(0)
    } finally {
      // Watch it again, as the seed has it (email on).
      expect((await page.request.post('/svc/watchlist', { data: { auctionId }, headers: sameOrigin })).ok()).toBe(true)
    }
  })

  test('watchlist: the email switch turns bid emails off and on, and the choice survives a reload', async ({ page }) => {
    await signIn(page)
    await page.goto('/de/dashboard/watchlist')
    await expect(page.locator('.table-scroll[data-hydrated]')).toHaveCount(1)
    const entry = page.getByRole('table').getByRole('row').nth(1)
    const auctionId = Number(await entry.getAttribute('data-auction-id'))
    const machine = ((await entry.getByRole('rowheader').textContent()) ?? '').trim()
    const emails = page.getByRole('switch', { name: `Per E-Mail über neue Gebote informieren: ${machine}` })
    await expect(page.getByRole('button', { name: `Entfernen: ${machine}` })).toBeVisible()
    try {
      await expect(emails).toBeChecked()
      await emails.focus()
      await page.keyboard.press('Space')
      await expect(page.getByText('E-Mail-Benachrichtigungen aus')).toBeVisible()
      await expect(emails).not.toBeChecked()
      await page.reload()
      await expect(page.locator('.table-scroll[data-hydrated]')).toHaveCount(1)
      await expect(emails).not.toBeChecked()
      await emails.click()
      await expect(page.getByText('E-Mail-Benachrichtigungen an')).toBeVisible()
      await expect(emails).toBeChecked()
      await page.reload()
      await expect(emails).toBeChecked()
    } finally {
      // Emails on, as the seed has it.
      expect((await page.request.patch(`/svc/watchlist/${auctionId}`, { data: { notify_email: true }, headers: sameOrigin })).ok()).toBe(true)
    }
  })

  test('notifications: read and unread, mark one read, mark all read', async ({ page }) => {
    await signIn(page)
    await page.goto('/dashboard/notifications')
    const unreadBefore = await page.locator('[data-read="false"]').count()
    expect(unreadBefore).toBeGreaterThan(0)
    await expect(page.locator('[data-read="true"]').first()).toBeVisible()
    const unreadIds = await page.evaluate(async () => {
      const body = await (await fetch('/svc/account/notifications')).json()
      return (body.data as { id: number; read_at: string | null }[]).filter((n) => !n.read_at).map((n) => n.id)
    })
    try {
      await page.locator('[data-read="false"]').first().getByRole('button', { name: /Mark as read/ }).click()
      await expect(page.locator('[data-read="false"]')).toHaveCount(unreadBefore - 1)
      if (unreadBefore > 1) {
        await page.getByRole('button', { name: 'Mark all as read' }).click()
        await expect(page.getByRole('status').filter({ hasText: 'All notifications are marked as read.' })).toBeVisible()
      }
      await expect(page.getByTestId('unread-count')).toHaveText('0 unread')
      await page.reload()
      await expect(page.locator('[data-read="false"]')).toHaveCount(0)
    } finally {
      // Give the demo buyer their unread notifications back (as the demo admin).
      await page.context().clearCookies()
      await signIn(page, 'admin@demo.test')
      for (const id of unreadIds) {
        expect((await page.request.patch(`/api/notifications/${id}`, { data: { read_at: null }, headers: sameOrigin })).ok()).toBe(true)
      }
      await page.context().clearCookies()
    }
  })

  test('profile shows the KYC company data read-only and saves the preferred language', async ({ page }) => {
    await signIn(page)
    await page.goto('/dashboard/profile')
    await expect(page.getByText('De Vries Grondverzet B.V.')).toBeVisible()
    await expect(page.getByText('buyer@demo.test (confirmed)')).toBeVisible()
    const select = page.getByLabel('Preferred language (emails and notifications)')
    // The form is an island: a choice made before it hydrates would be reset to the saved value.
    await expect(page.locator('astro-island:has(form.dashboard-form)')).not.toHaveAttribute('ssr', /.*/)
    await select.selectOption('de')
    await page.getByRole('button', { name: 'Save language' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your preferred language is saved.' })).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Preferred language (emails and notifications)')).toHaveValue('de')
    await expect(page.locator('astro-island:has(form.dashboard-form)')).not.toHaveAttribute('ssr', /.*/)
    // Back to English, as the seed has it.
    await page.getByLabel('Preferred language (emails and notifications)').selectOption('en')
    await page.getByRole('button', { name: 'Save language' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your preferred language is saved.' })).toBeVisible()
  })

  test('security: a wrong current password is refused; sign out everywhere ends an older session in another browser', async ({ page, browser }) => {
    await signIn(page, 'buyer2@demo.test')
    const older = await browser.newContext()
    const olderPage = await older.newPage()
    await signIn(olderPage, 'buyer2@demo.test')
    await olderPage.goto('/dashboard')
    await expect(olderPage.getByRole('main').getByText('Signed in as buyer2@demo.test')).toBeVisible()

    await page.goto('/dashboard/security')
    await expect(page.locator('form[data-hydrated]')).toHaveCount(1)
    await page.getByLabel('Current password').fill('not-my-password')
    await page.getByLabel('New password').fill('another-one-1')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('alert')).toHaveText('The current password is incorrect.')

    await page.getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(page).toHaveURL(/\/signin$/)
    await olderPage.goto('/dashboard/security')
    await expect(olderPage).toHaveURL(/\/signin\?next=%2Fdashboard%2Fsecurity$/)
    await older.close()
  })

  test('activity lists sign-ins with where they came from', async ({ page }) => {
    await signIn(page)
    await page.goto('/de/dashboard/activity')
    await expect(page.getByRole('cell', { name: 'Angemeldet mit Passwort' }).first()).toBeVisible()
  })
})
