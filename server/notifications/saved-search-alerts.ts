import PQueue from 'p-queue'
import type { Payload } from 'payload'

import type { TAuctionId } from '@core/contract'
import { PUBLIC_LISTING_STATUS } from '@core/domain/public-auctions'
import { matchesSavedSearch, type MachineFacts } from '@core/domain/saved-searches'
import { siteLink } from '@core/email/layout'
import { savedSearchDigestEmail, savedSearchMatchEmail, savedSearchMatchMessage, type SavedSearchMatch } from '@core/email/saved-search-messages'
import { notify, recipientOf } from '../../cms/notifications/notify'
import type { Logger } from '../logger'
import { filtersOf } from '../storage/saved-searches'
import type { ClaimNotification } from './send-notifications'

/** A claim that never expires: what is claimed once is never claimed again (exactly once). */
export const ONCE_MS = 1_000 * 365 * 86_400_000
/** Saved searches read per page when an auction goes live, and at most this many pages (the work is bounded). */
const PAGE_SIZE = 500
const MAX_PAGES = 200
/** The daily digest goes out from this hour (UTC) on, once per user and day. */
export const DIGEST_HOUR_UTC = 6
/** New auctions a digest looks at, at most. */
const DIGEST_AUCTIONS = 500

type Deps = {
  payload: Payload
  /** The bid store's cross-instance claim (BidStore.claimNotification). */
  claim: ClaimNotification
  logger: Logger
  /** PUBLIC_URL or the service's site URL, for the links. */
  siteUrl?: string
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number | string }).id : (value as number | string))

/** The start of the digest slot `now` falls in: today's DIGEST_HOUR_UTC, or yesterday's before it. */
export const digestSlot = (now: Date) => {
  const slot = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC))
  if (slot.getTime() > now.getTime()) slot.setUTCDate(slot.getUTCDate() - 1)
  return slot
}

/**
 * Saved-search alerts. `afterLive` runs where an auction goes live (the
 * clock's SCHEDULED → LIVE, and staff creating a live auction in the admin through the internal
 * refresh): it queues the matching off the hot path, one auction at a time, and never throws.
 * Each (search, auction) pair is claimed once in the shared claim table (`saved-search:<search>:<auction>`,
 * a key that never expires), so with several instances, or a go-live reported twice, each search
 * announces each auction exactly once: an in-app notification, plus an email for `instant`.
 * `runDigests` (the clock, at most once a minute) sends each user with `daily` searches one email
 * per day with the matches since their last digest, claimed per user and day the same way.
 */
export const createSavedSearchAlerts = (deps: Deps) => {
  const { payload, logger } = deps
  const queue = new PQueue({ concurrency: 1 })
  const linkTo = (lang: 'en' | 'de', path: string) => siteLink(lang, path, deps.siteUrl)

  /** The auction's machine when it is live and public, else null. */
  const machineOf = async (auctionId: TAuctionId): Promise<(MachineFacts & { slug: string }) | null> => {
    const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, overrideAccess: true, disableErrors: true, select: { listing: true, status: true } })
    if (!auction || auction.status !== 'LIVE') return null
    const listing = await payload.findByID({ collection: 'listings', id: idOf(auction.listing), depth: 0, locale: 'all', overrideAccess: true, disableErrors: true })
    if (!listing || listing.status !== PUBLIC_LISTING_STATUS) return null
    const localized = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value as Record<string, unknown>) : [value]).filter((v): v is string => typeof v === 'string')
    return {
      slug: String(listing.slug ?? ''),
      // Localized fields come as { en, de } with locale 'all'; the list reads the default (English) title.
      title: localized(listing.title)[0] ?? '',
      brand: String(listing.brand ?? ''),
      model: String(listing.model ?? ''),
      category: String(listing.category ?? ''),
      year: Number(listing.year),
      hours: Number(listing.hours),
      operating_weight_t: typeof listing.operating_weight_t === 'number' ? listing.operating_weight_t : null,
      attachments: Array.isArray(listing.attachments) ? listing.attachments.map(String) : [],
      country: String(listing.location_country ?? ''),
      descriptions: localized(listing.description_md),
    }
  }

  /** Matches one live auction against every saved search; returns how many searches this call announced it to. */
  const matchAuction = async (auctionId: TAuctionId): Promise<number> => {
    const machine = await machineOf(auctionId)
    if (!machine) return 0
    let announced = 0
    for (let page = 1; page <= MAX_PAGES; page++) {
      const found = await payload.find({ collection: 'saved-searches', sort: 'id', limit: PAGE_SIZE, page, depth: 0, overrideAccess: true, select: { user: true, name: true, filters: true, alert: true } })
      for (const search of found.docs) {
        const filters = filtersOf(search.filters)
        if (!filters || !matchesSavedSearch(filters, machine)) continue
        if (!(await deps.claim({ key: `saved-search:${search.id}:${auctionId}`, now: new Date(), windowMs: ONCE_MS }))) continue
        const user = await recipientOf(payload, idOf(search.user))
        if (!user || user.blocked) continue
        const lang = user.language === 'de' ? 'de' : 'en'
        const match: SavedSearchMatch = { search: search.name, listing: machine.title, link: linkTo(lang, `/auctions/${machine.slug}`) }
        const message = savedSearchMatchMessage(lang, match)
        const mail = search.alert === 'instant' && user.email_confirmed_at ? await savedSearchMatchEmail(lang, match) : null
        await notify(payload, user, {
          inApp: { type: 'saved_search', title: message.subject, body: message.body, link: match.link },
          mail: mail ? { ...mail, template: 'saved-search-match' } : undefined,
        })
        announced++
      }
      if (!found.hasNextPage) break
    }
    return announced
  }

  /** One digest per user with daily searches whose last digest is before this slot; returns how many were sent. */
  const sendDigests = async (now: Date): Promise<number> => {
    const slot = digestSlot(now)
    const due = await payload.find({
      collection: 'saved-searches',
      where: {
        and: [
          { alert: { equals: 'daily' } },
          { or: [{ last_digest_at: { less_than: slot.toISOString() } }, { and: [{ last_digest_at: { exists: false } }, { createdAt: { less_than: slot.toISOString() } }] }] },
        ],
      },
      sort: 'id',
      limit: PAGE_SIZE,
      depth: 0,
      overrideAccess: true,
    })
    const byUser = new Map<string, typeof due.docs>()
    for (const search of due.docs) {
      const key = String(idOf(search.user))
      byUser.set(key, [...(byUser.get(key) ?? []), search])
    }
    let sent = 0
    for (const [userId, searches] of byUser) {
      if (!(await deps.claim({ key: `saved-search-digest:${userId}:${slot.toISOString().slice(0, 10)}`, now, windowMs: ONCE_MS }))) continue
      // Auctions that went live since each search's last digest (or its creation), at most the last day:
      // a search switched to `daily` later was told of older ones already.
      const fromOf = (search: (typeof searches)[number]) => Math.max(new Date(search.last_digest_at ?? search.createdAt).getTime(), now.getTime() - 86_400_000)
      const since = new Date(Math.min(...searches.map(fromOf)))
      const fresh = await payload.find({
        collection: 'auctions',
        where: { and: [{ status: { equals: 'LIVE' } }, { start_time: { greater_than_equal: since.toISOString() } }, { start_time: { less_than_equal: now.toISOString() } }] },
        sort: 'start_time',
        limit: DIGEST_AUCTIONS,
        depth: 0,
        overrideAccess: true,
        select: { start_time: true },
      })
      const user = await recipientOf(payload, userId)
      const lang = user?.language === 'de' ? 'de' : 'en'
      const matches: SavedSearchMatch[] = []
      for (const auction of fresh.docs) {
        const machine = await machineOf(auction.id)
        if (!machine) continue
        for (const search of searches) {
          const filters = filtersOf(search.filters)
          if (filters && new Date(auction.start_time).getTime() >= fromOf(search) && matchesSavedSearch(filters, machine)) {
            matches.push({ search: search.name, listing: machine.title, link: linkTo(lang, `/auctions/${machine.slug}`) })
          }
        }
      }
      if (user && !user.blocked && user.email_confirmed_at && matches.length > 0) {
        const mail = await savedSearchDigestEmail(lang, matches, linkTo(lang, '/dashboard/notifications'))
        await notify(payload, user, { mail: { ...mail, template: 'saved-search-digest' } })
        sent++
      }
      for (const search of searches) {
        await payload.update({ collection: 'saved-searches', id: search.id, data: { last_digest_at: now.toISOString() }, depth: 0, overrideAccess: true })
      }
    }
    return sent
  }

  let lastDigestRun = 0
  return {
    matchAuction,
    sendDigests,
    /** After an auction went live: matching waits its turn in this instance's queue; failures are logged. */
    afterLive: (auctionId: TAuctionId) => {
      void queue.add(() => matchAuction(auctionId)).catch((err: unknown) => logger.error({ err, auctionId }, 'saved-search matching failed'))
    },
    /** From the clock's tick: at most once a minute, queued, never awaited by the tick. */
    onTick: (now: Date) => {
      if (now.getTime() - lastDigestRun < 60_000) return
      lastDigestRun = now.getTime()
      void queue.add(() => sendDigests(now)).catch((err: unknown) => logger.error({ err }, 'saved-search digest failed'))
    },
    /** Resolves when the queued work is done (tests, shutdown). */
    idle: () => queue.onIdle(),
  }
}
export type SavedSearchAlerts = ReturnType<typeof createSavedSearchAlerts>
