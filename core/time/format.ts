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
