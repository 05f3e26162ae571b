import { z } from 'zod'

import { BRANDS, CATEGORIES, CATEGORY_LABELS, type Category } from './catalog'
import { type Locale } from '../i18n/locales'
import { safeText } from '../validation/safe-text'
import { withoutForbiddenCharacters } from '../validation/text'

import { ATTACHMENTS, DEFAULT_SORT, LIST_PAGE_SIZE, SORTS } from './list-params'

export { DEFAULT_SORT, EARLIEST_YEAR, FILTER_KEYS, SORTS, type FilterKey, type Sort } from './list-params'

/** German search terms and the English word the listings use (spec section 7, list filters). */
export const GERMAN_TERMS: Record<string, string> = {
  bagger: 'excavator',
  radlader: 'wheel loader',
  planierraupe: 'dozer',
  planierraupen: 'dozer',
  teleskoplader: 'telehandler',
  walze: 'compactor',
  walzen: 'compactor',
  'anbaugerät': 'attachment',
  'anbaugeräte': 'attachment',
  muldenkipper: 'dump truck',
  kran: 'crane',
  'kräne': 'crane',
  asphalttechnik: 'paver',
}

/** The category a German or English term stands for, used by search-suggest. */
const TERM_CATEGORY: Record<string, Category> = {
  excavator: 'excavators',
  'wheel loader': 'wheel_loaders',
  dozer: 'dozers',
  telehandler: 'telehandlers',
  compactor: 'compactors',
  attachment: 'attachments',
  'dump truck': 'dump_trucks',
  crane: 'cranes',
  paver: 'pavers',
}

/**
 * The words of a search query, each with its alternatives: the word itself and, for a German
 * term, its English equivalent. Every word must match (AND); any alternative may (OR).
 */
export const searchTerms = (q: string | undefined): string[][] => {
  if (!q) return []
  // The boundary refuses control characters; a stored search from before that rule loses them here
  // (a NUL would end the full-text query early).
  const words = withoutForbiddenCharacters(q, { multiline: true }).toLowerCase().trim().split(/\s+/).filter(Boolean).slice(0, 8)
  return words.map((word) => {
    const mapped = GERMAN_TERMS[word]
    return mapped ? [word, mapped] : [word]
  })
}

const intParam = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? undefined : value),
    z.coerce.number().transform((n) => Math.trunc(n)).pipe(z.number().int().min(min).max(max)).optional(),
  )
const textParam = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), safeText().trim().max(max).optional())

/** Query of GET /svc/auctions (and of the /auctions page URL). Numbers are parsed as integers. */
export const ZAuctionListQuery = z.object({
  q: textParam(200),
  category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(CATEGORIES).optional()),
  brand: textParam(60),
  yMin: intParam(1900, 2100),
  yMax: intParam(1900, 2100),
  hMin: intParam(0, 10_000_000),
  hMax: intParam(0, 10_000_000),
  /** Operating weight in tonnes: from wMin, under wMax. */
  wMin: intParam(0, 1000),
  wMax: intParam(0, 1000),
  /** Attachments, comma-separated: a machine with any of them matches. Unknown names are refused. */
  att: z.preprocess(
    (value) => {
      const text = Array.isArray(value) ? value.join(',') : value
      if (typeof text !== 'string') return text
      const list = text.split(',').map((v) => v.trim()).filter(Boolean)
      return list.length > 0 ? list : undefined
    },
    z
      .array(z.enum(ATTACHMENTS, { message: `att: one or more of ${ATTACHMENTS.join(', ')}, separated by commas` }))
      .max(ATTACHMENTS.length)
      .transform((list) => ATTACHMENTS.filter((a) => list.includes(a)))
      .optional(),
  ),
  country: textParam(60),
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SORTS).default(DEFAULT_SORT)),
  page: intParam(1, 10_000).default(1),
  limit: intParam(1, 100).default(LIST_PAGE_SIZE),
  /** `exact=1`: search for the words as typed, without the spelling correction ("search instead for …"). */
  exact: z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.enum(['0', '1']).optional()),
  /** `facets=1`: add the weight and attachment counts (the list page asks; other callers need not pay for them). */
  facets: z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.enum(['0', '1']).optional()),
})
export type AuctionListQuery = z.infer<typeof ZAuctionListQuery>

export const ZSuggestBody = z.object({
  q: safeText().trim().min(1).max(100),
  locale: z.enum(['en', 'de']).default('en'),
})

export type SuggestionType = 'make' | 'model' | 'category' | 'keyword'
export type Suggestion = { type: SuggestionType; value: string; label: string }

/**
 * Suggestions that need no database: brands, categories (by English or German label or by a
 * German term) and keywords (the mapped English term). Models come from the listings.
 */
export const staticSuggestions = (q: string, locale: Locale): { makes: Suggestion[]; categories: Suggestion[]; keywords: Suggestion[] } => {
  const needle = q.toLowerCase().trim()
  const makes = BRANDS.filter((brand) => brand.toLowerCase().includes(needle))
    .sort((a, b) => Number(!a.toLowerCase().startsWith(needle)) - Number(!b.toLowerCase().startsWith(needle)))
    .slice(0, 5)
    .map((brand): Suggestion => ({ type: 'make', value: brand, label: brand }))
  const mapped = GERMAN_TERMS[needle] ?? Object.entries(GERMAN_TERMS).find(([de]) => de.startsWith(needle) && needle.length >= 3)?.[1]
  const categories = CATEGORIES.filter((category) => {
    const labels = CATEGORY_LABELS[category]
    return (
      labels.en.toLowerCase().includes(needle) ||
      labels.de.toLowerCase().includes(needle) ||
      (mapped !== undefined && TERM_CATEGORY[mapped] === category)
    )
  })
    .slice(0, 5)
    .map((category): Suggestion => ({ type: 'category', value: category, label: CATEGORY_LABELS[category][locale] }))
  const keywords: Suggestion[] = []
  // A German term searches for its English word too; the label stays in the user's language.
  if (mapped) keywords.push({ type: 'keyword', value: mapped, label: locale === 'de' ? needle : mapped })
  return { makes, categories, keywords }
}
