import type { Payload } from 'payload'

import { emptyCount, type StepCount } from './types'
import type { UserIds } from './upsert-users'

/** Read and unread messages so the demo buyer's notifications page shows both states. */
const BUYER_NOTIFICATIONS = [
  {
    title: 'Welcome to MachineryMarket',
    body: 'Your business is verified: you can bid in every live auction. Watch auctions to get an email when someone bids.',
    link: '/auctions',
    read: true,
  },
  {
    title: 'New auctions every day',
    body: 'Excavators, wheel loaders and cranes from verified sellers across Europe start every day. Each auction runs 24 hours.',
    link: '/auctions?sort=newly_listed',
    read: false,
  },
]

/** How many live auctions the demo buyer watches. */
const WATCHED = 3

/**
 * The demo buyer's watchlist (the live auctions that end last, so they stay live through a demo)
 * and a read and an unread notification. Matched by natural keys (user and auction; user and
 * title), so running the seed again adds nothing.
 */
export const upsertAccountExtras = async (payload: Payload, userIds: UserIds): Promise<{ watchlist: StepCount; notifications: StepCount }> => {
  const watchlist = emptyCount()
  const notifications = emptyCount()
  const buyer = userIds.buyer

  const { docs: lastLive } = await payload.find({
    collection: 'auctions',
    where: { status: { equals: 'LIVE' } },
    sort: '-end_time',
    limit: WATCHED,
    depth: 0,
    select: { listing: true },
    overrideAccess: true,
  })
  const { docs: watched } = await payload.find({ collection: 'watchlist', where: { user: { equals: buyer } }, pagination: false, depth: 0, overrideAccess: true })
  const watchedAuctions = new Set(watched.map((w) => (typeof w.auction === 'object' ? w.auction.id : w.auction)))
  if (watched.length < WATCHED) {
    for (const auction of lastLive) {
      if (watchedAuctions.has(auction.id)) continue
      const listing = typeof auction.listing === 'object' ? auction.listing.id : auction.listing
      await payload.create({ collection: 'watchlist', data: { user: buyer, auction: auction.id, listing, notify_email: true }, overrideAccess: true, depth: 0 })
      watchlist.created++
    }
  }

  for (const note of BUYER_NOTIFICATIONS) {
    const { totalDocs } = await payload.count({ collection: 'notifications', where: { and: [{ user: { equals: buyer } }, { title: { equals: note.title } }] }, overrideAccess: true })
    if (totalDocs > 0) continue
    await payload.create({
      collection: 'notifications',
      data: { user: buyer, type: 'system', title: note.title, body: note.body, link: note.link, read_at: note.read ? new Date().toISOString() : null },
      overrideAccess: true,
      depth: 0,
    })
    notifications.created++
  }
  return { watchlist, notifications }
}
