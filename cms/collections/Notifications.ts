import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, ownedBy } from '../access'

/** In-app notifications; a user reads theirs and may only mark them read. */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { useAsTitle: 'title', group: 'People', defaultColumns: ['user', 'type', 'title', 'read_at'] },
  access: { read: ownedBy('user'), create: isAdmin, update: ownedBy('user'), delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: isAdminField } },
    { name: 'type', type: 'select', options: ['outbid', 'won', 'watchlist_bid', 'kyc', 'auction_ended', 'system'], required: true, access: { update: isAdminField } },
    { name: 'title', type: 'text', required: true, access: { update: isAdminField } },
    { name: 'body', type: 'textarea', access: { update: isAdminField } },
    { name: 'link', type: 'text', access: { update: isAdminField } },
    { name: 'read_at', type: 'date' },
  ],
}
