import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { createCachedUserResolver } from '../auth/cached-user'
import { resolveUser } from '../auth/resolve-user'
import { viewerOf, type UserOf } from '../auth/viewer'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'
import type { AuctionRepository } from '../storage/auction-repository'
import { findPublicAuctionBySlug, toAuctionDetail } from '../storage/auction-page'

const ZSlug = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,160}$/) })
const ZLocale = z.object({ locale: z.enum(['en', 'de']).default('en') })

/**
 * GET /svc/auctions/by-slug/:slug: one auction's page data (public rule: live listing, LIVE or
 * ENDED auction), with the start price and live snapshot left out for viewers without prices.
 */
export const auctionPageRouter = (deps: { payload: Payload; snapshots: AuctionRepository; userOf?: UserOf }) => {
  const router = Router()
  const userOf = deps.userOf ?? createCachedUserResolver((headers) => resolveUser(deps.payload, headers))

  router.get('/auctions/by-slug/:slug', validate({ params: ZSlug, query: ZLocale }), async (req, res) => {
    const { params, query } = res.locals.input as { params: z.infer<typeof ZSlug>; query: z.infer<typeof ZLocale> }
    const found = await findPublicAuctionBySlug(deps.payload, params.slug, query.locale)
    if (!found) throw new AppError(404, 'auction_not_found', 'Auction not found.')
    const [snapshot, viewer] = await Promise.all([deps.snapshots.findSnapshot(found.auction.id), viewerOf(deps.payload, req, userOf)])
    res.set('Cache-Control', 'private, no-store').json({ data: toAuctionDetail(found.listing, found.auction, snapshot, viewer) })
  })

  return router
}
