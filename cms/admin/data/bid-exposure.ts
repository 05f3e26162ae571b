import type { PayloadRequest } from 'payload'

import { EXPOSURE_AUCTION_STATUS, limitStanding } from '@core/domain/bid-limits'
import { readSettings } from '../../settings/read-settings'

export type BuyerExposure = { limit: number | null; exposure: number; remaining: number | null }

const idOf = (value: unknown): string => String(value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * Each buyer's bidding limit, exposure and what remains, for the admin's users screen: the same
 * figures the bid stores read (own limit, leading bids on auctions of the counted status), and the
 * same rule deciding on them (core/domain/bid-limits.ts `limitStanding`). The screen is gated to the staff who
 * read users (admins, KYC reviewers); the sums read bids and the settings default on the server
 * (overrideAccess), since reviewers may not read other users' bids one by one.
 */
export const loadBuyerExposure = async (
  req: PayloadRequest,
  users: readonly { id: number | string; bid_limit_eur?: number | null }[],
): Promise<Map<string, BuyerExposure>> => {
  const result = new Map<string, BuyerExposure>()
  if (users.length === 0) return result
  const [settings, bids] = await Promise.all([
    readSettings(req.payload),
    req.payload.find({
      collection: 'bids',
      where: { and: [{ bidder: { in: users.map((user) => user.id) } }, { is_highest: { equals: true } }, { 'auction.status': { equals: EXPOSURE_AUCTION_STATUS } }] },
      select: { bidder: true, auction: true, amount: true, max_amount: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  for (const user of users) {
    const theirs = bids.docs.filter((bid) => idOf(bid.bidder) === String(user.id))
    const leading = theirs.map((bid) => ({ auctionId: idOf(bid.auction), status: EXPOSURE_AUCTION_STATUS, leading: true, amount: Number(bid.amount), maxAmount: bid.max_amount ?? null }))
    result.set(String(user.id), limitStanding({ own: user.bid_limit_eur ?? null, leading }, settings.defaultBidLimit))
  }
  return result
}
