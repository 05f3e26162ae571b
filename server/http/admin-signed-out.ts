import type { NextFunction, Request, Response } from 'express'

import { signedOutAdminRedirect } from '@core/routing/admin-signed-out'

const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

/**
 * Signed-out requests for admin pages (no session cookie) get their 307 to the sign-in here, at
 * the front door, before the CMS renders anything (`mapPath`: the CMS path of the request, which
 * on an admin host has /admin in front). Only page reads: anything else goes on to the CMS.
 */
export const adminSignedOutGate = (mapPath: (req: Request) => string | null) => (req: Request, res: Response, next: NextFunction) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  const path = mapPath(req)
  const location = path ? signedOutAdminRedirect(path, SESSION_COOKIE.test(req.headers.cookie ?? '')) : null
  if (!location) return next()
  res.setHeader('cache-control', 'no-store')
  res.redirect(307, location)
}
