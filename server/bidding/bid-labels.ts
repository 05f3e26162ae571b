import type { PublicBid, TAuctionId } from '@core/contract'
import type { BidStore, StoredBid } from '../storage/bid-store'

/**
 * Bidders' public pseudonyms: "Bidder 1", "Bidder 2", … in the order of their first bid on the
 * auction, so a label never changes while the auction lives. Never an identity.
 */
export const labelBidders = (bids: readonly Pick<StoredBid, 'bidder_id'>[], labels = new Map<string, string>()) => {
  for (const bid of bids) {
    const key = String(bid.bidder_id)
    if (!labels.has(key)) labels.set(key, `Bidder ${labels.size + 1}`)
  }
  return labels
}

/** How many auctions' labels one instance keeps; the least recently bid-on are dropped first. */
const MAX_AUCTIONS = 5_000

/**
 * The history entries of a just-accepted bid, labelled like GET …/bids, without reading the
 * history on every bid: each instance remembers the labels per auction with the bid count they
 * stand for. Only the bid path (serialised per auction) updates them. When the count read under
 * the bid's version differs (first bid here since the start, or another instance took bids in
 * between), the labels are read again from the store once; bids only ever add to the count.
 */
export const createBidLabels = (store: Pick<BidStore, 'listBids'>, maxAuctions = MAX_AUCTIONS) => {
  const known = new Map<string, { bidCount: number; labels: Map<string, string> }>()

  const remember = (key: string, value: { bidCount: number; labels: Map<string, string> }) => {
    known.delete(key)
    known.set(key, value)
    if (known.size > maxAuctions) known.delete(known.keys().next().value as string)
  }

  return {
    /**
     * `bids` were stored in this order with `ids` and the auction had `countBefore` bids before;
     * returns their entries newest first, the last bid being the highest.
     */
    async entries(input: {
      auctionId: TAuctionId
      countBefore: number
      bids: readonly { bidderId: number | string; amount: number }[]
      ids: readonly (number | string)[]
      createdAt: string
    }): Promise<PublicBid[]> {
      const key = String(input.auctionId)
      const cached = known.get(key)
      const countAfter = input.countBefore + input.bids.length
      let labels: Map<string, string>
      if (input.countBefore === 0) labels = labelBidders(input.bids.map((bid) => ({ bidder_id: bid.bidderId })))
      else if (cached && cached.bidCount === input.countBefore) labels = labelBidders(input.bids.map((bid) => ({ bidder_id: bid.bidderId })), cached.labels)
      // The stored order includes these bids (and maybe later ones of another instance, which only add labels after theirs).
      else labels = labelBidders(await store.listBids(input.auctionId))
      remember(key, { bidCount: countAfter, labels })
      const last = input.bids.length - 1
      return input.bids
        .map((bid, index) => ({
          id: input.ids[index] as number | string,
          amount: bid.amount,
          bidder_label: labels.get(String(bid.bidderId)) as string,
          created_at: input.createdAt,
          is_highest: index === last,
        }))
        .reverse()
    },
  }
}
export type BidLabels = ReturnType<typeof createBidLabels>
