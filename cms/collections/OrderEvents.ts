import type { CollectionConfig } from 'payload'

import { ORDER_EVENT_TYPES } from '@core/domain/backoffice/order-status'
import { isAdmin, nobody } from '../access'
import { toOptions, type Bilingual } from '../fields/options'

const EVENT_LABELS: Record<(typeof ORDER_EVENT_TYPES)[number], Bilingual> = {
  won: { en: 'Won', de: 'Zuschlag' },
  invoiced: { en: 'Invoiced', de: 'Rechnung gestellt' },
  reminded: { en: 'Payment reminder sent', de: 'Zahlungserinnerung gesendet' },
  partial_payment: { en: 'Partial payment', de: 'Teilzahlung' },
  paid: { en: 'Paid', de: 'Bezahlt' },
  released: { en: 'Released for collection', de: 'Zur Abholung freigegeben' },
  cancelled: { en: 'Cancelled', de: 'Storniert' },
  daily_summary: { en: 'Daily summary sent', de: 'Tageszusammenfassung gesendet' },
}

/**
 * What happened to an order, one row per event (won, invoiced, reminded, partial payment, paid,
 * released for collection, cancelled): the order page's timeline. `key` is unique and is the
 * claim of things that must happen once: `payment:<bank transaction id>` (a statement confirmed
 * twice books once), `dunning:<order>:<stage>` (claimed before the reminder is sent, so a crash
 * never sends it twice) and `summary:<day>:<admin>` (the daily summary, no order). Written by the
 * server only (`overrideAccess`); admins read.
 */
export const OrderEvents: CollectionConfig = {
  slug: 'order-events',
  admin: { group: 'Sales', useAsTitle: 'key', defaultColumns: ['at', 'order', 'type', 'actor_email', 'amount'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-at',
  fields: [
    { name: 'order', label: { en: 'Order', de: 'Bestellung' }, type: 'relationship', relationTo: 'orders', index: true },
    { name: 'type', label: { en: 'Event', de: 'Ereignis' }, type: 'select', options: toOptions(ORDER_EVENT_TYPES, EVENT_LABELS), required: true, index: true },
    { name: 'key', label: { en: 'Key', de: 'Schlüssel' }, type: 'text', required: true, unique: true },
    { name: 'at', label: { en: 'When', de: 'Wann' }, type: 'date', required: true, index: true },
    { name: 'actor', label: { en: 'By', de: 'Durch' }, type: 'relationship', relationTo: 'users' },
    { name: 'actor_email', label: { en: 'Email of the person', de: 'E-Mail der Person' }, type: 'text' },
    { name: 'amount', label: { en: 'Amount (€)', de: 'Betrag (€)' }, type: 'number' },
    { name: 'bank_reference', label: { en: 'Bank reference', de: 'Bankreferenz' }, type: 'text' },
    { name: 'note', label: { en: 'Note', de: 'Notiz' }, type: 'textarea' },
    { name: 'stage', label: { en: 'Reminder stage', de: 'Mahnstufe' }, type: 'number' },
  ],
}
