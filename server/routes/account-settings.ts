import { Router, type Request } from 'express'
import type { Payload } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'
import { z } from 'zod'

import { recordActivity } from '../../cms/collections/Activity/record-activity'
import { revokeSessions } from '../auth/issue-session'
import { requireUser } from '../auth/resolve-user'
import { AppError } from '../http/errors'
import type { RevokeAccess } from '../realtime/revoke-access'
import { limitedWith, type LimiterStore } from '../http/rate-limit'
import { validate } from '../http/validate'
import { safeText } from '@core/validation/safe-text'

export const ZChangePassword = z.object({
  current_password: safeText().min(1, 'Please enter your current password.').max(256),
  new_password: safeText().min(6, 'Password must be at least 6 characters.').max(256),
})
export const ZProfile = z
  .object({ language: z.enum(['en', 'de']).optional(), remind_watched: z.boolean().optional() })
  .strict()
  .refine((body) => body.language !== undefined || body.remind_watched !== undefined, { message: 'Nothing to change.' })
export const ZMarkRead = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(200) }),
])

/** The buyer's confirmation sign-up asks for; an OIDC account gives it before KYC. */
export const ZBuyerConsent = z.object({
  accept_terms: z.literal(true, { error: 'Please accept the terms and conditions.' }),
  business_buyer: z.literal(true, { error: 'Please confirm that you buy for a business.' }),
})

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'

/**
 * The signed-in user's own account actions under /svc/account and /svc/notifications: change
 * password (current password required), sign out everywhere, preferred language, mark
 * notifications read. Each resolves the user from the session on the server and acts through
 * Payload as that user (access rules on) or on that user's record only.
 */
export const accountSettingsRouter = (deps: { payload: Payload; passwordLimit?: number; limiterStore?: LimiterStore; revokeAccess?: RevokeAccess }) => {
  const { payload } = deps
  const router = Router()
  const passwordLimit = limitedWith('password-change', deps.passwordLimit ?? 10, 15 * 60_000, TOO_MANY, deps.limiterStore)

  const sessionUser = (req: Request) => requireUser(payload, req.headers)

  const expiredCookie = () =>
    generateExpiredPayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix }) as string

  // Records the terms acceptance and the business-buyer confirmation once, with their time.
  router.post('/account/consent', validate({ body: ZBuyerConsent }), async (req, res) => {
    const user = await sessionUser(req)
    const current = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
    const now = new Date().toISOString()
    const data = { terms_accepted_at: current.terms_accepted_at ?? now, business_confirmed_at: current.business_confirmed_at ?? now }
    // As the user (their audit entry names them), with the system's access: the fields are not theirs to edit.
    await payload.update({ collection: 'users', id: user.id, data, overrideAccess: true, user, depth: 0 })
    res.json({ data })
  })

  router.post('/account/password', passwordLimit, validate({ body: ZChangePassword }), async (req, res) => {
    const user = await sessionUser(req)
    const input = res.locals.input.body as z.infer<typeof ZChangePassword>
    // Payload's own login checks the password (there is no per-account lock; this endpoint has its
    // own limit above); the session it opens for the check is closed below with the others.
    try {
      await payload.login({ collection: 'users', data: { email: user.email, password: input.current_password }, context: { passwordCheck: true } })
    } catch {
      throw new AppError(400, 'wrong_password', 'The current password is incorrect.')
    }
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: input.new_password },
      user,
      overrideAccess: false,
      context: { passwordVerified: true },
      depth: 0,
    })
    // Other devices signed in with the old password are signed out; this browser stays in.
    await revokeSessions(payload, user.id, user._sid)
    await deps.revokeAccess?.(user.id, { reason: 'sessions_revoked', ...(user._sid ? { except_session_id: user._sid } : {}) })
    await recordActivity(payload, { user: user.id, type: 'password_changed', headers: req.headers })
    res.set('Cache-Control', 'no-store').json({ data: { changed: true } })
  })

  router.post('/account/sign-out-everywhere', async (req, res) => {
    const user = await sessionUser(req)
    await revokeSessions(payload, user.id)
    // Every socket of the user, on every instance, leaves its priced rooms before this answers.
    await deps.revokeAccess?.(user.id, { reason: 'sessions_revoked' })
    await recordActivity(payload, { user: user.id, type: 'signed_out_everywhere', headers: req.headers })
    res.set('Cache-Control', 'no-store').append('Set-Cookie', expiredCookie()).json({ data: { signedOut: true } })
  })

  router.patch('/account/profile', validate({ body: ZProfile }), async (req, res) => {
    const user = await sessionUser(req)
    const { language, remind_watched } = res.locals.input.body as z.infer<typeof ZProfile>
    // Turning remind_watched on or off adds or removes the watched auctions' reminders (cms/reminders).
    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      data: { ...(language ? { language } : {}), ...(remind_watched === undefined ? {} : { remind_watched }) },
      user,
      overrideAccess: false,
      depth: 0,
    })
    res.set('Cache-Control', 'no-store').json({ data: { language: updated.language, ...(remind_watched === undefined ? {} : { remind_watched: Boolean(updated.remind_watched) }) } })
  })

  router.post('/notifications/read', validate({ body: ZMarkRead }), async (req, res) => {
    const user = await sessionUser(req)
    const input = res.locals.input.body as z.infer<typeof ZMarkRead>
    const result = await payload.update({
      collection: 'notifications',
      where: {
        and: [
          { user: { equals: user.id } },
          { read_at: { exists: false } },
          ...('ids' in input ? [{ id: { in: input.ids } }] : []),
        ],
      },
      data: { read_at: new Date().toISOString() },
      user,
      overrideAccess: false,
      depth: 0,
    })
    res.set('Cache-Control', 'no-store').json({ data: { updated: result.docs.length } })
  })

  return router
}
