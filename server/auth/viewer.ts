import { createHash } from 'node:crypto'

import { parseCookie } from 'cookie'
import type { Request } from 'express'
import type { Payload } from 'payload'

import { viewerFor, type Viewer } from '@core/domain/price-visibility'
import { resolveUser, type SessionUser } from './resolve-user'

/** The cookie that holds a verified lead's token (its SHA-256 hash is stored on the lead). */
export const LEAD_COOKIE = 'mm_lead'

export const hashLeadToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type UserOf = (headers: Request['headers']) => Promise<SessionUser | null>

/**
 * What a list or detail request may show (core/domain/price-visibility.ts): prices for signed-in
 * accounts with a confirmed email; the unblurred results also for a visitor whose lead-capture
 * email was verified (unlock cookie holding the token whose hash is stored on the lead).
 */
export const viewerOf = async (payload: Payload, req: Request, userOf: UserOf = (headers) => resolveUser(payload, headers)): Promise<Viewer> => {
  const user = await userOf(req.headers)
  return viewerFor(user, user ? false : await hasLeadUnlock(payload, req))
}

const hasLeadUnlock = async (payload: Payload, req: Request) => {
  const token = parseCookie(req.headers.cookie ?? '')[LEAD_COOKIE]
  if (!token || !/^[a-f0-9]{64}$/.test(token)) return false
  const leads = await payload.find({
    collection: 'leads',
    where: { and: [{ token_hash: { equals: hashLeadToken(token) } }, { verified_at: { exists: true } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return leads.docs.length > 0
}
