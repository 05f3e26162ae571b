import { getSafeRedirect } from 'payload/shared'

/** Only paths inside the admin app are accepted as a return target (no open redirect). */
export const safeAdminNext = (adminRoute: string, next: unknown): string | null => {
  if (typeof next !== 'string' || !next) return null
  const safe = getSafeRedirect({ fallbackTo: '', redirectTo: next })
  if (!safe || !(safe === adminRoute || safe.startsWith(`${adminRoute}/`) || safe.startsWith(`${adminRoute}?`))) return null
  return safe
}

/** The admin sign-in with the return path in `next`. */
export const signinUrl = (adminRoute: string, next?: string | null): string =>
  `${adminRoute}/signin${next ? `?next=${encodeURIComponent(next)}` : ''}`
