/**
 * Reserve price: public views only learn whether it is met, never the amount. No reserve (or 0)
 * counts as met.
 */
export const isReserveMet = (price: number, reservePrice?: number | null): boolean =>
  !reservePrice || reservePrice <= 0 || price >= reservePrice

/** An auction's outcome at its end: a winner only with at least one bid and the reserve met. */
export const closingOutcome = (input: { bid_count: number; highest_price: number; reserve_price?: number | null }) => {
  if (input.bid_count <= 0) return 'no_bids' as const
  return isReserveMet(input.highest_price, input.reserve_price) ? ('sold' as const) : ('reserve_not_met' as const)
}
