import type { Payload } from 'payload'

import type { Auction, Listing, Media } from '../../cms/payload-types'
import type { AuctionDetail, AuctionSnapshot, BidPricing, ViewerStanding } from '@core/contract'
import type { Viewer } from '@core/domain/price-visibility'
import { PUBLIC_AUCTION_STATUSES } from '@core/domain/public-auctions'

/** The newest auction of a listing in one of the given states (auctions are read by the service's rule). */
const latestAuctionOf = async (payload: Payload, listingId: number, statuses: readonly string[]): Promise<Auction | null> => {
  const auctions = await payload.find({
    collection: 'auctions',
    where: { and: [{ listing: { equals: listingId } }, { status: { in: [...statuses] } }] },
    sort: '-end_time',
    limit: 1,
    depth: 0,
    // The listing was read by the caller's rule; toAuctionDetail masks the price fields.
    overrideAccess: true,
  })
  return auctions.docs[0] ?? null
}

/**
 * The auction behind a detail page: the listing by slug, read with the visitor's access (so only
 * a live listing is found), and its latest public auction (LIVE or ENDED: the page stays
 * reachable after the end, core/domain/public-auctions.ts).
 */
export const findPublicAuctionBySlug = async (payload: Payload, slug: string, locale: 'en' | 'de'): Promise<{ listing: Listing; auction: Auction } | null> => {
  const listings = await payload.find({
    collection: 'listings',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: false,
    joins: { media: { limit: 50, sort: 'sort_order' } },
  })
  const listing = listings.docs[0]
  if (!listing) return null
  const auction = await latestAuctionOf(payload, listing.id, PUBLIC_AUCTION_STATUSES)
  return auction ? { listing, auction } : null
}

/**
 * The results page of an auction whose listing is no longer public (sold or withdrawn after the
 * end), read without the visitor's rule: only ENDED auctions, and the caller lets only their
 * participants (a bidder or the winner) see it. Drafts never.
 */
export const findEndedAuctionBySlug = async (payload: Payload, slug: string, locale: 'en' | 'de'): Promise<{ listing: Listing; auction: Auction } | null> => {
  const listings = await payload.find({
    collection: 'listings',
    where: { and: [{ slug: { equals: slug } }, { status: { not_equals: 'draft' } }] },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: true,
    joins: { media: { limit: 50, sort: 'sort_order' } },
  })
  const listing = listings.docs[0]
  if (!listing) return null
  const auction = await latestAuctionOf(payload, listing.id, ['ENDED'])
  return auction ? { listing, auction } : null
}

/** The winner's user id of an ended auction, or null. */
export const winnerIdOf = (auction: Auction): number | string | null =>
  auction.winner == null ? null : typeof auction.winner === 'object' ? auction.winner.id : auction.winner

const fileUrl = (name?: string | null) => (name ? `/api/media/file/${encodeURIComponent(name)}` : null)

/** Media joined at depth 1 are documents; an id alone (not populated) carries nothing to show. */
const populated = (items: (number | Media)[] | undefined): Media[] => (items ?? []).filter((m): m is Media => typeof m === 'object')

/**
 * The detail page's data in the contract's shape, with the start price and the live snapshot
 * left out for viewers without prices (core/domain/price-visibility.ts).
 */
export const toAuctionDetail = (
  listing: Listing,
  auction: Auction,
  snapshot: AuctionSnapshot | null,
  viewer: Viewer,
  own: { standing: ViewerStanding | null; pricing: BidPricing | null } = { standing: null, pricing: null },
): AuctionDetail => {
  const media = populated(listing.media?.docs)
  const report = listing.inspection_report
  const reportFile = report?.file && typeof report.file === 'object' ? fileUrl(report.file.filename) : null
  return {
    id: auction.id,
    slug: String(listing.slug),
    title: listing.title,
    category: listing.category,
    brand: listing.brand,
    model: listing.model,
    year: listing.year,
    hours: listing.hours,
    serial_number: listing.serial_number ?? null,
    condition: listing.condition ?? null,
    city: listing.location_city,
    country: listing.location_country,
    lat: listing.lat ?? null,
    lng: listing.lng ?? null,
    description_md: listing.description_md ?? '',
    images: media
      .filter((m) => m.kind === 'image')
      .map((m) => ({
        url: fileUrl(m.sizes?.large?.filename ?? m.filename) ?? '',
        thumb: fileUrl(m.sizes?.thumb?.filename ?? m.filename) ?? '',
        card: fileUrl(m.sizes?.card?.filename ?? m.filename) ?? '',
        alt: m.alt ?? '',
      })),
    documents: media.filter((m) => m.kind === 'document').map((m) => ({ url: fileUrl(m.filename) ?? '', name: m.alt || m.filename || 'document' })),
    inspection:
      reportFile || report?.summary_md
        ? { url: reportFile, inspector: report?.inspector ?? null, inspected_at: report?.inspected_at ?? null, summary_md: report?.summary_md ?? null }
        : null,
    start_price: viewer.seesPrices ? auction.start_price : null,
    masked: !viewer.seesPrices,
    unlocked: viewer.unlocked,
    eligibility: viewer.eligibility,
    snapshot: snapshot && viewer.seesPrices ? snapshot : null,
    ended: auction.status === 'ENDED',
    ended_at: viewer.seesPrices && auction.status === 'ENDED' ? auction.end_time : null,
    standing: viewer.seesPrices ? own.standing : null,
    pricing: viewer.seesPrices ? own.pricing : null,
  }
}
