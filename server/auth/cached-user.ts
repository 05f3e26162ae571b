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
 * reaches these reads within `ttlMs`; anything that acts (bids, account changes) checks the session
 * itself. Concurrent requests with one session share one check; at most `max` sessions are kept.
 */
export const createCachedUserResolver = (
  resolve: (headers: Headers) => Promise<SessionUser | null>,
  options: { ttlMs?: number; max?: number } = {},
) => {
  const remember = createTtlMemo<SessionUser | null>({ ttlMs: options.ttlMs ?? 5_000, max: options.max ?? 10_000 })
  return (headers: Headers): Promise<SessionUser | null> => {
    const key = keyOf(headers)
    return key ? remember(key, () => resolve(headers)) : Promise.resolve(null)
  }
}
