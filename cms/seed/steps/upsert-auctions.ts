import type { Payload } from 'payload'

import { PLATFORM_DEFAULTS } from '@core/domain/defaults'
import type { AuctionPlan } from '../data/auctions'
import type { ListingFixture } from '../data/listings'
import { runPool } from '../run-pool'
import type { Log, StepCount } from './types'
import type { UserIds } from './upsert-users'

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/**
 * Creates each listing's auction with its bid history. An auction is matched by listing; an
 * existing one keeps its times and prices, and only bids missing from it (an interrupted run) are
 * added, matched by amount.
 */
export const upsertAuctions = async (
  payload: Payload,
  fixtures: ListingFixture[],
  plans: Map<string, AuctionPlan>,
  listingIds: Map<string, number>,
  userIds: UserIds,
  log: Log,
): Promise<{ auctions: StepCount; bids: StepCount }> => {
  const auctions: StepCount = { created: 0, updated: 0 }
  const bids: StepCount = { created: 0, updated: 0 }
  const { docs: existing } = await payload.find({
    collection: 'auctions',
    where: { listing: { in: [...listingIds.values()] } },
    pagination: false,
    depth: 0,
    select: { listing: true, bid_count: true },
    overrideAccess: true,
  })
  const auctionByListing = new Map(existing.map((auction) => [idOf(auction.listing), auction]))
  const { docs: existingBids } = existing.length
    ? await payload.find({
        collection: 'bids',
        where: { auction: { in: existing.map((auction) => auction.id) } },
        pagination: false,
        depth: 0,
        select: { auction: true, amount: true },
        overrideAccess: true,
      })
    : { docs: [] }
  const amountsByAuction = new Map<number, Set<number>>()
  for (const bid of existingBids) {
    const key = idOf(bid.auction)
    amountsByAuction.set(key, (amountsByAuction.get(key) ?? new Set()).add(bid.amount))
  }

  const pendingBids: { auction: number; bid: AuctionPlan['bids'][number] }[] = []
  for (const fixture of fixtures) {
    const listingId = listingIds.get(fixture.slug)
    const plan = plans.get(fixture.slug)
    if (listingId === undefined || !plan) continue
    let auction = auctionByListing.get(listingId)
    if (!auction) {
      auction = await payload.create({
        collection: 'auctions',
        data: {
          listing: listingId,
          status: plan.status,
          start_time: plan.start_time.toISOString(),
          end_time: plan.end_time.toISOString(),
          start_price: plan.start_price,
          current_price: plan.current_price,
          bid_increment: plan.bid_increment,
          bid_count: plan.bid_count,
          anti_sniping_window_secs: PLATFORM_DEFAULTS.antiSnipingWindowSecs,
          reserve_met: plan.reserve_met,
          winner: plan.winner ? userIds[plan.winner] : null,
          closed_at: plan.closed_at?.toISOString() ?? null,
          version: plan.bid_count,
        },
        overrideAccess: true,
        depth: 0,
      })
      auctions.created++
    } else if (auction.bid_count !== plan.bid_count) {
      // Prices moved since seeding (someone bid in the demo): the stored history is the truth.
      continue
    }
    const placed = amountsByAuction.get(auction.id) ?? new Set<number>()
    for (const bid of plan.bids) if (!placed.has(bid.amount)) pendingBids.push({ auction: auction.id, bid })
  }

  // Bids are independent single-row inserts; a small pool saves a few seconds.
  await runPool(pendingBids, 4, async ({ auction, bid }) => {
    await payload.create({
      collection: 'bids',
      data: {
        auction,
        bidder: userIds[bid.bidder],
        amount: bid.amount,
        is_highest: bid.is_highest,
        is_proxy: false,
        createdAt: bid.at.toISOString(),
        updatedAt: bid.at.toISOString(),
      },
      overrideAccess: true,
      depth: 0,
      disableTransaction: true,
    })
    bids.created++
  })
  log(`auctions: ${auctions.created} created; bids: ${bids.created} created`)
  return { auctions, bids }
}
