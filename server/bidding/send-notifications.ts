import type { Payload } from 'payload'

import { LANGUAGE_HEADER, TEMPLATE_HEADER } from '../../cms/email/adapter'
import type { TAuctionId } from '../contract'
import type { Logger } from '../logger'
import { type MessageKind, renderMessage } from './messages'

/** At most one mail of a kind per user and auction in this window (a bidding war is many bids). */
export const THROTTLE_MS = 10 * 60_000

const NOTIFICATION_TYPE: Record<MessageKind, 'outbid' | 'won' | 'watchlist_bid' | 'auction_ended'> = {
  outbid: 'outbid',
  won: 'won',
  watchlist_bid: 'watchlist_bid',
  reserve_not_met: 'auction_ended',
  auction_cancelled: 'auction_ended',
}

/** Claims a throttled message across instances (BidStore.claimNotification). */
export type ClaimNotification = (input: { key: string; now: Date; windowMs: number }) => Promise<boolean>

/**
 * In-app notification plus email in the user's language, logged by the email adapter. Runs after
 * the bid or close is committed, never on the bid path. Throttled messages are claimed in the
 * database (`claim`), so two instances never both send one; this instance's own recent claims
 * are remembered so a bidding war does not ask the database on every bid.
 */
export const createNotifier = (
  payload: Payload,
  logger: Logger,
  options: { throttleMs?: number; siteUrl?: string; claim?: ClaimNotification } = {},
) => {
  const lastSent = new Map<string, number>()
  const throttleMs = options.throttleMs ?? THROTTLE_MS
  const siteUrl = options.siteUrl ?? process.env.PUBLIC_URL ?? ''
  const claim = options.claim

  const listingOf = async (auctionId: TAuctionId) => {
    const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 1, overrideAccess: true })
    const listing = auction.listing as { title?: string; slug?: string; seller?: unknown } | number
    return typeof listing === 'object'
      ? { title: listing.title ?? 'Auction', slug: listing.slug ?? '', sellerId: listing.seller && typeof listing.seller === 'object' ? (listing.seller as { id: number }).id : (listing.seller as number | undefined) }
      : { title: 'Auction', slug: '', sellerId: undefined }
  }

  /** Sends one message; false when throttled. */
  const send = async (kind: MessageKind, userId: number | string, auctionId: TAuctionId, amount: number, options: { throttle?: boolean; link?: string; reason?: string } = {}) => {
    const key = `${kind}:${String(userId)}:${String(auctionId)}`
    const now = Date.now()
    if (options.throttle !== false) {
      if ((lastSent.get(key) ?? -Infinity) > now - throttleMs) return false
      if (claim && !(await claim({ key, now: new Date(now), windowMs: throttleMs }))) return false
      lastSent.set(key, now)
      if (lastSent.size > 10_000) for (const [old, at] of lastSent) if (at <= now - throttleMs) lastSent.delete(old)
    }
    const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
    const listing = await listingOf(auctionId)
    const link = options.link ?? `${siteUrl}${user.language === 'de' ? '/de' : ''}/auctions/${listing.slug}`
    const message = renderMessage(kind, user.language, { listing: listing.title, amount, link, reason: options.reason })
    await payload.create({
      collection: 'notifications',
      data: { user: userId as number, type: NOTIFICATION_TYPE[kind], title: message.subject, body: message.body, link },
      overrideAccess: true,
    })
    await payload.sendEmail({
      to: user.email,
      subject: message.subject,
      text: message.body,
      headers: { [TEMPLATE_HEADER]: kind, [LANGUAGE_HEADER]: message.lang },
    })
    return true
  }

  const safely = (what: string, task: () => Promise<unknown>) =>
    task().catch((err: unknown) => logger.error({ err }, `${what} notification failed`))

  return {
    send,
    /** After an accepted bid: the outbid bidder, and watchers with email notifications on. */
    afterBid: (input: { auctionId: TAuctionId; amount: number; bidderId: number | string; outbidBidderId: number | string | null }) =>
      safely('bid', async () => {
        if (input.outbidBidderId != null) await send('outbid', input.outbidBidderId, input.auctionId, input.amount)
        const watchers = await payload.find({
          collection: 'watchlist',
          where: { auction: { equals: input.auctionId }, notify_email: { equals: true } },
          depth: 0,
          limit: 1000,
          overrideAccess: true,
        })
        for (const entry of watchers.docs) {
          const watcherId = typeof entry.user === 'object' ? entry.user.id : entry.user
          if (String(watcherId) === String(input.bidderId) || String(watcherId) === String(input.outbidBidderId)) continue
          await send('watchlist_bid', watcherId, input.auctionId, input.amount)
        }
      }),
    listingOf,
  }
}
export type Notifier = ReturnType<typeof createNotifier>
