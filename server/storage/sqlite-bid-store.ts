import Database from 'libsql'

import type { TAuctionId } from '@core/contract'
import { EXPOSURE_AUCTION_STATUS, type LeadingBid, limitStanding } from '@core/domain/bid-limits'

import {
  type AcceptBidInput,
  type AcceptBidResult,
  type BiddingAuction,
  type BidStore,
  decideBidLimit,
  limitApplies,
  type LimitSeen,
  type ReminderCandidate,
  type StoredBid,
  toKycStatus,
} from './bid-store'

type Row = Record<string, unknown>
type Value = string | number | null
/** A prepared statement taking its parameters as one array. */
type Statement = Database.Statement<[Value[]]>

const toNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))
const toId = (value: unknown): number | string => (typeof value === 'bigint' ? Number(value) : (value as number | string))
const idArg = (id: TAuctionId | number | string): Value => (typeof id === 'number' ? id : String(id))

/** Most acceptances one transaction takes; a larger burst continues in the next one. */
const MAX_GROUP = 200

const SQL = {
  bidderStanding: `SELECT u.email_confirmed_at, u.kyc_status, u.blocked,
      EXISTS (SELECT 1 FROM users_sessions s WHERE s._parent_id = u.id AND s.id = ? AND s.expires_at > ?) AS session_ok
    FROM users u WHERE u.id = ?`,
  loadAuction: `SELECT a.id, a.status, a.start_time, a.end_time, a.start_price, a.current_price, a.bid_increment, a.bid_count,
      a.anti_sniping_window_secs, a.reserve_met, a.version, a.listing_id, l.seller_id, l.reserve_price
    FROM auctions a LEFT JOIN listings l ON l.id = a.listing_id WHERE a.id = ?`,
  acceptAuction: `UPDATE auctions SET current_price = ?, bid_count = COALESCE(bid_count, 0) + ?, end_time = ?, reserve_met = ?,
      version = COALESCE(version, 0) + 1, updated_at = ?
    WHERE id = ? AND COALESCE(version, 0) = ? AND end_time = ? AND status = 'LIVE'`,
  insertBid: `INSERT INTO bids (auction_id, bidder_id, amount, is_highest, max_amount, is_proxy, updated_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  // `+is_highest` keeps the planner on the auction's bids: the is_highest index holds the highest
  // bid of every auction there ever was, which grows without bound.
  clearHighest: `UPDATE bids SET is_highest = 0 WHERE auction_id = ? AND +is_highest = 1 AND id <> ?`,
  listBids: 'SELECT id, auction_id, bidder_id, amount, max_amount, is_highest, created_at FROM bids WHERE auction_id = ? ORDER BY id ASC',
  highestBid: 'SELECT id, auction_id, bidder_id, amount, max_amount, is_highest, created_at FROM bids WHERE auction_id = ? ORDER BY amount DESC, id ASC LIMIT 1',
  dueToClose: `SELECT id FROM auctions WHERE status = 'LIVE' AND end_time <= ? ORDER BY end_time`,
  dueToStart: `SELECT id FROM auctions WHERE status = 'SCHEDULED' AND start_time <= ? AND end_time > ?`,
  markEnded: `UPDATE auctions SET status = 'ENDED', closed_at = ?, winner_id = ?, version = COALESCE(version, 0) + 1, updated_at = ?
    WHERE id = ? AND status = 'LIVE' AND end_time <= ? AND COALESCE(version, 0) = ?`,
  unsettledWins: `SELECT a.id FROM auctions a LEFT JOIN orders o ON o.auction_id = a.id WHERE a.status = 'ENDED' AND a.winner_id IS NOT NULL AND o.id IS NULL`,
  markLive: `UPDATE auctions SET status = 'LIVE', version = COALESCE(version, 0) + 1, updated_at = ? WHERE id = ? AND status = 'SCHEDULED' AND start_time <= ?`,
  claim: `INSERT INTO notification_claims (key, claimed_at) VALUES (?, ?)
    ON CONFLICT (key) DO UPDATE SET claimed_at = excluded.claimed_at WHERE claimed_at <= ?`,
  remindersEndingBy: `SELECT r.id, r.user_id, r.auction_id, r.lead_minutes, a.status, a.end_time
    FROM auctions a JOIN reminders r ON r.auction_id = a.id
    WHERE a.status IN ('SCHEDULED', 'LIVE') AND a.end_time > ? AND a.end_time <= ? AND r.sent_at IS NULL`,
  claimReminder: `UPDATE reminders SET sent_at = ?, updated_at = ? WHERE id = ? AND sent_at IS NULL`,
  // The bidding limit's figures (core/domain/bid-limits.ts decides on them): the bidder's own
  // limit, one primary-key read; and only when a limit applies, their leading bids on auctions of
  // the counted status, found by bidder_is_highest_idx (bidder_id, is_highest).
  ownLimit: 'SELECT bid_limit_eur FROM users WHERE id = ?',
  leadingBids: `SELECT b.auction_id, a.status, b.is_highest, b.amount, b.max_amount
    FROM bids b JOIN auctions a ON a.id = b.auction_id
    WHERE b.bidder_id = ? AND b.is_highest = 1 AND a.status = ?`,
  begin: 'BEGIN IMMEDIATE',
  commit: 'COMMIT',
  rollback: 'ROLLBACK',
  savepoint: 'SAVEPOINT bid',
  release: 'RELEASE bid',
  rollbackTo: 'ROLLBACK TO bid',
} as const

type Pending = { input: AcceptBidInput; resolve: (value: AcceptBidResult) => void; reject: (err: unknown) => void }

/**
 * SQLite implementation on its own connection to the database file Payload uses (WAL mode, so
 * the CMS, Payload's connection and other service instances read and write alongside).
 *
 * Statements are prepared once. Acceptance is a conditional write: the auction update only
 * happens while `version`, `end_time` and `status` are as the rules saw them, and the bids and
 * the highest flag are written only when it changed the row; a stale writer changes nothing.
 *
 * Group commit: the acceptances that arrive in one turn of the event loop share one
 * `BEGIN IMMEDIATE … COMMIT`, each inside its own savepoint, so one failing statement undoes only
 * its own bid and a commit is paid once per group instead of once per bid. A caller's promise
 * settles only after the commit, so an acknowledged bid is always durable.
 */
export const createSqliteBidStore = (file: string, options: { busyTimeoutMs?: number } = {}): BidStore & { close(): Promise<void> } => {
  const db = new Database(file)
  const busyTimeoutMs = Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))
  db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
  const prepared = new Map<keyof typeof SQL, Statement>()
  // Prepared on first use, so creating the store never depends on migrations having run yet.
  const sql = (name: keyof typeof SQL): Statement => {
    let statement = prepared.get(name)
    if (!statement) {
      statement = db.prepare<[Value[]]>(SQL[name])
      prepared.set(name, statement)
    }
    return statement
  }

  /** The bidder's own limit (null: none set or no such user). */
  const ownLimit = (userId: number | string): number | null => toNumber((sql('ownLimit').get([idArg(userId)]) as Row | undefined)?.bid_limit_eur)
  /** The bidder's leading bids on auctions of the counted status. */
  const leadingBids = (userId: number | string): LeadingBid[] =>
    (sql('leadingBids').all([idArg(userId), EXPOSURE_AUCTION_STATUS]) as Row[]).map((row) => ({
      auctionId: toId(row.auction_id),
      status: String(row.status),
      leading: Boolean(row.is_highest),
      amount: Number(row.amount),
      maxAmount: toNumber(row.max_amount),
    }))

  /** The limit check, inside the acceptance's transaction (BEGIN IMMEDIATE: no other writer in between). */
  const checkLimit = (input: AcceptBidInput): LimitSeen | undefined => {
    if (!input.limit) return undefined
    const own = ownLimit(input.limit.bidderId)
    const leading = limitApplies(own, input.limit.defaultLimit) ? leadingBids(input.limit.bidderId) : []
    return decideBidLimit(input.limit, input.auctionId, { own, leading })
  }

  const writeAcceptance = (input: AcceptBidInput): AcceptBidResult => {
    const last = input.bids.at(-1)
    if (!last) return null
    // Throws BidLimitExceeded before anything is written (the savepoint is rolled back anyway).
    const seen = checkLimit(input)
    const updated = sql('acceptAuction').run([
      last.amount,
      input.bids.length,
      input.endTime,
      input.reserveMet ? 1 : 0,
      input.createdAt,
      idArg(input.auctionId),
      input.expectedVersion,
      input.expectedEndTime,
    ])
    if (updated.changes !== 1) return null
    const ids = input.bids.map((bid, index) =>
      toId(
        sql('insertBid').run([
          idArg(input.auctionId),
          idArg(bid.bidderId),
          bid.amount,
          index === input.bids.length - 1 ? 1 : 0,
          bid.maxAmount,
          bid.isProxy ? 1 : 0,
          input.createdAt,
          input.createdAt,
        ]).lastInsertRowid,
      ),
    )
    sql('clearHighest').run([idArg(input.auctionId), idArg(ids.at(-1) as number | string)])
    return seen ? { bidIds: ids, limit: seen } : { bidIds: ids }
  }

  const commits = groupCommit(db, sql, writeAcceptance, busyTimeoutMs)

  return {
    kind: 'sqlite',

    async loadAuction(id) {
      const row = sql('loadAuction').get([idArg(id)]) as Row | undefined
      if (!row) return null
      return toBiddingAuction(row)
    },

    acceptBid(input) {
      if (!input.bids.length) return Promise.resolve(null)
      return commits.enqueue(input)
    },

    async bidExposure({ userId, defaultLimit }) {
      const { limit, exposure } = limitStanding({ own: ownLimit(userId), leading: leadingBids(userId) }, defaultLimit)
      return { limit, exposure }
    },

    async listBids(auctionId) {
      return (sql('listBids').all([idArg(auctionId)]) as Row[]).map(toStoredBid)
    },

    async highestBid(auctionId) {
      const row = sql('highestBid').get([idArg(auctionId)]) as Row | undefined
      return row ? toStoredBid(row) : null
    },

    async dueAuctions(nowIso) {
      const close = sql('dueToClose').all([nowIso]) as Row[]
      const start = sql('dueToStart').all([nowIso, nowIso]) as Row[]
      return { toClose: close.map((row) => toId(row.id)), toStart: start.map((row) => toId(row.id)) }
    },

    async markEnded({ auctionId, expectedVersion, nowIso, winnerId }) {
      const result = sql('markEnded').run([nowIso, winnerId === null ? null : idArg(winnerId), nowIso, idArg(auctionId), nowIso, expectedVersion])
      return result.changes === 1
    },

    async unsettledWins() {
      return (sql('unsettledWins').all([]) as Row[]).map((row) => toId(row.id))
    },

    async markLive({ auctionId, nowIso }) {
      return sql('markLive').run([nowIso, idArg(auctionId), nowIso]).changes === 1
    },

    async bidderStanding({ userId, sessionId, nowIso }) {
      const row = sql('bidderStanding').get([sessionId, nowIso, idArg(userId)]) as Row | undefined
      if (!row || !Number(row.session_ok)) return null
      return {
        email_confirmed_at: row.email_confirmed_at == null ? null : String(row.email_confirmed_at),
        kyc_status: toKycStatus(row.kyc_status),
        blocked: Boolean(row.blocked),
      }
    },

    async claimNotification({ key, now, windowMs }) {
      return sql('claim').run([key, now.toISOString(), new Date(now.getTime() - windowMs).toISOString()]).changes === 1
    },

    async remindersEndingBy({ nowIso, horizonIso }) {
      return (sql('remindersEndingBy').all([nowIso, horizonIso]) as Row[]).map(toReminderCandidate)
    },

    async claimReminder({ reminderId, nowIso }) {
      return sql('claimReminder').run([nowIso, nowIso, idArg(reminderId)]).changes === 1
    },

    async close() {
      // Bids already queued are written before the connection closes.
      commits.drain()
      db.close()
    },
  }
}

/**
 * The group commit (see createSqliteBidStore): acceptances queued in one turn of the event loop
 * are written in one transaction, each in its own savepoint; their promises settle after the commit.
 *
 * Waiting for the write lock never blocks the event loop. Another instance on the same file may
 * hold SQLite's one write lock (its commit, with the fsync of synchronous=FULL, holds it for about
 * a millisecond). SQLite's own busy handler would sleep this whole process meanwhile, 1, 2, 5, 10 ms
 * and longer, with every socket of the instance waiting too. Here the group's `BEGIN IMMEDIATE`
 * does not wait (busy_timeout 0 for that one statement); when the lock is taken it tries again on a
 * timer, and the bids that arrive meanwhile join the group. After `lockWaitMs` (the connection's
 * busy timeout) the group's bids fail as they would have with the busy handler.
 */
const groupCommit = (
  db: { inTransaction: boolean; exec(sql: string): unknown },
  sql: (name: keyof typeof SQL) => Statement,
  writeAcceptance: (input: AcceptBidInput) => AcceptBidResult,
  lockWaitMs: number,
) => {
  let queue: Pending[] = []
  let scheduled = false
  /** Since when the queue's head has waited for another process's write lock (null: not waiting). */
  let lockedSince: number | null = null
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    setImmediate(flush)
  }
  const retryLater = () => {
    scheduled = true
    setTimeout(flush, 1)
  }
  /** The next group off the queue (the rest is scheduled for the next turn). */
  const takeGroup = () => {
    const group = queue.slice(0, MAX_GROUP)
    queue = queue.slice(MAX_GROUP)
    if (queue.length) schedule()
    return group
  }

  /** BEGIN IMMEDIATE without SQLite's sleeping busy handler: true when the lock is ours. */
  const beginWithoutWaiting = (): boolean => {
    db.exec('PRAGMA busy_timeout = 0')
    try {
      sql('begin').run([])
      return true
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return false
      throw error
    } finally {
      db.exec(`PRAGMA busy_timeout = ${lockWaitMs}`)
    }
  }

  /** Writes the next group; `blocking` (closing) waits for the lock in SQLite's busy handler instead. */
  const flush = (blocking = false) => {
    scheduled = false
    if (!queue.length) return
    try {
      if (blocking) sql('begin').run([])
      else if (!beginWithoutWaiting()) {
        lockedSince ??= Date.now()
        if (Date.now() - lockedSince < lockWaitMs) return retryLater()
        throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
      }
    } catch (error) {
      lockedSince = null
      for (const pending of takeGroup()) pending.reject(error)
      return
    }
    lockedSince = null
    // Taken after the lock: the bids that arrived while it was waited for are in this group.
    const group = takeGroup()
    const outcomes: { pending: Pending; result?: AcceptBidResult; error?: unknown }[] = []
    for (const pending of group) {
      sql('savepoint').run([])
      try {
        const result = writeAcceptance(pending.input)
        sql('release').run([])
        outcomes.push({ pending, result })
      } catch (error) {
        sql('rollbackTo').run([])
        sql('release').run([])
        outcomes.push({ pending, error })
      }
    }
    try {
      sql('commit').run([])
    } catch (error) {
      if (db.inTransaction) sql('rollback').run([])
      for (const pending of group) pending.reject(error)
      return
    }
    for (const { pending, result, error } of outcomes) {
      if (error !== undefined) pending.reject(error)
      else pending.resolve(result ?? null)
    }
  }

  return {
    enqueue: (input: AcceptBidInput) =>
      new Promise<AcceptBidResult>((resolve, reject) => {
        queue.push({ input, resolve, reject })
        schedule()
      }),
    /** Writes everything still queued (before the connection closes), waiting for the lock if it must. */
    drain: () => {
      while (queue.length) flush(true)
    },
  }
}

const toBiddingAuction = (row: Row): BiddingAuction => ({
    id: toId(row.id),
    status: String(row.status),
    start_time: String(row.start_time),
    end_time: String(row.end_time),
    start_price: Number(row.start_price),
    current_price: toNumber(row.current_price),
    bid_increment: toNumber(row.bid_increment),
    bid_count: Number(row.bid_count ?? 0),
    anti_sniping_window_secs: toNumber(row.anti_sniping_window_secs),
    reserve_met: Boolean(row.reserve_met),
    version: Number(row.version ?? 0),
    seller_id: row.seller_id === null ? null : toId(row.seller_id),
    reserve_price: toNumber(row.reserve_price),
    listing_id: toId(row.listing_id),
})

const toReminderCandidate = (row: Row): ReminderCandidate => ({
  id: toId(row.id),
  user_id: toId(row.user_id),
  auction_id: toId(row.auction_id),
  lead_minutes: Number(row.lead_minutes),
  status: String(row.status),
  end_time: String(row.end_time),
})

const toStoredBid = (row: Row): StoredBid => ({
  id: toId(row.id),
  auction_id: toId(row.auction_id),
  bidder_id: toId(row.bidder_id),
  amount: Number(row.amount),
  max_amount: toNumber(row.max_amount),
  is_highest: Boolean(row.is_highest),
  created_at: String(row.created_at),
})
