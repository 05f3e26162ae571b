/**
 * Sold-price comparables: which machines sold on the platform a buyer sees
 * next to an auction, and the median of their final prices. Pure: the service reads the sold
 * auctions of the subject's category. Who may see them is not decided here but by
 * core/domain/price-visibility.ts, like every other price.
 *
 * The rule (a 5.9 t mini excavator must never be compared with 20–35 t machines):
 * - Same category only; never the subject itself.
 * - Similar size, or it is no match at all: the operating weight within ±30% of the subject's;
 *   when either weight is missing, the engine power within ±30%. A machine whose size cannot be
 *   compared either way is not a match (an unknown size proves nothing).
 * - Among the matches: the same brand and model first, then the same brand, then the smallest
 *   distance `|Δyear| / 4 + |Δhours| / hoursWindow` (hours window: ±50% of the subject's, at
 *   least ±500 h), then the most recent sale, then the id (so the order is stable).
 * - At most five. Nothing is padded: with fewer than three matches the answer says so
 *   (`too_few`) and gives no median; the median is of the matches only.
 */

export const COMPARABLES_LIMIT = 5
/** Share of the subject's operating weight (or power) either side that still counts as a similar size. */
export const SIZE_SHARE = 0.3
/** Years either side that count as one unit of distance. */
export const SIMILAR_YEARS = 4
/** Share of the subject's hours either side that counts as one unit of distance. */
export const SIMILAR_HOURS_SHARE = 0.5
/** The smallest hours window, for machines with very few hours. */
export const MIN_HOURS_WINDOW = 500
/** Fewer good matches than this are too few to read a price from: no median, and the page says so. */
export const MIN_MATCHES = 3

export type ComparableSubject = {
  id: number | string
  category: string
  brand: string
  model?: string | null
  year: number
  hours: number
  /** Operating weight in tonnes, when known. */
  operating_weight_t?: number | null
  /** Engine power in kW, when known. */
  engine_power_kw?: number | null
}

export type ComparableCandidate = ComparableSubject & {
  final_price: number
  /** ISO time the auction ended. */
  ended_at: string
}

/** Why a sale counts as comparable: how its size was compared and how it stands to the subject. */
export type ComparableReason = {
  /** Which measure made the size similar. */
  size_by: 'weight' | 'power'
  /** The candidate's size relative to the subject's, in percent (−30…+30), rounded. */
  size_diff_pct: number
  same_model: boolean
  same_brand: boolean
  /** Candidate's year minus the subject's. */
  year_diff: number
  /** Candidate's hours minus the subject's. */
  hours_diff: number
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0

const within = (subject: number, candidate: number) => Math.abs(candidate - subject) <= subject * SIZE_SHARE + 1e-9

/** How the sizes compare: by weight when both have one, else by power; null when they cannot be compared or are not similar. */
export const sizeMatch = (subject: ComparableSubject, candidate: ComparableSubject): { by: 'weight' | 'power'; diff: number } | null => {
  if (positive(subject.operating_weight_t) && positive(candidate.operating_weight_t)) {
    return within(subject.operating_weight_t, candidate.operating_weight_t)
      ? { by: 'weight', diff: (candidate.operating_weight_t - subject.operating_weight_t) / subject.operating_weight_t }
      : null
  }
  if (positive(subject.engine_power_kw) && positive(candidate.engine_power_kw)) {
    return within(subject.engine_power_kw, candidate.engine_power_kw)
      ? { by: 'power', diff: (candidate.engine_power_kw - subject.engine_power_kw) / subject.engine_power_kw }
      : null
  }
  return null
}

const hoursWindow = (subject: ComparableSubject) => Math.max(MIN_HOURS_WINDOW, subject.hours * SIMILAR_HOURS_SHARE)

/** How far a sale is from the subject in age and use: 0 is the same year and hours. */
export const comparableDistance = (subject: ComparableSubject, candidate: ComparableSubject): number =>
  Math.abs(candidate.year - subject.year) / SIMILAR_YEARS + Math.abs(candidate.hours - subject.hours) / hoursWindow(subject)

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ')

export const isGoodMatch = (subject: ComparableSubject, candidate: ComparableSubject): boolean =>
  candidate.category === subject.category && String(candidate.id) !== String(subject.id) && sizeMatch(subject, candidate) !== null

export const comparableReason = (subject: ComparableSubject, candidate: ComparableSubject): ComparableReason | null => {
  const size = sizeMatch(subject, candidate)
  if (!size) return null
  const sameBrand = candidate.brand === subject.brand
  return {
    size_by: size.by,
    size_diff_pct: Math.round(size.diff * 100) || 0,
    same_brand: sameBrand,
    same_model: sameBrand && norm(candidate.model) !== '' && norm(candidate.model) === norm(subject.model),
    year_diff: candidate.year - subject.year,
    hours_diff: candidate.hours - subject.hours,
  }
}

/** Up to five good matches for the subject, best first (see the rule above); never padded. */
export const pickComparables = <T extends ComparableCandidate>(subject: ComparableSubject, candidates: readonly T[]): Array<T & { reason: ComparableReason }> =>
  candidates
    .filter((c) => c.category === subject.category && String(c.id) !== String(subject.id))
    .flatMap((c) => {
      const reason = comparableReason(subject, c)
      return reason ? [{ c, reason }] : []
    })
    .map(({ c, reason }) => ({
      c,
      reason,
      k: { tier: reason.same_model ? 0 : reason.same_brand ? 1 : 2, distance: comparableDistance(subject, c), ended: Date.parse(c.ended_at) || 0 },
    }))
    .sort(
      (a, b) =>
        a.k.tier - b.k.tier ||
        a.k.distance - b.k.distance ||
        b.k.ended - a.k.ended ||
        String(a.c.id).localeCompare(String(b.c.id), 'en', { numeric: true }),
    )
    .slice(0, COMPARABLES_LIMIT)
    .map(({ c, reason }) => ({ ...c, reason }))

/** The median of prices (an even count: the mean of the two middle ones, rounded to the euro); null for none. */
export const medianPrice = (prices: readonly number[]): number | null => {
  if (prices.length === 0) return null
  const sorted = [...prices].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
}

/** The median shown next to the comparables: of the good matches only, and only when there are enough of them. */
export const comparablesMedian = (prices: readonly number[]): number | null => (prices.length >= MIN_MATCHES ? medianPrice(prices) : null)
