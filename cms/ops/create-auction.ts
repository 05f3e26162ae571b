import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { refreshLiveAuction } from './notify-service'
import { OpsError } from './ops-error'
import { requireRole } from './require-role'
import { readSettings } from '../settings/read-settings'

const money = (label: string) => z.coerce.number({ message: `Please enter the ${label}.` }).positive(`The ${label} must be greater than 0.`).max(100_000_000)
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

export const ZAuctionInput = z
  .object({
    listing: z.coerce.number({ message: 'Please choose a listing.' }).int().positive('Please choose a listing.'),
    start_time: z.iso.datetime({ offset: true, message: 'Please enter a valid start time.' }),
    start_price: money('start price'),
    bid_increment: optional(z.coerce.number().int('The increment must be a whole number of euros.').min(1, 'The increment must be at least 1 euro.').max(1_000_000)),
    reserve_price: optional(z.coerce.number().min(0, 'The reserve cannot be negative.').max(100_000_000)),
    length_hours: optional(z.coerce.number().int('The length must be whole hours.').min(1, 'An auction runs at least 1 hour.').max(24 * 14, 'An auction runs at most 14 days.')),
  })
  .strict()
export type TAuctionInput = z.infer<typeof ZAuctionInput>

/** A start time this far in the past still counts as "now" (the form's default was filled in earlier). */
const PAST_GRACE_MS = 10 * 60_000

/**
 * Creates an auction for a live listing as the signed-in admin: LIVE at once when it starts now,
 * otherwise SCHEDULED (the service's clock starts it). The length defaults to the settings'
 * auction length (24 h); the reserve is kept on the listing, where the bid rules read it.
 */
export const createAuction = async (req: PayloadRequest, input: TAuctionInput) => {
  requireRole(req, 'auctions')
  const { payload } = req
  const listing = await payload.findByID({ collection: 'listings', id: input.listing, depth: 0, req, overrideAccess: false, disableErrors: true }).catch(() => null)
  if (!listing) throw new OpsError(404, 'not_found', 'This listing does not exist.', 'listing')
  if (listing.status !== 'live') throw new OpsError(409, 'listing_not_live', 'Only a live listing can be auctioned.', 'listing')
  const active = await payload.count({ collection: 'auctions', where: { listing: { equals: listing.id }, status: { in: ['SCHEDULED', 'LIVE'] } }, req, overrideAccess: false })
  if (active.totalDocs > 0) throw new OpsError(409, 'auction_exists', 'This listing already has a scheduled or live auction.', 'listing')

  const now = Date.now()
  const requestedStart = new Date(input.start_time).getTime()
  if (requestedStart < now - PAST_GRACE_MS) throw new OpsError(400, 'invalid_request', 'The start time lies in the past.', 'start_time')
  const start = Math.max(requestedStart, now)
  const settings = await readSettings(payload, { req })
  const hours = input.length_hours ?? settings.auctionLengthHours
  const end = start + hours * 3_600_000
  const startsNow = start <= now

  const previousReserve = listing.reserve_price ?? null
  const reserveChanges = input.reserve_price !== undefined && input.reserve_price !== previousReserve
  if (reserveChanges) {
    await payload.update({ collection: 'listings', id: listing.id, data: { reserve_price: input.reserve_price }, depth: 0, req, overrideAccess: false })
  }
  try {
    const auction = await payload.create({
      collection: 'auctions',
      data: {
        listing: listing.id,
        status: startsNow ? 'LIVE' : 'SCHEDULED',
        start_time: new Date(start).toISOString(),
        end_time: new Date(end).toISOString(),
        start_price: input.start_price,
        current_price: input.start_price,
        bid_increment: input.bid_increment,
        bid_count: 0,
        anti_sniping_window_secs: settings.antiSnipingWindowSecs,
        // Without bids only "no reserve" counts as met (the bid path updates it).
        reserve_met: !((input.reserve_price ?? previousReserve ?? 0) > 0),
        version: 0,
      },
      depth: 0,
      req,
      overrideAccess: false,
    })
    await refreshLiveAuction(payload, auction.id)
    return auction
  } catch (err) {
    // Put the listing's reserve back: a failed creation changes nothing.
    if (reserveChanges) {
      await payload.update({ collection: 'listings', id: listing.id, data: { reserve_price: previousReserve }, depth: 0, req, overrideAccess: false }).catch(() => undefined)
    }
    throw err
  }
}
