/** The lifecycle states of auctions, listings and KYC records (spec sections 3, 5 and 6). */

export const AUCTION_STATUSES = ['SCHEDULED', 'LIVE', 'ENDED', 'CANCELLED'] as const
export type AuctionStatus = (typeof AUCTION_STATUSES)[number]

export const LISTING_STATUSES = ['draft', 'live', 'sold', 'withdrawn'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

export const KYC_STATUSES = ['pending_review', 'info_requested', 'approved', 'rejected'] as const
export type KycStatus = (typeof KYC_STATUSES)[number]
