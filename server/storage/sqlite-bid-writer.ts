import type Database from 'libsql'

import {
  type AcceptBidInput,
  type AcceptBidResult,
  decideBidLimit,
  limitApplies,
  type LimitSeen,
} from './bid-store'
import { idArg, LIMIT_SQL, limitReads, preparedStatements, type Statement, toId } from './sqlite-statements'

/** Most acceptances one transaction takes; a larger burst continues in the next one. */
const MAX_GROUP = 200

const SQL = {
  ...LIMIT_SQL,
  acceptAuction: `UPDATE auctions SET current_price = ?, bid_count = COALESCE(bid_count, 0) + ?, end_time = ?, reserve_met = ?,
      version = COALESCE(version, 0) + 1, updated_at = ?
    WHERE id = ? AND COALESCE(version, 0) = ? AND end_time = ? AND status = 'LIVE'`,
  insertBid: `INSERT INTO bids (auction_id, bidder_id, amount, is_highest, max_amount, is_proxy, updated_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  // `+is_highest` keeps the planner on the auction's bids: the is_highest index holds the highest
  // bid of every auction there ever was, which grows without bound.
  clearHighest: `UPDATE bids SET is_highest = 0 WHERE auction_id = ? AND +is_highest = 1 AND id <> ?`,
  begin: 'BEGIN IMMEDIATE',
  commit: 'COMMIT',
  rollback: 'ROLLBACK',
  savepoint: 'SAVEPOINT bid',
  release: 'RELEASE bid',
  rollbackTo: 'ROLLBACK TO bid',
} as const

type Pending = { input: AcceptBidInput; resolve: (value: AcceptBidResult) => void; reject: (err: unknown) => void }

/**
 * The writing half of the SQLite bid store, on a connection of its own (the store runs it in a
 * worker thread, server/storage/bid-writer.worker.ts, so a commit's fsync never holds the event
 * loop that serves the sockets).
 *
 * Acceptance is a conditional write: the auction update only happens while `version`, `end_time`
 * and `status` are as the rules saw them, and the bids and the highest flag are written only when
 * it changed the row; a stale writer changes nothing. The bidding limit is checked in the same
 * transaction, on the figures read there.
 *
 * Group commit: the acceptances that arrive in one turn of the event loop share one
 * `BEGIN IMMEDIATE … COMMIT`, each inside its own savepoint, so one failing statement undoes only
 * its own bid and a commit is paid once per group instead of once per bid. A promise settles only
 * after the commit, so an acknowledged bid is always durable.
 */
export const createAcceptanceWriter = (db: Database.Database, busyTimeoutMs: number) => {
  const sql = preparedStatements(db, SQL)
  const { ownLimit, leadingBids } = limitReads(sql)

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

  return groupCommit(db, sql, writeAcceptance, busyTimeoutMs)
}

/**
 * The group commit (see createAcceptanceWriter): acceptances queued in one turn of the event loop
 * are written in one transaction, each in its own savepoint; their promises settle after the commit.
 *
 * Waiting for the write lock never blocks the writer's event loop. Another instance on the same
 * file may hold SQLite's one write lock (its commit, with the fsync of synchronous=FULL, holds it
 * for about a millisecond). SQLite's own busy handler would sleep the thread meanwhile, 1, 2, 5,
 * 10 ms and longer, and the acceptances arriving meanwhile could not even be queued. Here the
 * group's `BEGIN IMMEDIATE` does not wait (busy_timeout 0 for that one statement); when the lock is
 * taken it tries again on a timer, and the bids that arrive meanwhile join the group. After
 * `lockWaitMs` (the connection's busy timeout) the group's bids fail as they would have with the
 * busy handler.
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

