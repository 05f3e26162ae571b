import type { AuctionSnapshot } from '@core/contract'
import { incrementFor, minNextBid } from '@core/domain/increments'
import type { BiddingAuction } from '../storage/bid-store'
import type { Settings } from '@core/settings'

/** The public live view of an auction (never the reserve amount, only whether it is met). */
export const toAuctionSnapshot = (auction: BiddingAuction, settings: Settings): AuctionSnapshot => {
  const current = auction.current_price ?? auction.start_price
  return {
    id: auction.id,
    status: auction.status,
    current_price: current,
    bid_count: auction.bid_count,
    end_time: new Date(auction.end_time).toISOString(),
    reserve_met: auction.reserve_met,
    min_next_bid: minNextBid(auction, settings.incrementTable),
    bid_increment: incrementFor(current, settings.incrementTable, auction.bid_increment),
    proxy_bidding: settings.proxyBiddingEnabled,
  }
}
