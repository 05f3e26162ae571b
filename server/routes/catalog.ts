import { createHash, randomBytes } from 'node:crypto'

import type { Request } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Payload } from 'payload'
import { z } from 'zod'

import { Router } from 'express'

import { TEMPLATE_HEADER, LANGUAGE_HEADER } from '../../cms/email/adapter'
import { createCachedUserResolver } from '../auth/cached-user'
import { resolveUser, type SessionUser } from '../auth/resolve-user'
import type { AuctionDetail, AuctionList } from '@core/contract'
import { maskCard, viewerFor, type Viewer } from '@core/domain/price-visibility'
import { PUBLIC_AUCTION_STATUSES } from '@core/domain/public-auctions'
import { ZAuctionListQuery, ZSuggestBody, staticSuggestions, type Suggestion } from '@core/domain/search'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'
import type { AuctionRepository } from '../storage/auction-repository'
import { pickModels } from '../storage/catalog-cache'
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

/**
 * What a list or detail request may show (core/domain/price-visibility.ts): prices for signed-in
 * accounts with a confirmed email; the unblurred results also for a visitor whose lead-capture
 * email was verified (unlock cookie holding the token whose hash is stored on the lead).
 */
export const viewerOf = async (
  payload: Payload,
  req: Request,
  userOf: (headers: Request['headers']) => Promise<SessionUser | null> = (headers) => resolveUser(payload, headers),
): Promise<Viewer> => {
  const user = await userOf(req.headers)
  return viewerFor(user, user ? false : await hasLeadUnlock(payload, req))
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

const ZSlug = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,160}$/) })
const ZLocale = z.object({ locale: z.enum(['en', 'de']).default('en') })
const ZLead = z.object({ email: z.string().trim().toLowerCase().pipe(z.email().max(200)), locale: z.enum(['en', 'de']).default('en') })
const ZLeadVerify = z.object({ token: z.string().regex(/^[a-f0-9]{64}$/) })

/**
 * The read side of the auction list: GET /svc/auctions, GET /svc/auctions/counts,
 * POST /svc/functions/search-suggest, and lead capture (POST /svc/functions/lead-capture,
 * GET /svc/functions/lead-verify).
 */
export const catalogRouter = (deps: {
  catalog: CatalogRepository
  payload: Payload
  publicUrl?: string
  snapshots: AuctionRepository
  /** The session's user for reads (cached briefly: the list and detail pages ask on every request). */
  userOf?: (headers: Request['headers']) => Promise<SessionUser | null>
}) => {
  const router = Router()
  const userOf = deps.userOf ?? createCachedUserResolver((headers) => resolveUser(deps.payload, headers))

  router.get('/auctions', validate({ query: ZAuctionListQuery }), async (req, res) => {
    const query = res.locals.input.query as z.infer<typeof ZAuctionListQuery>
    const [result, viewer] = await Promise.all([deps.catalog.listAuctions(query, new Date()), viewerOf(deps.payload, req, userOf)])
    const body: AuctionList = {
      items: viewer.seesPrices ? result.items : result.items.map(maskCard),
      total: result.total,
      page: query.page,
      limit: query.limit,
      masked: !viewer.seesPrices,
      unlocked: viewer.unlocked,
      eligibility: viewer.eligibility,
    }
    res.set('Cache-Control', 'private, no-store').json({ data: body })
  })

  /**
   * One auction's page data by listing slug (public rule: live listing, LIVE or ENDED auction),
   * with the start price and live snapshot left out for viewers without prices, like the list.
   */
  router.get('/auctions/by-slug/:slug', validate({ params: ZSlug, query: ZLocale }), async (req, res) => {
    const { params, query } = res.locals.input as { params: z.infer<typeof ZSlug>; query: z.infer<typeof ZLocale> }
    const listings = await deps.payload.find({
      collection: 'listings',
      where: { slug: { equals: params.slug } },
      limit: 1,
      depth: 1,
      locale: query.locale,
      overrideAccess: false,
      joins: { media: { limit: 50, sort: 'sort_order' } },
    })
    const listing = listings.docs[0]
    if (!listing) throw new AppError(404, 'auction_not_found', 'Auction not found.')
    const auctions = await deps.payload.find({
      collection: 'auctions',
      where: { and: [{ listing: { equals: listing.id } }, { status: { in: [...PUBLIC_AUCTION_STATUSES] } }] },
      sort: '-end_time',
      limit: 1,
      depth: 0,
      // The listing above was read with the visitor's access; price fields are masked below.
      overrideAccess: true,
    })
    const auction = auctions.docs[0]
    if (!auction) throw new AppError(404, 'auction_not_found', 'Auction not found.')
    const [snapshot, viewer] = await Promise.all([deps.snapshots.findSnapshot(auction.id), viewerOf(deps.payload, req, userOf)])
    const media = ((listing.media as { docs?: unknown[] } | undefined)?.docs ?? []) as {
      id: number; kind: string; filename?: string | null; alt?: string | null; mimeType?: string | null
      sizes?: { card?: { filename?: string | null }; large?: { filename?: string | null }; thumb?: { filename?: string | null } }
    }[]
    const file = (name?: string | null) => (name ? `/api/media/file/${encodeURIComponent(name)}` : null)
    const report = listing.inspection_report as { file?: { filename?: string | null } | number | null; inspector?: string | null; inspected_at?: string | null; summary_md?: string | null } | undefined
    const reportFile = report?.file && typeof report.file === 'object' ? file(report.file.filename) : null
    const detail: AuctionDetail = {
      id: auction.id,
      slug: String(listing.slug),
      title: listing.title,
      category: listing.category,
      brand: listing.brand,
      model: listing.model,
      year: listing.year,
      hours: listing.hours,
      serial_number: listing.serial_number ?? null,
      condition: listing.condition ?? null,
      city: listing.location_city,
      country: listing.location_country,
      lat: listing.lat ?? null,
      lng: listing.lng ?? null,
      description_md: listing.description_md ?? '',
      images: media.filter((m) => m.kind === 'image').map((m) => ({
        url: file(m.sizes?.large?.filename ?? m.filename) ?? '',
        thumb: file(m.sizes?.thumb?.filename ?? m.filename) ?? '',
        card: file(m.sizes?.card?.filename ?? m.filename) ?? '',
        alt: m.alt ?? '',
      })),
      documents: media.filter((m) => m.kind === 'document').map((m) => ({ url: file(m.filename) ?? '', name: m.alt || m.filename || 'document' })),
      inspection: reportFile || report?.summary_md
        ? { url: reportFile, inspector: report?.inspector ?? null, inspected_at: report?.inspected_at ?? null, summary_md: report?.summary_md ?? null }
        : null,
      start_price: viewer.seesPrices ? auction.start_price : null,
      masked: !viewer.seesPrices,
      unlocked: viewer.unlocked,
      eligibility: viewer.eligibility,
      snapshot: snapshot && viewer.seesPrices ? snapshot : null,
    }
    res.set('Cache-Control', 'private, no-store').json({ data: detail })
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
    const models = pickModels(await deps.catalog.liveModels(), q, 5).map(
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
