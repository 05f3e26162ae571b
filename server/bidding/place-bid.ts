import type { BidAccepted, BidErrorCode, TAuctionId } from '@core/contract'
import { applyAntiSniping } from '@core/domain/anti-sniping'
import { bidCommitment, limitRefusalMessage, remainingOf, sumEuros } from '@core/domain/bid-limits'
import { BID_MESSAGES, checkBid } from '@core/domain/bid-rules'
import { PLATFORM_DEFAULTS } from '@core/domain/defaults'
import { DUTY_MESSAGES } from '@core/domain/duties'
import { bidEligibility } from '@core/domain/eligibility'
import { resolveProxyBid } from '@core/domain/proxy-bidding'
import { isReserveMet } from '@core/domain/reserve'
import type { SessionUser } from '../auth/resolve-user'
import { AppError } from '../http/errors'
import { type BiddingAuction, BidLimitExceeded, type BidStore } from '../storage/bid-store'
import { toAuctionSnapshot } from './auction-snapshot'
import type { BidLabels } from './bid-labels'
import type { SettingsSource } from '../settings/settings'

/** A refused bid: the contract's code, a clear English message and, when useful, the minimum. */
export class BidError extends AppError {
  constructor(
    status: number,
    code: BidErrorCode,
    message: string,
    details?: { min_next_bid?: number; times?: number; step?: number; lower?: number; upper?: number } | { bid_limit: number; exposure: number; remaining: number; contact: string },
  ) {
    super(status, code, message, details)
  }
}

const STATUS_BY_CODE: Partial<Record<BidErrorCode, number>> = {
  unauthenticated: 401,
  email_unconfirmed: 403,
  kyc_required: 403,
  own_listing: 403,
  auction_not_found: 404,
  auction_not_live: 409,
  auction_ended: 409,
  bid_too_low: 409,
  below_minimum: 409,
  off_increment: 422,
  invalid_amount: 422,
  amount_too_high: 422,
  confirmation_required: 409,
  bid_limit_exceeded: 409,
}

export type PlaceBidDeps = {
  store: BidStore
  settings: SettingsSource
  /** Serialises work per key inside this instance (see serialize-by-key.ts). */
  serialize: <T>(key: string, task: () => Promise<T>) => Promise<T>
  /** Labels the new history entries (broadcast and answered with the bid). */
  labels: BidLabels
  now?: () => Date
}

export type PlaceBidResult = {
  accepted: BidAccepted
  auction: BiddingAuction
  bidderId: number | string
  /** Who held the highest bid before this one (for the outbid email), unless it was the bidder. */
  outbidBidderId: number | string | null
}

/** Tries again after a lost conditional write (another instance accepted a bid in between). */
const MAX_ATTEMPTS = 5

/**
 * Places a bid for the signed-in user: eligibility, then every rule on a fresh read, then the
 * conditional write. Either the bid is stored with the auction's new price, count and end time
 * in one transaction, or nothing changes and the caller learns why.
 */
export const placeBid = async (
  deps: PlaceBidDeps,
  user: SessionUser | null,
  input: { auctionId: TAuctionId; amount: number; max_amount?: number; confirm?: boolean },
): Promise<PlaceBidResult> => {
  const eligibility = bidEligibility(user)
  if (eligibility === 'signed_out' || !user) throw new BidError(401, 'unauthenticated', 'Sign in to bid.')
  if (eligibility === 'email_unconfirmed') throw new BidError(403, 'email_unconfirmed', 'Verify your email to bid.')
  // Separation of duties: staff never bid, whatever their KYC record says (core/domain/duties.ts).
  if (eligibility === 'staff_account') throw new BidError(403, 'staff_account', DUTY_MESSAGES.staff_account.en)
  // Short of approved (not submitted, rejected or still in review): the spec's words; the pages say "in review".
  if (eligibility !== 'eligible') throw new BidError(403, 'kyc_required', 'Verify your business to start bidding.')

  const settings = await deps.settings()
  if (input.max_amount !== undefined && input.max_amount > PLATFORM_DEFAULTS.maxPrice) {
    throw new BidError(422, 'amount_too_high', BID_MESSAGES.amount_too_high)
  }
  if (input.max_amount !== undefined) {
    if (!settings.proxyBiddingEnabled) throw new BidError(400, 'invalid_request', 'Proxy bidding is not enabled.')
    if (input.max_amount < input.amount) throw new BidError(422, 'invalid_amount', 'Your maximum bid must be at least your bid.')
    if (Math.round(input.max_amount * 100) !== input.max_amount * 100) throw new BidError(422, 'invalid_amount', 'Amounts are in whole euros or cents.')
  }
  const now = deps.now ?? (() => new Date())

  return deps.serialize(`auction:${String(input.auctionId)}`, async () => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const auction = await deps.store.loadAuction(input.auctionId)
      if (!auction) throw new BidError(404, 'auction_not_found', 'Auction not found.')
      const at = now()
      const rejection = checkBid({
        auction,
        amount: input.amount,
        bidderId: user.id,
        now: at,
        incrementTable: settings.incrementTable,
        confirmFactor: settings.highBidConfirmFactor,
        confirmed: input.confirm === true,
        locale: user.language === 'de' ? 'de' : 'en',
      })
      if (rejection) {
        const details =
          rejection.code === 'below_minimum'
            ? { min_next_bid: rejection.min_next_bid }
            : rejection.code === 'confirmation_required'
              ? { min_next_bid: rejection.min_next_bid, times: rejection.times }
              : rejection.code === 'off_increment'
                ? { min_next_bid: rejection.min_next_bid, step: rejection.step, lower: rejection.lower, upper: rejection.upper }
                : undefined
        throw new BidError(STATUS_BY_CODE[rejection.code] ?? 409, rejection.code, rejection.message, details)
      }
      const previousHighest = auction.bid_count > 0 ? await deps.store.highestBid(auction.id) : null
      // Without proxy bidding a bid stands as placed. With it, the rival ceiling (if any) answers,
      // and the newcomer's own ceiling is kept for later bids (domain/proxy-bidding.ts).
      const resolved = settings.proxyBiddingEnabled
        ? resolveProxyBid({
            currentPrice: auction.current_price ?? auction.start_price,
            leader: previousHighest ? { bidderId: previousHighest.bidder_id, maxAmount: previousHighest.max_amount ?? previousHighest.amount } : null,
            incoming: { bidderId: user.id, amount: input.amount, maxAmount: input.max_amount ?? null },
            incrementTable: settings.incrementTable,
            bidIncrement: auction.bid_increment,
          })
        : { bids: [{ bidderId: user.id, amount: input.amount, isProxy: false, maxAmount: null }] }
      const bids = resolved.bids
      const highest = bids.at(-1) ?? bids[0]!
      const { endTime, extended } = applyAntiSniping(
        new Date(auction.end_time),
        at,
        auction.anti_sniping_window_secs ?? settings.antiSnipingWindowSecs,
        settings.antiSnipingExtensionSecs,
      )
      const createdAt = at.toISOString()
      const reserveMet = isReserveMet(highest.amount, auction.reserve_price)
      // The bid as the limit sees it (its commitment: the maximum with proxy bidding); the store
      // checks it against the bidder's limit in the same transaction (core/domain/bid-limits.ts).
      const limitBid = { amount: input.amount, maxAmount: input.max_amount ?? null }
      const commitment = bidCommitment(limitBid)
      let stored: Awaited<ReturnType<BidStore['acceptBid']>>
      try {
        stored = await deps.store.acceptBid({
          auctionId: auction.id,
          expectedVersion: auction.version,
          expectedEndTime: auction.end_time,
          bids,
          endTime: endTime.toISOString(),
          reserveMet,
          createdAt,
          limit: { bidderId: user.id, defaultLimit: settings.defaultBidLimit ?? null, bid: limitBid },
        })
      } catch (error) {
        if (!(error instanceof BidLimitExceeded)) throw error
        // The total the bid would have reached, and what the limit leaves now (this auction included while they lead it).
        const exposure = sumEuros(error.others, commitment)
        const leadsNow = previousHighest !== null && String(previousHighest.bidder_id) === String(user.id)
        const heldHere = leadsNow ? bidCommitment({ amount: previousHighest.amount, maxAmount: previousHighest.max_amount }) : 0
        const contact = settings.supportPhone || 'support'
        throw new BidError(409, 'bid_limit_exceeded', limitRefusalMessage('en', { exposure, limit: error.limit, contact }), {
          bid_limit: error.limit,
          exposure,
          remaining: remainingOf(error.limit, sumEuros(error.others, heldHere)),
          contact,
        })
      }
      if (!stored) continue // another instance won this version: re-read and re-check
      const updated: BiddingAuction = {
        ...auction,
        current_price: highest.amount,
        bid_count: auction.bid_count + bids.length,
        end_time: endTime.toISOString(),
        reserve_met: reserveMet,
        version: auction.version + 1,
      }
      // The caller's own bid (the last one recorded for them), and whether they lead after it.
      const ownIndex = bids.findLastIndex((bid) => String(bid.bidderId) === String(user.id))
      const own = bids[ownIndex] ?? highest
      const leads = String(highest.bidderId) === String(user.id)
      // The bidder's limit after this bid: the other leading bids plus this auction when they lead it.
      const seen = stored.limit
      const exposureAfter = seen ? sumEuros(seen.others, leads ? bidCommitment(highest) : 0) : 0
      const bidLimit = seen && seen.limit !== null ? { limit: seen.limit, exposure: exposureAfter, remaining: remainingOf(seen.limit, exposureAfter) } : null
      const newBids = await deps.labels.entries({ auctionId: auction.id, countBefore: auction.bid_count, bids, ids: stored.bidIds, createdAt })
      return {
        accepted: {
          bid: { id: stored.bidIds[ownIndex] ?? stored.bidIds.at(-1)!, amount: own.amount, created_at: createdAt, is_proxy: own.isProxy },
          snapshot: toAuctionSnapshot(updated, settings),
          new_bids: newBids,
          extended,
          leading: leads,
          bid_limit: bidLimit,
        },
        auction: updated,
        bidderId: user.id,
        outbidBidderId:
          previousHighest && String(previousHighest.bidder_id) !== String(highest.bidderId) ? previousHighest.bidder_id : null,
      }
    }
    throw new BidError(409, 'bid_too_low', 'Your bid must be higher than the current price')
  })
}
