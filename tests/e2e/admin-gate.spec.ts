import { type Page } from '@playwright/test'
import { PORT, expect, test } from './support-files/product'

import { canOpenSection, canSeeCollection, canSeeGlobal, isStaffUser, type RoleHolder } from '../../cms/access/roles'
import { ADMIN_MENU_LINKS } from '../../cms/admin/menu'
import { ADMIN_SECTIONS, DETAIL_SCREENS } from '../../cms/admin/screens'

const PASSWORD = 'demo1234'

/**
 * The gate on every admin route (issue #17), walked as a visitor, a buyer and each staff role:
 * signed out → /admin/signin?next=<path>; signed in without a staff role → the main site's
 * /dashboard; staff without the route's role → the "not allowed" screen (custom screens) or, for
 * Payload's own views of a collection the role does not see, the overview; staff with the role →
 * the screen. The routes come from the screen registry and the menu, so a new screen is walked too.
 */
type Outcome = 'signin' | 'dashboard' | 'allowed' | 'forbidden' | 'overview'
type AdminRoute = { path: string; may: (user: RoleHolder) => boolean; payloadView: boolean }

const ROUTES: AdminRoute[] = [
  ...ADMIN_SECTIONS.map((section) => ({ path: `/admin${section.path}`, may: (user: RoleHolder) => canOpenSection(section.key, user), payloadView: false })),
  ...Object.values(DETAIL_SCREENS).map((screen) => ({
    path: `/admin${screen.path.replace(/:id\([^)]*\)/, '1')}`,
    may: (user: RoleHolder) => canOpenSection(screen.section, user),
    payloadView: false,
  })),
  // Payload's own views that stay reachable from the menu: lists, "create" and the account.
  ...ADMIN_MENU_LINKS.flatMap((link): AdminRoute[] => {
    if (link.kind === 'collection') {
      const may = (user: RoleHolder) => canSeeCollection(link.slug, user)
      return [
        { path: `/admin/collections/${link.slug}`, may, payloadView: true },
        { path: `/admin/collections/${link.slug}/create`, may, payloadView: true },
      ]
    }
    if (link.kind === 'global') return [{ path: `/admin/globals/${link.slug}`, may: (user) => canSeeGlobal(link.slug, user), payloadView: true }]
    if (link.kind === 'account') return [{ path: '/admin/account', may: isStaffUser, payloadView: true }]
    return []
  }),
]

const ROLES = [
  { who: 'visitor', email: null, user: null },
  { who: 'buyer', email: 'buyer@demo.test', user: { collection: 'users', roles: [] } },
  { who: 'reviewer', email: 'reviewer@demo.test', user: { collection: 'users', roles: ['kyc-reviewer'] } },
  { who: 'editor', email: 'editor@demo.test', user: { collection: 'users', roles: ['editor'] } },
  { who: 'administrator', email: 'admin@demo.test', user: { collection: 'users', roles: ['admin'] } },
] as const

const expected = (route: AdminRoute, user: RoleHolder | null): Outcome => {
  if (!user) return 'signin'
  if (!isStaffUser(user)) return 'dashboard'
  if (route.may(user)) return 'allowed'
  return route.payloadView ? 'overview' : 'forbidden'
}

const outcomeOf = async (page: Page, path: string): Promise<Outcome> => {
  await page.goto(path)
  await page.waitForLoadState('load')
  // A redirect inside the streamed answer arrives as a client-side navigation: wait for it to settle.
  await expect
    .poll(async () => {
      const url = new URL(page.url())
      // Payload's own redirect says `redirect`; the sign-in renames it to `next` with one more redirect.
      if (url.pathname === '/admin/signin') return url.searchParams.has('redirect') ? 'pending' : 'signin'
      if (url.pathname === '/dashboard' || url.pathname === '/signin') return 'dashboard'
      if (await page.locator('.mm-forbidden').count()) return 'forbidden'
      if (await page.getByRole('heading', { level: 1 }).count()) return url.pathname === '/admin' && path !== '/admin' ? 'overview' : 'allowed'
      return 'pending'
      // Looked at every 100–250 ms: most routes settle within a second, and the default back-off
      // (up to 1 s between looks) added about a second to each of the walk's 200-odd routes.
    }, { timeout: 30_000, intervals: [100, 100, 250] })
    .not.toBe('pending')
  const url = new URL(page.url())
  if (url.pathname === '/admin/signin') {
    // The overview is where the sign-in leads anyway, so it needs no `next`.
    expect(url.searchParams.get('next'), `${path}: the sign-in keeps the path in next`).toBe(path === '/admin' ? null : path)
    return 'signin'
  }
  if (url.pathname === '/dashboard' || url.pathname === '/signin') {
    expect(url.host, `${path}: the main site's dashboard`).toBe(`localhost:${PORT}`)
    return 'dashboard'
  }
  if (await page.locator('.mm-forbidden').count()) {
    await expect(page.locator('.mm-forbidden')).toBeVisible()
    return 'forbidden'
  }
  return url.pathname === '/admin' && path !== '/admin' ? 'overview' : 'allowed'
}

test.describe('admin gate: every admin route for every role', () => {
  test.describe.configure({ timeout: 600_000 })

  test('the walk covers every screen of the registry', () => {
    for (const section of ADMIN_SECTIONS) expect(ROUTES.map((route) => route.path)).toContain(`/admin${section.path}`)
    expect(ROUTES.some((route) => route.path === '/admin/auctions/1')).toBe(true)
    expect(ROUTES.some((route) => route.path === '/admin/account')).toBe(true)
  })

  test('signed out, an admin page is a 307 to the sign-in before anything renders; the sign-in and password pages stay open', async ({ playwright }) => {
    const visitor = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` })
    const located = async (path: string) => {
      const response = await visitor.get(path, { maxRedirects: 0 })
      return { status: response.status(), location: response.headers()['location'] ?? null }
    }
    expect(await located('/admin/kyc?status=pending')).toEqual({ status: 307, location: `/admin/signin?next=${encodeURIComponent('/admin/kyc?status=pending')}` })
    expect(await located('/admin')).toEqual({ status: 307, location: '/admin/signin' })
    for (const open of ['/admin/signin', '/admin/forgot']) expect((await located(open)).status, open).toBe(200)
    // A session cookie, valid or not, is for the views' own gate to judge (a stale one still lands on the sign-in).
    const stale = await visitor.get('/admin/kyc', { headers: { cookie: 'payload-token=stale' }, maxRedirects: 0 })
    expect(stale.status()).not.toBe(307)
    await visitor.dispose()
  })

  for (const role of ROLES) {
    test(`as ${role.who}`, async ({ page }) => {
      if (role.email) {
        const response = await page.request.post('/api/users/login', { data: { email: role.email, password: PASSWORD } })
        expect(response.ok(), `sign-in of ${role.email}`).toBe(true)
      }
      const wrong: string[] = []
      for (const route of ROUTES) {
        const want = expected(route, role.user)
        const got = await outcomeOf(page, route.path)
        if (got !== want) wrong.push(`${route.path}: expected ${want}, got ${got}`)
      }
      expect(wrong).toEqual([])
    })
  }
})
