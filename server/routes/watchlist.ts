import { Router } from 'express'
import { rateLimited, type LimiterStore } from '../http/rate-limit'
import type { Payload } from 'payload'
import { z } from 'zod'

import { requireUser, resolveUser } from '../auth/resolve-user'
import { ZAuctionId } from '@core/contract'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'
import { recordId } from '../storage/record-id'

export const ZId = z.coerce.number().int().positive().or(ZAuctionId)
export const ZStatusQuery = z.object({ auctionId: ZId })
export const ZWatchBody = z.object({ auctionId: ZId })
export const ZParams = z.object({ auctionId: ZId })
export const ZNotifyBody = z.object({ notify_email: z.boolean() })

const SIGN_IN_TO_WATCH = 'Please sign in to add auctions to your watchlist.'

/**
 * Watchlist under /svc/watchlist, through Payload's Local API as the signed-in user with
 * access control on: the collection's rules decide ownership (nobody reads or removes
 * another user's watch).
 */
export const watchlistRouter = (deps: { payload: Payload; limiterStore?: LimiterStore }) => {
  const { payload } = deps
  const router = Router()
  // Changes are limited tightly; status reads more generously (a list page asks once per card).
  const store = deps.limiterStore
  router.use('/watchlist', rateLimited({ name: 'watchlist-change', limit: 60, windowMs: 60_000, store, skip: (req) => req.method === 'GET' }))
  router.use('/watchlist', rateLimited({ name: 'watchlist-read', limit: 1200, windowMs: 60_000, store, skip: (req) => req.method !== 'GET' }))

  const findOwn = async (user: Awaited<ReturnType<typeof requireUser>>, requested: z.infer<typeof ZId>) => {
    const auctionId = recordId(payload, requested)
    if (auctionId === null) return null
    const result = await payload.find({
      collection: 'watchlist',
      where: { and: [{ auction: { equals: auctionId } }, { user: { equals: user.id } }] },
      limit: 1,
      depth: 0,
      user,
      overrideAccess: false,
    })
    return result.docs[0] ?? null
  }

  router.get('/watchlist/status', validate({ query: ZStatusQuery }), async (req, res) => {
    const user = await resolveUser(payload, req.headers)
    const { auctionId } = res.locals.input.query as z.infer<typeof ZStatusQuery>
    const entry = user ? await findOwn(user, auctionId) : null
    res.set('Cache-Control', 'private, no-store').json({
      data: { watching: Boolean(entry), id: entry?.id ?? null, notify_email: entry ? Boolean(entry.notify_email) : null },
    })
  })

  router.post('/watchlist', validate({ body: ZWatchBody }), async (req, res) => {
    const user = await requireUser(payload, req.headers, SIGN_IN_TO_WATCH)
    const { auctionId } = res.locals.input.body as z.infer<typeof ZWatchBody>
    const existing = await findOwn(user, auctionId)
    if (existing) {
      res.json({ data: { watching: true, id: existing.id, notify_email: Boolean(existing.notify_email) } })
      return
    }
    const id = recordId(payload, auctionId)
    const auction = id === null ? undefined : (await payload.find({ collection: 'auctions', where: { id: { equals: id } }, limit: 1, depth: 0, user, overrideAccess: false })).docs[0]
    if (!auction) throw new AppError(404, 'auction_not_found', 'Auction not found.')
    const listing = typeof auction.listing === 'object' && auction.listing ? auction.listing.id : auction.listing
    const created = await payload.create({
      collection: 'watchlist',
      data: { user: user.id as number, listing: listing as number, auction: auction.id, notify_email: true },
      user,
      overrideAccess: false,
    })
    res.status(201).json({ data: { watching: true, id: created.id, notify_email: true } })
  })

  router.delete('/watchlist/:auctionId', validate({ params: ZParams }), async (req, res) => {
    const user = await requireUser(payload, req.headers, SIGN_IN_TO_WATCH)
    const auctionId = recordId(payload, (res.locals.input.params as z.infer<typeof ZParams>).auctionId)
    // Access control limits the delete to the caller's own entries.
    if (auctionId !== null) await payload.delete({ collection: 'watchlist', where: { auction: { equals: auctionId } }, user, overrideAccess: false })
    res.json({ data: { watching: false } })
  })

  router.patch('/watchlist/:auctionId', validate({ params: ZParams, body: ZNotifyBody }), async (req, res) => {
    const user = await requireUser(payload, req.headers, SIGN_IN_TO_WATCH)
    const { params, body } = res.locals.input as { params: z.infer<typeof ZParams>; body: z.infer<typeof ZNotifyBody> }
    const entry = await findOwn(user, params.auctionId)
    if (!entry) throw new AppError(404, 'not_watching', 'This auction is not on your watchlist.')
    await payload.update({ collection: 'watchlist', id: entry.id, data: { notify_email: body.notify_email }, user, overrideAccess: false })
    res.json({ data: { watching: true, id: entry.id, notify_email: body.notify_email } })
  })

  return router
}
