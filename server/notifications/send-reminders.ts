import type { Payload } from 'payload'

import { canSeePrices } from '@core/domain/price-visibility'
import { isReminderDue, REMINDER_HORIZON_MINUTES, type ReminderFacts } from '@core/domain/reminders'
import { siteLink } from '@core/email/layout'
import { reminderEmail } from '@core/email/reminder-emails'
import { notify, recipientOf } from '../../cms/notifications/notify'
import { listingOfAuction } from '../../cms/notifications/send-auction-message'
import type { Logger } from '../logger'
import type { BidStore, ReminderCandidate } from '../storage/bid-store'
import type { SettingsSource } from '../settings/settings'

export type ReminderDeps = {
  payload: Payload
  store: BidStore
  settings: SettingsSource
  logger: Logger
  now?: () => Date
  /** The public address for links (PUBLIC_URL when unset). */
  siteUrl?: string
}

/**
 * One reminder, as an in-app notification plus an email in the user's language with the end time
 * in the platform's zone. Nobody who may not see an auction's timing gets one (the end time is as
 * hidden as prices from unconfirmed accounts), nor a blocked account.
 */
const sendReminder = async (deps: ReminderDeps, reminder: ReminderCandidate) => {
  const { payload } = deps
  const user = await recipientOf(payload, reminder.user_id)
  if (!user || user.blocked || !canSeePrices(user)) return false
  const listing = await listingOfAuction(payload, reminder.auction_id)
  const lang = user.language === 'de' ? 'de' : 'en'
  const path = `/auctions/${listing.slug}`
  const link = siteLink(lang, path, deps.siteUrl)
  const { timeZone } = await deps.settings()
  const message = await reminderEmail(lang, { listing: listing.title, endTime: reminder.end_time, timeZone, leadMinutes: reminder.lead_minutes, link })
  await notify(payload, { id: reminder.user_id, email: user.email }, {
    inApp: { type: 'reminder', title: message.subject, body: message.body, link },
    mail: { ...message, template: 'auction-reminder' },
  })
  return true
}

/**
 * The clock's reminder job (every tick, on every instance): reads the unsent reminders of auctions
 * ending within the longest lead time (one indexed query), keeps those due by the rule
 * (core/domain/reminders.ts, against the auction's current end time), and sends each one whose
 * claim this instance wins (`sent_at` set where still empty), so a reminder goes out once however
 * many instances tick. The claim comes before sending: a crash between the two loses that one
 * reminder rather than sending it twice.
 */
export const sendDueReminders = async (deps: ReminderDeps) => {
  const now = deps.now?.() ?? new Date()
  const nowIso = now.toISOString()
  const candidates = await deps.store.remindersEndingBy({ nowIso, horizonIso: new Date(now.getTime() + REMINDER_HORIZON_MINUTES * 60_000).toISOString() })
  let sent = 0
  for (const candidate of candidates) {
    const facts: ReminderFacts = { status: candidate.status, end_time: candidate.end_time, lead_minutes: candidate.lead_minutes, sent_at: null }
    if (!isReminderDue(facts, now)) continue
    if (!(await deps.store.claimReminder({ reminderId: candidate.id, nowIso }))) continue
    try {
      if (await sendReminder(deps, candidate)) sent += 1
    } catch (err) {
      deps.logger.error({ err, reminderId: candidate.id }, 'sending a reminder failed')
    }
  }
  return sent
}
