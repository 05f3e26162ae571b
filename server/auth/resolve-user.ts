import type { Payload } from 'payload'

import { AppError } from '../http/errors'

export type SessionUser = {
  id: number | string
  email: string
  roles?: string[] | null
  email_confirmed_at?: string | null
  kyc_status?: string | null
  language?: string | null
  blocked?: boolean | null
}

/**
 * The signed-in user of a request, from Payload's HttpOnly session cookie (or an
 * `Authorization: JWT …` header), checked by Payload itself. Null for visitors.
 */
export const resolveUser = async (payload: Payload, headers: Headers | Record<string, string | string[] | undefined>): Promise<SessionUser | null> => {
  const webHeaders = headers instanceof Headers ? headers : new Headers()
  if (!(headers instanceof Headers)) {
    for (const [key, value] of Object.entries(headers)) {
      if (typeof value === 'string') webHeaders.set(key, value)
      else if (Array.isArray(value)) webHeaders.set(key, value.join(', '))
    }
  }
  if (!webHeaders.get('cookie')?.includes('payload-token') && !webHeaders.get('authorization')) return null
  try {
    const { user } = await payload.auth({ headers: webHeaders })
    if (!user || user.collection !== 'users') return null
    return user as unknown as SessionUser
  } catch {
    return null
  }
}

/**
 * The signed-in user of a request, or a 401 `unauthenticated` with `message` (routes that act for a
 * user: account, dashboard, watchlist).
 */
export const requireUser = async (payload: Payload, headers: Parameters<typeof resolveUser>[1], message = 'Please sign in.'): Promise<SessionUser> => {
  const user = await resolveUser(payload, headers)
  if (!user) throw new AppError(401, 'unauthenticated', message)
  return user
}
