/**
 * Money is stored in euros (two decimals at most) and calculated in whole cents, so sums and
 * percentages never drift the way binary floats do.
 */
export const toCents = (euros: number): number => Math.round(euros * 100)
export const toEuros = (cents: number): number => cents / 100

/** True for a positive amount in whole euros or whole cents (no fractions of a cent). */
export const isWholeCents = (euros: number): boolean =>
  Number.isFinite(euros) && euros > 0 && Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6

/** A percentage of an amount in cents, rounded half up to a whole cent. */
export const percentOfCents = (cents: number, pct: number): number => Math.round((cents * Math.round(pct * 100)) / 10_000)

export type MoneyLocale = 'en' | 'de'
const INTL: Record<MoneyLocale, string> = { en: 'en-GB', de: 'de-DE' }

/**
 * Every money amount the product shows, in one place: euros, whole amounts
 * without decimals (€62,010), any other with exactly two (€62,009.80, never "€62,009.8").
 * `cents: 'always'` for documents that always show them (€62,010.00).
 */
export const formatMoney = (euros: number, locale: MoneyLocale, options: { cents?: 'auto' | 'always' } = {}): string => {
  const whole = isWholeEuros(euros)
  const digits = options.cents === 'always' || !whole ? 2 : 0
  return new Intl.NumberFormat(INTL[locale] ?? INTL.en, { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    digits === 0 ? Math.round(euros) : Math.round(euros * 100) / 100,
  )
}

/** True when an amount is whole euros (to the cent). */
export const isWholeEuros = (euros: number): boolean => Math.abs(euros * 100 - Math.round(euros) * 100) < 1e-6
