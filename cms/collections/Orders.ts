import type { CollectionConfig } from 'payload'

import { isAdmin, ownedBy } from '../access'

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'picked_up', 'cancelled'] as const

/** Created when an auction closes with a winner. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: { useAsTitle: 'payment_reference', group: 'Sales', defaultColumns: ['payment_reference', 'buyer', 'total', 'status'] },
  access: { read: ownedBy('buyer'), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'auction', type: 'relationship', relationTo: 'auctions', required: true, unique: true },
    { name: 'listing', type: 'relationship', relationTo: 'listings', required: true },
    { name: 'buyer', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'seller', type: 'relationship', relationTo: 'users' },
    { name: 'status', type: 'select', options: [...ORDER_STATUSES], defaultValue: 'awaiting_payment', index: true },
    { name: 'hammer_price', type: 'number', required: true },
    { name: 'buyer_fee', type: 'number', required: true },
    { name: 'vat_rate', type: 'number', required: true },
    { name: 'vat_amount', type: 'number', required: true },
    { name: 'total', type: 'number', required: true },
    { name: 'payment_reference', type: 'text', required: true, unique: true },
    {
      name: 'sepa_reference',
      type: 'text',
      admin: { description: 'Reference of the received SEPA transfer (from the bank statement), recorded when marked paid.' },
    },
    { name: 'paid_at', type: 'date' },
    { name: 'picked_up_at', type: 'date' },
    { name: 'cancel_reason', type: 'textarea' },
  ],
}
