import type { AuctionSnapshot, AuctionUpdate, BidAccepted, BidderStanding, BidLimitStatus, TAuctionId } from '@core/contract'
import { remainingOf } from '@core/domain/bid-limits'
import { createFreshBidder } from '../auth/fresh-bidder'
import type { SessionUser } from '../auth/resolve-user'
import type { BidStore } from '../storage/bid-store'
import { toAuctionSnapshot } from './auction-snapshot'
import { createBidLabels, labelBidders } from './bid-labels'
import { listPublicBids } from './list-bids'
import { BidError, placeBid, type PlaceBidResult } from './place-bid'
import { createBidRateLimiter, type RateLimits } from './rate-limit'
import type { LimiterStore } from '../http/rate-limit'
import { createKeyedSerializer } from './serialize-by-key'
import type { SettingsSource } from '../settings/settings'

export type BiddingDeps = {
  store: BidStore
  settings: SettingsSource
  /** The signed-in user from request or handshake headers (Payload session cookie). */
  resolveUser: (headers: Record<string, string | string[] | undefined>) => Promise<SessionUser | null>
  rateLimits?: RateLimits
  /** Where the bid limits count (server/http/rate-limit.ts); default this process's memory. */
  limiterStore?: LimiterStore
  /** Called after a bid is committed and broadcast (emails, notifications); never awaited. */
  afterAccepted?: (result: PlaceBidResult) => void
}

/**
 * What both transports share: one rate limiter, one per-auction serializer, snapshots and the
 * anonymised history. HTTP and socket handlers stay thin on top of it.
 */
export const createBiddingService = (deps: BiddingDeps) => {
  const serialize = createKeyedSerializer()
  const allow = createBidRateLimiter(deps.rateLimits, deps.limiterStore)
  const labels = createBidLabels(deps.store)
  return {
    resolveUser: deps.resolveUser,
    /** Per socket: its bidder, checked afresh on every call at the cost of one indexed read. */
    freshBidder: createFreshBidder({ resolveUser: deps.resolveUser, store: deps.store }),
    async snapshot(id: TAuctionId): Promise<AuctionSnapshot | null> {
      const auction = await deps.store.loadAuction(id)
      return auction ? toAuctionSnapshot(auction, await deps.settings()) : null
    },
    history: (id: TAuctionId) => listPublicBids(deps.store, id),
    /** The platform settings (fees and VAT for the bid box's totals). */
    settings: deps.settings,
    /**
     * One user's own place in an auction, for their eyes only: their public label (the same
     * "Bidder N" the history shows), whether they bid, and whether their bid is the highest.
     */
    async standing(id: TAuctionId, userId: number | string): Promise<BidderStanding> {
      const bids = await deps.store.listBids(id)
      const key = String(userId)
      const label = labelBidders(bids).get(key) ?? null
      const highest = bids.find((bid) => bid.is_highest)
      return { label, has_bid: label !== null, leading: label !== null && highest !== undefined && String(highest.bidder_id) === key }
    },
    /** The user's bidding limit, exposure and what remains (the bidding limit rule); null without a limit. */
    async bidLimit(userId: number | string): Promise<BidLimitStatus | null> {
      const settings = await deps.settings()
      const { limit, exposure } = await deps.store.bidExposure({ userId, defaultLimit: settings.defaultBidLimit ?? null })
      return limit === null ? null : { limit, exposure, remaining: remainingOf(limit, exposure) }
    },
    async place(
      user: SessionUser | null,
      ip: string | undefined,
      input: { auctionId: TAuctionId; amount: number; max_amount?: number; confirm?: boolean },
      broadcast: (update: AuctionUpdate) => void,
    ): Promise<BidAccepted> {
      if (!(await allow({ userId: user?.id, ip }))) throw new BidError(429, 'rate_limited', 'Too many bids in a short time. Please wait a few seconds and try again.')
      const result = await placeBid({ store: deps.store, settings: deps.settings, serialize, labels }, user, input)
      // Viewers append the new entries to the history they have (no history read per bid).
      broadcast({ ...result.accepted.snapshot, new_bids: result.accepted.new_bids })
      if (deps.afterAccepted) setImmediate(() => deps.afterAccepted?.(result))
      return result.accepted
    },
  }
}
export type BiddingService = ReturnType<typeof createBiddingService>
