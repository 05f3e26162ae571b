import { createTtlMemo } from '../lib/ttl-memo'
import type { SessionUser } from './resolve-user'

type Headers = Record<string, string | string[] | undefined>

const header = (headers: Headers, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

/**
 * What decides the answer of a session check: the session cookie or Authorization header, and the
 * headers Payload's CSRF rule looks at (the same token without them is refused).
 */
const keyOf = (headers: Headers): string | null => {
  const token = /(?:^|;\s*)payload-token=([^;]+)/.exec(header(headers, 'cookie'))?.[1] ?? header(headers, 'authorization')
  if (!token) return null
  return `${token}|${header(headers, 'origin')}|${header(headers, 'sec-fetch-site')}`
}

/**
 * Remembers each session's user for a few seconds, for read paths that run on every list or page
 * request (whether prices are shown, which bid button a card gets). Payload's own check (a JWT
 * verification and a user read) is most of such a request's time. A sign-out, block or KYC change
 * reaches these reads at once when the service is told of it (`forgetUser`, see
 * server/realtime/revoke-access.ts), otherwise within `ttlMs`; anything that acts (bids, account
 * changes) checks the session itself. Concurrent requests with one session share one check; at most `max` sessions are kept.
 */
export const createCachedUserResolver = (
  resolve: (headers: Headers) => Promise<SessionUser | null>,
  options: { ttlMs?: number; max?: number } = {},
) => {
  const max = options.max ?? 10_000
  // Each answer remembers the sequence number (below) it was asked at.
  const remember = createTtlMemo<{ user: SessionUser | null; askedAt: number }>({ ttlMs: options.ttlMs ?? 5_000, max })
  // When each user's answers were last forgotten (a sequence number, not a clock). An answer asked
  // before that is not handed out: neither a check that was already on its way to Payload when the
  // user's access changed (it may carry the session as it was), nor one remembered from before.
  // This is what makes a revocation reach every remembered session of the user, however many.
  let sequence = 0
  const forgottenAt = new Map<string, number>()
  const changedSince = (userId: string, askedAt: number) => (forgottenAt.get(userId) ?? 0) > askedAt
  // Which remembered sessions belong to which user (the newest 100 each), so a revocation also
  // drops their entries from the memo rather than leaving them to the TTL.
  const keysOfUser = new Map<string, Set<string>>()
  const load = (headers: Headers, key: string) => async () => {
    let askedAt = sequence
    let user = await resolve(headers)
    // The user's access changed while Payload answered: ask again (the change is committed by
    // then). Twice at most; a user whose access keeps changing gets the newest answer.
    for (let again = 0; user && changedSince(String(user.id), askedAt) && again < 2; again++) {
      askedAt = sequence
      user = await resolve(headers)
    }
    if (user) {
      const keys = keysOfUser.get(String(user.id)) ?? new Set<string>()
      keys.delete(key)
      keys.add(key)
      if (keys.size > 100) keys.delete(keys.values().next().value as string)
      keysOfUser.delete(String(user.id))
      keysOfUser.set(String(user.id), keys)
      // Oldest users first, as many as the memo keeps sessions.
      while (keysOfUser.size > max) keysOfUser.delete(keysOfUser.keys().next().value as string)
    }
    return { user, askedAt }
  }
  const userOf = async (headers: Headers): Promise<SessionUser | null> => {
    const key = keyOf(headers)
    if (!key) return null
    const answer = await remember(key, load(headers, key))
    if (!answer.user || !changedSince(String(answer.user.id), answer.askedAt)) return answer.user
    // Remembered (or asked) before the user's access changed: ask Payload again.
    remember.forget(key)
    return (await remember(key, load(headers, key))).user
  }
  /** Forgets every remembered session of one user: their next read asks Payload again, and so do checks on their way. */
  const forgetUser = (userId: number | string) => {
    const keys = keysOfUser.get(String(userId))
    keysOfUser.delete(String(userId))
    for (const key of keys ?? []) remember.forget(key)
    forgottenAt.delete(String(userId))
    forgottenAt.set(String(userId), ++sequence)
    while (forgottenAt.size > max) forgottenAt.delete(forgottenAt.keys().next().value as string)
  }
  return Object.assign(userOf, { forgetUser })
}
