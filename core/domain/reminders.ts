import type { AuctionStatus } from './statuses'

/**
 * "Remind me": an email and an in-app notification a chosen time before an
 * auction ends, sent once. The due time always counts from the auction's CURRENT end time, so an
 * anti-sniping extension moves it; cancelled and ended auctions, and auctions past their end, get
 * none. A reminder set after its due time but before the end is due at once (it is accepted, not
 * refused: "1 h before" set 20 minutes before the end still reminds).
 */

/** The lead times a buyer may pick, in minutes. */
export const REMINDER_LEAD_CHOICES = [15, 60, 180, 1440] as const
export type ReminderLeadMinutes = (typeof REMINDER_LEAD_CHOICES)[number]

/** The default lead time (the Settings global's `reminder_lead_minutes` overrides it). */
export const DEFAULT_REMINDER_LEAD_MINUTES: ReminderLeadMinutes = 60

/** The furthest a reminder looks ahead: the clock reads only auctions ending within this window. */
export const REMINDER_HORIZON_MINUTES = Math.max(...REMINDER_LEAD_CHOICES)

/** Statuses whose auctions have not ended: a reminder may be set for and sent about them only. */
export const REMINDABLE_STATUSES = ['SCHEDULED', 'LIVE'] as const satisfies readonly AuctionStatus[]

export const isReminderLead = (value: unknown): value is ReminderLeadMinutes => (REMINDER_LEAD_CHOICES as readonly unknown[]).includes(value)

/** A valid lead time from the settings, else the default. */
export const reminderLeadOr = (value: unknown): ReminderLeadMinutes => (isReminderLead(Number(value)) ? (Number(value) as ReminderLeadMinutes) : DEFAULT_REMINDER_LEAD_MINUTES)

type When = string | number | Date

/** When a reminder is due: the (current) end time minus the lead time. */
export const reminderDueAt = (endTime: When, leadMinutes: number): Date => new Date(new Date(endTime).getTime() - leadMinutes * 60_000)

export type ReminderFacts = { status: string; end_time: When; lead_minutes: number; sent_at: When | null | undefined }

const notOver = (status: string, endTime: When, now: Date) =>
  (REMINDABLE_STATUSES as readonly string[]).includes(status) && new Date(endTime).getTime() > now.getTime()

/** Due at `now`: not sent yet, the auction not cancelled, ended or past its end, and its due time reached. */
export const isReminderDue = (reminder: ReminderFacts, now: Date): boolean =>
  reminder.sent_at == null && notOver(reminder.status, reminder.end_time, now) && reminderDueAt(reminder.end_time, reminder.lead_minutes).getTime() <= now.getTime()

/** Why a reminder cannot be set on this auction now (null: it can). */
export const reminderRefusal = (auction: { status: string; end_time: When }, now: Date): 'auction_over' | null =>
  notOver(auction.status, auction.end_time, now) ? null : 'auction_over'

export const REMINDER_AUCTION_OVER = 'This auction has ended or was cancelled; there is nothing to remind you of.'
