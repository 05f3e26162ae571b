import PQueue from 'p-queue'
import type { Payload } from 'payload'

import type { TAuctionId } from '@core/contract'
import type { MessageKind } from '@core/email/bid-messages'
import { listingOfAuction, sendAuctionMessage } from '../../cms/notifications/send-auction-message'
import { createTtlMemo } from '../lib/ttl-memo'
import type { Logger } from '../logger'

/** At most one mail of a kind per user and auction in this window (a bidding war is many bids). */
export const THROTTLE_MS = 10 * 60_000

/** Claims a throttled message across instances (BidStore.claimNotification). */
export type ClaimNotification = (input: { key: string; now: Date; windowMs: number }) => Promise<boolean>

/**
 * In-app notification plus email in the user's language (cms/notifications). Runs after
 * the bid or close is committed, never on the bid path. Throttled messages are claimed in the
 * database (`claim`), so two instances never both send one; this instance's own recent claims
 * are remembered so a bidding war does not ask the database on every bid.
 */
export const createNotifier = (
  payload: Payload,
  logger: Logger,
  options: { throttleMs?: number; siteUrl?: string; claim?: ClaimNotification; watchersDelayMs?: number; watchersTtlMs?: number } = {},
) => {
  const lastSent = new Map<string, number>()
  const throttleMs = options.throttleMs ?? THROTTLE_MS
  const siteUrl = options.siteUrl ?? process.env.PUBLIC_URL
  const claim = options.claim

  const listingOf = (auctionId: TAuctionId) => listingOfAuction(payload, auctionId)

  const keyOf = (kind: MessageKind, userId: number | string, auctionId: TAuctionId) => `${kind}:${String(userId)}:${String(auctionId)}`
  const sentHereRecently = (key: string, now = Date.now()) => (lastSent.get(key) ?? -Infinity) > now - throttleMs

  /** Sends one message; false when throttled. */
  const send = async (kind: MessageKind, userId: number | string, auctionId: TAuctionId, amount: number, options: { throttle?: boolean; link?: string; path?: string; reason?: string; buyerFeePct?: number } = {}) => {
    const key = keyOf(kind, userId, auctionId)
    const now = Date.now()
    if (options.throttle !== false) {
      if (sentHereRecently(key, now)) return false
      if (claim && !(await claim({ key, now: new Date(now), windowMs: throttleMs }))) return false
      lastSent.set(key, now)
      if (lastSent.size > 10_000) for (const [old, at] of lastSent) if (at <= now - throttleMs) lastSent.delete(old)
    }
    return sendAuctionMessage(payload, kind, userId, auctionId, amount, { link: options.link, path: options.path, reason: options.reason, buyerFeePct: options.buyerFeePct, siteUrl })
  }

  // Mails after bids wait their turn, two at a time: a burst of outbid mails never crowds the bid
  // path off the event loop, it only takes longer to drain.
  const queue = new PQueue({ concurrency: 2 })
  const safely = (what: string, task: () => Promise<unknown>) =>
    queue.add(task).catch((err: unknown) => logger.error({ err }, `${what} notification failed`))

  type BidEvent = { auctionId: TAuctionId; amount: number; bidderId: number | string; outbidBidderId: number | string | null }

  // Who watches an auction with email on, read at most every `watchersTtlMs` per auction: a new
  // watcher hears from the bids of the next window, and a busy auction costs no read per window.
  const watchersTtlMs = options.watchersTtlMs ?? 10_000
  const watchers = createTtlMemo<(number | string)[]>({ ttlMs: watchersTtlMs })
  const watchersOf = (auctionId: TAuctionId) =>
    watchers(String(auctionId), () =>
      payload
        .find({
          collection: 'watchlist',
          where: { auction: { equals: auctionId }, notify_email: { equals: true } },
          depth: 0,
          limit: 1000,
          select: { user: true },
          overrideAccess: true,
        })
        .then((found) => found.docs.map((entry) => (typeof entry.user === 'object' ? entry.user.id : entry.user))),
    )

  /** Watchers with email on, except who bid and who was outbid (they get their own mail). */
  const notifyWatchers = (event: BidEvent) =>
    safely('watchlist', async () => {
      for (const watcherId of await watchersOf(event.auctionId)) {
        if (String(watcherId) === String(event.bidderId) || String(watcherId) === String(event.outbidBidderId)) continue
        await send('watchlist_bid', watcherId, event.auctionId, event.amount)
      }
    })

  // A bidding war is many bids a second on one auction; watchers hear about the latest bid of a
  // short window (and then at most once per throttle window), so the watchlist is read once per
  // window per auction, not once per bid.
  const watchersDelayMs = options.watchersDelayMs ?? 1_000
  const pendingWatch = new Map<string, BidEvent>()

  return {
    send,
    /** After an accepted bid: the outbid bidder now, watchers with email on after a short window. */
    afterBid: (input: BidEvent) => {
      const key = String(input.auctionId)
      if (!pendingWatch.has(key)) {
        setTimeout(() => {
          const latest = pendingWatch.get(key)
          pendingWatch.delete(key)
          if (latest) void notifyWatchers(latest)
        }, watchersDelayMs).unref()
      }
      pendingWatch.set(key, input)
      if (input.outbidBidderId == null) return Promise.resolve()
      const outbid = input.outbidBidderId
      // Skipped at once when this instance mailed them about this auction recently.
      if (sentHereRecently(keyOf('outbid', outbid, input.auctionId))) return Promise.resolve()
      return safely('outbid', () => send('outbid', outbid, input.auctionId, input.amount))
    },
    listingOf,
  }
}
export type Notifier = ReturnType<typeof createNotifier>
