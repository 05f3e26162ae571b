import type { Access, CollectionConfig } from 'payload'

import { canSeePrices, type PriceViewer } from '@core/domain/price-visibility'
import { isAdmin, isAdminField, ownedBy } from '../access'

/**
 * Messages that carry someone's bid amount (outbid, a bid on a watched auction) or an end time
 * (a reminder, sent a set time before the end). Not sent to a user who may not see prices, and kept
 * from them if their account can no longer see prices (an email changed and not yet confirmed).
 */
const PRICE_MESSAGE_TYPES = ['outbid', 'watchlist_bid', 'reminder']
const ownReadable: Access = async (args) => {
  const own = await ownedBy('user')(args)
  if (typeof own === 'boolean' || canSeePrices(args.req.user as PriceViewer)) return own
  return { and: [own, { type: { not_in: PRICE_MESSAGE_TYPES } }] }
}

/** In-app notifications; a user reads theirs and may only mark them read. */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { useAsTitle: 'title', group: 'People', defaultColumns: ['user', 'type', 'title', 'read_at'] },
  access: { read: ownReadable, create: isAdmin, update: ownedBy('user'), delete: isAdmin },
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
