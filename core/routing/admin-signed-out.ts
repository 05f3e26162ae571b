import { safeAdminNext } from './safe-redirect'

/** Admin pages a signed-out person must reach: the sign-in and Payload's own password, logout, first-user and verify views. */
const PUBLIC_ADMIN = /^\/admin\/(?:signin|login|forgot|reset(?:\/[^/]+)?|logout|logout-inactivity|create-first-user|unauthorized|[a-z-]+\/verify\/[^/]+)\/?$/

const pathOf = (pathAndQuery: string) => {
  const cut = pathAndQuery.indexOf('?')
  return cut === -1 ? pathAndQuery : pathAndQuery.slice(0, cut)
}

/** An admin page only staff may see: under /admin and not one of the pages that stay open. */
export const isStaffAdminPage = (pathAndQuery: string): boolean => {
  const path = pathOf(pathAndQuery)
  return (path === '/admin' || path.startsWith('/admin/')) && !PUBLIC_ADMIN.test(path)
}

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
  if (hasSession || !isStaffAdminPage(pathAndQuery)) return null
  const path = pathOf(pathAndQuery)
  if (path === '/admin' || path === '/admin/') return signinUrl('/admin')
  return signinUrl('/admin', safeAdminNext('/admin', pathAndQuery))
}
