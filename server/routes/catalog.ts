import { createHash, randomBytes } from 'node:crypto'

import type { Request } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Payload } from 'payload'
import { z } from 'zod'

import { Router } from 'express'

import { TEMPLATE_HEADER, LANGUAGE_HEADER } from '../../cms/email/adapter'
import { resolveUser } from '../auth/resolve-user'
import type { AuctionCard, AuctionList } from '../contract'
import { bidEligibility, type BidEligibility } from '../domain/eligibility'
import { ZAuctionListQuery, ZSuggestBody, staticSuggestions, type Suggestion } from '../domain/search'
import { validate } from '../http/validate'
import type { CatalogRepository } from '../storage/catalog-repository'

export const LEAD_COOKIE = 'mm_lead'
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const readCookie = (req: Request, name: string) => {
  const header = req.headers.cookie ?? ''
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** Hides what visitors must not see: price, bid count and end time. */
export const maskCard = (card: AuctionCard): AuctionCard => ({ ...card, current_price: null, bid_count: null, end_time: null })

/**
 * Whether a request may see real prices: a signed-in user, or a visitor whose lead-capture
 * email was verified (unlock cookie holding the token whose hash is stored on the lead).
 */
const viewerOf = async (payload: Payload, req: Request): Promise<{ unmasked: boolean; eligibility: BidEligibility }> => {
  const user = await resolveUser(payload, req.headers)
  if (user) return { unmasked: true, eligibility: bidEligibility(user) }
  return { unmasked: await hasLeadUnlock(payload, req), eligibility: 'signed_out' }
}

const hasLeadUnlock = async (payload: Payload, req: Request) => {
  const token = readCookie(req, LEAD_COOKIE)
  if (!token || !/^[a-f0-9]{64}$/.test(token)) return false
  const leads = await payload.find({
    collection: 'leads',
    where: { and: [{ token_hash: { equals: hashToken(token) } }, { verified_at: { exists: true } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return leads.docs.length > 0
}

const ZLead = z.object({ email: z.string().trim().toLowerCase().pipe(z.email().max(200)), locale: z.enum(['en', 'de']).default('en') })
const ZLeadVerify = z.object({ token: z.string().regex(/^[a-f0-9]{64}$/) })

/**
 * The read side of the auction list: GET /svc/auctions, GET /svc/auctions/counts,
 * POST /svc/functions/search-suggest, and lead capture (POST /svc/functions/lead-capture,
 * GET /svc/functions/lead-verify).
 */
export const catalogRouter = (deps: { catalog: CatalogRepository; payload: Payload; publicUrl?: string }) => {
  const router = Router()

  router.get('/auctions', validate({ query: ZAuctionListQuery }), async (req, res) => {
    const query = res.locals.input.query as z.infer<typeof ZAuctionListQuery>
    const [result, { unmasked, eligibility }] = await Promise.all([deps.catalog.listAuctions(query, new Date()), viewerOf(deps.payload, req)])
    const body: AuctionList = {
      items: unmasked ? result.items : result.items.map(maskCard),
      total: result.total,
      page: query.page,
      limit: query.limit,
      masked: !unmasked,
      eligibility,
    }
    res.set('Cache-Control', 'private, no-store').json({ data: body })
  })

  router.get('/auctions/counts', async (_req, res) => {
    const counts = await deps.catalog.categoryCounts(new Date())
    const total = Object.values(counts).reduce((a, b) => a + b, 0)
    res.set('Cache-Control', 'no-store').json({ data: { counts, total } })
  })

  const suggestLimiter = rateLimit({ windowMs: 60_000, limit: 240, standardHeaders: 'draft-8', legacyHeaders: false })
  router.post('/functions/search-suggest', suggestLimiter, validate({ body: ZSuggestBody }), async (_req, res) => {
    const { q, locale } = res.locals.input.body as z.infer<typeof ZSuggestBody>
    const { makes, categories, keywords } = staticSuggestions(q, locale)
    const models = (await deps.catalog.suggestModels(q, 5)).map(
      ({ brand, model }): Suggestion => ({ type: 'model', value: model, label: `${brand} ${model}` }),
    )
    res.set('Cache-Control', 'no-store').json({ data: { suggestions: [...makes, ...models, ...categories, ...keywords] } })
  })

  const leadLimiter = rateLimit({ windowMs: 15 * 60_000, limit: 5, standardHeaders: 'draft-8', legacyHeaders: false })
  router.post('/functions/lead-capture', leadLimiter, validate({ body: ZLead }), async (_req, res) => {
    const { email, locale } = res.locals.input.body as z.infer<typeof ZLead>
    const token = randomBytes(32).toString('hex')
    const existing = await deps.payload.find({ collection: 'leads', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
    const data = { email, locale, token_hash: hashToken(token), source: 'auctions' }
    if (existing.docs[0]) await deps.payload.update({ collection: 'leads', id: existing.docs[0].id, data, overrideAccess: true })
    else await deps.payload.create({ collection: 'leads', data, overrideAccess: true })
    const link = `${deps.publicUrl ?? 'http://localhost:3000'}/svc/functions/lead-verify?token=${token}`
    await deps.payload.sendEmail({
      to: email,
      subject: locale === 'de' ? 'Auktionsergebnisse freischalten' : 'Unlock auction results',
      text:
        locale === 'de'
          ? `Bestätigen Sie Ihre E-Mail-Adresse, um Preise und Gebote zu sehen: ${link}`
          : `Confirm your email address to see prices and bids: ${link}`,
      headers: { [TEMPLATE_HEADER]: 'verification', [LANGUAGE_HEADER]: locale },
    })
    res.status(202).json({ data: { sent: true } })
  })

  router.get('/functions/lead-verify', validate({ query: ZLeadVerify }), async (_req, res) => {
    const { token } = res.locals.input.query as z.infer<typeof ZLeadVerify>
    const found = await deps.payload.find({ collection: 'leads', where: { token_hash: { equals: hashToken(token) } }, limit: 1, depth: 0, overrideAccess: true })
    const lead = found.docs[0]
    if (!lead) {
      res.redirect(303, '/auctions?lead=invalid')
      return
    }
    if (!lead.verified_at) await deps.payload.update({ collection: 'leads', id: lead.id, data: { verified_at: new Date().toISOString() }, overrideAccess: true })
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
