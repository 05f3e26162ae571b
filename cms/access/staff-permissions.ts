/**
 * THE staff role table: the staff roles, and which of them may see or do what in the
 * API, the admin navigation, the admin screens and the staff operations. Every role check in
 * cms/ reads this file (through the helpers in ./roles.ts); no other file lists roles
 * (tests/unit/staff-permissions.test.ts fails if one does).
 *
 * Each permission names a group, and a group is the list of roles that hold it, so "who may do X"
 * is one lookup and a new role is added in one place.
 */

/** Every staff role a user may hold (the `roles` field of users offers exactly these). */
export const ROLES = ['admin', 'editor', 'kyc-reviewer'] as const
export type Role = (typeof ROLES)[number]

/** Each role's name in the admin, in English and German (the users' `roles` field shows these). */
export const ROLE_LABELS: Record<Role, { en: string; de: string }> = {
  admin: { en: 'Administrator', de: 'Administrator' },
  editor: { en: 'Editor', de: 'Redakteur' },
  'kyc-reviewer': { en: 'KYC reviewer', de: 'KYC-Prüfer' },
}

/** The groups every permission below is given to. */
export const ROLE_GROUPS = {
  /** Any staff member: may use the admin, reads every auction, may set a document's owner. */
  staff: ROLES,
  /** Content: listings (content and status), media, pages and FAQ; sees drafts. */
  content: ['admin', 'editor'],
  /** Business verification: KYC records and documents, reads every user. */
  verification: ['admin', 'kyc-reviewer'],
  /** Running the platform: auctions, orders, settings, emails, commission, changing users, deleting. */
  admin: ['admin'],
} as const satisfies Record<string, readonly Role[]>
export type RoleGroup = keyof typeof ROLE_GROUPS

export const STAFF_PERMISSIONS = {
  /**
   * Collections shown in the admin navigation (and reachable by URL) per group; collections not
   * listed are for the `admin` group. Presentation only: the collections' access rules (which name
   * the same groups) decide what the API allows.
   */
  collections: {
    users: 'verification',
    listings: 'content',
    media: 'content',
    pages: 'content',
    faqs: 'content',
    kyc: 'verification',
    'kyc-documents': 'verification',
  },
  /** Globals shown in the admin navigation. */
  globals: {
    settings: 'admin',
  },
  /** Sections of the admin (cms/admin/screens.ts): the navigation and the server gate of each screen. */
  sections: {
    overview: 'staff',
    commission: 'admin',
    users: 'verification',
    kyc: 'verification',
    'kyc-decisions': 'verification',
    listings: 'content',
    'listings-new': 'content',
    auctions: 'admin',
    'auctions-new': 'admin',
    orders: 'admin',
    emails: 'admin',
    'emails-test': 'admin',
    settings: 'admin',
  },
  /** Staff operations under /api/ops/… (cms/ops/*) and the operations screens that show them. */
  ops: {
    kyc: 'verification',
    listings: 'content',
    auctions: 'admin',
    orders: 'admin',
    users: 'admin',
  },
} as const satisfies {
  collections: Record<string, RoleGroup>
  globals: Record<string, RoleGroup>
  sections: Record<string, RoleGroup>
  ops: Record<string, RoleGroup>
}

/** Collections not named in `STAFF_PERMISSIONS.collections` are shown to this group. */
export const DEFAULT_COLLECTION_GROUP: RoleGroup = 'admin'

export type AdminSectionKey = keyof typeof STAFF_PERMISSIONS.sections
export type OpsArea = keyof typeof STAFF_PERMISSIONS.ops
