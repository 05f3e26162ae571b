import type { Payload } from 'payload'
import { createLocalReq, getFieldsToSign, jwtSign } from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'

import type { User } from '../../cms/payload-types'

/**
 * A Payload session for a user we have authenticated ourselves (OpenID Connect): the same steps
 * as Payload's own login operation after the password check (a new entry in the user's
 * sessions, a JWT with that session id, the HttpOnly `payload-token` cookie), so it is the same
 * session a password sign-in gives: `/api/users/me`, sign-out and "sign out everywhere" treat
 * it alike.
 */
export const issuePayloadSession = async (payload: Payload, userId: number | string): Promise<{ cookie: string; token: string; sid?: string }> => {
  const collectionConfig = payload.collections.users.config
  const req = await createLocalReq({}, payload)
  const found = await payload.db.findOne<User>({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })
  if (!found) throw new Error('user not found')
  const user = { ...found, collection: 'users' as const }
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, user, ...(sid ? { sid } : {}) })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  const cookie = generatePayloadCookie({
    collectionAuthConfig: collectionConfig.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  }) as string
  return { cookie, token, sid }
}

/**
 * Ends every session of a user (Payload's `logout?allSessions=true` does the same): tokens
 * issued before stop working at once, because Payload checks the session id on each request.
 * `keepSid` keeps one session (the browser that asked, e.g. after a password change).
 */
export const revokeSessions = async (payload: Payload, userId: number | string, keepSid?: string) => {
  const req = await createLocalReq({}, payload)
  const user = await payload.db.findOne<Record<string, unknown> & { id: number | string; sessions?: { id: string }[] }>({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })
  if (!user) return
  user.sessions = keepSid ? (user.sessions ?? []).filter((session) => session.id === keepSid) : []
  // Like Payload's logout: revoking sessions is not an edit of the user.
  user.updatedAt = null
  await payload.db.updateOne({ collection: 'users', id: userId, data: user, req, returning: false })
}
