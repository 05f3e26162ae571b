import Database from 'libsql'

import { limitStanding } from '@core/domain/bid-limits'

import { type BiddingAuction, type BidStore, type ReminderCandidate, type StoredBid, toKycStatus } from './bid-store'
import { startBidWriterThread } from './bid-writer-thread'
import { idArg, LIMIT_SQL, limitReads, preparedStatements, type Row, toId, toNumber } from './sqlite-statements'

const SQL = {
  bidderStanding: `SELECT u.email_confirmed_at, u.kyc_status, u.blocked,
      EXISTS (SELECT 1 FROM users_sessions s WHERE s._parent_id = u.id AND s.id = ? AND s.expires_at > ?) AS session_ok
    FROM users u WHERE u.id = ?`,
  loadAuction: `SELECT a.id, a.status, a.start_time, a.end_time, a.start_price, a.current_price, a.bid_increment, a.bid_count,
      a.anti_sniping_window_secs, a.reserve_met, a.version, a.listing_id, l.seller_id, l.reserve_price
    FROM auctions a LEFT JOIN listings l ON l.id = a.listing_id WHERE a.id = ?`,
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
  ...LIMIT_SQL,
} as const

/**
 * SQLite implementation on its own connection to the database file Payload uses (WAL mode, so
 * the CMS, Payload's connection and other service instances read and write alongside).
 *
 * Statements are prepared once. Acceptances are written by a worker thread with a connection of
 * its own (bid-writer-thread.ts, bid-writer.worker.ts), so their commits' fsync never stops this
 * event loop: a conditional write, in group commit (sqlite-bid-writer.ts). A caller's promise
 * settles only after the commit, so an acknowledged bid is always durable. The reads, the closing
 * and starting of auctions and the claims (a few a second, not one per bid) stay on this connection.
 */
export const createSqliteBidStore = (file: string, options: { busyTimeoutMs?: number } = {}): BidStore & { close(): Promise<void> } => {
  const db = new Database(file)
  const busyTimeoutMs = Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))
  db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
  const sql = preparedStatements(db, SQL)
  const { ownLimit, leadingBids } = limitReads(sql)
  // Acceptances are written by a thread of their own (its connection, its commits' fsync).
  const writer = startBidWriterThread(file, busyTimeoutMs)

  return {
    kind: 'sqlite',

    async loadAuction(id) {
      const row = sql('loadAuction').get([idArg(id)]) as Row | undefined
      if (!row) return null
      return toBiddingAuction(row)
    },

    acceptBid(input) {
      if (!input.bids.length) return Promise.resolve(null)
      return writer.enqueue(input)
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
      // Bids already queued are written before the connections close.
      await writer.close()
      db.close()
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
