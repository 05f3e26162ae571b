import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { nobody, nobodyField, ownedBy } from '../access'
import { toOptions, type Bilingual } from '../fields/options'

export const VAT_TREATMENTS = ['domestic', 'intra_community', 'export'] as const

const VAT_TREATMENT_LABELS: Record<(typeof VAT_TREATMENTS)[number], Bilingual> = {
  domestic: { en: 'Domestic (VAT charged)', de: 'Inland (mit Umsatzsteuer)' },
  intra_community: { en: 'Intra-community supply (reverse charge)', de: 'Innergemeinschaftliche Lieferung (Reverse Charge)' },
  export: { en: 'Export outside the EU', de: 'Ausfuhr außerhalb der EU' },
}

/** As issued: written by the system when it issues the invoice, never through any API (admins included). */
const asIssued = { create: nobodyField, update: nobodyField }

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const

/**
 * GoBD: an issued invoice never changes. Once it holds its snapshot, no write reaches it, not even
 * the system's own (overrideAccess); a correction is a credit note, a document of its own.
 */
export const refuseChangesToIssued: CollectionBeforeChangeHook = ({ operation, originalDoc }) => {
  if (operation === 'update' && originalDoc?.snapshot) {
    throw new APIError('An issued invoice cannot be changed. Issue a credit note to correct it.', 403, null, true)
  }
}

/**
 * Buyer invoices and credit notes. Issued by the system only (server/invoicing): every figure,
 * party and the lot are kept in `snapshot`, from which the PDF and the e-invoice are rendered.
 * Nobody creates, edits or deletes one through an API, admins included.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  admin: { useAsTitle: 'number', group: 'Sales', defaultColumns: ['number', 'kind', 'buyer', 'total', 'issued_at'] },
  access: { read: ownedBy('buyer'), create: nobody, update: nobody, delete: nobody },
  hooks: { beforeChange: [refuseChangesToIssued] },
  fields: [
    // The correction: a credit note, issued from here by an admin (cms/admin/fields/CreditNoteField.tsx).
    { name: 'credit_note_action', type: 'ui', admin: { components: { Field: '/admin/fields/CreditNoteField#CreditNoteField' } } },
    { name: 'number', label: { en: 'Invoice number', de: 'Rechnungsnummer' }, type: 'text', required: true, unique: true },
    {
      name: 'kind',
      label: { en: 'Document', de: 'Beleg' },
      type: 'select',
      defaultValue: 'invoice',
      options: toOptions(INVOICE_KINDS, { invoice: { en: 'Invoice', de: 'Rechnung' }, credit_note: { en: 'Credit note', de: 'Rechnungskorrektur (Storno)' } }),
      access: asIssued,
      admin: { readOnly: true },
    },
    { name: 'corrects', label: { en: 'Corrects invoice', de: 'Korrigiert Rechnung' }, type: 'relationship', relationTo: 'invoices', access: asIssued, admin: { readOnly: true } },
    { name: 'credit_reason', label: { en: 'Reason for the credit note', de: 'Grund der Korrektur' }, type: 'text', access: asIssued, admin: { readOnly: true } },
    // The number's place in its series (kind and year): the next one is the highest plus one.
    { name: 'series_year', type: 'number', index: true, access: asIssued, admin: { hidden: true } },
    { name: 'sequence', type: 'number', access: asIssued, admin: { hidden: true } },
    {
      // Everything printed, as issued (server/invoicing/invoice-snapshot.ts).
      name: 'snapshot',
      label: { en: 'As issued', de: 'Wie ausgestellt' },
      type: 'json',
      access: asIssued,
      admin: { readOnly: true },
    },
    { name: 'order', label: { en: 'Order', de: 'Bestellung' }, type: 'relationship', relationTo: 'orders', required: true },
    { name: 'buyer', label: { en: 'Buyer', de: 'Käufer' }, type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'hammer_price', label: { en: 'Hammer price (€)', de: 'Zuschlagspreis (€)' }, type: 'number', required: true },
    { name: 'buyer_fee', label: { en: 'Buyer fee (€)', de: 'Käufergebühr (€)' }, type: 'number', required: true },
    {
      // The fee rate in force when the invoice was issued: a later change of the setting never changes it.
      name: 'buyer_fee_pct',
      label: { en: 'Buyer fee (%)', de: 'Käufergebühr (%)' },
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      access: asIssued,
      admin: { readOnly: true },
    },
    { name: 'net_total', label: { en: 'Net total (€)', de: 'Nettosumme (€)' }, type: 'number', required: true },
    {
      name: 'vat_treatment',
      label: { en: 'VAT treatment', de: 'Umsatzsteuerliche Behandlung' },
      type: 'select',
      options: toOptions(VAT_TREATMENTS, VAT_TREATMENT_LABELS),
      required: true,
      // The VAT case as issued (core/domain/invoice-amounts.ts, from the buyer's approved KYC then).
      access: asIssued,
      admin: { readOnly: true },
    },
    { name: 'vat_rate', label: { en: 'VAT rate (%)', de: 'USt.-Satz (%)' }, type: 'number', required: true },
    { name: 'vat_amount', label: { en: 'VAT amount (€)', de: 'USt.-Betrag (€)' }, type: 'number', required: true },
    { name: 'total', label: { en: 'Total (€)', de: 'Gesamtbetrag (€)' }, type: 'number', required: true },
    { name: 'vat_note', label: { en: 'VAT note', de: 'USt.-Hinweis' }, type: 'text' },
    { name: 'buyer_vat_id', label: { en: 'Buyer\'s VAT ID', de: 'USt-IdNr. des Käufers' }, type: 'text' },
    { name: 'payment_reference', label: { en: 'Payment reference', de: 'Verwendungszweck' }, type: 'text', required: true },
    { name: 'issued_at', label: { en: 'Issued on', de: 'Ausgestellt am' }, type: 'date', required: true },
    { name: 'due_at', label: { en: 'Due on', de: 'Fällig am' }, type: 'date' },
    {
      // The recipient as issued, kept when the buyer's account is erased (an invoice is kept ten
      // years as issued, §147 AO / §14b UStG; cms/ops/erase-account.ts). Empty: the PDF reads the
      // buyer's approved KYC record.
      name: 'billed_to',
      label: { en: 'Billed to (as issued)', de: 'Rechnungsempfänger (wie ausgestellt)' },
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'company', label: { en: 'Company', de: 'Firma' }, type: 'text' },
        { name: 'contact', label: { en: 'Contact person', de: 'Ansprechpartner' }, type: 'text' },
        { name: 'street', label: { en: 'Street and number', de: 'Straße und Hausnummer' }, type: 'text' },
        { name: 'postal_code', label: { en: 'Postal code', de: 'Postleitzahl' }, type: 'text' },
        { name: 'city', label: { en: 'City', de: 'Ort' }, type: 'text' },
        { name: 'country', label: { en: 'Country', de: 'Land' }, type: 'text' },
      ],
    },
  ],
}
