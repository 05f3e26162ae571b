import { createLocalReq, executeAuthStrategies, type Payload } from 'payload'

import type { User } from '../../cms/payload-types'

import { AppError } from '../http/errors'

/** The signed-in user as Payload's Local API takes it (`user:` of a call made on their behalf). */
export type SessionUser = User & { collection: 'users'; _sid?: string }

/**
 * The signed-in user of a request, from Payload's HttpOnly session cookie (or an
 * `Authorization: JWT …` header), checked by Payload itself. Null for visitors.
 *
 * Payload's own auth strategies decide (the JWT, the user, the session), as in `payload.auth()`,
 * but without the permissions object `payload.auth()` also builds for the admin panel (every
 * collection's and field's access, about 40% of its time): the service never reads it, and this
 * check runs for every bid and every signed-in request.
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
    const req = await createLocalReq({ req: { headers: webHeaders } as never }, payload)
    const { user } = await executeAuthStrategies({ headers: webHeaders, payload, req, canSetHeaders: false })
    if (!user || user.collection !== 'users') return null
    return user
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
