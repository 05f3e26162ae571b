import { PLATFORM_DEFAULTS } from '@core/domain/defaults'
import { createRandom, type Random } from '../random'
import type { ListingFixture } from './listings'

/**
 * One 24-hour auction per listing with a plausible bid history between the two approved demo
 * buyers. Times are relative to the moment of seeding: a few auctions close within minutes,
 * the rest spread over the next day; sold listings get auctions that ended days ago.
 */

const HOUR = 3_600_000
const MINUTE = 60_000
const AUCTION_LENGTH = PLATFORM_DEFAULTS.auctionLengthHours * HOUR
/**
 * Minutes from the start of seeding at which the first live auctions close, so the closing-soon
 * block has content; seeding itself takes up to a minute, hence no earlier than 7.
 */
const CLOSING_SOON_MINUTES = [7, 10, 13]
/** Who wins the ended auctions, in order; the rest alternate. */
const ENDED_WINNERS: Bidder[] = ['buyer', 'buyer', 'buyer2', 'buyer', 'buyer2']

export type Bidder = 'buyer' | 'buyer2'

export type BidPlan = { bidder: Bidder; amount: number; at: Date; is_highest: boolean }

export type AuctionPlan = {
  status: 'LIVE' | 'ENDED'
  start_time: Date
  end_time: Date
  start_price: number
  current_price: number
  bid_increment: number
  bid_count: number
  reserve_met: boolean
  winner: Bidder | null
  closed_at: Date | null
  bids: BidPlan[]
}

/** The minimum step for a price, from the platform's increment table. */
export const incrementFor = (price: number): number => {
  let step: number = PLATFORM_DEFAULTS.incrementTable[0].increment
  for (const row of PLATFORM_DEFAULTS.incrementTable) if (price >= row.from) step = row.increment
  return step
}

const nextAmount = (rng: Random, previous: number): number => {
  const step = incrementFor(previous)
  if (rng.chance(0.15)) {
    // A jump bid of a few percent, on the increment grid.
    return previous + Math.max(step, Math.round((previous * rng.float(0.03, 0.08)) / step) * step)
  }
  return previous + step * rng.pick([1, 1, 1, 2, 2, 3, 5])
}

const other = (bidder: Bidder): Bidder => (bidder === 'buyer' ? 'buyer2' : 'buyer')

const planBids = (
  rng: Random,
  listing: ListingFixture,
  count: number,
  window: { from: number; to: number },
  options: { reachReserve: boolean; lastBidder: Bidder },
): BidPlan[] => {
  const amounts: number[] = []
  let price = listing.start_price
  for (let i = 0; i < count; i++) amounts.push((price = nextAmount(rng, price)))
  if (options.reachReserve && listing.reserve_price !== null) {
    while (price < listing.reserve_price) amounts.push((price = nextAmount(rng, price)))
  }
  const times = amounts
    .map(() => window.from + rng.float(0, 1) * (window.to - window.from))
    .sort((a, b) => a - b)
  // Alternate backwards from the last bidder, so each bid outbids the other buyer.
  const last = amounts.length - 1
  return amounts.map((amount, i) => ({
    bidder: (last - i) % 2 === 0 ? options.lastBidder : other(options.lastBidder),
    amount,
    at: new Date(Math.round(times[i])),
    is_highest: i === last,
  }))
}

const summarise = (
  listing: ListingFixture,
  status: AuctionPlan['status'],
  start: number,
  end: number,
  bids: BidPlan[],
): AuctionPlan => {
  const current = bids.length ? bids[bids.length - 1].amount : listing.start_price
  const reserveMet = listing.reserve_price === null || (bids.length > 0 && current >= listing.reserve_price)
  const ended = status === 'ENDED'
  return {
    status,
    start_time: new Date(start),
    end_time: new Date(end),
    start_price: listing.start_price,
    current_price: current,
    bid_increment: incrementFor(current),
    bid_count: bids.length,
    reserve_met: reserveMet,
    winner: ended && reserveMet && bids.length ? bids[bids.length - 1].bidder : null,
    closed_at: ended ? new Date(end) : null,
    bids,
  }
}

/** Plans every listing's auction, keyed by listing slug. */
export const planAuctions = (listings: ListingFixture[], now: Date): Map<string, AuctionPlan> => {
  const schedule = createRandom('auction-schedule')
  const nowMs = now.getTime()
  const plans = new Map<string, AuctionPlan>()

  const live = schedule.shuffle(listings.filter((listing) => listing.status === 'live'))
  const spread = live.length - CLOSING_SOON_MINUTES.length
  live.forEach((listing, i) => {
    const rng = createRandom(`auction:${listing.slug}`)
    const endsIn =
      i < CLOSING_SOON_MINUTES.length
        ? CLOSING_SOON_MINUTES[i] * MINUTE + rng.int(0, 50) * 1000
        : 25 * MINUTE + ((i - CLOSING_SOON_MINUTES.length + rng.float(0.1, 0.9)) / spread) * (AUCTION_LENGTH - 40 * MINUTE)
    const end = nowMs + Math.round(endsIn)
    const start = end - AUCTION_LENGTH
    const elapsed = (nowMs - start) / AUCTION_LENGTH
    const count = rng.chance(0.12) ? 0 : Math.max(1, Math.round(elapsed * rng.int(5, 16)))
    const bids = planBids(rng, listing, count, { from: start + 5 * MINUTE, to: nowMs - 20_000 }, {
      reachReserve: false,
      lastBidder: rng.pick(['buyer', 'buyer2'] as const),
    })
    plans.set(listing.slug, summarise(listing, 'LIVE', start, end, bids))
  })

  listings
    .filter((listing) => listing.status === 'sold')
    .forEach((listing, i) => {
      const rng = createRandom(`auction:${listing.slug}`)
      const end = nowMs - (i + 1) * 26 * HOUR - rng.int(0, 600) * MINUTE
      const start = end - AUCTION_LENGTH
      const bids = planBids(rng, listing, rng.int(8, 18), { from: start + 5 * MINUTE, to: end - 10_000 }, {
        reachReserve: true,
        lastBidder: ENDED_WINNERS[i % ENDED_WINNERS.length],
      })
      plans.set(listing.slug, summarise(listing, 'ENDED', start, end, bids))
    })

  return plans
}
