/**
 * The daily summary to admins goes out once a day at a set hour of the platform's zone. These
 * answer which calendar day it is there and when that day starts and ends, as instants.
 */
export const DAILY_SUMMARY_HOUR = 7

const parts = (at: Date, timeZone: string) => {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return { year: Number(values.year), month: Number(values.month), day: Number(values.day), hour: Number(values.hour), minute: Number(values.minute), second: Number(values.second) }
}

/** "2026-11-25": the calendar day at `at` in the zone. */
export const dayInZone = (at: Date, timeZone: string): string => {
  const p = parts(at, timeZone)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}

/** The instants the zone's calendar day of `at` starts and ends (end exclusive). */
export const dayBoundsInZone = (at: Date, timeZone: string): { start: Date; end: Date } => {
  const p = parts(at, timeZone)
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at.getTime() / 1000) * 1000
  const start = new Date(Date.UTC(p.year, p.month - 1, p.day) - offset)
  const endLocal = Date.UTC(p.year, p.month - 1, p.day + 1)
  return { start, end: new Date(endLocal - offset) }
}

/** Is the summary's hour reached in the zone (it is sent once, on the first tick from then on)? */
export const isSummaryTime = (at: Date, timeZone: string, hour = DAILY_SUMMARY_HOUR): boolean => parts(at, timeZone).hour >= hour
