/**
 * Sold-price comparables: which machines sold on the platform a buyer sees
 * next to an auction, and the median of their final prices. Pure: the service reads the sold
 * auctions of the subject's category. Who may see them is not decided here but by
 * core/domain/price-visibility.ts, like every other price.
 *
 * The rule:
 * - Same category only; never the subject itself.
 * - "Similar" means built within ±4 years of the subject and with hours within ±50% of the
 *   subject's (at least ±500 h, so a nearly new machine still has neighbours).
 * - When at least three candidates are similar, only similar ones are shown; with fewer, the
 *   choice widens to the whole category, similar ones first.
 * - Within that, the same brand comes first, then the smallest distance
 *   `|Δyear| / 4 + |Δhours| / hoursWindow` (each term is 1 at the edge of "similar"), then the
 *   most recent sale, then the id (so the order is stable).
 * - At most five.
 */

export const COMPARABLES_LIMIT = 5
/** Years either side of the subject's build year that still count as similar. */
export const SIMILAR_YEARS = 4
/** Share of the subject's hours either side that still counts as similar. */
export const SIMILAR_HOURS_SHARE = 0.5
/** The smallest hours window, for machines with very few hours. */
export const MIN_HOURS_WINDOW = 500
/** Below this many similar sales the choice widens to the whole category. */
export const MIN_SIMILAR = 3

export type ComparableSubject = {
  id: number | string
  category: string
  brand: string
  year: number
  hours: number
}

export type ComparableCandidate = ComparableSubject & {
  final_price: number
  /** ISO time the auction ended. */
  ended_at: string
}

const hoursWindow = (subject: ComparableSubject) => Math.max(MIN_HOURS_WINDOW, subject.hours * SIMILAR_HOURS_SHARE)

/** How far a sale is from the subject: 0 is the same year and hours, 2 is at the edge of both windows. */
export const comparableDistance = (subject: ComparableSubject, candidate: ComparableSubject): number =>
  Math.abs(candidate.year - subject.year) / SIMILAR_YEARS + Math.abs(candidate.hours - subject.hours) / hoursWindow(subject)

export const isSimilar = (subject: ComparableSubject, candidate: ComparableSubject): boolean =>
  Math.abs(candidate.year - subject.year) <= SIMILAR_YEARS && Math.abs(candidate.hours - subject.hours) <= hoursWindow(subject)

/** Up to five sold machines to compare the subject with, best first (see the rule above). */
export const pickComparables = <T extends ComparableCandidate>(subject: ComparableSubject, candidates: readonly T[]): T[] => {
  const pool = candidates.filter((c) => c.category === subject.category && String(c.id) !== String(subject.id))
  const similar = pool.filter((c) => isSimilar(subject, c))
  const chosen = similar.length >= MIN_SIMILAR ? similar : pool
  const key = (c: T) => ({
    tier: isSimilar(subject, c) ? 0 : 1,
    brand: c.brand === subject.brand ? 0 : 1,
    distance: comparableDistance(subject, c),
    ended: Date.parse(c.ended_at) || 0,
  })
  return chosen
    .map((c) => ({ c, k: key(c) }))
    .sort(
      (a, b) =>
        a.k.tier - b.k.tier ||
        a.k.brand - b.k.brand ||
        a.k.distance - b.k.distance ||
        b.k.ended - a.k.ended ||
        String(a.c.id).localeCompare(String(b.c.id), 'en', { numeric: true }),
    )
    .slice(0, COMPARABLES_LIMIT)
    .map(({ c }) => c)
}

/** The median of prices (an even count: the mean of the two middle ones, rounded to the euro); null for none. */
export const medianPrice = (prices: readonly number[]): number | null => {
  if (prices.length === 0) return null
  const sorted = [...prices].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
}
