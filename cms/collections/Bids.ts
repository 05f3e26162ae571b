import type { CollectionConfig } from 'payload'

import { isAdminField, nobody, ownedBy } from '../access'

/**
 * Accepted bids. Created only by the bidding service after every rule held; never updated or
 * deleted, so the history cannot be rewritten. Public history is served anonymised by the service.
 */
export const Bids: CollectionConfig = {
  slug: 'bids',
  admin: { group: 'Auctions', defaultColumns: ['auction', 'amount', 'bidder', 'is_highest', 'createdAt'] },
  access: {
    read: ownedBy('bidder'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    { name: 'auction', type: 'relationship', relationTo: 'auctions', required: true, index: true },
    { name: 'bidder', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'amount', type: 'number', required: true, min: 0 },
    { name: 'is_highest', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'max_amount',
      type: 'number',
      access: { read: isAdminField },
      admin: { description: 'Proxy bidding ceiling (when enabled in settings).' },
    },
    { name: 'is_proxy', type: 'checkbox', defaultValue: false },
  ],
}
