import type { BidAccepted, Reply, TAuctionId, TPlaceBid } from '@core/contract';
import { receiveBids } from './bid-history';
import { requestJson } from './http';
import { applySnapshot } from './live-auctions';

/**
 * Places a bid over HTTP (POST /svc/auctions/:id/bids). An accepted bid updates the page at once
 * from the answer: the auction's snapshot and the new history entries (the broadcast that follows
 * carries the same ones and changes nothing). A refusal comes back as the service's error code.
 */
export async function placeBid(auctionId: TAuctionId, bid: Omit<TPlaceBid, 'auctionId'>): Promise<Reply<BidAccepted>> {
  const body = { amount: bid.amount, ...(bid.max_amount === undefined ? {} : { max_amount: bid.max_amount }), ...(bid.confirm ? { confirm: true } : {}) };
  const reply = await requestJson<BidAccepted>(`/svc/auctions/${encodeURIComponent(String(auctionId))}/bids`, { method: 'POST', body });
  if ('data' in reply) {
    applySnapshot(reply.data.snapshot);
    receiveBids(reply.data.snapshot, reply.data.new_bids);
  }
  return reply;
}
