import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import type { AuctionCard, AuctionList, SpellingHint, StandingMap } from '@core/contract'
import type { ListFacets } from '@core/domain/list-params'
import { canSeePrices, listSortFor, maskCard } from '@core/domain/price-visibility'
import { ZAuctionListQuery, ZSuggestBody, staticSuggestions, type Suggestion } from '@core/domain/search'
import { correctQuery } from '@core/domain/spelling'
import { createCachedUserResolver } from '../auth/cached-user'
import { resolveUser } from '../auth/resolve-user'
import { viewerOf, type UserOf } from '../auth/viewer'
import { rateLimited, type LimiterStore } from '../http/rate-limit'
import { validate } from '../http/validate'
import { createSettingsSource, type SettingsSource } from '../settings/settings'
import { standingsFor } from '../bidding/viewer-standing'
import { pickModels, vocabularyOf } from '../storage/catalog-cache'
import type { CatalogRepository } from '../storage/catalog-repository'

/** `ids=1,2,3`: up to 100 auction ids. */
/** Fewer results than this make the list try the corrected spelling of the search (and offer it when it finds more). */
export const FEW_RESULTS = 3

export const ZStandingQuery = z.object({
  ids: z
    .string()
    .regex(/^[a-zA-Z0-9_-]{1,64}(,[a-zA-Z0-9_-]{1,64}){0,99}$/, 'ids: comma-separated auction ids (at most 100)')
    .transform((value) => value.split(',')),
})

/**
 * The auction list's reads: GET /svc/auctions (cards masked for viewers without prices),
 * GET /svc/auctions/counts, GET /svc/auctions/standing and POST /svc/functions/search-suggest.
 */
export const auctionListRouter = (deps: {
  catalog: CatalogRepository
  payload: Payload
  /** The session's user for reads (cached briefly: the list and detail pages ask on every request). */
  userOf?: UserOf
  limiterStore?: LimiterStore
  /** The settings global (the cards' buyer fee). */
  settings?: SettingsSource
}) => {
  const router = Router()
  const settings = deps.settings ?? createSettingsSource(deps.payload)
  const userOf = deps.userOf ?? createCachedUserResolver((headers) => resolveUser(deps.payload, headers))
  const vocabulary = vocabularyOf(deps.catalog)

  router.get('/auctions', validate({ query: ZAuctionListQuery }), async (req, res) => {
    const query = res.locals.input.query as z.infer<typeof ZAuctionListQuery>
    const user = await userOf(req.headers)
    const now = new Date()
    // Without prices, price and end-time orders are ignored (core/domain/price-visibility.ts, listSortFor).
    const sort = listSortFor(canSeePrices(user), query.sort)
    const wantFacets = query.facets === '1'
    // The list page asks for the facets with the list: both come from one pass over the matches.
    const list = (q: string | undefined): Promise<{ items: AuctionCard[]; total: number; facets?: ListFacets }> =>
      wantFacets ? deps.catalog.listWithFacets({ ...query, q, sort }, now) : deps.catalog.listAuctions({ ...query, q, sort }, now)
    const [found, viewer, current] = await Promise.all([list(query.q), viewerOf(deps.payload, req, async () => user), settings()])
    // Few or no results: try the search's words corrected against the catalogue (core/domain/spelling.ts).
    // Nothing found → the corrected results are shown ("Showing results for …"); a few → only offered.
    let result = found
    let spelling: SpellingHint | null = null
    if (query.q && query.exact !== '1' && found.total < FEW_RESULTS) {
      const corrected = correctQuery(query.q, await vocabulary())
      if (corrected) {
        // Only a correction that replaces the results (nothing found) needs its facets.
        const better = found.total === 0 ? await list(corrected) : await deps.catalog.listAuctions({ ...query, q: corrected, sort }, now)
        if (better.total > found.total) {
          const applied = found.total === 0
          spelling = { original: query.q, corrected, applied }
          if (applied) result = better
        }
      }
    }
    const facets = result.facets
    // The viewer's own standing on the cards of this page (nothing for viewers without prices).
    const standings = viewer.seesPrices ? await standingsFor(deps.payload, user, result.items.map((item) => item.id)) : new Map()
    const body: AuctionList = {
      items: viewer.seesPrices ? result.items.map((item) => ({ ...item, my_standing: standings.get(String(item.id)) ?? null })) : result.items.map(maskCard),
      total: result.total,
      page: query.page,
      limit: query.limit,
      sort,
      masked: !viewer.seesPrices,
      unlocked: viewer.unlocked,
      eligibility: viewer.eligibility,
      buyer_fee_pct: current.buyerFeePct,
      spelling,
      ...(facets ? { facets } : {}),
    }
    res.set('Cache-Control', 'private, no-store').json({ data: body })
  })

  // The caller's standing on the given auctions, for cards that follow live updates (a rival's
  // bid arrives as a public snapshot; whether it outbid this viewer is asked here).
  router.get('/auctions/standing', validate({ query: ZStandingQuery }), async (req, res) => {
    const { ids } = res.locals.input.query as z.infer<typeof ZStandingQuery>
    const standings = await standingsFor(deps.payload, await userOf(req.headers), ids)
    const body: StandingMap = Object.fromEntries(standings)
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
    const all = await deps.catalog.liveModels()
    const suggestionsFor = (text: string) => {
      const { makes, categories, keywords } = staticSuggestions(text, locale)
      const models = pickModels(all, text, 5).map(({ brand, model }): Suggestion => ({ type: 'model', value: model, label: `${brand} ${model}` }))
      return [...makes, ...models, ...categories, ...keywords]
    }
    let suggestions = suggestionsFor(q)
    // Nothing for the typed text: the suggestions of its corrected spelling ("catepillar" → Caterpillar).
    let corrected: string | null = null
    if (suggestions.length === 0) {
      corrected = correctQuery(q, await vocabulary())
      if (corrected) suggestions = suggestionsFor(corrected)
      if (suggestions.length === 0) corrected = null
    }
    res.set('Cache-Control', 'no-store').json({ data: { suggestions, corrected } })
  })

  return router
}
