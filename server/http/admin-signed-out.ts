import type { NextFunction, Request, Response } from 'express'

import { isStaffAdminPage, signedOutAdminRedirect } from '@core/routing/admin-signed-out'
import { dashboardLanguage, mainSiteDashboardUrl } from '@core/routing/admin-host'

const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

/** Who a session cookie belongs to, as far as the admin's gate cares (null: no valid session). */
export type AdminSessionKind = { kind: 'staff' } | { kind: 'customer'; language?: unknown } | null

/**
 * Admin pages at the front door, before the CMS renders anything (`mapPath`: the CMS path of the
 * request, which on an admin host has /admin in front). Only page reads: anything else goes on to
 * the CMS.
 * - No session cookie: a 307 to the sign-in.
 * - A valid session of someone without a staff role (a buyer): a 307 to the main site's dashboard
 *   in their language (the site's `lng` cookie, else the account's), as the admin's own gate would
 *   send them (cms/admin/gate.ts), without the admin's page and its
 *   scripts being rendered and loaded first only to redirect from.
 * Staff, and a cookie that is not a valid session, go on to the CMS, whose gate judges them.
 */
export const adminSignedOutGate =
  (mapPath: (req: Request) => string | null, sessionKind?: (req: Request) => Promise<AdminSessionKind>) =>
  async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const path = mapPath(req)
    if (!path || !isStaffAdminPage(path)) return next()
    const hasSession = SESSION_COOKIE.test(req.headers.cookie ?? '')
    let location = signedOutAdminRedirect(path, hasSession)
    if (!location && hasSession && sessionKind) {
      try {
        // The request's own Host (never a client's X-Forwarded-Host: that would make this an open redirect).
        const session = await sessionKind(req)
        if (session?.kind === 'customer') location = mainSiteDashboardUrl(req.headers.host, req.protocol, dashboardLanguage(req.headers.cookie, session.language))
      } catch {
        // Undecided here: the CMS's own gate decides.
      }
    }
    if (!location) return next()
    res.setHeader('cache-control', 'no-store')
    res.redirect(307, location)
  }
