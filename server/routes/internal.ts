import { type NextFunction, type Request, type Response, Router } from 'express'
import { z } from 'zod'

import { INTERNAL_TOKEN_HEADER, isInternalToken } from '@core/auth/internal-token'
import { type TAccessChange, ZAccessChange } from '@core/auth/access-change'
import type { AuctionSnapshot } from '@core/contract'
import { ZRecordIdText } from '@core/validation/record-id'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'
import type { RevokeAccess } from '../realtime/revoke-access'
import type { ForgetSettings } from '../settings/invalidate'

export const ZParams = z.object({ id: z.coerce.number().int().positive() })
/** A user's id: a number (SQLite) or a MongoDB ObjectId. */
export const ZUserParams = z.object({ id: ZRecordIdText('Not a user id.') })

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
  /** Ends a user's price stream on every instance (server/realtime/revoke-access.ts). */
  revokeAccess?: RevokeAccess
  /** Forgets the cached settings on every instance (server/settings/invalidate.ts). */
  forgetSettings?: ForgetSettings
}) => {
  const router = Router()
  const internalOnly = (req: Request, _res: Response, next: NextFunction) => {
    if (!isInternalToken(req.headers[INTERNAL_TOKEN_HEADER], deps.token)) throw new AppError(403, 'forbidden', 'Not allowed.')
    next()
  }
  router.post('/internal/auctions/:id/refresh', internalOnly, validate({ params: ZParams }), async (_req, res) => {
    const { id } = res.locals.input.params as z.infer<typeof ZParams>
    const snapshot = await deps.snapshot(id)
    if (!snapshot) throw new AppError(404, 'auction_not_found', 'Auction not found.')
    deps.broadcast(snapshot)
    if (snapshot.status === 'LIVE') deps.afterLive?.(id)
    res.status(200).set('Cache-Control', 'no-store').json({ data: { broadcast: true } })
  })

  /**
   * POST /svc/internal/users/:id/access-changed: the CMS tells the service that a user signed out
   * (one session or all), was blocked, lost their KYC approval, had their staff roles or email
   * changed (cms/hooks/live-access.ts). It answers once the user's sockets on every instance left
   * their priced rooms. Like the refresh, nothing in it grants anything: it only takes away.
   */
  router.post('/internal/users/:id/access-changed', internalOnly, validate({ params: ZUserParams, body: ZAccessChange }), async (_req, res) => {
    const { id } = res.locals.input.params as z.infer<typeof ZUserParams>
    const change = res.locals.input.body as TAccessChange
    const result = deps.revokeAccess ? await deps.revokeAccess(id, change) : { downgraded: 0, peers: 0 }
    res.status(200).set('Cache-Control', 'no-store').json({ data: result })
  })

  /**
   * POST /svc/internal/settings/changed: the CMS tells the service that the Settings global was
   * saved (cms/hooks/settings-changed.ts). It answers once every instance forgot its cached copy;
   * the next read asks the database. Nothing in it grants anything.
   */
  router.post('/internal/settings/changed', internalOnly, async (_req, res) => {
    const result = deps.forgetSettings ? await deps.forgetSettings() : { instances: 0 }
    res.status(200).set('Cache-Control', 'no-store').json({ data: result })
  })
  return router
}
