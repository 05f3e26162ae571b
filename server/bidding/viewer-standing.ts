import type { Payload, Where } from 'payload'

import type { BidStanding, TAuctionId } from '@core/contract'
import { canSeePrices, type PriceViewer } from '@core/domain/price-visibility'
import { recordIds } from '../storage/record-id'

const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? (value as { id: number | string }).id : null

/**
 * The viewer's own bids on the given auctions: per auction their highest amount and whether one
 * of their bids is the auction's highest (the bid store keeps `is_highest` on exactly one bid per
 * auction). Read by the viewer's id only, so nothing about any other bidder is ever loaded.
 */
export const ownBidsOn = async (payload: Payload, userId: number | string, auctionIds: readonly TAuctionId[] | null) => {
  const result = new Map<string, { highest: boolean; myBid: number; auction: number | string }>()
  // Only ids this database can hold (an id like "abc" cannot be anyone's auction).
  const ids = auctionIds ? recordIds(payload, auctionIds) : null
  if (ids && ids.length === 0) return result
  const where: Where = ids
    ? { and: [{ bidder: { equals: userId } }, { auction: { in: ids } }] }
    : { bidder: { equals: userId } }
  const { docs } = await payload.find({
    collection: 'bids',
    where,
    select: { auction: true, amount: true, is_highest: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const bid of docs) {
    const auction = idOf(bid.auction)
    if (auction == null) continue
    const key = String(auction)
    const seen = result.get(key)
    result.set(key, {
      auction,
      highest: Boolean(seen?.highest) || Boolean(bid.is_highest),
      myBid: Math.max(seen?.myBid ?? 0, bid.amount),
    })
  }
  return result
}

/**
 * The viewer's standing ('highest' | 'outbid') per auction id they bid on, for cards and the
 * watchlist. Empty for viewers who may not see prices (visitors, unconfirmed, blocked).
 */
export const standingsFor = async (
  payload: Payload,
  user: (PriceViewer & { id: number | string }) | null | undefined,
  auctionIds: readonly TAuctionId[],
): Promise<Map<string, BidStanding>> => {
  if (!user || !canSeePrices(user) || auctionIds.length === 0) return new Map()
  const own = await ownBidsOn(payload, user.id, auctionIds)
  return new Map([...own].map(([key, value]) => [key, value.highest ? 'highest' : 'outbid']))
}
