import { safeAdminNext } from './safe-redirect'

/** Admin pages a signed-out person must reach: the sign-in and Payload's own password, logout, first-user and verify views. */
const PUBLIC_ADMIN = /^\/admin\/(?:signin|login|forgot|reset(?:\/[^/]+)?|logout|logout-inactivity|create-first-user|unauthorized|[a-z-]+\/verify\/[^/]+)\/?$/

/** The admin sign-in with the return path in `next` (the admin's views and the front door both send people there). */
export const signinUrl = (adminRoute: string, next?: string | null): string =>
  `${adminRoute}/signin${next ? `?next=${encodeURIComponent(next)}` : ''}`

/**
 * Where a request for an admin page goes when it carries no session cookie at all, so is signed
 * out for certain: the sign-in, with the page (and its query) as `next` where that is a safe admin
 * path; null for the pages that stay open, for everything outside /admin, and whenever a session
 * cookie is there (valid or not, the admin's own gate judges it, cms/admin/gate.ts).
 */
export const signedOutAdminRedirect = (pathAndQuery: string, hasSession: boolean): string | null => {
  if (hasSession) return null
  const cut = pathAndQuery.indexOf('?')
  const path = cut === -1 ? pathAndQuery : pathAndQuery.slice(0, cut)
  if (path !== '/admin' && !path.startsWith('/admin/')) return null
  if (PUBLIC_ADMIN.test(path)) return null
  if (path === '/admin' || path === '/admin/') return signinUrl('/admin')
  return signinUrl('/admin', safeAdminNext('/admin', pathAndQuery))
}
