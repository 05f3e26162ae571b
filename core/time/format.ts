import type { Locale } from '@core/i18n/locales'

/**
 * The one clock. Times are stored in UTC (ISO strings, Date); every time a person reads
 * (admin, site, emails, invoice PDF, support assistant) is formatted here, in the platform's time
 * zone from the settings global (`time_zone`, an IANA name, default Europe/Berlin), with the zone's
 * short label in the reader's language ("14:05 CET" in English, "14:05 MEZ" in German).
 */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin'

const INTL: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' }

/** True when `zone` is an IANA time zone name this runtime knows (offsets such as "+01:00" are not names). */
export const isTimeZone = (zone: unknown): zone is string => {
  if (typeof zone !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The settings' validator: an unknown zone is refused with a message naming a valid one. */
export const validateTimeZone = (value: unknown): true | string =>
  isTimeZone(value) ? true : 'Unknown time zone. Use an IANA name such as Europe/Berlin, Europe/London or UTC.'

/** The configured zone if it is valid, else the default (a broken setting never breaks a page). */
export const timeZoneOr = (zone: unknown): string => (isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE)

const lang = (locale: string | undefined): Locale => (locale === 'de' ? 'de' : 'en')

// Intl.DateTimeFormat is costly to build; one per language, zone and style.
const formats = new Map<string, Intl.DateTimeFormat>()
const formatter = (locale: Locale, timeZone: string, style: 'date' | 'time' | 'seconds'): Intl.DateTimeFormat => {
  const key = `${locale}|${timeZone}|${style}`
  let format = formats.get(key)
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'date'
        ? { day: '2-digit', month: locale === 'de' ? '2-digit' : 'short', year: 'numeric', timeZone }
        : { hour: '2-digit', minute: '2-digit', ...(style === 'seconds' ? { second: '2-digit' } : {}), hourCycle: 'h23', timeZone, timeZoneName: 'short' }
    format = new Intl.DateTimeFormat(INTL[locale], options)
    formats.set(key, format)
  }
  return format
}

type When = string | number | Date

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const ISO_MONTH = /^(\d{4})-(\d{2})$/
const monthFormats = new Map<Locale, Intl.DateTimeFormat>()
const monthFormat = (locale: Locale) => {
  let format = monthFormats.get(locale)
  if (!format) monthFormats.set(locale, (format = new Intl.DateTimeFormat(INTL[locale], { month: 'short', year: 'numeric', timeZone: 'UTC' })))
  return format
}

/** The zone's offset from UTC at an instant, in minutes (Berlin in winter: 60). */
const offsetMinutes = (zone: string, instant: number): number => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return (Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(instant / 1000) * 1000) / 60_000
}

/**
 * The instant a calendar day ("2026-11-25") starts in a zone (00:00 there), as an ISO string; the
 * range filters of the admin lists read their from/to days with it, so "from 25 Nov" means the
 * platform's 25 Nov, not UTC's.
 */
export const zoneDayStart = (day: string, timeZone: string | null | undefined): string => {
  const match = ISO_DAY.exec(day)
  if (!match) throw new Error(`zoneDayStart: not a day: ${day}`)
  const zone = timeZoneOr(timeZone)
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  // Two passes: the offset at the guess, then at the corrected instant (right across a DST change).
  let instant = midnightUtc - offsetMinutes(zone, midnightUtc) * 60_000
  instant = midnightUtc - offsetMinutes(zone, instant) * 60_000
  return new Date(instant).toISOString()
}

/** The last millisecond of a calendar day in a zone (the start of the next day less 1 ms). */
export const zoneDayEnd = (day: string, timeZone: string | null | undefined): string => {
  const match = ISO_DAY.exec(day)
  if (!match) throw new Error(`zoneDayEnd: not a day: ${day}`)
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1)).toISOString().slice(0, 10)
  return new Date(new Date(zoneDayStart(next, timeZone)).getTime() - 1).toISOString()
}

/** A clock for one language and zone: `date` "02 Nov 2026" / "02.11.2026", "22 Nov 2026" / "22.11.2026", `time` "14:05 CET" / "14:05 MEZ", `dateTime` both. */
export const clock = (locale: string | undefined, timeZone: string | null | undefined) => {
  const l = lang(locale)
  const zone = timeZoneOr(timeZone)
  const at = (value: When) => new Date(value)
  return {
    locale: l,
    timeZone: zone,
    /** "22 Nov 2026" / "22.11.2026" (the calendar day in the platform's zone). */
    date: (value: When) => formatter(l, zone, 'date').format(at(value)),
    /** "14:05 CET" / "14:05 MEZ". */
    time: (value: When) => formatter(l, zone, 'time').format(at(value)),
    /** "22 Nov 2026, 14:05 CET" / "22.11.2026, 14:05 MEZ". */
    dateTime: (value: When) => `${formatter(l, zone, 'date').format(at(value))}, ${formatter(l, zone, 'time').format(at(value))}`,
    /** "22 Nov 2026, 14:05:09 CET": bid histories, where seconds matter. */
    dateTimeSeconds: (value: When) => `${formatter(l, zone, 'date').format(at(value))}, ${formatter(l, zone, 'seconds').format(at(value))}`,
    /** A calendar day key ("2026-11-25", already a day of the platform's zone) in the same form as `date`: "25 Nov 2026" / "25.11.2026". */
    day: (key: string) => (ISO_DAY.test(key) ? formatter(l, 'UTC', 'date').format(new Date(`${key}T12:00:00Z`)) : key),
    /** A month key ("2026-11"): "Nov 2026" / "Nov. 2026". */
    month: (key: string) => (ISO_MONTH.test(key) ? monthFormat(l).format(new Date(`${key}-15T12:00:00Z`)) : key),
    /** The zone's short label at that instant: "CET"/"CEST", "MEZ"/"MESZ". */
    zoneLabel: (value: When = Date.now()) =>
      formatter(l, zone, 'time')
        .formatToParts(at(value))
        .find((part) => part.type === 'timeZoneName')?.value ?? zone,
  }
}
export type Clock = ReturnType<typeof clock>

/** A one-off helper for a single value (the same output as `clock(...)`). */
export const formatDateTime = (value: When, locale: string | undefined, timeZone: string | null | undefined) => clock(locale, timeZone).dateTime(value)
