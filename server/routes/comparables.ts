import { Router, type Request } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { ZAuctionId, type Comparables } from '@core/contract'
import { canSeePrices, PRICES_HIDDEN } from '@core/domain/price-visibility'
import { createTtlMemo } from '../lib/ttl-memo'
import type { SessionUser } from '../auth/resolve-user'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'
import { findComparables } from '../storage/comparables'

export const ZParams = z.object({ id: z.coerce.number().int().positive().or(ZAuctionId) })
export const ZQuery = z.object({ locale: z.enum(['en', 'de']).default('en') })

/** Sales change only when an auction closes; a minute's delay is fine for comparables. */
export const COMPARABLES_TTL_MS = 60_000

/**
 * GET /svc/auctions/:id/comparables: up to five machines sold on the platform like this one,
 * with their final prices and the median (core/domain/comparables.ts). Prices, so only for those
 * who may see prices (core/domain/price-visibility.ts): visitors and verified leads get 401,
 * signed-in accounts without prices 403, both without a figure. Answers are kept per auction
 * and language for a minute (they are the same for every viewer who may see them).
 */
export const comparablesRouter = (deps: { payload: Payload; userOf: (headers: Request['headers']) => Promise<SessionUser | null>; ttlMs?: number }) => {
  const router = Router()
  const memo = createTtlMemo<Comparables>({ ttlMs: deps.ttlMs ?? COMPARABLES_TTL_MS, max: 2_000 })

  router.get('/auctions/:id/comparables', validate({ params: ZParams, query: ZQuery }), async (req, res) => {
    const { params, query } = res.locals.input as { params: z.infer<typeof ZParams>; query: z.infer<typeof ZQuery> }
    const user = await deps.userOf(req.headers)
    if (!canSeePrices(user)) throw new AppError(user ? 403 : 401, 'prices_hidden', PRICES_HIDDEN)
    // An unknown auction is a failed load, which the memo forgets (it may exist a moment later).
    const found = await memo(`${params.id}|${query.locale}`, async () => {
      const comparables = await findComparables(deps.payload, params.id, query.locale)
      if (!comparables) throw new AppError(404, 'auction_not_found', 'Auction not found.')
      return comparables
    })
    res.set('Cache-Control', 'private, no-store').json({ data: found })
  })

  return router
}
