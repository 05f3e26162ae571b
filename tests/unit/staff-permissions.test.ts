import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

import {
  canOpenSection,
  canRunOps,
  canSeeCollection,
  canSeeGlobal,
  isStaffUser,
  ROLE_GROUPS,
  ROLES,
  STAFF_PERMISSIONS,
  type AdminSectionKey,
  type OpsArea,
  type Role,
} from '../../cms/access/roles'
import { ADMIN_SECTIONS, adminViews } from '../../cms/admin/screens'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const user = (roles: Role[]) => ({ id: 1, roles, collection: 'users' })

/** Every collection and global of the configuration (tests/int/admin-roles.test.ts checks the same list against Payload). */
const COLLECTIONS = [
  'users', 'listings', 'media', 'auctions', 'bids', 'watchlist', 'reminders', 'kyc', 'kyc-documents', 'pages', 'faqs',
  'support-messages', 'leads', 'orders', 'invoices', 'notifications', 'saved-searches', 'activity', 'email-logs', 'audit-logs',
]

/** Who may do what, written out by hand: the role table must give exactly this. */
const EXPECTED: Record<Role, { sections: AdminSectionKey[]; ops: OpsArea[]; collections: string[]; globals: string[] }> = {
  admin: {
    sections: ADMIN_SECTIONS.map((section) => section.key),
    ops: ['kyc', 'listings', 'auctions', 'orders', 'users'],
    collections: COLLECTIONS,
    globals: ['settings'],
  },
  editor: {
    sections: ['overview', 'listings', 'listings-new'],
    ops: ['listings'],
    collections: ['listings', 'media', 'pages', 'faqs'],
    globals: [],
  },
  'kyc-reviewer': {
    sections: ['overview', 'users', 'kyc', 'kyc-decisions'],
    ops: ['kyc'],
    collections: ['users', 'kyc', 'kyc-documents'],
    globals: [],
  },
}

describe('the staff role table (cms/access/staff-permissions.ts)', () => {
  it('names only roles that exist, and gives admins every group', () => {
    for (const [group, roles] of Object.entries(ROLE_GROUPS)) {
      expect(roles.length, group).toBeGreaterThan(0)
      for (const role of roles) expect(ROLES, `${group}: ${role}`).toContain(role)
      expect(roles, group).toContain('admin')
    }
    expect([...ROLE_GROUPS.staff].sort()).toEqual([...ROLES].sort())
  })

  it('every permission names a group of the table', () => {
    const groups = Object.keys(ROLE_GROUPS)
    for (const [part, entries] of Object.entries(STAFF_PERMISSIONS)) {
      for (const [name, group] of Object.entries(entries)) expect(groups, `${part}.${name}`).toContain(group)
    }
  })

  it('has a permission for exactly the sections of the admin registry, and a view for each section', () => {
    expect(ADMIN_SECTIONS.map((section) => section.key).sort()).toEqual(Object.keys(STAFF_PERMISSIONS.sections).sort())
    const viewPaths = Object.values(adminViews).map((view) => view.path ?? '')
    for (const section of ADMIN_SECTIONS) expect(viewPaths, section.key).toContain(section.path)
    expect(adminViews.dashboard?.Component).toBe('/admin/views/Overview#OverviewView')
  })

  it('names only collections and globals of the configuration', () => {
    for (const slug of Object.keys(STAFF_PERMISSIONS.collections)) expect(COLLECTIONS).toContain(slug)
    expect(Object.keys(STAFF_PERMISSIONS.globals)).toEqual(['settings'])
  })

  for (const role of ROLES) {
    it(`${role}: sections, staff operations and admin collections are exactly the expected ones`, () => {
      const who = user([role])
      const expected = EXPECTED[role]
      expect(ADMIN_SECTIONS.map((s) => s.key).filter((key) => canOpenSection(key, who))).toEqual(expected.sections)
      expect((Object.keys(STAFF_PERMISSIONS.ops) as OpsArea[]).filter((area) => canRunOps(area, who))).toEqual(expected.ops)
      expect(COLLECTIONS.filter((slug) => canSeeCollection(slug, who))).toEqual(expected.collections)
      expect(['settings'].filter((slug) => canSeeGlobal(slug, who))).toEqual(expected.globals)
      expect(isStaffUser(who)).toBe(true)
    })
  }

  it('gives a buyer, a visitor and a user of another collection nothing', () => {
    for (const who of [user([]), null, undefined, { id: 1, roles: ['admin'], collection: 'customers' }]) {
      expect(isStaffUser(who)).toBe(false)
      expect(ADMIN_SECTIONS.filter((s) => canOpenSection(s.key, who))).toEqual([])
      expect((Object.keys(STAFF_PERMISSIONS.ops) as OpsArea[]).filter((area) => canRunOps(area, who))).toEqual([])
      expect(COLLECTIONS.filter((slug) => canSeeCollection(slug, who))).toEqual([])
    }
  })
})

describe('no role list outside the role table', () => {
  const TABLE = 'cms/access/staff-permissions.ts'
  const files = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = `${dir}/${entry.name}`
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '.next' || entry.name === 'migrations' ? [] : files(rel)
      return /\.(ts|tsx)$/.test(entry.name) ? [rel] : []
    })
  // Generated types and the demo users (each holds its own roles, as data) are not role tables.
  const sources = files('cms').filter((file) => file !== TABLE && file !== 'cms/payload-types.ts' && !file.startsWith('cms/seed/'))
  const ROLE = `'(?:${ROLES.join('|')})'`
  const offences = (pattern: RegExp) =>
    sources.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    )

  it('finds the table itself (the check looks where it should)', () => {
    expect(readFileSync(path.join(root, TABLE), 'utf8')).toMatch(new RegExp(`\\[${ROLE}, ${ROLE}\\]`))
    expect(sources).toContain('cms/admin/screens.ts')
  })

  it('no other file in cms/ lists roles, passes a literal role list to checkRole, or names the reviewer role', () => {
    expect(offences(new RegExp(`\\[\\s*${ROLE}\\s*,\\s*${ROLE}`))).toEqual([])
    expect(offences(/checkRole\(\s*\[/)).toEqual([])
    expect(offences(/readonly Role\[\]>|Role\[\]\s*>\s*=\s*\{/)).toEqual([])
    expect(offences(/'kyc-reviewer'/)).toEqual([])
  })
})
