import type { Payload } from 'payload'

import { dayBoundsInZone, dayInZone, isSummaryTime } from '@core/domain/backoffice/daily-summary'
import { daysOverdue, dueDateOf, dunningStageDue, DUNNING_STAGES } from '@core/domain/backoffice/dunning'
import { dailySummaryEmail, dunningEmail } from '@core/email/back-office-emails'
import { publicUrl, siteLink } from '@core/email/layout'
import { notify, recipientOf } from '../../cms/notifications/notify'
import { claimOrderEvent } from '../../cms/ops/order-events'
import type { Logger } from '../logger'
import type { SettingsSource } from '../settings/settings'

export type BackOfficeDeps = { payload: Payload; settings: SettingsSource; logger: Logger; now?: () => Date; siteUrl?: string }

const DAY = 86_400_000

/** Orders awaiting payment whose first reminder day has come (the oldest first). */
const unpaidPastDue = async (payload: Payload, termDays: number, now: Date) =>
  payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'awaiting_payment' } }, { createdAt: { less_than_equal: new Date(now.getTime() - (termDays + DUNNING_STAGES[0].daysAfterDue) * DAY).toISOString() } }] },
    depth: 1,
    limit: 500,
    sort: 'createdAt',
    overrideAccess: true,
  })

/**
 * Dunning (core/domain/backoffice/dunning.ts): for every unpaid order past its due date, the
 * stage due now is claimed (an order event `dunning:<order>:<stage>`, which is also its entry on
 * the timeline) and then mailed to the buyer in their language. The claim comes first, so a crash
 * between the two loses that one reminder rather than sending it twice, and every instance of the
 * clock may run this.
 */
export const sendDunning = async (deps: BackOfficeDeps): Promise<number> => {
  const { payload } = deps
  const now = deps.now?.() ?? new Date()
  const settings = await deps.settings()
  const orders = await unpaidPastDue(payload, settings.paymentTermDays, now)
  let sent = 0
  for (const order of orders.docs) {
    const events = await payload.find({ collection: 'order-events', where: { and: [{ order: { equals: order.id } }, { type: { equals: 'reminded' } }] }, depth: 0, pagination: false, select: { stage: true }, overrideAccess: true })
    const stage = dunningStageDue({ status: order.status, orderedAt: order.createdAt, stagesSent: events.docs.map((event) => Number(event.stage)) }, settings.paymentTermDays, now)
    if (stage === null) continue
    const buyerId = typeof order.buyer === 'object' ? order.buyer.id : order.buyer
    const buyer = await recipientOf(payload, buyerId)
    if (!buyer || buyer.blocked) continue
    if (!(await claimOrderEvent(payload, { key: `dunning:${order.id}:${stage}`, order: order.id, type: 'reminded', stage, note: buyer.language === 'de' ? 'de' : 'en', at: now.toISOString() }))) continue
    try {
      const listing = typeof order.listing === 'object' ? order.listing : null
      const lang = buyer.language === 'de' ? 'de' : 'en'
      const mail = await dunningEmail(lang, {
        stage,
        listing: listing?.title ?? order.payment_reference,
        reference: order.payment_reference,
        total: order.total,
        dueDate: dueDateOf(order.createdAt, settings.paymentTermDays),
        timeZone: settings.timeZone,
        iban: settings.bank.iban,
        link: siteLink(lang, '/dashboard', deps.siteUrl),
      })
      await notify(payload, { id: buyerId, email: buyer.email }, { mail: { ...mail, template: 'payment-reminder' } })
      sent += 1
    } catch (err) {
      deps.logger.error({ err, orderId: order.id, stage }, 'sending a payment reminder failed')
    }
  }
  return sent
}

/**
 * The daily summary to every admin (not blocked), in their language, once per calendar day of the
 * platform's zone from the set hour on: new KYC applications waiting, auctions ending today,
 * overdue payments. Each (day, admin) is claimed before it is sent.
 */
export const sendDailySummary = async (deps: BackOfficeDeps): Promise<number> => {
  const { payload } = deps
  const now = deps.now?.() ?? new Date()
  const settings = await deps.settings()
  if (!isSummaryTime(now, settings.timeZone)) return 0
  const day = dayInZone(now, settings.timeZone)
  const admins = await payload.find({ collection: 'users', where: { and: [{ roles: { contains: 'admin' } }, { blocked: { not_equals: true } }] }, depth: 0, pagination: false, select: { email: true, language: true }, overrideAccess: true })
  const pending = admins.docs.filter((admin) => admin.email)
  if (pending.length === 0) return 0
  const claimed = await payload.find({ collection: 'order-events', where: { key: { in: pending.map((admin) => `summary:${day}:${admin.id}`) } }, depth: 0, pagination: false, select: { key: true }, overrideAccess: true })
  const todo = pending.filter((admin) => !claimed.docs.some((event) => event.key === `summary:${day}:${admin.id}`))
  if (todo.length === 0) return 0
  const { start, end } = dayBoundsInZone(now, settings.timeZone)
  const kyc = await payload.count({ collection: 'kyc', where: { status: { equals: 'pending_review' } }, overrideAccess: true })
  const ending = await payload.find({
    collection: 'auctions',
    where: { and: [{ status: { in: ['SCHEDULED', 'LIVE'] } }, { end_time: { greater_than_equal: start.toISOString() } }, { end_time: { less_than: end.toISOString() } }] },
    depth: 1,
    sort: 'end_time',
    limit: 50,
    overrideAccess: true,
  })
  const overdue = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'awaiting_payment' } }, { createdAt: { less_than: new Date(now.getTime() - settings.paymentTermDays * DAY).toISOString() } }] },
    depth: 0,
    sort: 'createdAt',
    limit: 50,
    overrideAccess: true,
  })
  let sent = 0
  for (const admin of todo) {
    if (!(await claimOrderEvent(payload, { key: `summary:${day}:${admin.id}`, type: 'daily_summary', at: now.toISOString() }))) continue
    try {
      const mail = await dailySummaryEmail(admin.language, {
        day: now,
        timeZone: settings.timeZone,
        kycWaiting: kyc.totalDocs,
        auctionsEndingToday: ending.docs.map((auction) => ({ title: (typeof auction.listing === 'object' ? auction.listing?.title : null) ?? `#${auction.id}`, endTime: auction.end_time })),
        overdue: overdue.docs.map((order) => ({ reference: order.payment_reference, total: order.total, daysOverdue: daysOverdue(order.createdAt, settings.paymentTermDays, now) })),
        link: `${(deps.siteUrl ?? publicUrl()).replace(/\/$/, '')}/admin`,
      })
      await notify(payload, { id: admin.id, email: admin.email }, { mail: { ...mail, template: 'daily-summary' } })
      sent += 1
    } catch (err) {
      deps.logger.error({ err, adminId: admin.id }, 'sending the daily summary failed')
    }
  }
  return sent
}

/** Both jobs, each with its own failure path (the clock runs this at most once a minute). */
export const runBackOfficeJobs = async (deps: BackOfficeDeps) => {
  await sendDunning(deps).catch((err: unknown) => deps.logger.error({ err }, 'dunning failed'))
  await sendDailySummary(deps).catch((err: unknown) => deps.logger.error({ err }, 'daily summary failed'))
}
