import type { PublicBid, TAuctionId } from '@core/contract'
import type { BidStore } from '../storage/bid-store'
import { labelBidders } from './bid-labels'

/**
 * The public, anonymised bid history, newest first. Bidders are "Bidder 1", "Bidder 2", … in the
 * order of their first bid on this auction, so a label is stable for the auction's lifetime.
 */
export const listPublicBids = async (store: BidStore, auctionId: TAuctionId): Promise<PublicBid[]> => {
  const bids = await store.listBids(auctionId)
  const labels = labelBidders(bids)
  const history = bids.map((bid) => ({
    id: bid.id,
    amount: bid.amount,
    bidder_label: labels.get(String(bid.bidder_id)) as string,
    created_at: bid.created_at,
    is_highest: bid.is_highest,
  }))
  return history.reverse()
}
