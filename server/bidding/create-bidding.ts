import type { Payload } from 'payload'

import { sqliteFile } from '../../cms/db'
import { resolveUser } from '../auth/resolve-user'
import { createMongoBidStore, type MongoBidStoreDb } from '../storage/mongo-bid-store'
import { createSqliteBidStore } from '../storage/sqlite-bid-store'
import type { BidStore } from '../storage/bid-store'
import { createBiddingService, type BiddingDeps } from './bidding-service'
import type { PlaceBidResult } from './place-bid'
import type { Notifier } from './send-notifications'
import { createSettingsSource } from '../settings/settings'

/**
 * The bid store for Payload's database adapter: SQLite (`sqlite`: its own connection to the same
 * file, see sqlite-bid-store.ts) or MongoDB (`mongoose`: the adapter's mongoose connection).
 */
export const bidStoreFor = (payload: Payload): BidStore => {
  if (payload.db.name === 'sqlite') return createSqliteBidStore(sqliteFile())
  // Cast: payload.db is typed as the generic DatabaseAdapter; 'mongoose' names the adapter whose connection the store uses.
  if (payload.db.name === 'mongoose') return createMongoBidStore(payload.db as unknown as MongoBidStoreDb)
  throw new Error(`Bidding has no store for the "${payload.db.name}" database adapter.`)
}

/** Builds the bidding service on a running Payload. */
export const createBidding = (payload: Payload, options: Partial<BiddingDeps> = {}) =>
  createBiddingService({
    store: options.store ?? bidStoreFor(payload),
    settings: options.settings ?? createSettingsSource(payload),
    resolveUser: options.resolveUser ?? ((headers) => resolveUser(payload, headers)),
    rateLimits: options.rateLimits,
    limiterStore: options.limiterStore,
    afterAccepted: options.afterAccepted,
  })

/** Emails and notifications after a committed bid (outbid, watchers), off the bid path. */
export const notifyAfterBid = (notifier: Notifier) => (result: PlaceBidResult) => {
  void notifier.afterBid({
    auctionId: result.auction.id,
    amount: result.accepted.bid.amount,
    bidderId: result.bidderId,
    outbidBidderId: result.outbidBidderId,
  })
}

/** Runs each after-bid step; one failing never stops the others (each handles its own errors). */
export const afterBid =
  (...steps: ((result: PlaceBidResult) => void)[]) =>
  (result: PlaceBidResult) => {
    for (const step of steps) step(result)
  }
