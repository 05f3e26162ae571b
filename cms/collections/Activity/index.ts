import type { CollectionConfig } from 'payload'

import { isAdmin, nobody, ownedBy } from '../../access'

export const ACTIVITY_TYPES = [
  'sign_in',
  'bid_placed',
  'kyc_submitted',
  'kyc_approved',
  'kyc_rejected',
  'password_changed',
  'signed_out_everywhere',
] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

export const SIGN_IN_METHODS = ['password', 'google', 'apple'] as const

/**
 * What happened on an account (sign-ins, bids, KYC events), shown to its owner on
 * /dashboard/activity. Written only by our own server code (hooks and the service with
 * overrideAccess); nobody can create or change an entry through the API, so the owner's view is
 * a record they cannot forge. Admins may delete (e.g. on an erasure request).
 */
export const Activity: CollectionConfig = {
  slug: 'activity',
  admin: { group: 'People', useAsTitle: 'type', defaultColumns: ['user', 'type', 'method', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: ownedBy('user'), create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'type', type: 'select', options: [...ACTIVITY_TYPES], required: true, index: true },
    { name: 'method', type: 'select', options: [...SIGN_IN_METHODS], admin: { description: 'How the user signed in.' } },
    { name: 'auction', type: 'relationship', relationTo: 'auctions' },
    { name: 'amount', type: 'number' },
    { name: 'ip', type: 'text' },
    { name: 'user_agent', type: 'text' },
  ],
}
