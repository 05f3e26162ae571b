import { Router, type Request } from 'express'
import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { ZAuctionId, type ReminderEntry, type ReminderList } from '@core/contract'
import { canSeePrices, PRICES_HIDDEN } from '@core/domain/price-visibility'
import { isPublicAuction } from '@core/domain/public-auctions'
import { REMINDER_AUCTION_OVER, REMINDER_LEAD_CHOICES, reminderRefusal } from '@core/domain/reminders'
import { auctionCalendar } from '@core/time/ics'
import type { SessionUser } from '../auth/resolve-user'
import { requireUser } from '../auth/resolve-user'
import { createSettingsSource, type SettingsSource } from '../settings/settings'
import { AppError } from '../http/errors'
import { rateLimited, type LimiterStore } from '../http/rate-limit'
import { validate } from '../http/validate'
import { recordId } from '../storage/record-id'

export const ZId = z.coerce.number().int().positive().or(ZAuctionId)
export const ZParams = z.object({ auctionId: ZId })
export const ZCalendarParams = z.object({ id: ZId })
export const ZCalendarQuery = z.object({ locale: z.enum(['en', 'de']).default('en') })
export const ZLead = z.coerce
  .number()
  .int()
  .refine((value) => (REMINDER_LEAD_CHOICES as readonly number[]).includes(value), { message: `Choose one of ${REMINDER_LEAD_CHOICES.join(', ')} minutes.` })
export const ZSetReminder = z.object({ lead_minutes: ZLead.optional() }).strict()

const SIGN_IN_TO_REMIND = 'Please sign in to set reminders.'
const NOT_FOUND = 'Auction not found.'

type ReminderDoc = { auction: unknown; lead_minutes: number; source?: string | null; sent_at?: string | null }
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number))
const toEntry = (doc: ReminderDoc): ReminderEntry => ({
  auction_id: idOf(doc.auction),
  lead_minutes: Number(doc.lead_minutes),
  source: doc.source === 'watchlist' ? 'watchlist' : 'manual',
  sent_at: doc.sent_at ?? null,
})

/**
 * "Remind me" under /svc/reminders: the caller's own reminders only
 * (Payload's access rules with the caller as user: another user's are invisible and unchangeable),
 * for accounts that may see an auction's timing (the price-visibility rule; 403 otherwise), on
 * auctions not over (core/domain/reminders.ts). And GET /svc/auctions/:id/calendar.ics: the
 * auction's end as a calendar file (core/time/ics.ts) for the same viewers, 404 for an auction
 * that is not public.
 */
export const remindersRouter = (deps: { payload: Payload; userOf: (headers: Request['headers']) => Promise<SessionUser | null>; settings?: SettingsSource; limiterStore?: LimiterStore; publicUrl?: string }) => {
  const { payload } = deps
  const settings = deps.settings ?? createSettingsSource(payload)
  const router = Router()
  router.use('/reminders', rateLimited({ name: 'reminders-change', limit: 60, windowMs: 60_000, store: deps.limiterStore, skip: (req) => req.method === 'GET' }))

  const own = (user: SessionUser, auctionId?: number | string): Where => ({
    and: [{ user: { equals: user.id } }, ...(auctionId === undefined ? [] : [{ auction: { equals: auctionId } }])],
  })
  const defaultLead = async () => (await settings()).reminderLeadMinutes

  router.get('/reminders', async (req, res) => {
    const user = await requireUser(payload, req.headers, SIGN_IN_TO_REMIND)
    const found = await payload.find({ collection: 'reminders', where: own(user), depth: 0, limit: 500, pagination: false, user, overrideAccess: false })
    const data: ReminderList = { items: found.docs.map(toEntry), default_lead_minutes: await defaultLead() }
    res.set('Cache-Control', 'private, no-store').json({ data })
  })

  router.put('/reminders/:auctionId', validate({ params: ZParams, body: ZSetReminder }), async (req, res) => {
    const user = await requireUser(payload, req.headers, SIGN_IN_TO_REMIND)
    const { params, body } = res.locals.input as { params: z.infer<typeof ZParams>; body: z.infer<typeof ZSetReminder> }
    if (!canSeePrices(user)) throw new AppError(403, 'prices_hidden', PRICES_HIDDEN)
    // Read as the caller: an auction they may not see is unknown to them.
    const id = recordId(payload, params.auctionId)
    const auction = id === null ? undefined : (await payload.find({ collection: 'auctions', where: { id: { equals: id } }, limit: 1, depth: 0, user, overrideAccess: false })).docs[0]
    if (!auction) throw new AppError(404, 'auction_not_found', NOT_FOUND)
    if (reminderRefusal({ status: auction.status, end_time: auction.end_time }, new Date())) throw new AppError(409, 'auction_over', REMINDER_AUCTION_OVER)
    const lead = body.lead_minutes ?? (await defaultLead())
    const existing = (await payload.find({ collection: 'reminders', where: own(user, auction.id), limit: 1, depth: 0, user, overrideAccess: false })).docs[0]
    // Setting it by hand makes it the user's own ("manual"): unwatching no longer removes it.
    const saved = existing
      ? await payload.update({ collection: 'reminders', id: existing.id, data: { lead_minutes: lead, source: 'manual' }, depth: 0, overrideAccess: true })
      : await payload.create({ collection: 'reminders', data: { user: user.id, auction: auction.id, lead_minutes: lead, source: 'manual' }, depth: 0, overrideAccess: true })
    res.status(existing ? 200 : 201).set('Cache-Control', 'no-store').json({ data: toEntry(saved) })
  })

  router.delete('/reminders/:auctionId', validate({ params: ZParams }), async (req, res) => {
    const user = await requireUser(payload, req.headers, SIGN_IN_TO_REMIND)
    const { params } = res.locals.input as { params: z.infer<typeof ZParams> }
    // Access control limits the delete to the caller's own reminder.
    const id = recordId(payload, params.auctionId)
    const removed = id === null ? { docs: [] } : await payload.delete({ collection: 'reminders', where: own(user, id), user, overrideAccess: false })
    if (!removed.docs.length) throw new AppError(404, 'reminder_not_found', 'You have no reminder for this auction.')
    res.set('Cache-Control', 'no-store').json({ data: { removed: true } })
  })

  router.get('/auctions/:id/calendar.ics', validate({ params: ZCalendarParams, query: ZCalendarQuery }), async (req, res) => {
    const { params, query } = res.locals.input as { params: z.infer<typeof ZCalendarParams>; query: z.infer<typeof ZCalendarQuery> }
    const user = await deps.userOf(req.headers)
    // The end time is shown only to those who may see prices (timers are masked like prices).
    if (!canSeePrices(user)) throw new AppError(user ? 403 : 401, 'prices_hidden', PRICES_HIDDEN)
    const id = recordId(payload, params.id)
    if (id === null) throw new AppError(404, 'auction_not_found', NOT_FOUND)
    const auction = await payload.findByID({ collection: 'auctions', id, depth: 0, select: { listing: true, status: true, end_time: true }, overrideAccess: true, disableErrors: true })
    const listing = auction
      ? await payload.findByID({ collection: 'listings', id: idOf(auction.listing), depth: 0, select: { title: true, slug: true, status: true }, overrideAccess: true, disableErrors: true })
      : null
    if (!auction || !listing || !isPublicAuction({ status: auction.status, listingStatus: listing.status })) throw new AppError(404, 'auction_not_found', NOT_FOUND)
    const base = (deps.publicUrl ?? process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '')
    const text = auctionCalendar({
      auctionId: auction.id,
      title: listing.title ?? 'Auction',
      endTime: auction.end_time,
      url: `${base}${query.locale === 'de' ? '/de' : ''}/auctions/${listing.slug ?? ''}`,
      lang: query.locale,
      timeZone: (await settings()).timeZone,
      now: new Date(),
      host: new URL(base).hostname,
    })
    res
      .status(200)
      .set('Content-Type', 'text/calendar; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="auction-${String(auction.id)}.ics"`)
      .set('Cache-Control', 'private, no-store')
      .send(text)
  })

  return router
}
