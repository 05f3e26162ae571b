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
