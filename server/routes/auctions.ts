import { Router, type Request } from 'express'
import { z } from 'zod'

import type { SessionUser } from '../auth/resolve-user'
import { ZAuctionId } from '@core/contract'
import { canSeePrices, maskSnapshot } from '@core/domain/price-visibility'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'
import type { AuctionRepository } from '../storage/auction-repository'

export const ZParams = z.object({ id: z.coerce.number().int().positive().or(ZAuctionId) })

/**
 * Service API under /svc: the server clock and the live snapshot of one auction (id and status
 * only for viewers who may not see prices).
 */
export const auctionsRouter = (deps: { auctions: AuctionRepository; userOf: (headers: Request['headers']) => Promise<SessionUser | null> }) => {
  const router = Router()

  router.get('/time', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ data: { serverTime: Date.now() } })
  })

  router.get('/auctions/:id', validate({ params: ZParams }), async (req, res) => {
    const { id } = res.locals.input.params as z.infer<typeof ZParams>
    const [snapshot, user] = await Promise.all([deps.auctions.findSnapshot(id), deps.userOf(req.headers)])
    if (!snapshot) throw new AppError(404, 'auction_not_found', 'Auction not found.')
    res.set('Cache-Control', 'private, no-store').json({ data: canSeePrices(user) ? snapshot : maskSnapshot(snapshot) })
  })

  return router
}
