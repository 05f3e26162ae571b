import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import type { Auction } from '../../cms/payload-types'
import type { BidderStanding, BidLimitStatus, BidPricing, TAuctionId, ViewerStanding } from '@core/contract'
import { vatTreatmentFor } from '@core/domain/invoice-amounts'
import { viewerFor } from '@core/domain/price-visibility'
import { createCachedUserResolver } from '../auth/cached-user'
import { resolveUser, type SessionUser } from '../auth/resolve-user'
import { viewerOf, type UserOf } from '../auth/viewer'
import { createSettingsSource, type SettingsSource } from '../settings/settings'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'
import type { AuctionRepository } from '../storage/auction-repository'
import { findEndedAuctionBySlug, findPublicAuctionBySlug, toAuctionDetail, winnerIdOf } from '../storage/auction-page'
import { approvedKycOf } from '../storage/kyc'

export const ZSlug = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,160}$/) })
export const ZLocale = z.object({ locale: z.enum(['en', 'de']).default('en') })

/** What the page needs of the bidding service for the viewer's own standing (absent: nobody has one). */
export type StandingSource = {
  standing(auctionId: TAuctionId, userId: number | string): Promise<BidderStanding>
  /** The viewer's bidding limit for the bid box (null without one). */
  bidLimit?(userId: number | string): Promise<BidLimitStatus | null>
}

/**
 * GET /svc/auctions/by-slug/:slug: one auction's page data (public rule: live listing, LIVE or
 * ENDED auction), with the start price and live snapshot left out for viewers without prices.
 * A signed-in price viewer also gets their own standing (label, leading, and after the end won or
 * lost) and their VAT case for the bid total. After the end the page is a results page; when the
 * listing is no longer public (sold, withdrawn), it stays reachable for the auction's participants
 * (a bidder or the winner) and is a 404 for everyone else.
 */
export const auctionPageRouter = (deps: { payload: Payload; snapshots: AuctionRepository; userOf?: UserOf; bidding?: StandingSource; settings?: SettingsSource }) => {
  const router = Router()
  const userOf = deps.userOf ?? createCachedUserResolver((headers) => resolveUser(deps.payload, headers))
  const settings = deps.settings ?? createSettingsSource(deps.payload)

  const standingOf = async (auction: Auction, user: SessionUser): Promise<ViewerStanding | null> => {
    if (!deps.bidding) return null
    const own = await deps.bidding.standing(auction.id, user.id)
    const ended = auction.status === 'ENDED'
    const won = ended && String(winnerIdOf(auction)) === String(user.id)
    return { ...own, outcome: won ? 'won' : ended && own.has_bid ? 'lost' : null }
  }

  const pricingFor = async (user: SessionUser): Promise<BidPricing> => {
    const [current, record] = await Promise.all([settings(), approvedKycOf(deps.payload, user.id)])
    const buyer = record?.country
      ? { country: record.country, vat_id: record.vat_id?.trim() || null, vat_treatment: vatTreatmentFor({ country: record.country, vatId: record.vat_id, isBusiness: true }) }
      : null
    return { buyer_fee_pct: current.buyerFeePct, vat_pct: current.vatPct, buyer }
  }

  router.get('/auctions/by-slug/:slug', validate({ params: ZSlug, query: ZLocale }), async (req, res) => {
    const { params, query } = res.locals.input as { params: z.infer<typeof ZSlug>; query: z.infer<typeof ZLocale> }
    const user = await userOf(req.headers)
    let found = await findPublicAuctionBySlug(deps.payload, params.slug, query.locale)
    if (!found && user && viewerFor(user, false).seesPrices) {
      // Not public any more: the results page of an ended auction, for its participants only.
      const ended = await findEndedAuctionBySlug(deps.payload, params.slug, query.locale)
      const standing = ended ? await standingOf(ended.auction, user) : null
      if (ended && standing && (standing.has_bid || standing.outcome === 'won')) found = ended
    }
    if (!found) throw new AppError(404, 'auction_not_found', 'Auction not found.')
    const { listing, auction } = found
    const [snapshot, viewer] = await Promise.all([deps.snapshots.findSnapshot(auction.id), viewerOf(deps.payload, req, userOf)])
    const [standing, pricing, bidLimit] =
      user && viewer.seesPrices ? await Promise.all([standingOf(auction, user), pricingFor(user), deps.bidding?.bidLimit?.(user.id) ?? null]) : [null, null, null]
    res.set('Cache-Control', 'private, no-store').json({ data: { ...toAuctionDetail(listing, auction, snapshot, viewer, { standing, pricing }), bid_limit: bidLimit } })
  })

  return router
}
