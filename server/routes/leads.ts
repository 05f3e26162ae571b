import { randomBytes } from 'node:crypto'

import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { LANGUAGE_HEADER, TEMPLATE_HEADER } from '../../cms/email/adapter'
import { leadUnlockEmail } from '@core/email/account-emails'
import { hashLeadToken, LEAD_COOKIE } from '../auth/viewer'
import { limitedWith, type LimiterStore } from '../http/rate-limit'
import { validate } from '../http/validate'
import { safeText } from '@core/validation/safe-text'

export const ZLead = z.object({ email: safeText().trim().toLowerCase().pipe(z.email().max(200)), locale: z.enum(['en', 'de']).default('en') })
export const ZLeadVerify = z.object({ token: z.string().regex(/^[a-f0-9]{64}$/) })

/**
 * Lead capture on the auction list: POST /svc/functions/lead-capture sends a confirmation link,
 * GET /svc/functions/lead-verify confirms it and sets the unlock cookie (results unblurred;
 * prices stay for signed-in, confirmed accounts: server/auth/viewer.ts).
 */
export const leadsRouter = (deps: { payload: Payload; publicUrl?: string; limiterStore?: LimiterStore }) => {
  const { payload } = deps
  const router = Router()
  const limit = limitedWith('lead-capture', 5, 15 * 60_000, 'Too many requests. Please wait a few minutes and try again.', deps.limiterStore)

  router.post('/functions/lead-capture', limit, validate({ body: ZLead }), async (_req, res) => {
    const { email, locale } = res.locals.input.body as z.infer<typeof ZLead>
    const token = randomBytes(32).toString('hex')
    const existing = await payload.find({ collection: 'leads', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
    const data = { email, locale, token_hash: hashLeadToken(token), source: 'auctions' }
    if (existing.docs[0]) await payload.update({ collection: 'leads', id: existing.docs[0].id, data, overrideAccess: true })
    else await payload.create({ collection: 'leads', data, overrideAccess: true })
    const link = `${(deps.publicUrl ?? 'http://localhost:3000').replace(/\/$/, '')}/svc/functions/lead-verify?token=${token}`
    const message = await leadUnlockEmail(locale, link)
    await payload.sendEmail({
      to: email,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: { [TEMPLATE_HEADER]: 'lead-unlock', [LANGUAGE_HEADER]: locale },
    })
    res.status(202).json({ data: { sent: true } })
  })

  router.get('/functions/lead-verify', validate({ query: ZLeadVerify }), async (_req, res) => {
    const { token } = res.locals.input.query as z.infer<typeof ZLeadVerify>
    const found = await payload.find({ collection: 'leads', where: { token_hash: { equals: hashLeadToken(token) } }, limit: 1, depth: 0, overrideAccess: true })
    const lead = found.docs[0]
    if (!lead) {
      res.redirect(303, '/auctions?lead=invalid')
      return
    }
    if (!lead.verified_at) await payload.update({ collection: 'leads', id: lead.id, data: { verified_at: new Date().toISOString() }, overrideAccess: true })
    res.cookie(LEAD_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: process.env.COOKIE_SECURE === 'true',
      maxAge: 30 * 86_400_000,
      path: '/',
    })
    res.redirect(303, lead.locale === 'de' ? '/de/auctions' : '/auctions')
  })

  return router
}
