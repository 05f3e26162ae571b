import type { Locale } from '../i18n/locales'
import { formatMoney, toCents, toEuros } from './money'

/**
 * Bidding limits (B2B credit control). Staff give a buyer account (one buyer
 * company here) a limit; the sum of what the buyer is committed to on LIVE auctions where they hold
 * the highest bid may not pass it. With proxy bidding a leader is committed to their maximum, not
 * to the current price, because the system may bid for them up to it without asking again.
 *
 * Pure, and the one home of the rule: the bid stores read the figures (`LimitFigures`: the buyer's
 * own limit and their leading bids on LIVE auctions) inside the transaction that accepts a bid and
 * ask `checkBidLimit` for the verdict there, so two bids at the same moment cannot pass a limit
 * together; the admin's exposure column reads the same figures through Payload and asks `limitStanding`.
 */

/** The auction status whose leading bids count towards a buyer's exposure (the stores' queries narrow by it). */
export const EXPOSURE_AUCTION_STATUS = 'LIVE'

/** A buyer's bid that may hold one of their auctions: the auction's status and whether it leads. */
export type LeadingBid = { auctionId: number | string; status: string; leading: boolean; amount: number; maxAmount: number | null }

/** What one bid commits the bidder to: its amount, or their proxy maximum when higher. */
export const bidCommitment = (bid: { amount: number; maxAmount: number | null }): number => Math.max(bid.amount, bid.maxAmount ?? 0)

/** Euro amounts added in whole cents (exposures are sums of commitments). */
export const sumEuros = (...amounts: number[]): number => toEuros(amounts.reduce((sum, euros) => sum + toCents(euros), 0))

/** The buyer's exposure: the commitments of their leading bids on LIVE auctions (euros, summed in cents). */
export const exposureOf = (bids: readonly LeadingBid[], except?: number | string): number =>
  sumEuros(...bids.filter((bid) => bid.leading && bid.status === EXPOSURE_AUCTION_STATUS && (except === undefined || String(bid.auctionId) !== String(except))).map(bidCommitment))

/** The limit that applies: the buyer's own, else the settings default, else none (null). */
export const effectiveBidLimit = (own: number | null | undefined, settingsDefault: number | null | undefined): number | null =>
  own ?? settingsDefault ?? null

export type BidLimitCheck =
  | { ok: true; limit: number | null; exposure: number }
  | { ok: false; limit: number; exposure: number; remaining: number }

/**
 * A new bid is allowed iff exposure − (the buyer's commitment on this auction if they lead it) +
 * the new commitment ≤ limit; no limit allows everything. `exposure` in the answer is the total
 * the bid takes (or would take) the buyer's open bids to; `remaining` what the limit leaves before it.
 */
export const checkBidLimit = (input: {
  limit: number | null
  leading: readonly LeadingBid[]
  auctionId: number | string
  bid: { amount: number; maxAmount: number | null }
}): BidLimitCheck => {
  const others = exposureOf(input.leading, input.auctionId)
  const exposure = toEuros(toCents(others) + toCents(bidCommitment(input.bid)))
  if (input.limit === null || toCents(exposure) <= toCents(input.limit)) return { ok: true, limit: input.limit, exposure }
  return { ok: false, limit: input.limit, exposure, remaining: remainingOf(input.limit, exposureOf(input.leading)) }
}

/** What a limit leaves: never below zero. */
export const remainingOf = (limit: number, exposure: number): number => toEuros(Math.max(0, toCents(limit) - toCents(exposure)))

/**
 * What the rule needs to know of a buyer, as read from the database: their own limit (null: none
 * set) and their leading bids (a reader may narrow them to `EXPOSURE_AUCTION_STATUS`; the rule
 * filters again, so a wider read counts the same).
 */
export type LimitFigures = { own: number | null; leading: readonly LeadingBid[] }

/** A buyer's standing against their limit: the limit that applies, the exposure, and what remains (null: no limit). */
export const limitStanding = (
  figures: LimitFigures,
  settingsDefault: number | null | undefined,
): { limit: number | null; exposure: number; remaining: number | null } => {
  const limit = effectiveBidLimit(figures.own, settingsDefault)
  const exposure = exposureOf(figures.leading)
  return { limit, exposure, remaining: limit === null ? null : remainingOf(limit, exposure) }
}

const euros = (amount: number, lang: Locale) => formatMoney(amount, lang)

/** The refusal's words (HTTP and socket answer the English one; the bid box shows the viewer's language). */
export const limitRefusalMessage = (lang: Locale, input: { exposure: number; limit: number; contact: string }): string =>
  lang === 'de'
    ? `Mit diesem Gebot stiegen Ihre offenen Gebote auf ${euros(input.exposure, lang)}, über Ihr Gebotslimit von ${euros(input.limit, lang)}. Um es zu erhöhen, kontaktieren Sie uns unter ${input.contact}.`
    : `This bid would take your open bids to ${euros(input.exposure, lang)}, above your bidding limit of ${euros(input.limit, lang)}. To raise it, contact us at ${input.contact}.`
