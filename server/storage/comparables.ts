import type { Payload } from 'payload'

import type { ComparableSale, Comparables, TAuctionId } from '@core/contract'
import { comparablesMedian, MIN_MATCHES, pickComparables, type ComparableCandidate } from '@core/domain/comparables'
import { PUBLIC_AUCTION_STATUSES } from '@core/domain/public-auctions'

/** Sold auctions of one category read per request at most (the newest first); the rule picks five of them. */
const CANDIDATE_LIMIT = 500

const idOf = (value: number | string | { id: number | string } | null | undefined) => (value && typeof value === 'object' ? value.id : value)

type Subject = { id: TAuctionId; category: string; brand: string; model: string; year: number; hours: number; operating_weight_t: number | null; engine_power_kw: number | null }

/**
 * The auction to compare: any auction that has a page (LIVE or ENDED, listing not a draft),
 * with its machine. Null for an unknown or unpublished one.
 */
const findSubject = async (payload: Payload, id: TAuctionId): Promise<Subject | null> => {
  const auction = await payload.findByID({ collection: 'auctions', id, depth: 0, overrideAccess: true, disableErrors: true, select: { listing: true, status: true } })
  if (!auction || !(PUBLIC_AUCTION_STATUSES as readonly string[]).includes(auction.status)) return null
  const listingId = idOf(auction.listing)
  if (listingId == null) return null
  const listing = await payload.findByID({
    collection: 'listings',
    id: listingId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { category: true, brand: true, model: true, year: true, hours: true, operating_weight_t: true, engine_power_kw: true, status: true },
  })
  if (!listing || listing.status === 'draft') return null
  return {
    id: auction.id,
    category: listing.category,
    brand: listing.brand,
    model: listing.model,
    year: listing.year,
    hours: listing.hours,
    operating_weight_t: listing.operating_weight_t ?? null,
    engine_power_kw: listing.engine_power_kw ?? null,
  }
}

/**
 * The comparables of one auction (core/domain/comparables.ts picks them: same category, similar
 * size, never padded), or null when the auction
 * is unknown. Sold means: ENDED with a winner and the reserve met (a cancelled auction, one whose
 * reserve was not met and a live one never count); the final price is the auction's current
 * price at the close. The category filter runs in the database as a join on the indexed
 * `listings.category`, on the indexed `auctions.status`.
 */
export const findComparables = async (payload: Payload, auctionId: TAuctionId, locale: 'en' | 'de' = 'en'): Promise<Comparables | null> => {
  const subject = await findSubject(payload, auctionId)
  if (!subject) return null
  const sold = await payload.find({
    collection: 'auctions',
    where: {
      and: [
        { status: { equals: 'ENDED' } },
        { reserve_met: { equals: true } },
        { winner: { exists: true } },
        { 'listing.category': { equals: subject.category } },
        { id: { not_equals: subject.id } },
      ],
    },
    sort: '-end_time',
    limit: CANDIDATE_LIMIT,
    depth: 0,
    overrideAccess: true,
    select: { listing: true, current_price: true, end_time: true, closed_at: true },
  })
  const listingIds = [...new Set(sold.docs.map((auction) => idOf(auction.listing)).filter((id) => id != null))]
  const listings = listingIds.length
    ? await payload.find({
        collection: 'listings',
        where: { id: { in: listingIds } },
        pagination: false,
        depth: 0,
        locale,
        overrideAccess: true,
        select: { title: true, category: true, brand: true, model: true, year: true, hours: true, operating_weight_t: true, engine_power_kw: true, location_country: true },
      })
    : { docs: [] }
  const listingById = new Map(listings.docs.map((listing) => [String(listing.id), listing]))

  type Candidate = ComparableCandidate & { listing_id: number | string; title: string; model: string; country: string }
  const candidates: Candidate[] = []
  for (const auction of sold.docs) {
    const listing = listingById.get(String(idOf(auction.listing)))
    if (!listing || typeof auction.current_price !== 'number') continue
    candidates.push({
      id: auction.id,
      listing_id: listing.id,
      category: listing.category,
      brand: listing.brand,
      year: listing.year,
      hours: listing.hours,
      operating_weight_t: listing.operating_weight_t ?? null,
      engine_power_kw: listing.engine_power_kw ?? null,
      final_price: auction.current_price,
      ended_at: auction.closed_at ?? auction.end_time,
      title: listing.title,
      model: listing.model,
      country: listing.location_country,
    })
  }
  const picks = pickComparables(subject, candidates)

  const thumbs = new Map<string, string>()
  if (picks.length) {
    const media = await payload.find({
      collection: 'media',
      where: { and: [{ listing: { in: picks.map((pick) => pick.listing_id) } }, { kind: { equals: 'image' } }] },
      sort: 'sort_order',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { listing: true, filename: true, sizes: { thumb: { filename: true } } },
    })
    for (const item of media.docs) {
      const key = String(idOf(item.listing))
      const name = item.sizes?.thumb?.filename ?? item.filename
      if (!thumbs.has(key) && name) thumbs.set(key, `/api/media/file/${encodeURIComponent(name)}`)
    }
  }

  const items: ComparableSale[] = picks.map((pick) => ({
    auction_id: pick.id,
    title: pick.title,
    brand: pick.brand,
    model: pick.model,
    year: pick.year,
    hours: pick.hours,
    country: pick.country,
    final_price: pick.final_price,
    ended_at: pick.ended_at,
    thumb: thumbs.get(String(pick.listing_id)) ?? null,
    operating_weight_t: pick.operating_weight_t ?? null,
    engine_power_kw: pick.engine_power_kw ?? null,
    reason: pick.reason,
  }))
  return {
    items,
    median_price: comparablesMedian(items.map((item) => item.final_price)),
    too_few: items.length < MIN_MATCHES,
    subject: { operating_weight_t: subject.operating_weight_t, engine_power_kw: subject.engine_power_kw },
  }
}
