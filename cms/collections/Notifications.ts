import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, ownedBy } from '../access'

/** In-app notifications; a user reads theirs and may only mark them read. */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { useAsTitle: 'title', group: 'People', defaultColumns: ['user', 'type', 'title', 'read_at'] },
  access: { read: ownedBy('user'), create: isAdmin, update: ownedBy('user'), delete: isAdmin },
  fields: [
    { name: 'user', label: { en: 'User', de: 'Benutzer' }, type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: isAdminField } },
    {
      name: 'type',
      label: { en: 'Type', de: 'Art' },
      type: 'select',
      options: [{ value: 'outbid', label: { en: 'Outbid', de: 'Überboten' } }, { value: 'won', label: { en: 'Auction won', de: 'Auktion gewonnen' } }, { value: 'watchlist_bid', label: { en: 'Bid on a watched auction', de: 'Gebot auf beobachtete Auktion' } }, { value: 'kyc', label: { en: 'Business verification', de: 'Unternehmensprüfung' } }, { value: 'auction_ended', label: { en: 'Auction ended', de: 'Auktion beendet' } }, { value: 'saved_search', label: { en: 'Saved search match', de: 'Treffer einer gespeicherten Suche' } }, { value: 'reminder', label: { en: 'Auction ending soon', de: 'Auktion endet bald' } }, { value: 'system', label: { en: 'System', de: 'System' } }],
      required: true,
      access: { update: isAdminField },
    },
    { name: 'title', label: { en: 'Title', de: 'Titel' }, type: 'text', required: true, access: { update: isAdminField } },
    { name: 'body', label: { en: 'Text', de: 'Text' }, type: 'textarea', access: { update: isAdminField } },
    { name: 'link', label: { en: 'Link', de: 'Link' }, type: 'text', access: { update: isAdminField } },
    { name: 'read_at', label: { en: 'Read at', de: 'Gelesen am' }, type: 'date' },
  ],
}
