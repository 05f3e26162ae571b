import type { CollectionConfig } from 'payload'

import { anyone, isAdmin, isAdminField } from '../access'
import { AUCTION_STATUSES } from '../../server/domain/catalog'
import { PLATFORM_DEFAULTS } from '../../server/domain/defaults'
import { toOptions } from '../fields/options'

/**
 * Timed auctions. Prices and counters change only through the bidding service (which writes
 * with a conditional update on `version`); staff create, extend and cancel.
 */
export const Auctions: CollectionConfig = {
  slug: 'auctions',
  admin: {
    group: 'Auctions',
    defaultColumns: ['listing', 'status', 'current_price', 'bid_count', 'end_time'],
  },
  access: {
    // Public data; the site masks prices for visitors on the server side.
    read: anyone,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'listing', type: 'relationship', relationTo: 'listings', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      options: toOptions(AUCTION_STATUSES),
      defaultValue: 'SCHEDULED',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        { name: 'start_time', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'end_time', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'start_price', type: 'number', min: 0, required: true },
        { name: 'current_price', type: 'number', min: 0, index: true },
        { name: 'bid_increment', type: 'number', min: 1, admin: { description: 'Empty: the increment table in settings applies.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bid_count', type: 'number', defaultValue: 0, min: 0 },
        {
          name: 'anti_sniping_window_secs',
          type: 'number',
          defaultValue: PLATFORM_DEFAULTS.antiSnipingWindowSecs,
          min: 0,
        },
      ],
    },
    { name: 'reserve_met', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    {
      name: 'winner',
      type: 'relationship',
      relationTo: 'users',
      access: { read: isAdminField },
      admin: { readOnly: true },
    },
    { name: 'closed_at', type: 'date', admin: { readOnly: true } },
    { name: 'cancel_reason', type: 'textarea' },
    {
      name: 'version',
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true, description: 'Bumped on every accepted bid (optimistic concurrency).' },
    },
  ],
}
