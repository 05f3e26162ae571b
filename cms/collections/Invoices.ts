import type { CollectionConfig } from 'payload'

import { isAdmin, ownedBy } from '../access'

export const VAT_TREATMENTS = ['domestic', 'intra_community', 'export'] as const

/** Buyer invoices (the PDF is rendered on request from these figures). */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  admin: { useAsTitle: 'number', group: 'Sales', defaultColumns: ['number', 'buyer', 'total', 'issued_at'] },
  access: { read: ownedBy('buyer'), create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true },
    { name: 'buyer', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'hammer_price', type: 'number', required: true },
    { name: 'buyer_fee', type: 'number', required: true },
    { name: 'net_total', type: 'number', required: true },
    { name: 'vat_treatment', type: 'select', options: [...VAT_TREATMENTS], required: true },
    { name: 'vat_rate', type: 'number', required: true },
    { name: 'vat_amount', type: 'number', required: true },
    { name: 'total', type: 'number', required: true },
    { name: 'vat_note', type: 'text' },
    { name: 'buyer_vat_id', type: 'text' },
    { name: 'payment_reference', type: 'text', required: true },
    { name: 'issued_at', type: 'date', required: true },
    { name: 'due_at', type: 'date' },
  ],
}
