import { Router, type Request } from 'express'
import { z } from 'zod'

import { type AuctionUpdate, auctionRoom, type BidAccepted, LISTS_ROOM, userRoom, ZAuctionId, ZPlaceBid } from '@core/contract'
import type { SessionUser } from '../auth/resolve-user'
import type { BiddingService } from '../bidding/bidding-service'
import { canSeePrices, PRICES_HIDDEN } from '@core/domain/price-visibility'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'

export const ZParams = z.object({ id: z.coerce.number().int().positive().or(ZAuctionId) })
/** The auction comes from the path; a body may repeat it (the bid box does) but not contradict it. */
export const ZBody = ZPlaceBid.omit({ auctionId: true }).extend({ auctionId: ZAuctionId.optional() }).strict()

/** POST /svc/auctions/:id/bids (place a bid) and GET …/bids (anonymised history). */
export const bidsRouter = (deps: {
  bidding: BiddingService
  broadcast: (update: AuctionUpdate) => void
  /** Tells the bidder's other tabs their own label (see ownLabelTo). */
  tellBidder?: (userId: number | string, accepted: BidAccepted) => void
  userOf: (headers: Request['headers']) => Promise<SessionUser | null>
}) => {
  const router = Router()

  router.post('/auctions/:id/bids', validate({ params: ZParams, body: ZBody }), async (req, res) => {
    const { params, body } = res.locals.input as { params: z.infer<typeof ZParams>; body: z.infer<typeof ZBody> }
    const { auctionId: repeated, ...bid } = body
    if (repeated !== undefined && String(repeated) !== String(params.id)) {
      throw new AppError(400, 'invalid_request', 'auctionId in the body does not match the path.')
    }
    const user = await deps.bidding.resolveUser(req.headers)
    const accepted = await deps.bidding.place(user, req.ip, { auctionId: params.id, ...bid }, deps.broadcast)
    if (user) deps.tellBidder?.(user.id, accepted)
    res.status(201).set('Cache-Control', 'no-store').json({ data: accepted })
  })

  // The caller's own bidding limit: only ever their own, never anyone else's.
  router.get('/account/bid-limit', async (req, res) => {
    const user = await deps.bidding.resolveUser(req.headers)
    if (!user) throw new AppError(401, 'unauthenticated', 'Sign in to see your bidding limit.')
    // The exposure falls when a rival outbids the buyer: a bid signal, so only for price viewers.
    if (!canSeePrices(user)) throw new AppError(403, 'prices_hidden', PRICES_HIDDEN)
    res.set('Cache-Control', 'private, no-store').json({ data: await deps.bidding.bidLimit(user.id) })
  })

  // Amounts and their number are prices: only for viewers who may see them (domain/price-visibility.ts).
  router.get('/auctions/:id/bids', validate({ params: ZParams }), async (req, res) => {
    const { id } = res.locals.input.params as z.infer<typeof ZParams>
    const [snapshot, user] = await Promise.all([deps.bidding.snapshot(id), deps.userOf(req.headers)])
    if (!snapshot) throw new AppError(404, 'auction_not_found', 'Auction not found.')
    if (!canSeePrices(user)) throw new AppError(user ? 403 : 401, 'prices_hidden', PRICES_HIDDEN)
    res.set('Cache-Control', 'no-store').json({ data: await deps.bidding.history(id) })
  })

  return router
}

/**
 * Every accepted bid (with its new history entries), extension or close goes to the auction's room
 * and the lists room; only price viewers are in them (server/sockets), so nothing is masked here.
 */
export const broadcastTo = (io: { to(rooms: string[]): { emit(event: 'auction:updated', update: AuctionUpdate): unknown } }) =>
  (update: AuctionUpdate) => {
    io.to([auctionRoom(update.id), LISTS_ROOM]).emit('auction:updated', update)
  }

/**
 * After an accepted bid, the bidder's own sockets (their user room, joined on connect) learn the
 * label their bid carries in the public history. Only that user's sockets are in the room.
 */
export const ownLabelTo = (io: { to(room: string): { emit(event: 'auction:own-label', payload: { auction_id: BidAccepted['snapshot']['id']; label: string }): unknown } }) =>
  (userId: number | string, accepted: BidAccepted) => {
    const mine = accepted.new_bids.find((entry) => String(entry.id) === String(accepted.bid.id))
    if (mine) io.to(userRoom(userId)).emit('auction:own-label', { auction_id: accepted.snapshot.id, label: mine.bidder_label })
  }
