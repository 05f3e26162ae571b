import { describe, expect, it } from 'vitest'

import { auctionCalendar, escapeIcsText, foldIcsLine } from '@core/time/ics'

const input = {
  auctionId: 42,
  title: 'Caterpillar 320 GC, 2019',
  endTime: '2026-11-23T14:05:00.000Z',
  url: 'https://market.example/de/auctions/caterpillar-320-gc-2019',
  lang: 'de' as const,
  timeZone: 'Europe/Berlin',
  now: new Date('2026-11-22T08:00:00.000Z'),
  host: 'market.example',
}

describe('auctionCalendar (.ics, RFC 5545)', () => {
  const text = auctionCalendar(input)
  const lines = text.split('\r\n')

  it('is one VEVENT in a VCALENDAR with CRLF line endings and a final CRLF', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.find((l) => l.startsWith('PRODID:'))).toBeTruthy()
    expect(lines).toContain('BEGIN:VEVENT')
    expect(lines).toContain('END:VEVENT')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
  })

  it('has a stable UID, DTSTAMP and the end time in UTC', () => {
    const unfolded = text.replace(/\r\n[ \t]/g, '')
    expect(unfolded).toContain('\r\nUID:auction-42@market.example\r\n')
    expect(unfolded).toContain('\r\nDTSTAMP:20261122T080000Z\r\n')
    // DTEND must lie after DTSTART (RFC 5545 3.8.2.2): the event is the auction's last 15 minutes.
    expect(unfolded).toContain('\r\nDTSTART:20261123T135000Z\r\n')
    expect(unfolded).toContain('\r\nDTEND:20261123T140500Z\r\n')
    expect(unfolded).toContain(`\r\nURL:${input.url}\r\n`)
  })

  it('names the machine in the summary and the end time in the platform zone with its label in the description', () => {
    const unfolded = text.replace(/\r\n[ \t]/g, '')
    expect(unfolded).toMatch(/\r\nSUMMARY:Auktionsende: Caterpillar 320 GC\\, 2019\r\n/)
    // 14:05 UTC is 15:05 in Berlin in November (MEZ).
    expect(unfolded).toMatch(/\r\nDESCRIPTION:[^\r]*23\.11\.2026\\, 15:05 MEZ/)
    const en = auctionCalendar({ ...input, lang: 'en' }).replace(/\r\n[ \t]/g, '')
    expect(en).toMatch(/\r\nSUMMARY:Auction ends: Caterpillar 320 GC\\, 2019\r\n/)
    expect(en).toMatch(/\r\nDESCRIPTION:[^\r]*23 Nov 2026\\, 15:05 CET/)
  })

  it('folds every line at 75 octets', () => {
    const long = auctionCalendar({ ...input, title: 'Ä'.repeat(60) + ' Bagger mit sehr langem Namen, Löffel; Schnellwechsler' })
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(long.replace(/\r\n /g, '')).toContain('Löffel\\; Schnellwechsler')
  })
})

describe('escapeIcsText and foldIcsLine', () => {
  it('escapes backslash, comma, semicolon and newlines', () => {
    expect(escapeIcsText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf')
  })
  it('folds at 75 octets without splitting a UTF-8 character, continuation lines start with a space', () => {
    const folded = foldIcsLine(`SUMMARY:${'ü'.repeat(50)}`)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75)
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(`SUMMARY:${'ü'.repeat(50)}`)
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x')
  })
})
