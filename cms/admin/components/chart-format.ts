/** How a chart's x values read: calendar days (YYYY-MM-DD, already days of the platform's zone), months (YYYY-MM) or text as it is. */
export type XFormat = 'day' | 'month' | 'text'

const intlLocale = (language: string) => (language === 'de' ? 'de-DE' : 'en-GB')

/** "2026-11-25" → "25 Nov" / "25.11.", "2026-11" → "Nov 2026" / "Nov. 2026" (the keys are calendar values: read at noon UTC, no zone shift). */
export const xLabelFormatter = (xFormat: XFormat | undefined, language: string) => {
  if (xFormat === 'day') {
    const day = new Intl.DateTimeFormat(intlLocale(language), { day: '2-digit', month: language === 'de' ? '2-digit' : 'short', timeZone: 'UTC' })
    return (value: unknown) => (/^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? day.format(new Date(`${String(value)}T12:00:00Z`)) : String(value))
  }
  if (xFormat === 'month') {
    const month = new Intl.DateTimeFormat(intlLocale(language), { month: 'short', year: 'numeric', timeZone: 'UTC' })
    return (value: unknown) => (/^\d{4}-\d{2}$/.test(String(value)) ? month.format(new Date(`${String(value)}-15T12:00:00Z`)) : String(value))
  }
  return (value: unknown) => String(value)
}

