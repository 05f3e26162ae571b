import type { Payload } from 'payload'

import type { TAccessChange } from '@core/auth/access-change'
import { INTERNAL_TOKEN_HEADER, internalToken } from '@core/auth/internal-token'

/**
 * Asks the bidding service to re-read an auction and broadcast it over socket.io (the CMS has no
 * socket server of its own). Best effort: without SERVICE_URL (a CMS started alone) or while the
 * service is down nothing is sent, and clients still read the new state on their next join.
 */
export const refreshLiveAuction = async (payload: Payload, auctionId: number | string) => {
  const base = process.env.SERVICE_URL
  if (!base) return false
  try {
    const response = await fetch(`${base}/svc/internal/auctions/${encodeURIComponent(String(auctionId))}/refresh`, {
      method: 'POST',
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken(payload.secret) },
      signal: AbortSignal.timeout(3_000),
    })
    return response.ok
  } catch (err) {
    payload.logger.warn({ err, auctionId }, 'the bidding service could not be told about an auction change')
    return false
  }
}

/**
 * Tells the bidding service that a user's access changed (signed out, blocked, KYC approval
 * withdrawn, roles or email changed), so it ends their price stream on every instance before it
 * answers (server/routes/internal.ts). Best effort, like the refresh: without SERVICE_URL or while
 * the service is down nothing is sent; the user's next join and next bid check the session afresh.
 */
export const notifyAccessChange = async (payload: Payload, userId: number | string, change: TAccessChange) => {
  const base = process.env.SERVICE_URL
  if (!base) return false
  try {
    const response = await fetch(`${base}/svc/internal/users/${encodeURIComponent(String(userId))}/access-changed`, {
      method: 'POST',
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken(payload.secret), 'content-type': 'application/json' },
      body: JSON.stringify(change),
      signal: AbortSignal.timeout(3_000),
    })
    return response.ok
  } catch (err) {
    payload.logger.warn({ err, userId, reason: change.reason }, 'the bidding service could not be told about an access change')
    return false
  }
}

/**
 * Tells the bidding service that the Settings global changed, so every instance forgets its cached
 * copy (server/settings/invalidate.ts). Best effort like the others: without SERVICE_URL or while
 * the service is down the instances keep theirs for at most SETTINGS_TTL_MS.
 */
export const notifySettingsChange = async (payload: Payload) => {
  const base = process.env.SERVICE_URL
  if (!base) return false
  try {
    const response = await fetch(`${base}/svc/internal/settings/changed`, {
      method: 'POST',
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken(payload.secret) },
      signal: AbortSignal.timeout(3_000),
    })
    return response.ok
  } catch (err) {
    payload.logger.warn({ err }, 'the bidding service could not be told about a settings change')
    return false
  }
}
