import { PLATFORM_DEFAULTS } from './defaults'
import { nearestBids, offIncrement, stepMessage } from './amount-input'
import { type IncrementBand, currentPriceOf, incrementFor, minNextBid } from './increments'
import { formatMoney, isWholeCents, type MoneyLocale } from './money'

export type BidRuleAuction = {
  status: string
  end_time: string | Date
  start_price: number
  current_price?: number | null
  bid_count?: number | null
  bid_increment?: number | null
  seller_id?: number | string | null
}

export type BidRejection =
  | { code: 'auction_not_live' | 'auction_ended' | 'invalid_amount' | 'own_listing' | 'bid_too_low' | 'amount_too_high'; message: string }
  | { code: 'below_minimum'; message: string; min_next_bid: number }
  /** Off the bid step: `lower` and `upper` are the valid bids around the amount. */
  | { code: 'off_increment'; message: string; min_next_bid: number; step: number; lower: number; upper: number }
  | { code: 'confirmation_required'; message: string; min_next_bid: number; times: number }

export const BID_MESSAGES = {
  auction_not_live: 'This auction is not open for bids.',
  auction_ended: 'This auction has ended.',
  invalid_amount: 'Enter an amount in whole euros or cents.',
  own_listing: 'You cannot bid on your own listing.',
  bid_too_low: 'Your bid must be higher than the current price',
  amount_too_high: `The highest amount accepted is ${formatMoney(PLATFORM_DEFAULTS.maxPrice, 'en')}.`,
} as const

/** How many times the minimum next bid an amount is, rounded down (10.9 → 10). */
export const timesMinimum = (amount: number, minimum: number): number => Math.floor(amount / Math.max(minimum, 0.01))

/**
 * Every rule a bid must pass, in the order a bidder would want to hear them. The first bid may
 * equal the start price; after that a bid must beat the current price by at least the increment.
 * No amount may pass the platform's highest price (a hard ceiling: a bid of 1e20 would leave a
 * minimum next bid nobody can meet), and one far above the minimum (more than `confirmFactor`
 * times it) stands only when the bidder confirmed it.
 */
export const checkBid = (input: {
  auction: BidRuleAuction
  amount: number
  bidderId: number | string
  now: Date
  incrementTable?: readonly IncrementBand[]
  /** 0 never asks; default from the platform defaults. */
  confirmFactor?: number
  confirmed?: boolean
  /** The bidder's language, for the messages that name amounts (default English). */
  locale?: MoneyLocale
}): BidRejection | null => {
  const { auction, amount, now } = input
  const locale = input.locale ?? 'en'
  if (auction.status !== 'LIVE') {
    return auction.status === 'ENDED'
      ? { code: 'auction_ended', message: BID_MESSAGES.auction_ended }
      : { code: 'auction_not_live', message: BID_MESSAGES.auction_not_live }
  }
  if (new Date(auction.end_time).getTime() <= now.getTime()) return { code: 'auction_ended', message: BID_MESSAGES.auction_ended }
  if (!isWholeCents(amount)) return { code: 'invalid_amount', message: BID_MESSAGES.invalid_amount }
  const minimum = minNextBid(auction, input.incrementTable)
  const step = incrementFor(currentPriceOf(auction), input.incrementTable, auction.bid_increment)
  // A fraction of a euro is off the step too: the bidder hears the two valid bids around it.
  if (amount >= minimum && amount !== Math.round(amount) && amount <= PLATFORM_DEFAULTS.maxPrice) {
    const { lower, upper } = nearestBids(amount, minimum, step)
    return { code: 'off_increment', message: stepMessage(locale, step, lower, upper), min_next_bid: minimum, step, lower, upper }
  }
  if (amount > PLATFORM_DEFAULTS.maxPrice) return { code: 'amount_too_high', message: BID_MESSAGES.amount_too_high }
  if (auction.seller_id != null && String(auction.seller_id) === String(input.bidderId)) {
    return { code: 'own_listing', message: BID_MESSAGES.own_listing }
  }
  const current = currentPriceOf(auction)
  const hasBids = (auction.bid_count ?? 0) > 0
  if (hasBids ? amount <= current : amount < current) return { code: 'bid_too_low', message: BID_MESSAGES.bid_too_low }
  if (amount < minimum) {
    const min = formatMoney(minimum, locale)
    return { code: 'below_minimum', message: locale === 'de' ? `Das Mindestgebot beträgt ${min}.` : `The minimum next bid is ${min}.`, min_next_bid: minimum }
  }
  // Bids go up in steps from the minimum (the bid box says so before sending).
  const off = offIncrement(amount, minimum, step)
  if (off) return { code: 'off_increment', message: stepMessage(locale, step, off.lower, off.upper), min_next_bid: minimum, step, ...off }
  const factor = input.confirmFactor ?? PLATFORM_DEFAULTS.highBidConfirmFactor
  if (factor > 0 && amount > minimum * factor && !input.confirmed) {
    const times = timesMinimum(amount, minimum)
    return {
      code: 'confirmation_required',
      message: `You are bidding ${formatMoney(amount, 'en')}, ${times} times the minimum next bid. Send it again with "confirm": true if you mean it.`,
      min_next_bid: minimum,
      times,
    }
  }
  return null
}
