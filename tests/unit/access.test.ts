import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { checkRole, isAdminOrEditor, ownedBy, publishedOrEditor } from '../../cms/access'
import { toSlug } from '../../cms/hooks/slugify'

const user = (id: number, roles: string[] = []) =>
  ({ id, roles, collection: 'users', email: `u${id}@x.test` }) as unknown as PayloadRequest['user']
const args = (u: PayloadRequest['user'] | null) => ({ req: { user: u } as PayloadRequest })

describe('access rules', () => {
  it('checkRole matches any allowed role and never a visitor', () => {
    expect(checkRole(['admin'], user(1, ['admin']))).toBe(true)
    expect(checkRole(['admin', 'editor'], user(1, ['editor']))).toBe(true)
    expect(checkRole(['admin'], user(1, ['editor']))).toBe(false)
    expect(checkRole(['admin'], user(1))).toBe(false)
    expect(checkRole(['admin'], null)).toBe(false)
  })

  it('ownedBy scopes a buyer to their own documents and lets staff see all', () => {
    const rule = ownedBy('user', 'verification')
    expect(rule(args(null))).toBe(false)
    expect(rule(args(user(7)))).toEqual({ user: { equals: 7 } })
    expect(rule(args(user(2, ['kyc-reviewer'])))).toBe(true)
    expect(rule(args(user(3, ['editor'])))).toEqual({ user: { equals: 3 } })
  })

  it('content drafts are for editors only', () => {
    expect(publishedOrEditor(args(null))).toEqual({ _status: { equals: 'published' } })
    expect(publishedOrEditor(args(user(1, ['editor'])))).toBe(true)
    expect(isAdminOrEditor(args(user(1, ['kyc-reviewer'])))).toBe(false)
  })
})

describe('slugs', () => {
  it('makes readable ASCII slugs from German titles', () => {
    expect(toSlug('Liebherr L 556 Radlader – Größe XL')).toBe('liebherr-l-556-radlader-grosse-xl')
    expect(toSlug('  CAT 320 GC  ')).toBe('cat-320-gc')
  })
})
