import { describe, expect, it } from 'vitest'

import { signedOutAdminRedirect } from '@core/routing/admin-signed-out'

describe('signed-out admin pages go to the sign-in at the front door', () => {
  it('sends an admin page without a session cookie to the sign-in, the page and its query in next', () => {
    expect(signedOutAdminRedirect('/admin/kyc', false)).toBe('/admin/signin?next=%2Fadmin%2Fkyc')
    expect(signedOutAdminRedirect('/admin/collections/users?where[email][equals]=a', false)).toBe(`/admin/signin?next=${encodeURIComponent('/admin/collections/users?where[email][equals]=a')}`)
    expect(signedOutAdminRedirect('/admin', false)).toBe('/admin/signin')
  })
  it('keeps no return path that would leave the admin', () => {
    expect(signedOutAdminRedirect('/admin/..%2f..%2fdashboard', false)).toBe('/admin/signin')
    expect(signedOutAdminRedirect('/admin/%2e%2e/%2e%2e//evil.example', false)).toBe('/admin/signin')
  })
  it('leaves the sign-in, the password pages and everything outside the admin open, and a session cookie to the admin gate', () => {
    for (const open of ['/admin/signin', '/admin/signin?next=%2Fadmin%2Fkyc', '/admin/forgot', '/admin/reset/abc123', '/admin/logout', '/admin/create-first-user', '/admin/users/verify/tok'])
      expect(signedOutAdminRedirect(open, false), open).toBeNull()
    for (const outside of ['/api/users/me', '/_next/static/x.js', '/auctions', '/administrator']) expect(signedOutAdminRedirect(outside, false), outside).toBeNull()
    expect(signedOutAdminRedirect('/admin/kyc', true)).toBeNull()
  })
})
