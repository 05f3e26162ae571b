import { type Request, type Response, Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { isErased } from '@core/domain/erasure'
import type { VatTreatment } from '@core/domain/invoice-amounts'
import type { Auction, Invoice, Listing, Order, User } from '../../cms/payload-types'
import type { SessionUser } from '../auth/resolve-user'
import { inGroup } from '../../cms/access/roles'
import { facturXPdf, xrechnungXml } from '../invoicing/e-invoice'
import { CreditNoteRefused, issueCreditNote } from '../invoicing/issue-credit-note'
import { type InvoiceDocument, renderInvoicePdf } from '../invoicing/render-invoice-pdf'
import type { Settings } from '@core/settings'
import type { SettingsSource } from '../settings/settings'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'
import { approvedKycOf } from '../storage/kyc'

export const ZParams = z.object({ id: z.coerce.number().int().positive() })

const asDoc = <T extends { id: number }>(value: unknown): T | null => (value && typeof value === 'object' ? (value as T) : null)
const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : (asDoc<{ id: number }>(value)?.id ?? null))

/**
 * For invoices issued before snapshots (new ones print `snapshot`, invoice-snapshot.ts):
 * everything the invoice prints, from the invoice, its order, auction and listing, the buyer's and
 * the seller's approved verification and the platform's settings. Read after the access check.
 */
export const invoiceDocument = async (payload: Payload, invoice: Invoice, settings: Settings): Promise<InvoiceDocument> => {
  const order = asDoc<Order>(invoice.order)
  // The lot, read with the system's access: a sold listing may be out of the buyer's reach.
  const listingId = idOf(order?.listing)
  const listing = asDoc<Listing>(order?.listing) ?? (listingId != null ? await payload.findByID({ collection: 'listings', id: listingId, depth: 0, overrideAccess: true }).catch(() => null) : null)
  const auctionId = idOf(order?.auction)
  const auction = auctionId != null ? asDoc<Auction>(await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, overrideAccess: true }).catch(() => null)) : null
  const buyerId = idOf(invoice.buyer)
  const buyer = asDoc<User>(invoice.buyer) ?? (buyerId != null ? await payload.findByID({ collection: 'users', id: buyerId, depth: 0, overrideAccess: true }) : null)
  const sellerId = idOf(order?.seller ?? listing?.seller)
  const [buyerKyc, sellerKyc] = await Promise.all([approvedKycOf(payload, buyerId), approvedKycOf(payload, sellerId)])
  const seller = asDoc<User>(order?.seller)
  const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '')
  const company = settings.company
  const billed = invoice.billed_to
  return {
    kind: 'invoice',
    locale: buyer?.language === 'de' ? 'de' : 'en',
    time_zone: settings.timeZone,
    number: invoice.number,
    issued_at: invoice.issued_at,
    due_at: invoice.due_at,
    payment_reference: invoice.payment_reference,
    amounts: {
      hammer_price: invoice.hammer_price,
      buyer_fee: invoice.buyer_fee,
      // As issued (a later change of the setting leaves the invoice as it was).
      buyer_fee_pct: invoice.buyer_fee_pct,
      net_total: invoice.net_total,
      vat_treatment: invoice.vat_treatment as VatTreatment,
      vat_rate: invoice.vat_rate,
      vat_amount: invoice.vat_amount,
      total: invoice.total,
    },
    platform: {
      legal_name: company.legal_name || settings.bank.account_holder || 'MachineryMarket GmbH',
      street: company.street,
      postal_code: company.postal_code,
      city: company.city,
      country: company.country,
      vat_id: company.vat_id,
      register_court: company.register_court,
      register_number: company.register_number,
      managing_directors: company.managing_directors,
      email: company.email,
      phone: settings.supportPhone,
      website: publicUrl.replace(/^https?:\/\//, ''),
    },
    bank: settings.bank,
    // The recipient as issued when the invoice holds it (kept after an account's erasure), else the buyer's approved KYC.
    buyer: billed?.company
      ? {
          company: billed.company,
          contact: billed.contact ?? null,
          street: billed.street ?? undefined,
          postal_code: billed.postal_code ?? undefined,
          city: billed.city ?? undefined,
          country: billed.country ?? undefined,
          vat_id: invoice.buyer_vat_id,
          email: isErased(buyer?.email) ? '' : (buyer?.email ?? ''),
          customer_number: buyerId != null ? `K-${String(buyerId).padStart(6, '0')}` : '—',
        }
      : {
      company: buyerKyc?.company_name ?? buyer?.name,
      contact: buyerKyc?.contact_person ?? null,
      street: buyerKyc?.business_address?.street,
      postal_code: buyerKyc?.business_address?.postal_code,
      city: buyerKyc?.business_address?.city,
      country: buyerKyc?.country,
      vat_id: invoice.buyer_vat_id ?? buyerKyc?.vat_id,
      email: buyer?.email ?? '',
      customer_number: buyerId != null ? `K-${String(buyerId).padStart(6, '0')}` : '—',
    },
    seller: sellerKyc?.company_name ?? seller?.name ?? null,
    lot: {
      title: listing?.title ?? '',
      brand: listing?.brand,
      model: listing?.model,
      year: listing?.year,
      hours: listing?.hours,
      serial_number: listing?.serial_number,
      location: listing ? [listing.location_city, listing.location_country].filter(Boolean).join(', ') : null,
      auction_number: auctionId != null ? String(auctionId).padStart(6, '0') : '—',
      ended_at: auction?.closed_at ?? auction?.end_time ?? null,
    },
  }
}

/** What a download renders: the snapshot stored at issue, or (invoices issued before snapshots) the live read. */
export const documentOf = async (payload: Payload, invoice: Invoice, settings: Settings): Promise<InvoiceDocument> => {
  const snapshot = invoice.snapshot as InvoiceDocument | null | undefined
  if (!snapshot) return invoiceDocument(payload, invoice, settings)
  // Kept as issued; only an erased account's address is no longer printed.
  const buyerId = idOf(invoice.buyer)
  const buyer = buyerId != null ? await payload.findByID({ collection: 'users', id: buyerId, depth: 0, overrideAccess: true }).catch(() => null) : null
  return isErased(buyer?.email) ? { ...snapshot, buyer: { ...snapshot.buyer, email: '' } } : snapshot
}

export const ZCreditNote = z.object({ reason: z.string().trim().min(3, 'Give the reason for the correction (3 characters at least).').max(300) })

/**
 * GET /svc/invoices/:id/pdf (ZUGFeRD/Factur-X: the PDF with the CII XML embedded) and
 * GET /svc/invoices/:id/xrechnung.xml: only the invoice's buyer or finance staff (the admin group,
 * who run orders). The read goes through Payload's access rules as that user, so anyone else's
 * request finds nothing (404). Rendered from the invoice's snapshot, in the buyer's language.
 * POST /svc/invoices/:id/credit-note (admins only): the correction, a credit note of its own.
 */
export const invoicesRouter = (deps: {
  payload: Payload
  settings: SettingsSource
  resolveUser: (headers: Record<string, string | string[] | undefined>) => Promise<SessionUser | null>
}) => {
  const router = Router()
  const ownInvoice = async (req: Request, res: Response) => {
    const { id } = res.locals.input.params as z.infer<typeof ZParams>
    const user = await deps.resolveUser(req.headers)
    if (!user) throw new AppError(401, 'unauthenticated', 'Sign in to see your invoices.')
    const found = await deps.payload.find({ collection: 'invoices', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: false, user })
    const invoice = found.docs[0]
    if (!invoice) throw new AppError(404, 'invoice_not_found', 'Invoice not found.')
    // The document's own relations, read with the system's access once the user may see the invoice.
    const full = await deps.payload.findByID({ collection: 'invoices', id: invoice.id, depth: 2, overrideAccess: true })
    return { user, invoice: full }
  }
  router.get('/invoices/:id/pdf', validate({ params: ZParams }), async (req, res) => {
    const { invoice } = await ownInvoice(req, res)
    const document = await documentOf(deps.payload, invoice, await deps.settings())
    const pdf = await renderInvoicePdf(document)
    const body = await facturXPdf(document, pdf).catch((err: unknown) => {
      // A PDF the buyer can still file; the e-invoice's data failed its own check (logged for us).
      console.error(`invoice ${invoice.number}: no Factur-X: ${err instanceof Error ? err.message : String(err)}`)
      return pdf
    })
    res
      .status(200)
      .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${invoice.number}.pdf"`, 'Cache-Control': 'private, no-store' })
      .send(body)
  })
  router.get('/invoices/:id/xrechnung.xml', validate({ params: ZParams }), async (req, res) => {
    const { invoice } = await ownInvoice(req, res)
    const xml = await xrechnungXml(await documentOf(deps.payload, invoice, await deps.settings()))
    res
      .status(200)
      .set({ 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${invoice.number}-xrechnung.xml"`, 'Cache-Control': 'private, no-store' })
      .send(xml)
  })
  router.post('/invoices/:id/credit-note', validate({ params: ZParams, body: ZCreditNote }), async (req, res) => {
    const { params, body } = res.locals.input as { params: z.infer<typeof ZParams>; body: z.infer<typeof ZCreditNote> }
    const user = await deps.resolveUser(req.headers)
    if (!user) throw new AppError(401, 'unauthenticated', 'Sign in first.')
    if (!inGroup('admin', user)) throw new AppError(403, 'forbidden', 'Only finance staff (admins) issue credit notes.')
    const invoice = await deps.payload.findByID({ collection: 'invoices', id: params.id, depth: 0, overrideAccess: true }).catch(() => null)
    if (!invoice) throw new AppError(404, 'invoice_not_found', 'Invoice not found.')
    try {
      const note = await issueCreditNote(deps.payload, { invoice, reason: body.reason, timeZone: (await deps.settings()).timeZone })
      res.status(201).json({ data: { id: note.id, number: note.number, corrects: invoice.number } })
    } catch (err) {
      if (err instanceof CreditNoteRefused) throw new AppError(409, err.code, err.message)
      throw err
    }
  })
  return router
}
