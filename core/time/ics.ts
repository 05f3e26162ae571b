import type { Locale } from '@core/i18n/locales'
import { clock } from './format'

/**
 * The "Add to calendar" file of an auction (RFC 5545): one VEVENT ending at the auction's end, in
 * UTC (`…Z`), with the end time in the platform's zone and its label in the description (the one
 * clock, ./format.ts). Written here rather than with a library: it is one event, and the rules
 * that matter (CRLF, folding at 75 octets, text escaping) are tested in tests/unit/calendar-ics.test.ts.
 */

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export const escapeIcsText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')

/** Folds a content line at 75 octets (RFC 5545 3.1): CRLF plus a space, never inside a UTF-8 character. */
const encoder = new TextEncoder()

export const foldIcsLine = (line: string): string => {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > 75) {
      out.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join('\r\n')
}

/** 20261123T140500Z */
export const icsUtc = (value: string | number | Date): string => new Date(value).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

const TEXTS: Record<Locale, { summary: (title: string) => string; description: (end: string, url: string) => string }> = {
  en: { summary: (title) => `Auction ends: ${title}`, description: (end, url) => `The auction ends on ${end}. Bids placed in the last minutes may extend it.\n${url}` },
  de: { summary: (title) => `Auktionsende: ${title}`, description: (end, url) => `Die Auktion endet am ${end}. Gebote in den letzten Minuten können sie verlängern.\n${url}` },
}

/** How long before the end the event starts (DTEND must lie after DTSTART). */
export const CALENDAR_EVENT_MINUTES = 15

export type AuctionCalendarInput = {
  auctionId: string | number
  title: string
  endTime: string | Date
  url: string
  lang: Locale
  timeZone: string | null | undefined
  /** DTSTAMP: when the file was made. */
  now: Date
  /** The host name in the UID (`auction-<id>@<host>`), stable across downloads. */
  host: string
}

export const auctionCalendar = (input: AuctionCalendarInput): string => {
  const texts = TEXTS[input.lang]
  const end = new Date(input.endTime)
  const endText = clock(input.lang, input.timeZone).dateTime(end)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MachineryMarket//Auction reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:auction-${String(input.auctionId)}@${input.host}`,
    `DTSTAMP:${icsUtc(input.now)}`,
    `DTSTART:${icsUtc(end.getTime() - CALENDAR_EVENT_MINUTES * 60_000)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(texts.summary(input.title))}`,
    `DESCRIPTION:${escapeIcsText(texts.description(endText, input.url))}`,
    `URL:${input.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}
