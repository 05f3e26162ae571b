import { type Page } from '@playwright/test'
import { expect, test } from './support-files/product'

/**
 * Content-Security-Policy of the built site and admin behind the gateway, checked in Chromium:
 * the headers, and that the pages run (islands, sockets, the support widget) with no violation.
 */

const SLUG = 'caterpillar-320-gc-2019'
const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/**
 * Every CSP violation the page reports, from the first script on (init scripts are exempt from CSP).
 * Each one is handed to the test as it happens, so a navigation the page makes on its own (Next's
 * admin falls back to a full load when a server round trip fails under load) loses none of them.
 */
const watchViolations = async (page: Page) => {
  const seen: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text())
  })
  await page.exposeFunction('__reportCspViolation', (line: string) => seen.push(line))
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`),
    )
  })
  return async () => [...seen]
}

/** Time for islands to hydrate and sockets to connect (live pages never go network-idle). */
const settle = async (page: Page) => {
  await page.waitForLoadState('load')
  await page.waitForTimeout(1500)
}

/** The policy a page runs under: its header plus, on static pages, Astro's <meta> tag. */
const pagePolicy = async (page: Page, header: string | undefined) => {
  const meta = await page.evaluate(() => document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content'))
  return `${header ?? ''} ${meta ?? ''}`
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name} `))

const signIn = async (page: Page, email: string) => {
  expect((await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })).ok()).toBe(true)
}

test.describe('security headers', () => {
  test.describe.configure({ timeout: 180_000 })

  test('site pages run under a hash-based CSP with no violations', async ({ page }) => {
    const violations = await watchViolations(page)
    for (const path of ['/', '/auctions', `/auctions/${SLUG}`, '/signin', '/de/faq']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      const header = response?.headers()['content-security-policy']
      expect(header, path).toContain("frame-ancestors 'none'")
      const policy = await pagePolicy(page, header)
      const scripts = directive(policy, 'script-src')
      expect(scripts.length, `${path}: ${policy}`).toBeGreaterThan(0)
      for (const rule of scripts) {
        expect(rule, path).toContain("'sha256-")
        expect(rule, path).not.toContain("'unsafe-inline'")
      }
      await settle(page)
      expect(await violations(), path).toEqual([])
    }
  })

  test('islands, live bidding over socket.io and the support widget work under the CSP', async ({ page }) => {
    const violations = await watchViolations(page)
    await signIn(page, 'buyer@demo.test')
    await page.goto(`/auctions/${SLUG}`)
    // The bid box is an island that joins the auction over socket.io (connect-src).
    await expect(page.getByTestId('bid-state')).toBeVisible()
    await page.getByRole('button', { name: 'Open support' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Your question' }).fill('How much is the buyer fee?')
    await dialog.getByRole('textbox', { name: 'Your question' }).press('Enter')
    await expect(dialog.getByText(/2\s?%/).first()).toBeVisible()
    await settle(page)
    expect(await violations()).toEqual([])
  })

  test('the admin runs under a nonce-based CSP with no violations', async ({ page }) => {
    const violations = await watchViolations(page)
    const signin = await page.goto('/admin/signin')
    const policy = signin?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("frame-ancestors 'none'")
    const [scripts] = directive(policy, 'script-src')
    expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible()
    await settle(page)
    expect(await violations()).toEqual([])

    await signIn(page, 'admin@demo.test')
    for (const path of ['/admin', '/admin/kyc', '/admin/settings']) {
      await page.goto(path)
      await settle(page)
      expect(await violations(), path).toEqual([])
    }
  })

  test('API answers carry the API policy; visitors get only the public settings', async ({ request }) => {
    const settings = await request.get('/api/globals/settings?depth=0')
    expect(settings.headers()['content-security-policy']).toBe(API_CSP)
    const body = await settings.json()
    expect(body.support_phone).toBeTruthy()
    expect(body).not.toHaveProperty('commission_pct')
    expect(body).not.toHaveProperty('bank')
    expect(body).not.toHaveProperty('support_inbox')
    expect((await request.get('/svc/time')).headers()['content-security-policy']).toBe(API_CSP)
  })

  test('odd encodings, malformed GraphQL and an oversized KYC upload get clear 4xx answers', async ({ page }) => {
    for (const path of ['/api/media/file/%E0%A4%A', '/api/media/file/%00', '/api/media/file/..%2f..%2fpackage.json']) {
      const response = await page.request.get(path)
      expect(response.status(), path).toBe(400)
    }
    const graphql = await page.request.post('/api/graphql', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{oops') })
    expect(graphql.status()).toBe(400)
    expect((await graphql.json()).errors[0].message).toBe('The request body is not valid JSON.')

    await signIn(page, 'pending@demo.test')
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)])
    const upload = await page.request.post('/api/kyc-documents', {
      multipart: { file: { name: 'big.pdf', mimeType: 'application/pdf', buffer: big }, _payload: JSON.stringify({ kind: 'business_registration' }) },
    })
    expect(upload.status()).toBe(413)
    expect((await upload.json()).errors[0].message).toBe('File too large (max 10 MB)')
  })
})
