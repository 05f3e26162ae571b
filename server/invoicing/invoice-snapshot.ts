import type { Payload } from 'payload'

import type { VatTreatment } from '@core/domain/invoice-amounts'
import type { Settings } from '@core/settings'
import type { Auction, Invoice, Listing, User } from '../../cms/payload-types'
import { approvedKycOf } from '../storage/kyc'
import type { InvoiceDocument } from './render-invoice-pdf'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? (value as { id: number }).id : null

/** The figures of an issue, as stored on the invoice's own fields (settle-sale.ts). */
export type IssuedFigures = Pick<
  Invoice,
  'number' | 'issued_at' | 'due_at' | 'payment_reference' | 'hammer_price' | 'buyer_fee' | 'buyer_fee_pct' | 'net_total' | 'vat_rate' | 'vat_amount' | 'total' | 'buyer_vat_id'
> & { vat_treatment: VatTreatment }

export const customerNumberFor = (buyerId: number | null) => (buyerId != null ? `K-${String(buyerId).padStart(6, '0')}` : '—')

/**
 * Everything the invoice prints, gathered once when it is issued and stored on it (`snapshot`), so
 * the PDF and the e-invoice are rendered from it alone on every download, whatever the settings,
 * the listing or the buyer's verification say later (GoBD: an issued invoice never changes).
 * Read with the system's access: the listing may no longer be public once it is sold, and the lot
 * must be on the invoice all the same.
 */
export const snapshotInvoice = async (
  payload: Payload,
  input: { figures: IssuedFigures; auctionId: number; buyerId: number; settings: Settings },
): Promise<InvoiceDocument> => {
  const { figures, settings } = input
  const auction = (await payload.findByID({ collection: 'auctions', id: input.auctionId, depth: 0, overrideAccess: true })) as Auction
  const listingId = idOf(auction.listing)
  const listing = listingId != null ? ((await payload.findByID({ collection: 'listings', id: listingId, depth: 0, overrideAccess: true })) as Listing) : null
  const buyer = (await payload.findByID({ collection: 'users', id: input.buyerId, depth: 0, overrideAccess: true })) as User
  const sellerId = idOf(listing?.seller)
  const [buyerKyc, sellerKyc] = await Promise.all([approvedKycOf(payload, input.buyerId), approvedKycOf(payload, sellerId)])
  const seller = sellerId != null ? ((await payload.findByID({ collection: 'users', id: sellerId, depth: 0, overrideAccess: true }).catch(() => null)) as User | null) : null
  const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '')
  const company = settings.company
  return {
    kind: 'invoice',
    locale: buyer.language === 'de' ? 'de' : 'en',
    time_zone: settings.timeZone,
    number: figures.number,
    issued_at: figures.issued_at,
    due_at: figures.due_at ?? null,
    payment_reference: figures.payment_reference,
    amounts: {
      hammer_price: figures.hammer_price,
      buyer_fee: figures.buyer_fee,
      buyer_fee_pct: figures.buyer_fee_pct,
      net_total: figures.net_total,
      vat_treatment: figures.vat_treatment,
      vat_rate: figures.vat_rate,
      vat_amount: figures.vat_amount,
      total: figures.total,
    },
    platform: {
      ...company,
      legal_name: company.legal_name || settings.bank.account_holder || 'MachineryMarket GmbH',
      phone: settings.supportPhone,
      website: publicUrl.replace(/^https?:\/\//, ''),
    },
    bank: { ...settings.bank },
    buyer: {
      company: buyerKyc?.company_name ?? buyer.name ?? null,
      contact: buyerKyc?.contact_person ?? null,
      street: buyerKyc?.business_address?.street ?? null,
      postal_code: buyerKyc?.business_address?.postal_code ?? null,
      city: buyerKyc?.business_address?.city ?? null,
      country: buyerKyc?.country ?? null,
      vat_id: figures.buyer_vat_id ?? buyerKyc?.vat_id ?? null,
      email: buyer.email,
      customer_number: customerNumberFor(input.buyerId),
    },
    seller: sellerKyc?.company_name ?? seller?.name ?? null,
    lot: {
      title: listing?.title ?? '',
      brand: listing?.brand ?? null,
      model: listing?.model ?? null,
      year: listing?.year ?? null,
      hours: listing?.hours ?? null,
      serial_number: listing?.serial_number ?? null,
      location: listing ? [listing.location_city, listing.location_country].filter(Boolean).join(', ') : null,
      auction_number: String(input.auctionId).padStart(6, '0'),
      ended_at: auction.closed_at ?? auction.end_time ?? null,
    },
  }
}
