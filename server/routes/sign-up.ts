import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { hashToken, newVerificationToken } from '../../cms/auth/email-verification'
import { existingAccountEmail, verificationEmail } from '@core/email/account-emails'
import { LANGUAGE_HEADER, TEMPLATE_HEADER } from '../../cms/email/adapter'
import { resolveUser } from '../auth/resolve-user'
import { AppError } from '../http/errors'
import { limitedWith, type LimiterStore } from '../http/rate-limit'
import { validate } from '../http/validate'
import { safeText } from '@core/validation/safe-text'

export { hashToken, VERIFICATION_TTL_MS } from '../../cms/auth/email-verification'

export const ZSignUp = z.object({
  email: safeText().trim().toLowerCase().email('Please enter a valid email address.').max(254),
  password: safeText().min(6, 'Password must be at least 6 characters.').max(256),
  language: z.enum(['en', 'de']).default('en'),
  accept_terms: z.literal(true, { error: 'Please accept the terms and conditions.' }),
  business_buyer: z.literal(true, { error: 'Please confirm that you buy for a business.' }),
})

export const ZVerifyEmail = z.object({ token: z.string().regex(/^[a-f0-9]{64}$/, 'This verification link is invalid.') })
export const ZResend = z.object({ email: safeText().trim().toLowerCase().email('Please enter a valid email address.').max(254) })

/** The one answer sign-up gives, whether the address was new or not (no user enumeration). */
export const SIGNUP_ACCEPTED = 'Check your email: we sent you a link to activate your account.'
export const RESEND_ACCEPTED = 'If an account needs activation, we sent a new link to that address.'


export type AccountLimits = { signup: number; verify: number; windowMs: number }
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = { signup: 10, verify: 20, windowMs: 15 * 60 * 1000 }

type UserDoc = { id: number | string; email: string; language?: string | null; email_confirmed_at?: string | null }

/**
 * Sign-up and email verification on the service (spec sections 2 and 4). Sign-in, sign-out and
 * password reset are Payload's own endpoints; these add what Payload's auth does not do the way
 * the spec needs (an unconfirmed user may sign in but not bid).
 */
export const signUpRouter = (deps: { payload: Payload; limits?: AccountLimits; limiterStore?: LimiterStore }) => {
  const { payload } = deps
  const limits = deps.limits ?? DEFAULT_ACCOUNT_LIMITS
  const router = Router()
  const tooMany = 'Too many attempts. Please wait a few minutes and try again.'
  const signupLimit = limitedWith('signup', limits.signup, limits.windowMs, tooMany, deps.limiterStore)
  const verifyLimit = limitedWith('verify-email', limits.verify, limits.windowMs, tooMany, deps.limiterStore)

  const issueVerification = async (user: UserDoc) => {
    const { token, data } = newVerificationToken()
    await payload.update({ collection: 'users', id: user.id, data, overrideAccess: true })
    const mail = await verificationEmail(user, token)
    await payload.sendEmail({
      to: user.email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: { [TEMPLATE_HEADER]: 'verification', [LANGUAGE_HEADER]: user.language ?? 'en' },
    })
  }

  const findByEmail = async (email: string) => {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true, depth: 0 })
    return (docs[0] as UserDoc | undefined) ?? null
  }

  router.post('/auth/signup', signupLimit, validate({ body: ZSignUp }), async (_req, res) => {
    const { email, password, language } = res.locals.input.body as z.infer<typeof ZSignUp>
    const consentedAt = new Date().toISOString()
    const existing = await findByEmail(email)
    if (existing) {
      // Same cost as creating an account (Payload 3.90 hashes with pbkdf2-sha256, 600000 rounds), so the
      // response time does not tell whether the address is registered.
      await promisify(pbkdf2)(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256')
      const mail = await existingAccountEmail(existing)
      await payload
        .sendEmail({ to: existing.email, subject: mail.subject, html: mail.html, text: mail.text, headers: { [TEMPLATE_HEADER]: 'account-exists', [LANGUAGE_HEADER]: existing.language ?? 'en' } })
        .catch(() => undefined)
    } else {
      // Creating users is closed to visitors (admins only); this is the one public door. Exactly
      // the validated fields and the consent's time are passed on, so no role, confirmation or KYC status.
      const created = await payload.create({
        collection: 'users',
        data: { email, password, language, terms_accepted_at: consentedAt, business_confirmed_at: consentedAt },
        overrideAccess: true,
      })
      await issueVerification(created).catch(() => undefined)
    }
    res.status(202).json({ data: { message: SIGNUP_ACCEPTED } })
  })

  router.post('/auth/resend-verification', signupLimit, validate({ body: ZResend }), async (_req, res) => {
    const { email } = res.locals.input.body as z.infer<typeof ZResend>
    const user = await findByEmail(email)
    if (user && !user.email_confirmed_at) await issueVerification(user).catch(() => undefined)
    res.status(202).json({ data: { message: RESEND_ACCEPTED } })
  })

  router.post('/auth/verify-email', verifyLimit, validate({ body: ZVerifyEmail }), async (_req, res) => {
    const { token } = res.locals.input.body as z.infer<typeof ZVerifyEmail>
    const { docs } = await payload.find({
      collection: 'users',
      where: { email_verification_hash: { equals: hashToken(token) } },
      limit: 1,
      overrideAccess: true,
      showHiddenFields: true,
      depth: 0,
    })
    const user = docs[0] as (UserDoc & { email_verification_expires_at?: string | null }) | undefined
    if (!user) throw new AppError(400, 'invalid_token', 'This verification link is invalid or has already been used.')
    const expired = !user.email_verification_expires_at || Date.parse(user.email_verification_expires_at) < Date.now()
    // Single use: the hash is cleared whether the link was still valid or not.
    await payload.update({
      collection: 'users',
      id: user.id,
      data: {
        email_verification_hash: null,
        email_verification_expires_at: null,
        ...(expired ? {} : { email_confirmed_at: user.email_confirmed_at ?? new Date().toISOString() }),
      },
      overrideAccess: true,
    })
    if (expired) throw new AppError(410, 'token_expired', 'This verification link has expired. Please request a new one.')
    res.json({ data: { email: user.email, confirmed: true } })
  })

  /** Account state of the current request's user, for the site's server and islands. */
  router.get('/auth/status', async (req, res) => {
    const user = await resolveUser(payload, req.headers)
    res.set('Cache-Control', 'no-store')
    res.json({ data: user ? { id: user.id, email: user.email, email_confirmed_at: user.email_confirmed_at ?? null, kyc_status: user.kyc_status ?? null } : null })
  })

  return router
}
