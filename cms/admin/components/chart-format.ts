import { clock } from '@core/time/format'

/** How a chart's x values read: calendar days (YYYY-MM-DD, already days of the platform's zone), months (YYYY-MM) or text as it is. */
export type XFormat = 'day' | 'month' | 'text'

/**
 * "2026-11-25" → "25 Nov 2026" / "25.11.2026" (the same form as every other date of the admin: the
 * one clock, core/time/format.ts), "2026-11" → "Nov 2026" / "Nov. 2026". The keys are calendar
 * values of the platform's zone already: read as they are, no zone shift.
 */
export const xLabelFormatter = (xFormat: XFormat | undefined, language: string) => {
  const c = clock(language, 'UTC')
  if (xFormat === 'day') return (value: unknown) => c.day(String(value))
  if (xFormat === 'month') return (value: unknown) => c.month(String(value))
  return (value: unknown) => String(value)
}
