import { describe, expect, it } from 'vitest'

import { safeAdminNext } from '@core/routing/safe-redirect'

import { signinUrl } from '../../cms/admin/next-param'
import { ADMIN_SECTIONS, sectionsFor } from '../../cms/admin/screens'

const user = (roles: string[]) => ({ id: 1, roles, collection: 'users' })
const paths = (roles: string[]) => sectionsFor(user(roles)).map((s) => s.path)

describe('admin sections by role', () => {
  it('lists every route of the spec admin list', () => {
    expect(ADMIN_SECTIONS.map((s) => s.path)).toEqual([
      '',
      '/commission',
      '/users',
      '/kyc',
      '/kyc/decisions',
      '/listings',
      '/listings/new',
      '/auctions',
      '/auctions/new',
      '/orders',
      '/emails',
      '/emails/test',
      '/settings',
    ])
  })

  it('gives admins everything, editors listings, reviewers KYC and users, others nothing', () => {
    expect(paths(['admin'])).toHaveLength(ADMIN_SECTIONS.length)
    expect(paths(['editor'])).toEqual(['', '/listings', '/listings/new'])
    expect(paths(['kyc-reviewer'])).toEqual(['', '/users', '/kyc', '/kyc/decisions'])
    expect(paths([])).toEqual([])
    expect(sectionsFor(null)).toEqual([])
  })
})

describe('the admin sign-in return path', () => {
  it('keeps admin paths with their query', () => {
    expect(safeAdminNext('/admin', '/admin/users?q=anna&role=none')).toBe('/admin/users?q=anna&role=none')
    expect(safeAdminNext('/admin', '/admin')).toBe('/admin')
    expect(signinUrl('/admin', '/admin/users?q=a')).toBe('/admin/signin?next=%2Fadmin%2Fusers%3Fq%3Da')
    expect(signinUrl('/admin')).toBe('/admin/signin')
  })

  it('never leaves the admin app', () => {
    for (const next of ['https://evil.example/admin', '//evil.example/admin', '/dashboard', '/administrator', '/\\evil.example', 'javascript:alert(1)', '', undefined, 42]) {
      expect(safeAdminNext('/admin', next), String(next)).toBeNull()
    }
  })
})
