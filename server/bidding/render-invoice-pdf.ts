import PDFDocument from 'pdfkit'

import type { BiddingSettings } from './settings'

export type InvoiceForPdf = {
  number: string
  issued_at: string
  due_at?: string | null
  hammer_price: number
  buyer_fee: number
  net_total: number
  vat_rate: number
  vat_amount: number
  total: number
  vat_treatment: string
  vat_note?: string | null
  buyer_vat_id?: string | null
  payment_reference: string
  buyer: { email: string; name?: string | null }
  listing: { title: string }
}

const eur = (amount: number) => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(amount)

/** The buyer's invoice as a PDF (pdfkit), with SEPA transfer details from settings. */
export const renderInvoicePdf = (invoice: InvoiceForPdf, bank: BiddingSettings['bank'], buyerFeePct: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Invoice ${invoice.number}` } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)

    doc.fontSize(20).text('MachineryMarket GmbH').fontSize(10).text('Invoice / Rechnung').moveDown()
    doc.text(`Invoice number: ${invoice.number}`)
    doc.text(`Issued: ${invoice.issued_at.slice(0, 10)}${invoice.due_at ? `   Due: ${invoice.due_at.slice(0, 10)}` : ''}`)
    doc.text(`Buyer: ${invoice.buyer.name ? `${invoice.buyer.name}, ` : ''}${invoice.buyer.email}`)
    if (invoice.buyer_vat_id) doc.text(`Buyer VAT ID: ${invoice.buyer_vat_id}`)
    doc.moveDown().fontSize(12).text(invoice.listing.title).fontSize(10).moveDown(0.5)
    const rows: [string, number][] = [
      ['Hammer price', invoice.hammer_price],
      [`Buyer fee (${buyerFeePct}%)`, invoice.buyer_fee],
      ['Net total', invoice.net_total],
      [`VAT (${invoice.vat_rate}%)`, invoice.vat_amount],
      ['Total due', invoice.total],
    ]
    for (const [label, amount] of rows) doc.text(`${label}: ${eur(amount)}`)
    if (invoice.vat_note) doc.moveDown(0.5).text(invoice.vat_note)
    doc.moveDown().fontSize(12).text('Payment by SEPA bank transfer').fontSize(10)
    doc.text(`Account holder: ${bank.account_holder ?? ''}`)
    doc.text(`IBAN: ${bank.iban ?? ''}`)
    doc.text(`BIC: ${bank.bic ?? ''}${bank.bank_name ? ` (${bank.bank_name})` : ''}`)
    doc.text(`Payment reference: ${invoice.payment_reference}`)
    doc.end()
  })
