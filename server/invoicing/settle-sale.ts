import type { Payload } from 'payload'

import type { TAuctionId } from '@core/contract'
import { PLATFORM_DEFAULTS } from '@core/domain/defaults'
import { invoiceAmounts } from '@core/domain/invoice-amounts'
import { toEuros } from '@core/domain/money'
import type { SettingsSource } from '../settings/settings'
import type { Notifier } from '../notifications/send-notifications'
import { approvedKycOf } from '../storage/kyc'
import { issueNumbered, yearIn } from './invoice-numbers'
import { snapshotInvoice } from './invoice-snapshot'

/** What settling a sale needs: the Local API, the settings (fee, VAT) and the notifier for the winner's message. */
export type SettleDeps = {
  payload: Payload
  settings: SettingsSource
  notifier?: Notifier
}

/** Deterministic per auction, so a retried settlement finds what an earlier attempt created. */
export const paymentReferenceFor = (auctionId: TAuctionId) => `MM-${String(auctionId).padStart(6, '0')}`

/**
 * Order and invoice for a closed auction with a winner, then the winner's messages. Idempotent:
 * safe to run again after a crash (the startup sweep does), as the order is unique per auction.
 */
export const settleSale = async (deps: SettleDeps, auctionId: TAuctionId, at = new Date()) => {
  const { payload } = deps
  const existing = await payload.find({ collection: 'orders', where: { auction: { equals: auctionId } }, limit: 1, depth: 0, overrideAccess: true })
  const done = existing.docs[0]
  if (done) {
    const invoiced = await payload.count({ collection: 'invoices', where: { order: { equals: done.id } }, overrideAccess: true })
    if (invoiced.totalDocs > 0) return done
  }
  const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 1, overrideAccess: true })
  const winner = auction.winner
  if (winner == null) return null
  const buyerId = typeof winner === 'object' ? winner.id : winner
  const listing = auction.listing as { id: number; seller?: number | { id: number } | null }
  const hammer = auction.current_price ?? auction.start_price
  const settings = await deps.settings()
  const buyerKyc = await approvedKycOf(payload, buyerId)
  const amounts = invoiceAmounts({
    price: hammer,
    buyerFeePct: settings.buyerFeePct,
    vatPct: settings.vatPct,
    buyer: { country: buyerKyc?.country ?? 'DE', vatId: buyerKyc?.vat_id ?? null, isBusiness: true },
    // The stored legal note is in the buyer's language, like the invoice.
    locale: typeof winner === 'object' && winner.language === 'de' ? 'de' : 'en',
  })
  const reference = paymentReferenceFor(auctionId)
  const order = done ?? await payload.create({
    collection: 'orders',
    data: {
      auction: auction.id,
      listing: listing.id,
      buyer: buyerId,
      seller: typeof listing.seller === 'object' ? listing.seller?.id : (listing.seller ?? undefined),
      status: 'awaiting_payment',
      hammer_price: toEuros(amounts.hammer_cents),
      buyer_fee: toEuros(amounts.buyer_fee_cents),
      vat_rate: amounts.vat_rate,
      vat_amount: toEuros(amounts.vat_cents),
      total: toEuros(amounts.total_cents),
      payment_reference: reference,
    },
    overrideAccess: true,
  })
  const figures = {
    payment_reference: reference,
    hammer_price: toEuros(amounts.hammer_cents),
    buyer_fee: toEuros(amounts.buyer_fee_cents),
    // The fee rate and VAT case as issued: the invoice keeps them when the settings change.
    buyer_fee_pct: settings.buyerFeePct,
    net_total: toEuros(amounts.net_cents),
    vat_treatment: amounts.vat_treatment,
    vat_rate: amounts.vat_rate,
    vat_amount: toEuros(amounts.vat_cents),
    total: toEuros(amounts.total_cents),
    buyer_vat_id: buyerKyc?.vat_id ?? null,
    issued_at: at.toISOString(),
    due_at: new Date(at.getTime() + PLATFORM_DEFAULTS.paymentTermDays * 86_400_000).toISOString(),
  }
  // Every party, figure and the lot as they are now, stored with the number the insert takes.
  const snapshot = await snapshotInvoice(payload, { figures: { ...figures, number: '' }, auctionId: Number(auctionId), buyerId, settings })
  await issueNumbered(payload, { kind: 'invoice', year: yearIn(at, settings.timeZone) }, (numbered) =>
    payload.create({
      collection: 'invoices',
      data: {
        ...figures,
        ...numbered,
        kind: 'invoice',
        order: order.id,
        buyer: buyerId,
        vat_note: amounts.vat_note,
        // The recipient as issued (kept when the account is erased, cms/ops/erase-account.ts).
        billed_to: {
          company: snapshot.buyer.company ?? null,
          contact: snapshot.buyer.contact ?? null,
          street: snapshot.buyer.street ?? null,
          postal_code: snapshot.buyer.postal_code ?? null,
          city: snapshot.buyer.city ?? null,
          country: snapshot.buyer.country ?? null,
        },
        snapshot: { ...snapshot, number: numbered.number },
      },
      overrideAccess: true,
    }),
  )
  await deps.notifier?.send('won', buyerId, auctionId, hammer, { throttle: false, path: '/dashboard/invoices', buyerFeePct: settings.buyerFeePct })
  return order
}
