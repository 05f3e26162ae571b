import type { Config, Plugin } from 'payload'

import { canSeeCollection } from '../access/roles'

/**
 * Which staff see a collection in the admin: the `collections` part of the role table
 * (cms/access/staff-permissions.ts: admin everything; editor pages, FAQ and listings
 * content; kyc-reviewer KYC and users). A hidden collection is neither in the navigation nor
 * reachable by URL (Payload answers not found, which the admin turns into the overview). This is
 * presentation only: the access rules decide what the API allows.
 */
export const adminVisibilityPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    admin: {
      ...collection.admin,
      hidden: ({ user }) => !canSeeCollection(collection.slug, user),
    },
  })),
})
