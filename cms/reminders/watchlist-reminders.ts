import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { REMINDABLE_STATUSES } from '@core/domain/reminders'
import { readSettings } from '../settings/read-settings'

/**
 * "Remind me of watched auctions" (the user's `remind_watched`, off by default): a watched auction
 * gets a reminder row (source `watchlist`, the settings' default lead time) like a "Remind me"
 * one, so the auction clock has one indexed query over one table and claims one row per reminder.
 * The rows follow the watchlist and the setting at every door (service, REST, admin):
 * - watching an auction while the setting is on creates its row ("enable then watch");
 * - turning the setting on creates rows for every watched auction not over yet ("watch then enable");
 * - unwatching, or turning the setting off, removes the unsent watchlist rows;
 * a reminder the user set by hand ("manual") is never replaced or removed by these.
 */

const idOf = (value: unknown): number | string | null =>
  value && typeof value === 'object' ? ((value as { id: number | string }).id ?? null) : ((value as number | string | null | undefined) ?? null)

const defaultLead = async (payload: Payload, req?: PayloadRequest) => {
  return (await readSettings(payload, { req })).reminderLeadMinutes
}

/** Creates the watchlist reminder of (user, auction) unless the user already has one for it. */
export const ensureWatchReminder = async (payload: Payload, userId: number | string, auctionId: number | string, req?: PayloadRequest, lead?: number) => {
  const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, select: { status: true, end_time: true }, overrideAccess: true, req, disableErrors: true })
  if (!auction || !(REMINDABLE_STATUSES as readonly string[]).includes(auction.status) || new Date(auction.end_time).getTime() <= Date.now()) return
  const existing = await payload.count({ collection: 'reminders', where: { and: [{ user: { equals: userId } }, { auction: { equals: auctionId } }] }, overrideAccess: true, req })
  if (existing.totalDocs > 0) return
  try {
    await payload.create({
      collection: 'reminders',
      data: { user: userId as number, auction: auctionId as number, lead_minutes: lead ?? (await defaultLead(payload, req)), source: 'watchlist' },
      overrideAccess: true,
      req,
    })
  } catch (err) {
    // The unique (user, auction) index: another request created it in between, which is fine.
    const again = await payload.count({ collection: 'reminders', where: { and: [{ user: { equals: userId } }, { auction: { equals: auctionId } }] }, overrideAccess: true, req })
    if (again.totalDocs === 0) throw err
  }
}

const removeWatchReminders = (payload: Payload, userId: number | string, auctionId: number | string | null, req?: PayloadRequest) =>
  payload.delete({
    collection: 'reminders',
    where: {
      and: [
        { user: { equals: userId } },
        { source: { equals: 'watchlist' } },
        { sent_at: { exists: false } },
        ...(auctionId == null ? [] : [{ auction: { equals: auctionId } }]),
      ],
    },
    overrideAccess: true,
    req,
  })

const remindsWatched = async (payload: Payload, userId: number | string, req?: PayloadRequest) => {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, select: { remind_watched: true }, overrideAccess: true, req, disableErrors: true })
  return Boolean(user?.remind_watched)
}

/** Watchlist afterChange: a new watch of a user with the setting on gets its reminder. */
export const remindOnWatch: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const userId = idOf(doc.user)
  const auctionId = idOf(doc.auction)
  if (userId == null || auctionId == null) return doc
  if (await remindsWatched(req.payload, userId, req)) await ensureWatchReminder(req.payload, userId, auctionId, req)
  return doc
}

/** Watchlist afterDelete: the unsent watchlist reminder goes with the watch. */
export const forgetOnUnwatch: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const userId = idOf(doc.user)
  const auctionId = idOf(doc.auction)
  if (userId != null && auctionId != null) await removeWatchReminders(req.payload, userId, auctionId, req)
  return doc
}

/** Users afterChange: turning `remind_watched` on covers every watched auction; off removes those reminders. */
export const syncWatchReminders: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || Boolean(doc.remind_watched) === Boolean(previousDoc?.remind_watched)) return doc
  const { payload } = req
  if (!doc.remind_watched) {
    await removeWatchReminders(payload, doc.id, null, req)
    return doc
  }
  const watched = await payload.find({ collection: 'watchlist', where: { user: { equals: doc.id } }, depth: 0, limit: 1000, pagination: false, select: { auction: true }, overrideAccess: true, req })
  const lead = await defaultLead(payload, req)
  for (const entry of watched.docs) {
    const auctionId = idOf(entry.auction)
    if (auctionId != null) await ensureWatchReminder(payload, doc.id, auctionId, req, lead)
  }
  return doc
}
