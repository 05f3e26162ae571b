import type { CollectionConfig } from 'payload'

import { ORDER_STATES } from '@core/domain/backoffice/order-status'
import { isAdmin, nobody, onlyByAction, ORDER_ACTION, ownedBy } from '../access'
import { toOptions, type Bilingual } from '../fields/options'

export const ORDER_STATUSES = ORDER_STATES

const ORDER_STATUS_LABELS: Record<(typeof ORDER_STATUSES)[number], Bilingual> = {
  awaiting_payment: { en: 'Awaiting payment', de: 'Zahlung ausstehend' },
  paid: { en: 'Paid', de: 'Bezahlt' },
  picked_up: { en: 'Picked up', de: 'Abgeholt' },
  cancelled: { en: 'Cancelled', de: 'Storniert' },
}

/**
 * An order's status, payment, cancellation and amounts change only through its own actions
 * (cms/ops/change-order-status.ts: mark paid from a bank reference, release for collection, cancel
 * with a reason; cms/ops/match-payments.ts: a confirmed bank statement), each with its
 * confirmation, its order event and its audit entry. A PATCH through REST or GraphQL, or a save in
 * Payload's edit view, leaves them as they are, for admins too (the edit view shows them read-only).
 */
const actionOnly = { update: onlyByAction(ORDER_ACTION) }

/** Created when an auction closes with a winner (server/invoicing/settle-sale.ts), never by hand. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: { useAsTitle: 'payment_reference', group: 'Sales', defaultColumns: ['payment_reference', 'buyer', 'total', 'status'] },
  access: { read: ownedBy('buyer'), create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'auction', access: actionOnly, label: { en: 'Auction', de: 'Auktion' }, type: 'relationship', relationTo: 'auctions', required: true, unique: true },
    { name: 'listing', access: actionOnly, label: { en: 'Listing', de: 'Inserat' }, type: 'relationship', relationTo: 'listings', required: true },
    { name: 'buyer', access: actionOnly, label: { en: 'Buyer', de: 'Käufer' }, type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'seller', label: { en: 'Seller', de: 'Verkäufer' }, type: 'relationship', relationTo: 'users' },
    {
      name: 'status',
      access: actionOnly,
      label: { en: 'Status', de: 'Status' },
      type: 'select',
      options: toOptions(ORDER_STATUSES, ORDER_STATUS_LABELS),
      defaultValue: 'awaiting_payment',
      index: true,
      admin: { components: { Cell: '/admin/components/StatusCell#OrderStatusCell' } },
    },
    { name: 'hammer_price', access: actionOnly, label: { en: 'Hammer price (€)', de: 'Zuschlagspreis (€)' }, type: 'number', required: true },
    { name: 'buyer_fee', access: actionOnly, label: { en: 'Buyer fee (€)', de: 'Käufergebühr (€)' }, type: 'number', required: true },
    { name: 'vat_rate', access: actionOnly, label: { en: 'VAT rate (%)', de: 'USt.-Satz (%)' }, type: 'number', required: true },
    { name: 'vat_amount', access: actionOnly, label: { en: 'VAT amount (€)', de: 'USt.-Betrag (€)' }, type: 'number', required: true },
    { name: 'total', access: actionOnly, label: { en: 'Total (€)', de: 'Gesamtbetrag (€)' }, type: 'number', required: true },
    { name: 'payment_reference', access: actionOnly, label: { en: 'Payment reference', de: 'Verwendungszweck' }, type: 'text', required: true, unique: true },
    {
      name: 'sepa_reference',
      access: actionOnly,
      label: { en: 'SEPA transfer reference', de: 'SEPA-Überweisungsreferenz' },
      type: 'text',
      admin: { description: { en: 'Reference of the received SEPA transfer (from the bank statement), recorded when marked paid.', de: 'Referenz der eingegangenen SEPA-Überweisung (vom Kontoauszug), erfasst beim Markieren als bezahlt.' } },
    },
    { name: 'paid_at', access: actionOnly, label: { en: 'Paid on', de: 'Bezahlt am' }, type: 'date' },
    { name: 'picked_up_at', access: actionOnly, label: { en: 'Picked up on', de: 'Abgeholt am' }, type: 'date' },
    { name: 'cancel_reason', access: actionOnly, label: { en: 'Reason for cancellation', de: 'Grund der Stornierung' }, type: 'textarea' },
    { name: 'cancelled_at', access: actionOnly, label: { en: 'Cancelled on', de: 'Storniert am' }, type: 'date' },
    { name: 'cancelled_by', access: actionOnly, label: { en: 'Cancelled by', de: 'Storniert von' }, type: 'relationship', relationTo: 'users' },
  ],
}
