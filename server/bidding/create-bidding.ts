import type { Payload } from 'payload'

import { sqliteFile } from '../../cms/db'
import { resolveUser } from '../auth/resolve-user'
import { payloadDb } from '../storage/db'
import { createMongoBidStore } from '../storage/mongo-bid-store'
import { createSqliteBidStore } from '../storage/sqlite-bid-store'
import type { BidStore } from '../storage/bid-store'
import { createBiddingService, type BiddingDeps } from './bidding-service'
import type { PlaceBidResult } from './place-bid'
import type { Notifier } from '../notifications/send-notifications'
import { createSettingsSource } from '../settings/settings'

/**
 * The bid store for Payload's database adapter: SQLite (`sqlite`: its own connection to the same
 * file, see sqlite-bid-store.ts) or MongoDB (`mongoose`: the adapter's mongoose connection).
 */
export const bidStoreFor = (payload: Payload): BidStore => {
  const db = payloadDb(payload)
  return db.kind === 'sqlite' ? createSqliteBidStore(sqliteFile()) : createMongoBidStore(db)
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
