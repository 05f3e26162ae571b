import type { Config, Plugin } from 'payload'

import { checkRole, type Role } from '../access/roles'

/**
 * Which staff roles see a collection in the admin (issue #8: admin everything; editor pages, FAQ
 * and listings content; kyc-reviewer KYC and users). A hidden collection is neither in the
 * navigation nor reachable by URL (Payload answers not found, which the admin turns into the
 * overview). This is presentation only: the access rules decide what the API allows.
 */
export const ADMIN_COLLECTION_ROLES: Record<string, readonly Role[]> = {
  users: ['admin', 'kyc-reviewer'],
  listings: ['admin', 'editor'],
  media: ['admin', 'editor'],
  pages: ['admin', 'editor'],
  faqs: ['admin', 'editor'],
  kyc: ['admin', 'kyc-reviewer'],
  'kyc-documents': ['admin', 'kyc-reviewer'],
}

/** Collections not listed above are for admins only. */
const rolesFor = (slug: string): readonly Role[] => ADMIN_COLLECTION_ROLES[slug] ?? ['admin']

export const adminVisibilityPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    admin: {
      ...collection.admin,
      hidden: ({ user }) => !checkRole(rolesFor(collection.slug), user as never),
    },
  })),
})
