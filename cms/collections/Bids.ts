import type { CollectionConfig } from 'payload'

import { isAdminField, nobody, ownedBy, seesPricesField } from '../access'

/**
 * Accepted bids. Created only by the bidding service after every rule held; never updated or
 * deleted, so the history cannot be rewritten. Public history is served anonymised by the service.
 */
export const Bids: CollectionConfig = {
  slug: 'bids',
  admin: { group: 'Auctions', defaultColumns: ['auction', 'amount', 'bidder', 'is_highest', 'createdAt'] },
  // A buyer's leading bids, which the bidding limit sums inside every acceptance of a buyer with a
  // limit (server/storage/sqlite-bid-store.ts, limitCheck): two equalities, so the planner takes
  // this over the single-column is_highest index, which holds every auction's highest bid.
  indexes: [{ fields: ['bidder', 'is_highest'] }],
  access: {
    read: ownedBy('bidder'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    { name: 'auction', label: { en: 'Auction', de: 'Auktion' }, type: 'relationship', relationTo: 'auctions', required: true, index: true },
    { name: 'bidder', label: { en: 'Bidder', de: 'Bieter' }, type: 'relationship', relationTo: 'users', required: true, index: true },
    // A bidder whose email is unconfirmed again reads their bids without amounts or standing (it flips when a rival bids).
    { name: 'amount', label: { en: 'Amount (€)', de: 'Betrag (€)' }, type: 'number', required: true, min: 0, access: { read: seesPricesField } },
    { name: 'is_highest', label: { en: 'Highest bid', de: 'Höchstgebot' }, type: 'checkbox', defaultValue: true, index: true, access: { read: seesPricesField } },
    {
      name: 'max_amount',
      label: { en: 'Maximum bid (€)', de: 'Maximalgebot (€)' },
      type: 'number',
      access: { read: isAdminField },
      admin: { description: { en: 'The most the bidder lets the proxy bid for them, in euros (only when proxy bidding is on in the settings).', de: 'Der Höchstbetrag in Euro, bis zu dem der Bietagent für den Bieter bietet (nur wenn der Bietagent in den Einstellungen eingeschaltet ist).' } },
    },
    { name: 'is_proxy', label: { en: 'Placed by proxy bidding', de: 'Vom Bietagenten abgegeben' }, type: 'checkbox', defaultValue: false },
  ],
}
