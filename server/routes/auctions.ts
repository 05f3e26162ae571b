import { Router } from 'express'
import { z } from 'zod'

import { ZAuctionId } from '../contract'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'
import type { AuctionRepository } from '../storage/auction-repository'

const ZParams = z.object({ id: z.coerce.number().int().positive().or(ZAuctionId) })

/** Service API under /svc: the server clock and the live snapshot of one auction. */
export const auctionsRouter = (deps: { auctions: AuctionRepository }) => {
  const router = Router()

  router.get('/time', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ data: { serverTime: Date.now() } })
  })

  router.get('/auctions/:id', validate({ params: ZParams }), async (_req, res) => {
    const { id } = res.locals.input.params as z.infer<typeof ZParams>
    const snapshot = await deps.auctions.findSnapshot(id)
    if (!snapshot) throw new AppError(404, 'auction_not_found', 'Auction not found.')
    res.set('Cache-Control', 'no-store').json({ data: snapshot })
  })

  return router
}
