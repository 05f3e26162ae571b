import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { PORT, expect, test } from './support-files/product'

import { ADMIN_MENU_LINKS, menuLinkPath } from '../../cms/admin/menu'
import { ADMIN_SECTIONS, DETAIL_SCREENS } from '../../cms/admin/screens'

// WCAG 2.2 AA included: target-size (2.5.8) was the KYC queue's violation.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe (WCAG 2.2 A and AA, target-size included) on the sign-in and on every admin view, in the
 * English and the German admin: the whole page, the menu, header and avatar included. A logged
 * email's preview frame is the message, not the admin, so axe does not enter it.
 */
const violations = async (page: Page) => {
  const result = await new AxeBuilder({ page })
    .exclude('iframe.mm-email__frame')
    // runOnly in the options: .options() replaces what .withTags() would set.
    .options({ iframes: false, runOnly: { type: 'tag', values: WCAG } })
    .analyze()
  return result.violations.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

const settle = async (page: Page) => {
  await page.waitForLoadState('load')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
}

for (const language of ['en', 'de'] as const) {
  test.describe(`axe on the admin in ${language === 'en' ? 'English' : 'German'}`, () => {
    test.describe.configure({ timeout: 300_000 })

    test.beforeEach(async ({ page }) => {
      await page.context().addCookies([{ name: 'payload-lng', value: language, url: `http://localhost:${PORT}` }])
    })

    test('the sign-in', async ({ page }) => {
      await page.goto('/admin/signin')
      await expect(page.getByRole('button', { name: /login|anmelden/i })).toBeVisible({ timeout: 30_000 })
      expect(await violations(page)).toEqual([])
    })
  })
}

/**
 * Every view the admin's menu reaches, as an administrator, in one page navigating view by view:
 * Payload's collection lists and globals, the account page, for each collection the edit view of
 * its first row, and our own screens (the registry above, with a KYC case, an order and an auction).
 * Then the KYC queue and a case as a KYC reviewer. No axe rule is switched off and nothing but the
 * logged email's own preview frame is excluded.
 */
for (const language of ['en', 'de'] as const) {
  test.describe(`axe on every admin view in ${language === 'en' ? 'English' : 'German'}`, () => {
    test.describe.configure({ timeout: 900_000 })

    test.beforeEach(async ({ page }) => {
      await page.context().addCookies([{ name: 'payload-lng', value: language, url: `http://localhost:${PORT}` }])
    })

    test('every list, global and edit view the menu reaches, and our screens', async ({ page }) => {
      expect((await page.request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })).ok()).toBe(true)
      await page.goto('/admin')
      await settle(page)
      // The menu's collection links are there once the admin has hydrated.
      await page.locator('nav a[href^="/admin/collections/"]').first().waitFor({ state: 'attached', timeout: 60_000 })
      const menu = await page.locator('nav a[href^="/admin"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      const payloadViews = [...new Set([...menu.filter((href) => href.startsWith('/admin/collections/') || href.startsWith('/admin/globals/')), '/admin/account'])]
      const ownViews = [...new Set(menu.filter((href) => !href.startsWith('/admin/collections/') && !href.startsWith('/admin/globals/')))]
      // The rendered menu has every link of the menu's definition (one that lost its links would pass empty).
      expect(menu).toEqual(expect.arrayContaining(ADMIN_MENU_LINKS.map((link) => `/admin${menuLinkPath(link)}`)))
      expect(ownViews).toEqual(expect.arrayContaining(['/admin/kyc', '/admin/orders', '/admin/auctions']))
      const found: string[] = []
      const visited: string[] = []
      const check = async (path: string, ready: () => Promise<void>) => {
        await page.goto(path)
        await page.waitForLoadState('load')
        await ready()
        visited.push(path)
        found.push(...(await violations(page)))
      }
      const payloadReady = () => expect(page.locator('h1, [class*="doc-header"], .list-header').first()).toBeVisible({ timeout: 30_000 })
      for (const path of payloadViews) {
        await check(path, payloadReady)
        if (!path.startsWith('/admin/collections/')) continue
        // The edit view of the list's first row (a read-only document, such as an order event, has no form: its header is enough).
        const first = page.locator(`table a[href^="${path}/"]`).first()
        if ((await first.count()) === 0) continue
        await check((await first.getAttribute('href')) as string, () => expect(page.locator('form, [class*="doc-header"]').first()).toBeVisible({ timeout: 30_000 }))
      }
      // Our own screens: the registry's sections and one of each detail screen.
      const same = { headers: { 'sec-fetch-site': 'same-origin' } }
      const firstId = async (collection: string) => String((await (await page.request.get(`/api/${collection}?limit=1&depth=0&sort=-updatedAt`, same)).json()).docs[0].id)
      const detailId = { auctionDetail: await firstId('auctions'), kycCase: await firstId('kyc'), orderDetail: await firstId('orders'), orderPayments: '' } satisfies Record<keyof typeof DETAIL_SCREENS, string>
      const screens = [
        ...ADMIN_SECTIONS.map((section) => `/admin${section.path}`),
        ...Object.entries(DETAIL_SCREENS).map(([key, screen]) => `/admin${screen.path.replace(/:id\([^)]*\)/, detailId[key as keyof typeof detailId])}`),
      ]
      for (const path of screens) await check(path, () => settle(page))
      // Every Payload view of the menu and every screen (and the edit view of each list's first row).
      expect(visited).toEqual(expect.arrayContaining([...payloadViews, ...screens]))
      expect(found).toEqual([])
    })

    test('the KYC queue and a case as a KYC reviewer', async ({ page }) => {
      expect((await page.request.post('/api/users/login', { data: { email: 'reviewer@demo.test', password: 'demo1234' } })).ok()).toBe(true)
      const kyc = await (await page.request.get('/api/kyc?limit=1&depth=0', { headers: { 'sec-fetch-site': 'same-origin' } })).json()
      const found: string[] = []
      for (const path of ['/admin/kyc', `/admin/kyc/${kyc.docs[0].id}`, '/admin/kyc/decisions']) {
        await page.goto(path)
        await settle(page)
        found.push(...(await violations(page)))
      }
      expect(found).toEqual([])
    })
  })
}
