import { Router } from 'express'
import { z } from 'zod'

import { INTERNAL_TOKEN_HEADER, isInternalToken } from '@core/auth/internal-token'
import type { AuctionSnapshot } from '@core/contract'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'

export const ZParams = z.object({ id: z.coerce.number().int().positive() })

/**
 * POST /svc/internal/auctions/:id/refresh: the CMS tells the service that staff changed an
 * auction (created, extended, cancelled). The service re-reads it from the database and broadcasts
 * the snapshot, so live clients see the change at once; a live one is matched against saved
 * searches too (a staff-created auction that starts at once never passes the clock's SCHEDULED →
 * LIVE). The body carries nothing to trust: the call only makes the service publish what the
 * database already says.
 */
export const internalRouter = (deps: {
  token: string
  snapshot: (id: number) => Promise<AuctionSnapshot | null>
  broadcast: (snapshot: AuctionSnapshot) => void
  /** A live auction staff created (or changed): saved-search alerts, claimed once per search and auction. */
  afterLive?: (auctionId: number) => void
}) => {
  const router = Router()
  router.post('/internal/auctions/:id/refresh', (req, _res, next) => {
    if (!isInternalToken(req.headers[INTERNAL_TOKEN_HEADER], deps.token)) throw new AppError(403, 'forbidden', 'Not allowed.')
    next()
  }, validate({ params: ZParams }), async (_req, res) => {
    const { id } = res.locals.input.params as z.infer<typeof ZParams>
    const snapshot = await deps.snapshot(id)
    if (!snapshot) throw new AppError(404, 'auction_not_found', 'Auction not found.')
    deps.broadcast(snapshot)
    if (snapshot.status === 'LIVE') deps.afterLive?.(id)
    res.status(200).set('Cache-Control', 'no-store').json({ data: { broadcast: true } })
  })
  return router
}
