import { describe, expect, it } from 'vitest'

import {
  DEFAULT_REMINDER_LEAD_MINUTES,
  isReminderDue,
  REMINDER_LEAD_CHOICES,
  reminderDueAt,
  reminderRefusal,
  REMINDER_HORIZON_MINUTES,
} from '@core/domain/reminders'

const END = '2026-11-23T14:00:00.000Z'
const at = (iso: string) => new Date(iso)

describe('reminder lead times', () => {
  it('offers 15 min, 1 h (default), 3 h and 24 h, and looks no further ahead than the longest', () => {
    expect(REMINDER_LEAD_CHOICES).toEqual([15, 60, 180, 1440])
    expect(DEFAULT_REMINDER_LEAD_MINUTES).toBe(60)
    expect(REMINDER_HORIZON_MINUTES).toBe(1440)
  })
})

describe('reminderDueAt', () => {
  it('is the end time minus the lead time', () => {
    expect(reminderDueAt(END, 60).toISOString()).toBe('2026-11-23T13:00:00.000Z')
    expect(reminderDueAt(END, 15).toISOString()).toBe('2026-11-23T13:45:00.000Z')
    expect(reminderDueAt(new Date(END), 1440).toISOString()).toBe('2026-11-22T14:00:00.000Z')
  })
})

describe('isReminderDue', () => {
  const live = { status: 'LIVE', end_time: END, lead_minutes: 60, sent_at: null }

  it('is due from the due time until the end, not before', () => {
    expect(isReminderDue(live, at('2026-11-23T12:59:59.000Z'))).toBe(false)
    expect(isReminderDue(live, at('2026-11-23T13:00:00.000Z'))).toBe(true)
    expect(isReminderDue(live, at('2026-11-23T13:59:59.000Z'))).toBe(true)
  })

  it('is never due once the end has passed, or for cancelled or ended auctions', () => {
    expect(isReminderDue(live, at(END))).toBe(false)
    expect(isReminderDue({ ...live, status: 'CANCELLED' }, at('2026-11-23T13:30:00.000Z'))).toBe(false)
    expect(isReminderDue({ ...live, status: 'ENDED' }, at('2026-11-23T13:30:00.000Z'))).toBe(false)
  })

  it('counts against the current end time: an anti-sniping extension moves the due time', () => {
    const now = at('2026-11-23T13:30:00.000Z')
    expect(isReminderDue({ ...live, lead_minutes: 15 }, now)).toBe(false)
    expect(isReminderDue({ ...live, lead_minutes: 15, end_time: '2026-11-23T13:40:00.000Z' }, now)).toBe(true)
    // The other way round: a reminder due at the old end time is not yet due at the extended one.
    expect(isReminderDue({ ...live, lead_minutes: 15, end_time: '2026-11-23T13:50:00.000Z' }, now)).toBe(false)
  })

  it('is sent once: never again after sent_at is set', () => {
    expect(isReminderDue({ ...live, sent_at: '2026-11-23T13:00:01.000Z' }, at('2026-11-23T13:30:00.000Z'))).toBe(false)
  })

  it('counts a scheduled auction like a live one (it has not ended)', () => {
    expect(isReminderDue({ ...live, status: 'SCHEDULED' }, at('2026-11-23T13:30:00.000Z'))).toBe(true)
  })
})

describe('reminderRefusal', () => {
  const now = at('2026-11-23T13:30:00.000Z')
  it('accepts a reminder for a live or scheduled auction before its end, even past its due time (then it is due at once)', () => {
    expect(reminderRefusal({ status: 'LIVE', end_time: END }, now)).toBeNull()
    expect(reminderRefusal({ status: 'SCHEDULED', end_time: END }, now)).toBeNull()
    expect(isReminderDue({ status: 'LIVE', end_time: END, lead_minutes: 1440, sent_at: null }, now)).toBe(true)
  })
  it('refuses cancelled, ended and past auctions', () => {
    expect(reminderRefusal({ status: 'CANCELLED', end_time: END }, now)).toBe('auction_over')
    expect(reminderRefusal({ status: 'ENDED', end_time: END }, now)).toBe('auction_over')
    expect(reminderRefusal({ status: 'LIVE', end_time: '2026-11-23T13:29:59.000Z' }, now)).toBe('auction_over')
  })
})
