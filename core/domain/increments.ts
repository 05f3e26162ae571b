import { PLATFORM_DEFAULTS } from './defaults'

export type IncrementBand = { from: number; increment: number }

/**
 * The bid step for a price: the auction's own `bid_increment` when set, else the settings'
 * increment table row with the highest `from` not above the price.
 */
export const incrementFor = (
  price: number,
  table: readonly IncrementBand[] = PLATFORM_DEFAULTS.incrementTable,
  override?: number | null,
): number => {
  if (override && override > 0) return override
  const bands = [...table].sort((a, b) => a.from - b.from)
  let step = bands[0]?.increment ?? 1
  for (const band of bands) if (price >= band.from) step = band.increment
  return step
}

export type PricedAuction = {
  start_price: number
  current_price?: number | null
  bid_count?: number | null
  bid_increment?: number | null
}

/** The current price shown: the highest accepted bid, or the start price before the first bid. */
export const currentPriceOf = (auction: PricedAuction): number => auction.current_price ?? auction.start_price

/** The smallest acceptable next bid: the start price before any bid, then current + step. */
export const minNextBid = (auction: PricedAuction, table?: readonly IncrementBand[]): number => {
  const current = currentPriceOf(auction)
  if (!auction.bid_count) return current
  return current + incrementFor(current, table, auction.bid_increment)
}

/**
 * The bid box's quick bids: the minimum next bid, then one and two increments above it (the step
 * at the current price, as the auction's snapshot gives it). Every one is a valid bid.
 */
export const quickBids = (minNext: number, increment: number): [number, number, number] => {
  const step = increment > 0 ? increment : 0
  return [minNext, minNext + step, minNext + 2 * step]
}
