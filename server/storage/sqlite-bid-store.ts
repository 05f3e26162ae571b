import type { Client, InValue } from '@libsql/client'

import type { AcceptBidInput, BiddingAuction, BidStore, StoredBid } from './bid-store'

const toNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))
const toId = (value: unknown): number | string => (typeof value === 'bigint' ? Number(value) : (value as number | string))

/**
 * SQLite implementation on the libsql client Payload's adapter opened (`payload.db.client`).
 * Acceptance is one `batch` in a write transaction (BEGIN IMMEDIATE … COMMIT): the auction update
 * is conditional on `version`, and the bid insert and the previous highest flag only happen when
 * that update changed a row (`changes()`), so a stale writer changes nothing.
 */
export const createSqliteBidStore = (client: Client): BidStore => ({
  kind: 'sqlite',

  async loadAuction(id) {
    const result = await client.execute({
      sql: `SELECT a.id, a.status, a.start_time, a.end_time, a.start_price, a.current_price, a.bid_increment, a.bid_count,
              a.anti_sniping_window_secs, a.reserve_met, a.version, a.listing_id, l.seller_id, l.reserve_price
            FROM auctions a LEFT JOIN listings l ON l.id = a.listing_id WHERE a.id = ?`,
      args: [id as InValue],
    })
    const row = result.rows[0]
    if (!row) return null
    return {
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
    } satisfies BiddingAuction
  },

  async acceptBid(input: AcceptBidInput) {
    const last = input.bids.at(-1)
    if (!last) return null
    // Each insert runs only if the statement before it changed exactly one row: the conditional
    // auction update first, then each bid in turn. A stale version stops the whole chain.
    const inserts = input.bids.map((bid, index) => ({
      sql: `INSERT INTO bids (auction_id, bidder_id, amount, is_highest, max_amount, is_proxy, updated_at, created_at)
            SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1 RETURNING id`,
      args: [
        input.auctionId as InValue,
        bid.bidderId as InValue,
        bid.amount,
        index === input.bids.length - 1 ? 1 : 0,
        bid.maxAmount,
        bid.isProxy ? 1 : 0,
        input.createdAt,
        input.createdAt,
      ],
    }))
    const results = await client.batch(
      [
        {
          sql: `UPDATE auctions SET current_price = ?, bid_count = COALESCE(bid_count, 0) + ?, end_time = ?, reserve_met = ?,
                  version = COALESCE(version, 0) + 1, updated_at = ?
                WHERE id = ? AND COALESCE(version, 0) = ? AND end_time = ? AND status = 'LIVE'`,
          args: [
            last.amount,
            input.bids.length,
            input.endTime,
            input.reserveMet ? 1 : 0,
            input.createdAt,
            input.auctionId as InValue,
            input.expectedVersion,
            input.expectedEndTime,
          ],
        },
        ...inserts,
        {
          sql: `UPDATE bids SET is_highest = 0 WHERE auction_id = ? AND is_highest = 1 AND id <> last_insert_rowid() AND changes() = 1`,
          args: [input.auctionId as InValue],
        },
      ],
      'write',
    )
    const ids = results.slice(1, 1 + inserts.length).map((result) => result.rows[0]?.id)
    return ids.length === inserts.length && ids.every((id) => id !== undefined) ? { bidIds: ids.map(toId) } : null
  },

  async listBids(auctionId) {
    const result = await client.execute({
      sql: 'SELECT id, auction_id, bidder_id, amount, max_amount, is_highest, created_at FROM bids WHERE auction_id = ? ORDER BY id ASC',
      args: [auctionId as InValue],
    })
    return result.rows.map(toStoredBid)
  },

  async highestBid(auctionId) {
    const result = await client.execute({
      sql: 'SELECT id, auction_id, bidder_id, amount, max_amount, is_highest, created_at FROM bids WHERE auction_id = ? ORDER BY amount DESC, id ASC LIMIT 1',
      args: [auctionId as InValue],
    })
    return result.rows[0] ? toStoredBid(result.rows[0]) : null
  },

  async dueAuctions(nowIso) {
    const close = await client.execute({ sql: `SELECT id FROM auctions WHERE status = 'LIVE' AND end_time <= ? ORDER BY end_time`, args: [nowIso] })
    const start = await client.execute({ sql: `SELECT id FROM auctions WHERE status = 'SCHEDULED' AND start_time <= ? AND end_time > ?`, args: [nowIso, nowIso] })
    return { toClose: close.rows.map((row) => toId(row.id)), toStart: start.rows.map((row) => toId(row.id)) }
  },

  async markEnded({ auctionId, expectedVersion, nowIso, winnerId }) {
    const result = await client.execute({
      sql: `UPDATE auctions SET status = 'ENDED', closed_at = ?, winner_id = ?, version = COALESCE(version, 0) + 1, updated_at = ?
            WHERE id = ? AND status = 'LIVE' AND end_time <= ? AND COALESCE(version, 0) = ?`,
      args: [nowIso, winnerId as InValue, nowIso, auctionId as InValue, nowIso, expectedVersion],
    })
    return result.rowsAffected === 1
  },

  async unsettledWins() {
    const result = await client.execute(
      `SELECT a.id FROM auctions a LEFT JOIN orders o ON o.auction_id = a.id WHERE a.status = 'ENDED' AND a.winner_id IS NOT NULL AND o.id IS NULL`,
    )
    return result.rows.map((row) => toId(row.id))
  },

  async markLive({ auctionId, nowIso }) {
    const result = await client.execute({
      sql: `UPDATE auctions SET status = 'LIVE', version = COALESCE(version, 0) + 1, updated_at = ? WHERE id = ? AND status = 'SCHEDULED' AND start_time <= ?`,
      args: [nowIso, auctionId as InValue, nowIso],
    })
    return result.rowsAffected === 1
  },

  async claimNotification({ key, now, windowMs }) {
    const result = await client.execute({
      sql: `INSERT INTO notification_claims (key, claimed_at) VALUES (?, ?)
            ON CONFLICT (key) DO UPDATE SET claimed_at = excluded.claimed_at WHERE claimed_at <= ?`,
      args: [key, now.toISOString(), new Date(now.getTime() - windowMs).toISOString()],
    })
    return result.rowsAffected === 1
  },
})

const toStoredBid = (row: Record<string, unknown>): StoredBid => ({
  id: toId(row.id),
  auction_id: toId(row.auction_id),
  bidder_id: toId(row.bidder_id),
  amount: Number(row.amount),
  max_amount: toNumber(row.max_amount),
  is_highest: Boolean(row.is_highest),
  created_at: String(row.created_at),
})
