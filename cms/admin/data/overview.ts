import type { PayloadRequest } from 'payload'

import { canOpenSection, inGroup } from '../../access/roles'
import { dayBoundsInZone, dayInZone } from '@core/domain/backoffice/daily-summary'
import { commissionBy, monthKey, revenueInMonth } from '@core/domain/commission'
import { platformTimeZone } from './clock'
import { loadCommissionOrders, loadCommissionPct } from './orders'

export type OverviewFigures = {
  liveAuctions: number
  closingSoon: Array<{ id: number | string; title: string; endTime: string }>
  bidsToday?: number
  pendingKyc?: number
  ordersAwaitingPayment?: number
  revenueThisMonth?: number
  bidsPerDay?: Array<{ day: string; bids: number }>
  revenuePerMonth?: Array<{ month: string; buyerFees: number; sellerFees: number }>
}

const HOUR = 3_600_000
const DAY = 24 * HOUR


/** The last `count` calendar days of the platform's zone as YYYY-MM-DD, oldest first. */
export const lastDays = (now: Date, count: number, timeZone: string): string[] =>
  Array.from({ length: count }, (_, i) => dayInZone(new Date(now.getTime() - (count - 1 - i) * DAY), timeZone))

/** The last `count` months as YYYY-MM, oldest first. */
export const lastMonths = (now: Date, count: number): string[] =>
  Array.from({ length: count }, (_, i) => monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1))))

/**
 * The overview's figures, each read as the signed-in staff member (`overrideAccess: false`):
 * what a role may not read it does not get (editors see auctions, reviewers also the KYC queue,
 * admins everything).
 */
export const loadOverview = async (req: PayloadRequest, now = new Date()): Promise<OverviewFigures> => {
  const as = { overrideAccess: false, user: req.user } as const
  const isAdmin = inGroup('admin', req.user)
  const reviewsKyc = canOpenSection('kyc', req.user)
  const [live, closing] = await Promise.all([
    req.payload.count({ collection: 'auctions', where: { status: { equals: 'LIVE' } }, ...as }),
    req.payload.find({
      collection: 'auctions',
      where: { and: [{ status: { equals: 'LIVE' } }, { end_time: { greater_than_equal: now.toISOString() } }, { end_time: { less_than: new Date(now.getTime() + HOUR).toISOString() } }] },
      sort: 'end_time',
      limit: 20,
      depth: 1,
      select: { listing: true, end_time: true },
      populate: { listings: { title: true } },
      ...as,
    }),
  ])
  const figures: OverviewFigures = {
    liveAuctions: live.totalDocs,
    closingSoon: closing.docs.map((auction) => ({
      id: auction.id,
      title: typeof auction.listing === 'object' && auction.listing ? String(auction.listing.title) : `#${String(auction.listing)}`,
      endTime: String(auction.end_time),
    })),
  }
  if (reviewsKyc) {
    figures.pendingKyc = (await req.payload.count({ collection: 'kyc', where: { status: { equals: 'pending_review' } }, ...as })).totalDocs
  }
  if (isAdmin) {
    const timeZone = await platformTimeZone(req.payload)
    const days = lastDays(now, 14, timeZone)
    const [bidsToday, awaiting, recentBids, orders, pct] = await Promise.all([
      req.payload.count({ collection: 'bids', where: { createdAt: { greater_than_equal: dayBoundsInZone(now, timeZone).start.toISOString() } }, ...as }),
      req.payload.count({ collection: 'orders', where: { status: { equals: 'awaiting_payment' } }, ...as }),
      req.payload.find({
        collection: 'bids',
        where: { createdAt: { greater_than_equal: new Date(new Date(`${days[0]}T00:00:00.000Z`).getTime() - DAY).toISOString() } },
        select: { createdAt: true },
        pagination: false,
        depth: 0,
        ...as,
      }),
      loadCommissionOrders(req),
      loadCommissionPct(req),
    ])
    const perDay = new Map(days.map((day) => [day, 0]))
    for (const bid of recentBids.docs) {
      const day = dayInZone(new Date(String(bid.createdAt)), timeZone)
      if (perDay.has(day)) perDay.set(day, (perDay.get(day) ?? 0) + 1)
    }
    const byMonth = new Map(commissionBy(orders, 'month', pct).map((row) => [row.key, row]))
    figures.bidsToday = bidsToday.totalDocs
    figures.ordersAwaitingPayment = awaiting.totalDocs
    figures.revenueThisMonth = revenueInMonth(orders, monthKey(now), pct)
    figures.bidsPerDay = [...perDay.entries()].map(([day, bids]) => ({ day, bids }))
    figures.revenuePerMonth = lastMonths(now, 6).map((month) => ({
      month,
      buyerFees: byMonth.get(month)?.buyerFees ?? 0,
      sellerFees: byMonth.get(month)?.sellerFees ?? 0,
    }))
  }
  return figures
}
