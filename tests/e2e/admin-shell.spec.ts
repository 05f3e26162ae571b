import { type Page } from '@playwright/test'
import { PORT, expect, test } from './support-files/product'

const PASSWORD = 'demo1234'

const signIn = async (page: Page, email: string) => {
  const response = await page.request.post('/api/users/login', { data: { email, password: PASSWORD } })
  expect(response.ok(), `sign-in of ${email}`).toBe(true)
}

const german = (page: Page) => page.context().addCookies([{ name: 'payload-lng', value: 'de', url: `http://localhost:${PORT}` }])

/** The menu as "Group: link, link" lines, read from the page as a user meets it. */
const menuOutline = async (page: Page) =>
  page.locator('.mm-menu__group').evaluateAll((groups) =>
    groups.map((group) => {
      const heading = group.querySelector('.mm-menu__heading')?.textContent?.trim() ?? '-'
      const links = [...group.querySelectorAll('a')].map((link) => link.textContent?.trim())
      return `${heading}: ${links.join(', ')}`
    }),
  )

test.describe('admin shell (issue #17): one menu, labels, branding', () => {
  test.describe.configure({ timeout: 180_000 })

  test('one menu grouped by task, in English and German, with the current page marked', async ({ page }) => {
    await signIn(page, 'admin@demo.test')
    await page.goto('/admin/kyc')
    const menu = page.getByRole('navigation', { name: 'Admin menu' })
    await expect(menu).toBeVisible()
    expect(await menuOutline(page)).toEqual([
      '-: Overview',
      'Auctions: Auctions, New auction, Listings, New listing, Commission',
      'KYC: KYC review, KYC decisions, Users',
      'Orders: Orders',
      'Content: Pages, FAQ, Media',
      'Support: Support messages, Email logs, Email test',
      'Settings: Settings, Audit log, Account',
    ])
    // The raw collections a screen replaces are gone: "Users" once, no "Kycs", "Faqs" or "Kyc Documents".
    const nav = page.locator('aside.nav')
    await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(1)
    for (const raw of ['Kycs', 'Kyc', 'Faqs', 'Kyc Documents', 'Bids', 'Watchlist', 'Leads', 'Invoices', 'Activity']) {
      await expect(nav.getByRole('link', { name: raw, exact: true })).toHaveCount(0)
    }
    await expect(menu.getByRole('link', { name: 'KYC review' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1)
    // Keyboard: below Payload's wide breakpoint the menu starts closed; the toggle opens it with
    // Enter, and a link opens with Enter.
    if (!(await page.locator('aside.nav--nav-open').count())) {
      await page.locator('.template-default__nav-toggler').first().focus()
      await page.keyboard.press('Enter')
    }
    await expect(page.locator('aside.nav--nav-open')).toHaveCount(1)
    await menu.getByRole('link', { name: 'Orders', exact: true }).focus()
    await expect(menu.getByRole('link', { name: 'Orders', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin\/orders$/)
    await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'page')
    // A Payload view of a menu entry marks it too.
    await page.goto('/admin/collections/pages')
    await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Pages', exact: true })).toHaveAttribute('aria-current', 'page')

    await german(page)
    await page.goto('/admin')
    await expect(page.getByRole('navigation', { name: 'Verwaltungsmenü' })).toBeVisible()
    expect(await menuOutline(page)).toEqual([
      '-: Übersicht',
      'Auktionen: Auktionen, Neue Auktion, Inserate, Neues Inserat, Provisionen',
      'KYC: KYC-Prüfung, KYC-Entscheidungen, Benutzer',
      'Bestellungen: Bestellungen',
      'Inhalte: Seiten, FAQ, Medien',
      'Support: Support-Nachrichten, E-Mail-Protokoll, E-Mail-Test',
      'Einstellungen: Einstellungen, Audit-Protokoll, Konto',
    ])
    await expect(page.getByRole('navigation', { name: 'Verwaltungsmenü' }).getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page')
  })

  test('each role sees only its entries', async ({ page }) => {
    await signIn(page, 'editor@demo.test')
    await page.goto('/admin')
    expect(await menuOutline(page)).toEqual(['-: Overview', 'Auctions: Listings, New listing', 'Content: Pages, FAQ, Media', 'Settings: Account'])
    await page.context().clearCookies()
    await signIn(page, 'reviewer@demo.test')
    await page.goto('/admin')
    expect(await menuOutline(page)).toEqual(['-: Overview', 'KYC: KYC review, KYC decisions, Users', 'Settings: Account'])
  })

  test('collections and globals carry human labels in English and German', async ({ page }) => {
    await signIn(page, 'admin@demo.test')
    await page.goto('/admin/collections/faqs')
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ entries' })).toBeVisible()
    await page.goto('/admin/collections/kyc')
    await expect(page.getByRole('heading', { level: 1, name: 'KYC applications' })).toBeVisible()
    await german(page)
    await page.goto('/admin/collections/faqs')
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ-Einträge' })).toBeVisible()
    await page.goto('/admin/collections/support-messages')
    await expect(page.getByRole('heading', { level: 1, name: 'Support-Nachrichten' })).toBeVisible()
    await page.goto('/admin/globals/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible()
  })

  test('branding: logo on the sign-in, icon and initials avatar in the admin, our title, favicon and colours, nothing of Payload', async ({ page }) => {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (!new URL(request.url()).hostname.endsWith('localhost') && !request.url().startsWith('data:')) thirdParty.push(request.url())
    })
    await page.goto('/admin/signin')
    await expect(page.getByRole('img', { name: 'MachineryMarket' })).toBeVisible()
    await expect(page).toHaveTitle(/MachineryMarket/)
    const head = async () => ({
      title: await page.title(),
      description: (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
      ogTitle: (await page.locator('meta[property="og:title"]').getAttribute('content')) ?? '',
      ogDescription: (await page.locator('meta[property="og:description"]').getAttribute('content')) ?? '',
      ogSite: (await page.locator('meta[property="og:site_name"]').getAttribute('content')) ?? '',
    })
    for (const value of Object.values(await head())) expect(value).not.toMatch(/payload/i)
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(icons.length).toBeGreaterThan(0)
    for (const href of icons) expect(href).toMatch(/^data:image\/svg\+xml/)

    await signIn(page, 'admin@demo.test')
    await page.goto('/admin')
    for (const value of Object.values(await head())) expect(value).not.toMatch(/payload/i)
    await expect(page).toHaveTitle(/· MachineryMarket admin$/)
    await expect(page.locator('.app-header').getByRole('img', { name: 'MachineryMarket' })).toBeVisible()
    await expect(page.locator('.mm-avatar')).toHaveText('AA')
    await expect(page.locator('.mm-avatar')).toHaveAttribute('title', /Anna Admin/)
    // The platform's construction yellow marks the current menu entry.
    const marker = await page.getByRole('navigation', { name: 'Admin menu' }).locator('[aria-current="page"]').evaluate((el) => getComputedStyle(el).borderLeftColor)
    expect(marker).toBe('rgb(245, 179, 1)')
    expect(thirdParty).toEqual([])
  })
})
