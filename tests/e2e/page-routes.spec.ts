import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type APIResponse } from '@playwright/test'
import { expect, test } from './support-files/product'

/**
 * Every page answers at `/x` in English and at `/de/x` in German (one page file per route under
 * src/pages/[...locale]/), with the same status codes as before; other locale prefixes and `/en/`
 * are not pages, and the not-found page speaks the language of the path.
 */

const SLUG = 'caterpillar-320-gc-2019'
const NO_REDIRECTS = { maxRedirects: 0 }

const de = (path: string) => (path === '/' ? '/de/' : `/de${path}`)
const htmlLang = async (response: APIResponse) => (await response.text()).match(/<html lang="(\w+)"/)?.[1]

/** Pages anyone may open (signed out). */
const PUBLIC_PAGES = [
  '/',
  '/faq',
  '/auctions',
  `/auctions/${SLUG}`,
  '/how-it-works',
  '/fees',
  '/about',
  '/platform',
  '/company',
  '/contact',
  '/cookies',
  '/terms',
  '/privacy',
  '/imprint',
  '/signin',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email?token=abc',
  '/verify-pending?email=a%40b.c',
  '/activation-success',
]

/** Pages that need a signed-in user. */
const ACCOUNT_PAGES = [
  '/kyc',
  '/dashboard',
  ...['my-bids', 'won', 'watchlist', 'saved-searches', 'notifications', 'invoices', 'profile', 'security', 'activity'].map((s) => `/dashboard/${s}`),
]

const signIn = async (request: APIRequestContext, email = 'buyer@demo.test') => {
  expect((await request.post('/api/users/login', { data: { email, password: 'demo1234' } })).ok()).toBe(true)
}

test('every public page answers 200 in English at /x and in German at /de/x', async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    const english = await request.get(path, NO_REDIRECTS)
    expect(english.status(), path).toBe(200)
    expect(await htmlLang(english), path).toBe('en')
    const german = await request.get(de(path), NO_REDIRECTS)
    expect(german.status(), de(path)).toBe(200)
    expect(await htmlLang(german), de(path)).toBe('de')
  }
  // The German home page also without the trailing slash.
  const bare = await request.get('/de', NO_REDIRECTS)
  expect(bare.status()).toBe(200)
  expect(await htmlLang(bare)).toBe('de')
})

test('account pages send a visitor to sign-in in the page language, and answer a signed-in user in both', async ({ request }) => {
  for (const path of ACCOUNT_PAGES) {
    for (const url of [path, de(path)]) {
      const response = await request.get(url, NO_REDIRECTS)
      expect(response.status(), url).toBe(302)
      const signin = url.startsWith('/de/') ? '/de/signin' : '/signin'
      expect(response.headers().location, url).toBe(`${signin}?next=${encodeURIComponent(url)}`)
    }
  }
  await signIn(request)
  for (const path of ACCOUNT_PAGES) {
    const english = await request.get(path, NO_REDIRECTS)
    expect(english.status(), path).toBe(200)
    expect(await htmlLang(english), path).toBe('en')
    const german = await request.get(de(path), NO_REDIRECTS)
    expect(german.status(), de(path)).toBe(200)
    expect(await htmlLang(german), de(path)).toBe('de')
  }
  // Signed in, the sign-in page goes to the dashboard in its own language.
  expect((await request.get('/signin', NO_REDIRECTS)).headers().location).toBe('/dashboard')
  expect((await request.get('/de/signin', NO_REDIRECTS)).headers().location).toBe('/de/dashboard')
})

test('the older verify addresses move to the current ones in the same language, query kept', async ({ request }) => {
  for (const [old, current] of [
    ['/verify-email-old?token=abc', '/verify-email?token=abc'],
    ['/verify-pending-old?email=a', '/verify-pending?email=a'],
  ]) {
    for (const prefix of ['', '/de']) {
      const response = await request.get(`${prefix}${old}`, NO_REDIRECTS)
      expect(response.status(), `${prefix}${old}`).toBe(301)
      expect(response.headers().location).toBe(`${prefix}${current}`)
    }
  }
})

test('other locale prefixes and /en/ are not pages: 404, never an English copy', async ({ request }) => {
  for (const url of [
    '/fr/faq',
    '/xx/auctions',
    `/fr/auctions/${SLUG}`,
    '/fr/dashboard',
    '/fr/signin',
    '/fr/how-it-works',
    '/a/b/faq',
    '/fr',
    '/en',
    '/en/',
    '/en/faq',
    '/en/auctions',
    `/en/auctions/${SLUG}`,
    '/en/dashboard',
  ]) {
    const response = await request.get(url, NO_REDIRECTS)
    expect(response.status(), url).toBe(404)
    expect(await response.text(), url).toMatch(/<h1[^>]*>Page not found<\/h1>/)
  }
  // Under /de/ the same holds, in German (see the next test).
  for (const url of ['/de/de/faq', '/de/en/faq', '/de/fr/auctions']) expect((await request.get(url, NO_REDIRECTS)).status(), url).toBe(404)
})

test('the not-found page speaks the language of the path, with status 404', async ({ request }) => {
  for (const url of ['/de/does-not-exist', '/de/does/not/exist', '/de/dashboard/nope', '/de/auctions/no-such-machine-1999', '/de/de']) {
    const response = await request.get(url, NO_REDIRECTS)
    expect(response.status(), url).toBe(404)
    const body = await response.text()
    expect(body.match(/<html lang="(\w+)"/)?.[1], url).toBe('de')
    expect(body, url).toMatch(/<h1[^>]*>Seite nicht gefunden<\/h1>/)
    expect(body, url).toContain('href="/de/auctions"')
  }
  for (const url of ['/does-not-exist', '/dashboard/nope', '/auctions/no-such-machine-1999']) {
    const response = await request.get(url, NO_REDIRECTS)
    expect(response.status(), url).toBe(404)
    const body = await response.text()
    expect(body.match(/<html lang="(\w+)"/)?.[1], url).toBe('en')
    expect(body, url).toMatch(/<h1[^>]*>Page not found<\/h1>/)
  }
})

test('the German not-found page has no accessibility violations', async ({ page }) => {
  const response = await page.goto('/de/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden')
  await expect(page.getByRole('link', { name: 'Zur Startseite' }).first()).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})

test('pages, scripts and JSON leave the front door compressed', async ({ request }) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } })
  expect(home.headers()['content-encoding']).toMatch(/gzip|br/)
  const script = (await home.text()).match(/src="(\/_astro\/[^"]+\.js)"/)?.[1]
  expect(script).toBeTruthy()
  expect((await request.get(script as string, { headers: { 'accept-encoding': 'gzip, br' } })).headers()['content-encoding']).toMatch(/gzip|br/)
  const list = await request.get('/svc/auctions', { headers: { 'accept-encoding': 'gzip, br' } })
  expect(list.headers()['content-encoding']).toMatch(/gzip|br/)
})
