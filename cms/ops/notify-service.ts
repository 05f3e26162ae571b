import type { Payload } from 'payload'

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
