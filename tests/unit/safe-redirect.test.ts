import { describe, expect, it } from 'vitest'

import { safeAdminNext, safeNext, safeReturnPath } from '@core/routing/safe-redirect'

// One rule for every return path (site sign-in, OIDC callback, admin sign-in): a same-origin path,
// optionally inside a given area; anything else is refused.
const LEAVES_THE_SITE = [
  '//evil.example/x',
  'https://evil.example',
  'http://evil.example/admin',
  '/\\evil.example',
  '/\\/evil.example',
  '/%2F/evil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  '/https://evil.example',
  '/dash\nboard',
  'dashboard',
  '',
  '   ',
  null,
  undefined,
  42,
  ['/dashboard'],
]

describe('safeReturnPath: the one safe-redirect rule', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnPath('/dashboard/my-bids?sort=ending')).toBe('/dashboard/my-bids?sort=ending')
    expect(safeReturnPath('/de/kyc#documents')).toBe('/de/kyc#documents')
    expect(safeReturnPath('/admin/users?q=anna&role=none', { within: '/admin' })).toBe('/admin/users?q=anna&role=none')
  })

  it('refuses anything that could leave the site', () => {
    for (const bad of LEAVES_THE_SITE) expect(safeReturnPath(bad), JSON.stringify(bad)).toBeNull()
  })

  it('with `within`, refuses same-origin paths outside that area, also after normalising dots', () => {
    expect(safeReturnPath('/admin', { within: '/admin' })).toBe('/admin')
    expect(safeReturnPath('/admin?tab=1', { within: '/admin' })).toBe('/admin?tab=1')
    for (const outside of ['/dashboard', '/administrator', '/admin/../dashboard', '/']) {
      expect(safeReturnPath(outside, { within: '/admin' }), outside).toBeNull()
    }
  })
})

describe('the two doors built on it', () => {
  it('safeNext (site, OIDC) gives the fallback for a refused path', () => {
    expect(safeNext('/de/kyc#documents')).toBe('/de/kyc#documents')
    expect(safeNext('//evil.example/x')).toBe('/dashboard')
    expect(safeNext('//evil.example/x', '/de/dashboard')).toBe('/de/dashboard')
  })

  it('safeAdminNext (admin sign-in) gives null outside the admin app', () => {
    expect(safeAdminNext('/admin', '/admin/users?q=a')).toBe('/admin/users?q=a')
    expect(safeAdminNext('/admin', '/dashboard')).toBeNull()
    expect(safeAdminNext('/admin', 'https://evil.example/admin')).toBeNull()
  })
})
