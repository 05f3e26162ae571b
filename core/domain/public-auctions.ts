import type { AuctionStatus, ListingStatus } from './statuses'

/**
 * Which auctions the public may reach, the one rule behind the list (SQL and MongoDB), the detail
 * page by slug and Payload's read access for visitors and buyers:
 * - an auction is public while it is LIVE or ENDED and its listing is live;
 * - the list shows only those whose end has not passed yet (`listedAt`), while the detail page
 *   stays reachable after the end (a results page for those who took part).
 */
export const PUBLIC_AUCTION_STATUSES = ['LIVE', 'ENDED'] as const satisfies readonly AuctionStatus[]
export const PUBLIC_LISTING_STATUS = 'live' satisfies ListingStatus

export type PublicAuctionFacts = { status: string; listingStatus: string | null | undefined; endTime?: string | Date | null }

export const isPublicAuction = (auction: PublicAuctionFacts): boolean =>
  (PUBLIC_AUCTION_STATUSES as readonly string[]).includes(auction.status) && auction.listingStatus === PUBLIC_LISTING_STATUS

/** Public and listed: not past its end at `now`. */
export const isListedAuction = (auction: PublicAuctionFacts, now: Date): boolean =>
  isPublicAuction(auction) && auction.endTime != null && new Date(auction.endTime).getTime() >= now.getTime()
