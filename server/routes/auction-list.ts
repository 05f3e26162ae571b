import { Router } from 'express'
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { AuctionList } from '@core/contract'
import { maskCard } from '@core/domain/price-visibility'
import { ZAuctionListQuery, ZSuggestBody, staticSuggestions, type Suggestion } from '@core/domain/search'
import { createCachedUserResolver } from '../auth/cached-user'
import { resolveUser } from '../auth/resolve-user'
import { viewerOf, type UserOf } from '../auth/viewer'
import { rateLimited, type LimiterStore } from '../http/rate-limit'
import { validate } from '../http/validate'
import { pickModels } from '../storage/catalog-cache'
import type { CatalogRepository } from '../storage/catalog-repository'

/**
 * The auction list's reads: GET /svc/auctions (cards masked for viewers without prices),
 * GET /svc/auctions/counts and POST /svc/functions/search-suggest.
 */
export const auctionListRouter = (deps: {
  catalog: CatalogRepository
  payload: Payload
  /** The session's user for reads (cached briefly: the list and detail pages ask on every request). */
  userOf?: UserOf
  limiterStore?: LimiterStore
}) => {
  const router = Router()
  const userOf = deps.userOf ?? createCachedUserResolver((headers) => resolveUser(deps.payload, headers))

  router.get('/auctions', validate({ query: ZAuctionListQuery }), async (req, res) => {
    const query = res.locals.input.query as z.infer<typeof ZAuctionListQuery>
    const [result, viewer] = await Promise.all([deps.catalog.listAuctions(query, new Date()), viewerOf(deps.payload, req, userOf)])
    const body: AuctionList = {
      items: viewer.seesPrices ? result.items : result.items.map(maskCard),
      total: result.total,
      page: query.page,
      limit: query.limit,
      masked: !viewer.seesPrices,
      unlocked: viewer.unlocked,
      eligibility: viewer.eligibility,
    }
    res.set('Cache-Control', 'private, no-store').json({ data: body })
  })

  router.get('/auctions/counts', async (_req, res) => {
    const counts = await deps.catalog.categoryCounts(new Date())
    const total = Object.values(counts).reduce((a, b) => a + b, 0)
    res.set('Cache-Control', 'no-store').json({ data: { counts, total } })
  })

  const suggestLimiter = rateLimited({ name: 'search-suggest', limit: 240, windowMs: 60_000, store: deps.limiterStore })
  router.post('/functions/search-suggest', suggestLimiter, validate({ body: ZSuggestBody }), async (_req, res) => {
    const { q, locale } = res.locals.input.body as z.infer<typeof ZSuggestBody>
    const { makes, categories, keywords } = staticSuggestions(q, locale)
    const models = pickModels(await deps.catalog.liveModels(), q, 5).map(
      ({ brand, model }): Suggestion => ({ type: 'model', value: model, label: `${brand} ${model}` }),
    )
    res.set('Cache-Control', 'no-store').json({ data: { suggestions: [...makes, ...models, ...categories, ...keywords] } })
  })

  return router
}
