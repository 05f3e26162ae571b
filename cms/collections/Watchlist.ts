import type { CollectionConfig } from 'payload'

import { authenticated, isAdminField, ownedBy } from '../access'
import { setOwner } from '../hooks/setOwner'
import { forgetOnUnwatch, remindOnWatch } from '../reminders/watchlist-reminders'

export const Watchlist: CollectionConfig = {
  slug: 'watchlist',
  admin: { group: 'People', defaultColumns: ['user', 'auction', 'notify_email'] },
  access: {
    read: ownedBy('user'),
    create: authenticated,
    update: ownedBy('user'),
    delete: ownedBy('user'),
  },
  hooks: { beforeValidate: [setOwner('user')], afterChange: [remindOnWatch], afterDelete: [forgetOnUnwatch] },
  indexes: [{ fields: ['user', 'auction'], unique: true }],
  fields: [
    { name: 'user', label: { en: 'User', de: 'Benutzer' }, type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: isAdminField } },
    { name: 'listing', label: { en: 'Listing', de: 'Inserat' }, type: 'relationship', relationTo: 'listings', required: true },
    { name: 'auction', label: { en: 'Auction', de: 'Auktion' }, type: 'relationship', relationTo: 'auctions', required: true, index: true },
    { name: 'notify_email', label: { en: 'Email notifications', de: 'E-Mail-Benachrichtigungen' }, type: 'checkbox', defaultValue: true },
  ],
}
