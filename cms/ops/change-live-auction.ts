import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { AUCTION_ACTION } from '../access'
import { sendAuctionMessage } from '../notifications/send-auction-message'
import { refreshLiveAuction } from './notify-service'
import { idOf, OpsError } from './ops-error'
import { requireRole } from './require-role'

export const ZExtend = z.object({ minutes: z.coerce.number().int('Whole minutes, please.').min(1, 'Extend by at least 1 minute.').max(7 * 24 * 60, 'Extend by at most 7 days.') }).strict()
export const ZCancel = z.object({ reason: z.string().trim().min(3, 'Please give the reason for the cancellation.').max(500, 'The reason is too long (at most 500 characters).') }).strict()

/**
 * Staff changes to a running auction race the bid path and the closing clock, which live in the
 * service. They are safe because:
 * - the update is partial (Payload writes only end_time, or status and reason), so a bid's price
 *   and count are never overwritten;
 * - a bid's conditional write also checks the end time and status it read, so a bid that read the
 *   auction before this change cannot commit after it (it re-reads and re-checks instead);
 * - closing needs status LIVE and an end time in the past, and changes are refused in the last
 *   seconds, so the clock and staff never act on the same auction at once;
 * - an extension always lands beyond what anti-sniping could have set meanwhile (now + 2 min).
 */
const CLOSING_GUARD_MS = 15_000
const MIN_NEW_END_MS = 2 * 60_000

const loadChangeable = async (req: PayloadRequest, id: number) => {
  const auction = await req.payload.findByID({ collection: 'auctions', id, depth: 0, req, overrideAccess: false, disableErrors: true }).catch(() => null)
  if (!auction) throw new OpsError(404, 'not_found', 'This auction does not exist.')
  if (auction.status !== 'LIVE' && auction.status !== 'SCHEDULED') throw new OpsError(409, 'not_running', 'Only a scheduled or live auction can be changed.')
  if (auction.status === 'LIVE' && new Date(auction.end_time).getTime() - Date.now() < CLOSING_GUARD_MS) {
    throw new OpsError(409, 'closing', 'The auction is closing; it can no longer be changed.')
  }
  return auction
}

/** Moves the end of a scheduled or live auction later by `minutes`, as the signed-in admin. */
export const extendAuction = async (req: PayloadRequest, id: number, minutes: number) => {
  requireRole(req, 'auctions')
  const auction = await loadChangeable(req, id)
  const end = new Date(auction.end_time).getTime() + minutes * 60_000
  if (end < Date.now() + MIN_NEW_END_MS) throw new OpsError(400, 'too_short', 'The new end must be at least 2 minutes from now.')
  const updated = await req.payload.update({ collection: 'auctions', id, data: { end_time: new Date(end).toISOString() }, depth: 0, req, overrideAccess: false })
  await refreshLiveAuction(req.payload, id)
  return updated
}

/**
 * Cancels a scheduled or live auction with a reason, then tells every bidder (in-app notification
 * and email in their language). A failed message never undoes the cancellation; it is logged.
 */
export const cancelAuction = async (req: PayloadRequest, id: number, reason: string) => {
  requireRole(req, 'auctions')
  await loadChangeable(req, id)
  const updated = await req.payload.update({
    collection: 'auctions',
    id,
    data: { status: 'CANCELLED', cancel_reason: reason, closed_at: new Date().toISOString() },
    depth: 0,
    req,
    overrideAccess: false,
    context: AUCTION_ACTION,
  })
  await refreshLiveAuction(req.payload, id)
  const notified = await notifyBidders(req, id, reason, updated.current_price ?? updated.start_price)
  return { auction: updated, notified }
}

const notifyBidders = async (req: PayloadRequest, auctionId: number, reason: string, amount: number) => {
  const { payload } = req
  const bids = await payload.find({ collection: 'bids', where: { auction: { equals: auctionId } }, depth: 0, limit: 10_000, pagination: false, overrideAccess: true })
  const bidders = [...new Set(bids.docs.map((bid) => String(idOf(bid.bidder))))]
  let notified = 0
  for (const bidder of bidders) {
    try {
      await sendAuctionMessage(payload, 'auction_cancelled', Number(bidder), auctionId, amount, { path: '/dashboard/my-bids', reason })
      notified++
    } catch (err) {
      payload.logger.error({ err, auctionId, bidder }, 'cancellation notice could not be sent')
    }
  }
  return notified
}
