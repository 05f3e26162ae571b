import { Router, type Response } from 'express'
import type { Payload } from 'payload'

import { requireUser, type SessionUser } from '../auth/resolve-user'
import { readActivity, readInvoices, readMyBids, readNotifications, readProfile, readWatchlist, readWonAuctions } from '../storage/dashboard'

/**
 * The dashboard's lists, each the signed-in user's own (server/storage/dashboard.ts reads them
 * with the collections' access rules on), never cached by a browser or proxy.
 */
export const dashboardRouter = (deps: { payload: Payload }) => {
  const { payload } = deps
  const router = Router()
  const lists: Record<string, (payload: Payload, user: SessionUser) => Promise<unknown>> = {
    '/account/won': readWonAuctions,
    '/account/invoices': readInvoices,
    '/account/watchlist': readWatchlist,
    '/account/my-bids': readMyBids,
    '/account/notifications': readNotifications,
    '/account/activity': readActivity,
    '/account/profile': readProfile,
  }
  for (const [path, read] of Object.entries(lists)) {
    router.get(path, async (req, res: Response) => {
      const user = await requireUser(payload, req.headers)
      res.set('Cache-Control', 'private, no-store').json({ data: await read(payload, user) })
    })
  }
  return router
}
