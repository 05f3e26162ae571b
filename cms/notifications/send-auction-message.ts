import type { Payload } from 'payload'

import type { TAuctionId } from '@core/contract'
import { canSeePrices } from '@core/domain/price-visibility'
import { bidEmail, type MessageKind } from '@core/email/bid-messages'
import { siteLink } from '@core/email/layout'
import { notify, recipientOf } from './notify'
import { readSettings } from '../settings/read-settings'

const NOTIFICATION_TYPE: Record<MessageKind, 'outbid' | 'won' | 'watchlist_bid' | 'auction_ended'> = {
  outbid: 'outbid',
  won: 'won',
  watchlist_bid: 'watchlist_bid',
  reserve_not_met: 'auction_ended',
  auction_cancelled: 'auction_ended',
}

/** The listing an auction sells, with only the fields a message needs (a bidding war sends many). */
export const listingOfAuction = async (payload: Payload, auctionId: TAuctionId) => {
  const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, select: { listing: true }, overrideAccess: true })
  const listingId = typeof auction.listing === 'object' ? auction.listing?.id : auction.listing
  const listing = listingId
    ? await payload.findByID({ collection: 'listings', id: listingId, depth: 0, select: { title: true, slug: true, seller: true }, overrideAccess: true }).catch(() => null)
    : null
  if (!listing) return { title: 'Auction', slug: '', sellerId: undefined }
  const seller = listing.seller as { id: number } | number | null | undefined
  return { title: listing.title ?? 'Auction', slug: listing.slug ?? '', sellerId: seller && typeof seller === 'object' ? seller.id : (seller ?? undefined) }
}

/**
 * One message about an auction to one user: an in-app notification plus an email in the user's
 * language, logged by the email adapter. False when the user may not read it (a message about
 * someone else's bid carries its amount: only for those who may see prices). Throttling and
 * queueing are the caller's (the service's notifier); staff actions send their one message directly.
 */
export const sendAuctionMessage = async (
  payload: Payload,
  kind: MessageKind,
  userId: number | string,
  auctionId: TAuctionId,
  amount: number,
  options: { link?: string; path?: string; reason?: string; siteUrl?: string; buyerFeePct?: number } = {},
): Promise<boolean> => {
  const user = await recipientOf(payload, userId)
  // A message to an account that is gone is an error for the caller to log (and not to count).
  if (!user) throw new Error(`No user ${String(userId)} to send "${kind}" to`)
  if ((kind === 'watchlist_bid' || kind === 'outbid') && !canSeePrices(user)) return false
  const listing = await listingOfAuction(payload, auctionId)
  const lang = user.language === 'de' ? 'de' : 'en'
  // Links are absolute, from PUBLIC_URL (or the service's configured site URL), in the user's language.
  const path = options.path ?? `/auctions/${listing.slug}`
  const link = options.link ?? siteLink(lang, path, options.siteUrl)
  // The fee an issued invoice holds when the message is about one (won), else the current setting.
  const buyerFeePct = options.buyerFeePct ?? (await readSettings(payload)).buyerFeePct
  const message = await bidEmail(kind, lang, { listing: listing.title, amount, link, reason: options.reason, buyerFeePct })
  await notify(payload, { id: userId, email: user.email }, {
    inApp: { type: NOTIFICATION_TYPE[kind], title: message.subject, body: message.body, link },
    mail: { ...message, template: kind },
  })
  return true
}
