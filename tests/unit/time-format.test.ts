import { describe, expect, it } from 'vitest'

import { clock, DEFAULT_TIME_ZONE, formatDateTime, isTimeZone, timeZoneOr, validateTimeZone, zoneDayEnd, zoneDayStart } from '@core/time/format'
import { xLabelFormatter } from '../../cms/admin/components/chart-format'

// One instant in summer and one in winter (UTC, as stored).
const SUMMER = '2026-07-15T12:05:09.000Z'
const WINTER = '2026-01-15T23:30:00.000Z'

describe('the one clock (core/time/format.ts)', () => {
  it('shows a summer instant in Berlin time with the zone label, per language', () => {
    const en = clock('en', 'Europe/Berlin')
    const de = clock('de', 'Europe/Berlin')
    expect(en.dateTime(SUMMER)).toBe('15 Jul 2026, 14:05 CEST')
    expect(de.dateTime(SUMMER)).toBe('15.07.2026, 14:05 MESZ')
    expect(en.time(SUMMER)).toBe('14:05 CEST')
    expect(en.dateTimeSeconds(SUMMER)).toBe('15 Jul 2026, 14:05:09 CEST')
    expect(de.zoneLabel(SUMMER)).toBe('MESZ')
  })

  it('shows a winter instant in Berlin time, on the Berlin calendar day', () => {
    expect(clock('en', 'Europe/Berlin').dateTime(WINTER)).toBe('16 Jan 2026, 00:30 CET')
    expect(clock('de', 'Europe/Berlin').dateTime(WINTER)).toBe('16.01.2026, 00:30 MEZ')
    expect(clock('en', 'Europe/Berlin').date(WINTER)).toBe('16 Jan 2026')
    expect(clock('de', 'Europe/Berlin').zoneLabel(WINTER)).toBe('MEZ')
  })

  it('follows the configured zone', () => {
    expect(clock('en', 'Europe/London').dateTime(SUMMER)).toBe('15 Jul 2026, 13:05 BST')
    expect(clock('en', 'Europe/London').dateTime(WINTER)).toBe('15 Jan 2026, 23:30 GMT')
    expect(clock('en', 'UTC').dateTime(SUMMER)).toBe('15 Jul 2026, 12:05 UTC')
    expect(formatDateTime(SUMMER, 'de', 'Europe/Helsinki')).toBe('15.07.2026, 15:05 OESZ')
  })

  it('falls back to Europe/Berlin and English when the zone or language is missing or unknown', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Berlin')
    expect(clock(undefined, undefined).dateTime(SUMMER)).toBe('15 Jul 2026, 14:05 CEST')
    expect(clock('fr', 'Mars/Olympus').dateTime(WINTER)).toBe('16 Jan 2026, 00:30 CET')
    expect(timeZoneOr('')).toBe('Europe/Berlin')
  })

  it('accepts IANA names and refuses anything else with a clear message', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true)
    expect(isTimeZone('America/New_York')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    for (const bad of ['Mars/Olympus', 'Europe/Berlinn', '+01:00', '', ' Europe/Berlin', null, 42]) expect(isTimeZone(bad)).toBe(false)
    expect(validateTimeZone('Europe/Vienna')).toBe(true)
    expect(validateTimeZone('Berlin')).toBe('Unknown time zone. Use an IANA name such as Europe/Berlin, Europe/London or UTC.')
  })
})

describe('the one clock: calendar days', () => {
  it('writes the day with two digits in both languages', () => {
    expect(clock('en', 'Europe/Berlin').date('2026-03-01T12:00:00Z')).toBe('01 Mar 2026')
    expect(clock('de', 'Europe/Berlin').date('2026-03-01T12:00:00Z')).toBe('01.03.2026')
  })
})

describe('the one clock: calendar day keys and day bounds (admin lists, charts)', () => {
  it('a day key reads exactly like the date of an instant on that day, in both languages; charts use it', () => {
    for (const language of ['en', 'de'] as const) {
      const c = clock(language, 'Europe/Berlin')
      expect(c.day('2026-11-25')).toBe(c.date('2026-11-25T14:09:00Z'))
      expect(xLabelFormatter('day', language)('2026-11-25')).toBe(c.date('2026-11-25T14:09:00Z'))
    }
    expect(clock('en', 'Europe/Berlin').day('2026-11-25')).toBe('25 Nov 2026')
    expect(clock('de', 'Europe/Berlin').day('2026-11-25')).toBe('25.11.2026')
    expect(clock('en', 'UTC').month('2026-11')).toBe('Nov 2026')
    expect(clock('de', 'UTC').month('2026-11')).toBe('Nov. 2026')
    expect(clock('de', 'UTC').day('kein Tag')).toBe('kein Tag')
  })

  it('the start and end of a day in a zone, across the change to and from summer time', () => {
    expect(zoneDayStart('2026-11-25', 'Europe/Berlin')).toBe('2026-11-24T23:00:00.000Z')
    expect(zoneDayEnd('2026-11-25', 'Europe/Berlin')).toBe('2026-11-25T22:59:59.999Z')
    expect(zoneDayStart('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z')
    expect(zoneDayEnd('2026-03-29', 'Europe/Berlin')).toBe('2026-03-29T21:59:59.999Z')
    expect(zoneDayStart('2026-10-25', 'Europe/Berlin')).toBe('2026-10-24T22:00:00.000Z')
    expect(zoneDayStart('2026-11-25', 'UTC')).toBe('2026-11-25T00:00:00.000Z')
    expect(zoneDayStart('2026-11-25', 'Asia/Tokyo')).toBe('2026-11-24T15:00:00.000Z')
    expect(() => zoneDayStart('25.11.2026', 'UTC')).toThrow()
  })
})
