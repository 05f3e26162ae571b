// The browser's zone of an editor in New York (before any Date is made in this process).
process.env.TZ = 'America/New_York'

import { describe, expect, it } from 'vitest'

import { fromPickerDate, toPickerDate } from '../../cms/admin/fields/zoned-dates'

describe('the admin date picker in the platform zone, for an editor in another zone', () => {
  it('runs in New York (else the test proves nothing)', () => {
    expect(new Date(2026, 10, 25).getTimezoneOffset()).toBe(300)
  })

  it('shows a stored instant with the wall time it has in Berlin', () => {
    // 14:09 UTC is 15:09 in Berlin (CET) and 09:09 in New York.
    const shown = toPickerDate('2026-11-25T14:09:00.000Z', 'Europe/Berlin')
    expect([shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([2026, 10, 25, 15, 9])
    // Summer time: 12:00 UTC is 14:00 in Berlin (CEST).
    expect(toPickerDate('2026-07-01T12:00:00.000Z', 'Europe/Berlin').getHours()).toBe(14)
    // Late evening UTC is already the next day in Berlin.
    expect(toPickerDate('2026-11-25T23:30:00.000Z', 'Europe/Berlin').getDate()).toBe(26)
  })

  it('saves a picked wall time as the instant it means in Berlin, and round-trips', () => {
    // The editor picks 20 Nov 2026, 15:00 (a Date in New York's zone): 15:00 Berlin is 14:00 UTC.
    expect(fromPickerDate(new Date(2026, 10, 20, 15, 0), 'Europe/Berlin', false)).toBe('2026-11-20T14:00:00.000Z')
    expect(fromPickerDate(new Date(2026, 6, 1, 9, 30), 'Europe/Lisbon', false)).toBe('2026-07-01T08:30:00.000Z')
    for (const iso of ['2026-03-29T00:30:00.000Z', '2026-10-25T01:15:00.000Z', '2026-12-31T23:45:00.000Z']) {
      expect(fromPickerDate(toPickerDate(iso, 'Europe/Berlin'), 'Europe/Berlin', false)).toBe(iso)
    }
  })

  it('keeps a picked day as noon of that day in the platform zone', () => {
    // Payload's picker hands a day over as noon UTC of that day.
    expect(fromPickerDate(new Date(Date.UTC(2026, 11, 1, 12)), 'Europe/Berlin', true)).toBe('2026-12-01T11:00:00.000Z')
  })
})
