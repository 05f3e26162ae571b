import type { MongooseAdapter } from '@payloadcms/db-mongodb'

import { EXPOSURE_AUCTION_STATUS, type LeadingBid, limitStanding } from '@core/domain/bid-limits'

import { type AcceptBidInput, type AcceptBidResult, type BiddingAuction, type BidStore, decideBidLimit, limitApplies, type LimitSeen, type StoredBid, toKycStatus } from './bid-store'

/** What the store needs from Payload's mongoose adapter (`payload.db`): its models and its connection. */
export type MongoBidStoreDb = Pick<MongooseAdapter, 'collections' | 'connection'>

type Doc = Record<string, unknown>

/** Where the throttled-message claims live (not a Payload collection; created on first use). */
export const NOTIFICATION_CLAIMS = 'notification_claims'

/** MongoDB's duplicate-key error (a unique index refused the write). */
const isDuplicateKey = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000

const toNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))

/** Ids leave the store as strings (`ObjectId#toString()` is its hex form), the way Payload returns them. */
const toId = (value: unknown): string => String(value)

/** Dates are stored as BSON dates; the store's callers get ISO strings, as from the SQLite store. */
const toIso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value))

/** `COALESCE(field, 0)` in an aggregation expression (update pipelines). */
const orZero = (field: string) => ({ $ifNull: [`$${field}`, 0] })

/** `COALESCE(version, 0) = expected` as a query: a missing or null version counts as 0. */
const versionIs = (expected: number) => (expected === 0 ? { $in: [0, null] } : expected)

type MongoObjectId = InstanceType<MongoBidStoreDb['connection']['base']['Types']['ObjectId']>
/** A stored document: Payload's ids are ObjectIds; other ids only appear in queries (and match nothing). */
type Stored = { _id: MongoObjectId | string | number; [field: string]: unknown }

/** The driver's collections behind Payload's, and Payload's ids as stored. */
const openCollections = (db: MongoBidStoreDb) => {
  const { connection } = db
  // The ObjectId class of the driver the adapter's mongoose uses (its own bson; another copy's would not serialize).
  const { ObjectId } = connection.base.Types
  /** The open native database (the driver's `Db`); Payload opens it before anything can call the store. */
  const nativeDb = () => {
    if (!connection.db) throw new Error('The MongoDB connection is not open.')
    return connection.db
  }
  /**
   * The driver's collection behind a Payload collection, named by Payload's model. Taken from the
   * native `Db` rather than the model's mongoose wrapper, which would queue calls (and return
   * promises instead of cursors) while the connection is down.
   */
  const native = (slug: 'auctions' | 'bids' | 'listings' | 'orders' | 'users' | 'reminders') => nativeDb().collection<Stored>(db.collections[slug].collection.collectionName)
  const auctions = () => native('auctions')
  const bids = () => native('bids')
  const listings = () => native('listings')
  const orders = () => native('orders')

  /** A Payload id as stored: 24-hex strings become ObjectIds; anything else is kept (and matches nothing). */
  const toObjectId = (value: number | string) =>
    typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value) ? new ObjectId(value) : value

  return { connection, ObjectId, nativeDb, native, auctions, bids, listings, orders, toObjectId }
}

type Collections = ReturnType<typeof openCollections>

const toStoredBid = (doc: Doc): StoredBid => ({
  id: toId(doc._id),
  auction_id: toId(doc.auction),
  bidder_id: toId(doc.bidder),
  amount: Number(doc.amount),
  max_amount: toNumber(doc.max_amount),
  is_highest: Boolean(doc.is_highest),
  created_at: toIso(doc.createdAt),
})

/** An auction document with its listing joined (`l`), as the bidding rules read it. */
const toBiddingAuction = (doc: Doc, listing: Doc): BiddingAuction => ({
  id: toId(doc._id),
  status: String(doc.status),
  start_time: toIso(doc.start_time),
  end_time: toIso(doc.end_time),
  start_price: Number(doc.start_price),
  current_price: toNumber(doc.current_price),
  bid_increment: toNumber(doc.bid_increment),
  bid_count: Number(doc.bid_count ?? 0),
  anti_sniping_window_secs: toNumber(doc.anti_sniping_window_secs),
  reserve_met: Boolean(doc.reserve_met),
  version: Number(doc.version ?? 0),
  seller_id: listing.seller === null || listing.seller === undefined ? null : toId(listing.seller),
  reserve_price: toNumber(listing.reserve_price),
  listing_id: toId(doc.listing),
})

/**
 * Closing and starting auctions, reminders and throttle claims: conditional writes, so of several
 * instances exactly one wins each.
 */
const auctionLifecycle = ({ ObjectId: _ObjectId, nativeDb, native, auctions, orders, toObjectId }: Collections): Pick<BidStore, 'dueAuctions' | 'markEnded' | 'unsettledWins' | 'markLive' | 'bidderStanding' | 'remindersEndingBy' | 'claimReminder' | 'claimNotification'> => {
  /** The claims collection, with its unique index on `key` ensured once per store (retried after a failure). */
  let claimsReady: Promise<void> | null = null
  const claims = async () => {
    const collection = nativeDb().collection(NOTIFICATION_CLAIMS)
    claimsReady ??= collection.createIndex({ key: 1 }, { unique: true, name: 'key_unique' }).then(
      () => undefined,
      (error: unknown) => {
        claimsReady = null
        throw error
      },
    )
    await claimsReady
    return collection
  }

  return {
  async dueAuctions(nowIso) {
    const now = new Date(nowIso)
    const [close, start] = await Promise.all([
      auctions()
        .find<Doc>({ status: 'LIVE', end_time: { $lte: now } }, { projection: { _id: 1 } })
        .sort({ end_time: 1, _id: 1 })
        .toArray(),
      auctions()
        .find<Doc>({ status: 'SCHEDULED', start_time: { $lte: now }, end_time: { $gt: now } }, { projection: { _id: 1 } })
        .sort({ _id: 1 })
        .toArray(),
    ])
    return { toClose: close.map((doc) => toId(doc._id)), toStart: start.map((doc) => toId(doc._id)) }
  },

  async markEnded({ auctionId, expectedVersion, nowIso, winnerId }) {
    const now = new Date(nowIso)
    const result = await auctions().updateOne(
      { _id: toObjectId(auctionId), status: 'LIVE', end_time: { $lte: now }, version: versionIs(expectedVersion) },
      [
        {
          $set: {
            status: 'ENDED',
            closed_at: now,
            winner: winnerId === null ? null : toObjectId(winnerId),
            version: { $add: [orZero('version'), 1] },
            updatedAt: now,
          },
        },
      ],
    )
    return result.modifiedCount === 1
  },

  async unsettledWins() {
    const docs = await auctions()
      .aggregate<Doc>([
        { $match: { status: 'ENDED', winner: { $ne: null } } },
        { $lookup: { from: orders().collectionName, localField: '_id', foreignField: 'auction', as: 'o', pipeline: [{ $project: { _id: 1 } }] } },
        { $match: { o: { $size: 0 } } },
        { $project: { _id: 1 } },
      ])
      .toArray()
    return docs.map((doc) => toId(doc._id))
  },

  async markLive({ auctionId, nowIso }) {
    const now = new Date(nowIso)
    const result = await auctions().updateOne({ _id: toObjectId(auctionId), status: 'SCHEDULED', start_time: { $lte: now } }, [
      { $set: { status: 'LIVE', version: { $add: [orZero('version'), 1] }, updatedAt: now } },
    ])
    return result.modifiedCount === 1
  },

  async bidderStanding({ userId, sessionId, nowIso }) {
    // Payload's mongoose adapter keeps a user's sessions as an array on the user document.
    const user = await native('users').findOne(
      { _id: toObjectId(userId), sessions: { $elemMatch: { id: sessionId, expiresAt: { $gt: new Date(nowIso) } } } },
      { projection: { email_confirmed_at: 1, kyc_status: 1, blocked: 1 } },
    )
    if (!user) return null
    const confirmed = user.email_confirmed_at as Date | string | null | undefined
    return {
      email_confirmed_at: confirmed ? new Date(confirmed).toISOString() : null,
      kyc_status: toKycStatus(user.kyc_status),
      blocked: Boolean(user.blocked),
    }
  },

  async remindersEndingBy({ nowIso, horizonIso }) {
    const ending = await auctions()
      .find<Doc>({ status: { $in: ['SCHEDULED', 'LIVE'] }, end_time: { $gt: new Date(nowIso), $lte: new Date(horizonIso) } }, { projection: { _id: 1, status: 1, end_time: 1 } })
      .toArray()
    if (!ending.length) return []
    const byId = new Map(ending.map((auction) => [toId(auction._id), auction]))
    const due = await native('reminders')
      .find<Doc>({ auction: { $in: ending.map((auction) => auction._id) }, sent_at: null }, { projection: { _id: 1, user: 1, auction: 1, lead_minutes: 1 } })
      .toArray()
    return due.map((reminder) => {
      const auction = byId.get(toId(reminder.auction)) as Doc
      return {
        id: toId(reminder._id),
        user_id: toId(reminder.user),
        auction_id: toId(reminder.auction),
        lead_minutes: Number(reminder.lead_minutes),
        status: String(auction.status),
        end_time: toIso(auction.end_time),
      }
    })
  },

  async claimReminder({ reminderId, nowIso }) {
    const now = new Date(nowIso)
    // `sent_at: null` matches a missing or null field: one caller's update wins, the others match nothing.
    const result = await native('reminders').updateOne({ _id: toObjectId(reminderId), sent_at: null }, { $set: { sent_at: now, updatedAt: now } })
    return result.modifiedCount === 1
  },

  async claimNotification({ key, now, windowMs }) {
    const collection = await claims()
    try {
      // Matches an expired claim (and takes it over) or, for a new key, inserts one. A claim still
      // inside the window matches nothing, so the upsert's insert hits the unique key: not ours.
      // Two callers taking over the same expired claim conflict on the document; the server
      // re-runs the loser's query, which no longer matches, and its insert hits the key too.
      const result = await collection.updateOne(
        { key, claimed_at: { $lte: new Date(now.getTime() - windowMs) } },
        { $set: { claimed_at: now } },
        { upsert: true },
      )
      return result.matchedCount + result.upsertedCount === 1
    } catch (error) {
      if (isDuplicateKey(error)) return false
      throw error
    }
  },
  }
}

type ClientSession = ReturnType<ReturnType<Collections['connection']['getClient']>['startSession']>

/** The figures the bidding limit is decided on (core/domain/bid-limits.ts), read inside `session` when given. */
const limitFigures = ({ native, auctions, bids, toObjectId }: Collections) => {
  /**
   * The bidder's leading bids on auctions of the counted status (core/domain/bid-limits.ts decides
   * on them); inside `session` when given.
   */
  const leadingBids = async (bidderId: number | string, session?: ClientSession): Promise<LeadingBid[]> => {
    const rows = await bids()
      .aggregate<Doc>(
        [
          { $match: { bidder: toObjectId(bidderId), is_highest: true } },
          { $lookup: { from: auctions().collectionName, localField: 'auction', foreignField: '_id', as: 'a', pipeline: [{ $project: { status: 1 } }] } },
          { $match: { 'a.status': EXPOSURE_AUCTION_STATUS } },
          { $project: { auction: 1, is_highest: 1, amount: 1, max_amount: 1, status: { $first: '$a.status' } } },
        ],
        session ? { session } : {},
      )
      .toArray()
    return rows.map((row) => ({
      auctionId: toId(row.auction),
      status: String(row.status),
      leading: Boolean(row.is_highest),
      amount: Number(row.amount),
      maxAmount: toNumber(row.max_amount),
    }))
  }

  /** The bidder's own limit (null: none set or no such user). */
  const ownLimit = async (userId: number | string, session?: ClientSession): Promise<number | null> => {
    const user = await native('users').findOne({ _id: toObjectId(userId) }, { projection: { bid_limit_eur: 1 }, ...(session ? { session } : {}) })
    return toNumber(user?.bid_limit_eur)
  }

  return { leadingBids, ownLimit }
}

/**
 * MongoDB implementation on the connection Payload's mongoose adapter opened (`payload.db`). It
 * reads and writes the driver's collections behind Payload's models (named by the model's
 * collection, opened on `payload.db.connection.db`) in the shape the adapter stores them: `_id` and
 * relationship fields (`listing`, `auction`, `bidder`, `winner`) are ObjectIds, date fields and the
 * `createdAt`/`updatedAt` timestamps are BSON dates. Results are converted to the SQLite store's shape: ids as hex strings,
 * dates as ISO strings, the SQLite column names (`created_at`, `auction_id`, …).
 *
 * Acceptance is one transaction (`session.withTransaction`, which needs a replica set): the auction
 * update is conditional on `version`, `end_time` and `status`; when it matches nothing the
 * transaction is aborted before anything else is written and the result is null. A second writer
 * racing for the same version either sees the new version or hits a write conflict on the auction
 * document, after which the driver retries its callback and the condition fails.
 */
export const createMongoBidStore = (db: MongoBidStoreDb): BidStore => {
  const c = openCollections(db)
  const { connection, ObjectId, native, auctions, bids, listings, toObjectId } = c
  const { leadingBids, ownLimit } = limitFigures(c)

  const BID_FIELDS = { _id: 1, auction: 1, bidder: 1, amount: 1, max_amount: 1, is_highest: 1, createdAt: 1 }

  return {
    kind: 'mongodb',

    async loadAuction(id) {
      // One read with the listing joined, like the SQLite LEFT JOIN (a missing listing leaves seller and reserve null).
      const [doc] = await auctions()
        .aggregate<Doc>([
          { $match: { _id: toObjectId(id) } },
          { $lookup: { from: listings().collectionName, localField: 'listing', foreignField: '_id', as: 'l' } },
          { $set: { l: { $first: '$l' } } },
        ])
        .toArray()
      if (!doc) return null
      return toBiddingAuction(doc, (doc.l ?? {}) as Doc)
    },

    async acceptBid(input: AcceptBidInput) {
      const last = input.bids.at(-1)
      if (!last) return null
      const auctionId = toObjectId(input.auctionId)
      const at = new Date(input.createdAt)
      // Ids are made here, in order, so one acceptance's bids sort by `_id` in the order they happened.
      const docs = input.bids.map((bid, index) => ({
        _id: new ObjectId(),
        auction: auctionId,
        bidder: toObjectId(bid.bidderId),
        amount: bid.amount,
        is_highest: index === input.bids.length - 1,
        max_amount: bid.maxAmount,
        is_proxy: bid.isProxy,
        createdAt: at,
        updatedAt: at,
      }))
      const session = connection.getClient().startSession()
      try {
        return await session.withTransaction(async () => {
          const updated = await auctions().updateOne(
            { _id: auctionId, version: versionIs(input.expectedVersion), end_time: new Date(input.expectedEndTime), status: 'LIVE' },
            [
              {
                $set: {
                  current_price: last.amount,
                  bid_count: { $add: [orZero('bid_count'), input.bids.length] },
                  end_time: new Date(input.endTime),
                  reserve_met: input.reserveMet,
                  version: { $add: [orZero('version'), 1] },
                  updatedAt: at,
                },
              },
            ],
            { session },
          )
          if (updated.matchedCount !== 1) {
            // Another writer got there first (or staff changed the end time or status): write nothing.
            await session.abortTransaction()
            return null
          }
          // The bidding limit, in this transaction. Two acceptances for one bidder on two auctions
          // touch no common document otherwise, so each would read the other's exposure from before
          // it (snapshot isolation) and both could commit: writing the bidder's own user document
          // makes the second meet a write conflict, and the driver re-runs it on the new state.
          let seen: LimitSeen | undefined
          if (input.limit) {
            const { bidderId, defaultLimit } = input.limit
            const own = await ownLimit(bidderId, session)
            let leading: LeadingBid[] = []
            if (limitApplies(own, defaultLimit)) {
              await native('users').updateOne({ _id: toObjectId(bidderId) }, { $set: { bid_limit_checked_at: at } }, { session })
              leading = await leadingBids(bidderId, session)
            }
            // Throws BidLimitExceeded inside the callback: withTransaction aborts the transaction and rethrows it.
            seen = decideBidLimit(input.limit, input.auctionId, { own, leading })
          }
          await bids().updateMany({ auction: auctionId, is_highest: true }, { $set: { is_highest: false } }, { session })
          await bids().insertMany(docs, { session, ordered: true })
          const result: AcceptBidResult = seen ? { bidIds: docs.map((doc) => toId(doc._id)), limit: seen } : { bidIds: docs.map((doc) => toId(doc._id)) }
          return result
        })
      } finally {
        await session.endSession()
      }
    },

    async bidExposure({ userId, defaultLimit }) {
      const [own, leading] = await Promise.all([ownLimit(userId), leadingBids(userId)])
      const { limit, exposure } = limitStanding({ own, leading }, defaultLimit)
      return { limit, exposure }
    },

    /**
     * In the order they were accepted: by `createdAt` (the accepting instance's clock; an instance
     * that lost a race re-reads the clock before it retries, so a later acceptance has a later time
     * as long as the instances' clocks agree), then by `_id` (made in order within one acceptance).
     */
    async listBids(auctionId) {
      const docs = await bids()
        .find<Doc>({ auction: toObjectId(auctionId) }, { projection: BID_FIELDS })
        .sort({ createdAt: 1, _id: 1 })
        .toArray()
      return docs.map(toStoredBid)
    },

    /** The highest amount; of equal amounts the earliest, in the same order as `listBids`. */
    async highestBid(auctionId) {
      const doc = await bids()
        .find<Doc>({ auction: toObjectId(auctionId) }, { projection: BID_FIELDS })
        .sort({ amount: -1, createdAt: 1, _id: 1 })
        .limit(1)
        .next()
      return doc ? toStoredBid(doc) : null
    },

    ...auctionLifecycle(c),
  }
}
