import type { BidStore } from '../storage/bid-store'
import type { SessionUser } from './resolve-user'

type Headers = Record<string, string | string[] | undefined>

const header = (headers: Headers, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

/**
 * The session id and expiry inside the request's Payload token. Read, not verified: it is only
 * used after Payload itself verified this very token (a socket's handshake headers never change).
 */
export const sessionClaims = (headers: Headers): { sid: string | null; exp: number | null } => {
  const token = /(?:^|;\s*)payload-token=([^;]+)/.exec(header(headers, 'cookie'))?.[1] ?? /^JWT\s+(\S+)$/i.exec(header(headers, 'authorization'))?.[1]
  try {
    const claims = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown; exp?: unknown }
    return { sid: typeof claims.sid === 'string' ? claims.sid : null, exp: typeof claims.exp === 'number' ? claims.exp : null }
  } catch {
    return { sid: null, exp: null }
  }
}

/**
 * A socket's bidder, as fresh as the HTTP path's at a fraction of its cost. Payload checks the
 * session token once per socket; every bid then re-reads the user's standing and the session row
 * through the bid store (one indexed read), so a block, a revoked KYC status, a sign-out or an
 * expired token stops the very next bid. A token without a session id gets Payload's full check
 * on every bid.
 */
export const createFreshBidder =
  (deps: { resolveUser: (headers: Headers) => Promise<SessionUser | null>; store: Pick<BidStore, 'bidderStanding'>; now?: () => number }) =>
  (headers: Headers) => {
    const now = deps.now ?? Date.now
    let verified: Promise<SessionUser | null> | null = null
    const claims = sessionClaims(headers)
    return async (): Promise<SessionUser | null> => {
      if (!claims.sid) return deps.resolveUser(headers)
      verified ??= deps.resolveUser(headers)
      const user = await verified
      // Not signed in (or the check failed): ask Payload again next time rather than remember it.
      if (!user) {
        verified = null
        return null
      }
      const at = now()
      if (claims.exp !== null && claims.exp * 1000 <= at) return null
      const standing = await deps.store.bidderStanding({ userId: user.id, sessionId: claims.sid, nowIso: new Date(at).toISOString() })
      return standing ? { ...user, ...standing } : null
    }
  }
