import type Database from 'libsql'

import type { TAuctionId } from '@core/contract'
import { EXPOSURE_AUCTION_STATUS, type LeadingBid } from '@core/domain/bid-limits'

/** What the SQLite bid store and its writer thread share: row values, and statements prepared once. */
export type Row = Record<string, unknown>
export type Value = string | number | null
/** A prepared statement taking its parameters as one array. */
export type Statement = Database.Statement<[Value[]]>

export const toNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))
export const toId = (value: unknown): number | string => (typeof value === 'bigint' ? Number(value) : (value as number | string))
export const idArg = (id: TAuctionId | number | string): Value => (typeof id === 'number' ? id : String(id))

/** Statements of `sql` prepared on first use, so opening a connection never depends on migrations having run yet. */
export const preparedStatements = <K extends string>(db: Database.Database, sql: Record<K, string>) => {
  const prepared = new Map<K, Statement>()
  return (name: K): Statement => {
    let statement = prepared.get(name)
    if (!statement) {
      statement = db.prepare<[Value[]]>(sql[name])
      prepared.set(name, statement)
    }
    return statement
  }
}

/**
 * The bidding limit's figures (core/domain/bid-limits.ts decides on them): the bidder's own limit,
 * one primary-key read; and only when a limit applies, their leading bids on auctions of the
 * counted status, found by bidder_is_highest_idx (bidder_id, is_highest).
 */
export const LIMIT_SQL = {
  ownLimit: 'SELECT bid_limit_eur FROM users WHERE id = ?',
  leadingBids: `SELECT b.auction_id, a.status, b.is_highest, b.amount, b.max_amount
    FROM bids b JOIN auctions a ON a.id = b.auction_id
    WHERE b.bidder_id = ? AND b.is_highest = 1 AND a.status = ?`,
} as const

/** Reads of a bidder's limit figures on one connection (the store's for the account page, the writer's inside an acceptance). */
export const limitReads = (sql: (name: keyof typeof LIMIT_SQL) => Statement) => ({
  /** The bidder's own limit (null: none set or no such user). */
  ownLimit: (userId: number | string): number | null => toNumber((sql('ownLimit').get([idArg(userId)]) as Row | undefined)?.bid_limit_eur),
  /** The bidder's leading bids on auctions of the counted status. */
  leadingBids: (userId: number | string): LeadingBid[] =>
    (sql('leadingBids').all([idArg(userId), EXPOSURE_AUCTION_STATUS]) as Row[]).map((row) => ({
      auctionId: toId(row.auction_id),
      status: String(row.status),
      leading: Boolean(row.is_highest),
      amount: Number(row.amount),
      maxAmount: toNumber(row.max_amount),
    })),
})
