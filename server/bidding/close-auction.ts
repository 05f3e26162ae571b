import type { AuctionSnapshot, TAuctionId } from '@core/contract'
import { closingOutcome } from '@core/domain/reserve'
import { type SettleDeps, settleSale } from '../invoicing/settle-sale'
import type { BidStore } from '../storage/bid-store'
import { toAuctionSnapshot } from './auction-snapshot'

export type CloseDeps = SettleDeps & {
  store: BidStore
  broadcast?: (snapshot: AuctionSnapshot) => void
  now?: () => Date
}

/**
 * LIVE → ENDED, exactly once: the status update is conditional on LIVE, the end time having
 * passed and the version read here, so of two instances (or a bid arriving at the last moment)
 * only one wins; the loser does nothing. The winner settles (order, invoice, messages) and
 * broadcasts the close. Returns the outcome, or null when there was nothing (left) to close.
 */
export const closeAuction = async (deps: CloseDeps, auctionId: TAuctionId) => {
  const at = (deps.now ?? (() => new Date()))()
  const auction = await deps.store.loadAuction(auctionId)
  if (!auction || auction.status !== 'LIVE' || new Date(auction.end_time).getTime() > at.getTime()) return null
  const highest = auction.bid_count > 0 ? await deps.store.highestBid(auctionId) : null
  const price = auction.current_price ?? auction.start_price
  const outcome = closingOutcome({ bid_count: highest ? auction.bid_count : 0, highest_price: price, reserve_price: auction.reserve_price })
  const winnerId = outcome === 'sold' && highest ? highest.bidder_id : null
  const won = await deps.store.markEnded({ auctionId, expectedVersion: auction.version, nowIso: at.toISOString(), winnerId })
  if (!won) return null

  const settings = await deps.settings()
  deps.broadcast?.(toAuctionSnapshot({ ...auction, status: 'ENDED', version: auction.version + 1 }, settings))
  if (winnerId != null) await settleSale(deps, auctionId, at)
  else if (outcome === 'reserve_not_met' && auction.seller_id != null) {
    await deps.notifier?.send('reserve_not_met', auction.seller_id, auctionId, price, { throttle: false })
  }
  return { outcome, winnerId, price }
}
