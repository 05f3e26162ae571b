import type { Payload } from 'payload'

import type { Invoice } from '../../cms/payload-types'
import { issueNumbered, yearIn } from './invoice-numbers'
import type { InvoiceDocument } from './render-invoice-pdf'

export class CreditNoteRefused extends Error {
  constructor(
    readonly code: 'not_an_invoice' | 'already_credited' | 'not_issued',
    message: string,
  ) {
    super(message)
  }
}

/**
 * A correction of an issued invoice: a credit note with its own number (CN-YYYY-NNNNNN) that
 * reverses the invoice in full and refers to it, rendered from a copy of the invoice's snapshot.
 * The invoice itself stays as issued. One credit note per invoice.
 */
export const issueCreditNote = async (payload: Payload, input: { invoice: Invoice; reason: string; timeZone: string; at?: Date }) => {
  const { invoice, reason } = input
  const at = input.at ?? new Date()
  if (invoice.kind === 'credit_note') throw new CreditNoteRefused('not_an_invoice', 'A credit note cannot be credited again.')
  const original = invoice.snapshot as InvoiceDocument | null | undefined
  if (!original) throw new CreditNoteRefused('not_issued', 'This invoice was issued before invoices kept their snapshot; correct it by hand.')
  const earlier = await payload.count({ collection: 'invoices', where: { corrects: { equals: invoice.id } }, overrideAccess: true })
  if (earlier.totalDocs > 0) throw new CreditNoteRefused('already_credited', `Invoice ${invoice.number} already has a credit note.`)
  const idOf = (value: unknown) => (typeof value === 'object' && value ? (value as { id: number }).id : (value as number))
  return issueNumbered(payload, { kind: 'credit_note', year: yearIn(at, input.timeZone) }, (numbered) => {
    const snapshot: InvoiceDocument = {
      ...original,
      kind: 'credit_note',
      number: numbered.number,
      issued_at: at.toISOString(),
      due_at: null,
      corrects: { number: invoice.number, issued_at: invoice.issued_at },
      reason,
    }
    return payload.create({
      collection: 'invoices',
      data: {
        ...numbered,
        kind: 'credit_note',
        corrects: invoice.id,
        credit_reason: reason,
        order: idOf(invoice.order),
        buyer: idOf(invoice.buyer),
        hammer_price: invoice.hammer_price,
        buyer_fee: invoice.buyer_fee,
        buyer_fee_pct: invoice.buyer_fee_pct,
        net_total: invoice.net_total,
        vat_treatment: invoice.vat_treatment,
        vat_rate: invoice.vat_rate,
        vat_amount: invoice.vat_amount,
        total: invoice.total,
        vat_note: invoice.vat_note,
        buyer_vat_id: invoice.buyer_vat_id,
        payment_reference: invoice.payment_reference,
        issued_at: snapshot.issued_at,
        billed_to: invoice.billed_to,
        snapshot,
      },
      overrideAccess: true,
    })
  })
}
