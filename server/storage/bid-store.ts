import type { TAuctionId } from '@core/contract'
import { checkBidLimit, effectiveBidLimit, exposureOf, type LimitFigures } from '@core/domain/bid-limits'
import { KYC_STATUSES, type KycStatus } from '@core/domain/statuses'

/** The auction as the bid path needs it: prices, timing, version, and the listing's seller/reserve. */
export type BiddingAuction = {
  id: TAuctionId
  status: string
  start_time: string
  end_time: string
  start_price: number
  current_price: number | null
  bid_increment: number | null
  bid_count: number
  anti_sniping_window_secs: number | null
  reserve_met: boolean
  version: number
  seller_id: number | string | null
  reserve_price: number | null
  listing_id: number | string
}

/** One bid to record; with proxy bidding one acceptance may record the system's answer too. */
export type NewBid = {
  bidderId: number | string
  amount: number
  /** The bidder's ceiling (proxy bidding), kept so the system can answer later bids for them. */
  maxAmount: number | null
  /** Placed by the system on the bidder's behalf, up to their ceiling. */
  isProxy: boolean
}

export type AcceptBidInput = {
  auctionId: TAuctionId
  /** The version read before the rules ran; the write happens only if it is still current. */
  expectedVersion: number
  /**
   * The end time read with that version. Staff extend or cancel an auction through Payload (which
   * cannot bump the version atomically); a changed end time or status makes a stale bid lose too.
   */
  expectedEndTime: string
  /** In the order they happened; amounts strictly increasing; the last becomes the highest. */
  bids: NewBid[]
  endTime: string
  reserveMet: boolean
  createdAt: string
  /**
   * The bidding limit, checked in the same transaction as the write: the store reads the bidder's
   * figures there and `decideBidLimit` asks the rule (core/domain/bid-limits.ts `checkBidLimit`)
   * whether `bid` (the caller's amount and proxy maximum) may pass the bidder's own limit, else
   * `defaultLimit` (settings); when it may not, nothing is written.
   */
  limit?: BidLimitInput
}

/** What the limit check of one acceptance needs from the caller. */
export type BidLimitInput = { bidderId: number | string; defaultLimit: number | null; bid: { amount: number; maxAmount: number | null } }

/** What the limit check saw: the limit that applies (null: none) and the commitments on the bidder's other leading bids. */
export type LimitSeen = { limit: number | null; others: number }

/** The outcome of an acceptance: the stored bids (with what the limit check saw, when asked), or null when another writer got there first. */
export type AcceptBidResult = { bidIds: (number | string)[]; limit?: LimitSeen } | null

/** Thrown by `acceptBid` when the bidding limit refuses the bid; nothing was written. */
export class BidLimitExceeded extends Error {
  constructor(
    readonly limit: number,
    /** The commitments on the bidder's other leading bids (euros). */
    readonly others: number,
  ) {
    super('bid_limit_exceeded')
  }
}

/**
 * The limit check both stores run inside their acceptance's transaction, on the bidder's figures
 * they read there as data (the leading bids need reading only when `limitApplies`, so bidders
 * without a limit pay one read): the core rule decides. Throws BidLimitExceeded when it refuses.
 */
export const decideBidLimit = (input: BidLimitInput, auctionId: TAuctionId, figures: LimitFigures): LimitSeen => {
  const limit = effectiveBidLimit(figures.own, input.defaultLimit)
  const verdict = checkBidLimit({ limit, leading: figures.leading, auctionId, bid: input.bid })
  const others = exposureOf(figures.leading, auctionId)
  if (!verdict.ok) throw new BidLimitExceeded(verdict.limit, others)
  return { limit, others }
}

/** Whether a limit applies to a bidder with this own limit (else their leading bids need not be read). */
export const limitApplies = (own: number | null, defaultLimit: number | null): boolean => effectiveBidLimit(own, defaultLimit) !== null

export type StoredBid = {
  id: number | string
  auction_id: TAuctionId
  bidder_id: number | string
  amount: number
  /** The bidder's proxy ceiling when they set one. */
  max_amount: number | null
  is_highest: boolean
  created_at: string
}

/**
 * Atomic bid storage. `acceptBid` is one conditional write: bump the auction's version from
 * `expectedVersion`, insert the bids (one, or two with a proxy answer), clear the previous highest
 * flag; or nothing at all (null) when another writer got there first.
 */
/** An unsent reminder with its auction's current status and end time (BidStore.remindersEndingBy). */
export type ReminderCandidate = {
  id: number | string
  user_id: number | string
  auction_id: TAuctionId
  lead_minutes: number
  status: string
  end_time: string
}

/** What a bid needs of its bidder, read afresh for every socket bid (see server/auth/fresh-bidder.ts). */
export type BidderStanding = { email_confirmed_at: string | null; kyc_status: KycStatus | null; blocked: boolean }

/** A stored KYC status as the type says it is (anything else counts as none). */
export const toKycStatus = (value: unknown): KycStatus | null => ((KYC_STATUSES as readonly unknown[]).includes(value) ? (value as KycStatus) : null)

export interface BidStore {
  kind: string
  /**
   * The bidder's standing now: null when the user is gone or the session `sessionId` no longer
   * exists or has expired at `nowIso` (signed out, "sign out everywhere", blocked).
   */
  bidderStanding(input: { userId: number | string; sessionId: string; nowIso: string }): Promise<BidderStanding | null>
  loadAuction(id: TAuctionId): Promise<BiddingAuction | null>
  acceptBid(input: AcceptBidInput): Promise<AcceptBidResult>
  /** A buyer's limit that applies (their own, else `defaultLimit`) and their exposure now (core/domain/bid-limits.ts). */
  bidExposure(input: { userId: number | string; defaultLimit: number | null }): Promise<{ limit: number | null; exposure: number }>
  listBids(auctionId: TAuctionId): Promise<StoredBid[]>
  highestBid(auctionId: TAuctionId): Promise<StoredBid | null>
  /** Auctions whose state must change by the clock: LIVE past their end, SCHEDULED past their start. */
  dueAuctions(nowIso: string): Promise<{ toClose: TAuctionId[]; toStart: TAuctionId[] }>
  /** LIVE → ENDED exactly once; true only for the one caller whose conditional update won. */
  markEnded(input: { auctionId: TAuctionId; expectedVersion: number; nowIso: string; winnerId: number | string | null }): Promise<boolean>
  /** ENDED auctions with a winner but no order yet (a settlement cut short by a crash). */
  unsettledWins(): Promise<TAuctionId[]>
  /** SCHEDULED → LIVE once the start time has come; true when this call did it. */
  markLive(input: { auctionId: TAuctionId; nowIso: string }): Promise<boolean>
  /**
   * Claims the right to send one throttled message (`key`, e.g. "outbid:<user>:<auction>"): true
   * for exactly one caller per window across every service instance on this database, false when
   * the key was claimed less than `windowMs` before `now`.
   */
  claimNotification(input: { key: string; now: Date; windowMs: number }): Promise<boolean>
  /**
   * Unsent reminders of auctions not over (SCHEDULED or LIVE) whose CURRENT end lies in
   * (`nowIso`, `horizonIso`]: the clock's candidates, read from the auctions ending soon (status
   * and end time indexed) joined to their reminders (auction indexed). Which are due is the rule's
   * (core/domain/reminders.ts `isReminderDue`).
   */
  remindersEndingBy(input: { nowIso: string; horizonIso: string }): Promise<ReminderCandidate[]>
  /** Marks a reminder sent, exactly once: true only for the one caller whose `sent_at IS NULL` update won. */
  claimReminder(input: { reminderId: number | string; nowIso: string }): Promise<boolean>
  /** Releases the store's own connection, if it opened one. */
  close?(): Promise<void>
}
