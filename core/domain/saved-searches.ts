/**
 * Saved searches: what a saved search is (a name, the auction list's
 * filters, an alert mode) and the rule that decides whether a machine matches it. The rule is the
 * list's own filter, written out for one listing: the same parameters (./search.ts
 * ZAuctionListQuery, FILTER_KEYS), the same German-term mapping (searchTerms: "Bagger" finds
 * excavators) and the same comparisons the list's SQL makes (server/storage/catalog-repository.ts;
 * tests/int/saved-searches.test.ts checks that both agree on a set of listings).
 */
import { z } from 'zod'

import type { Category } from './catalog'
import { FILTER_KEYS } from './list-params'
import { ALERT_MODES, MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX, type SavedSearchFilters } from './saved-search-names'
import { searchTerms, ZAuctionListQuery } from './search'
import { safeText } from '../validation/safe-text'

export { ALERT_MODES, MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX, savedSearchQuery, suggestSearchName, type AlertMode, type SavedSearchFilters } from './saved-search-names'

export const NO_FILTERS = 'Choose at least one filter or enter a search term before saving the search.'
export const TOO_MANY_SEARCHES = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one in your dashboard to save a new one.`

const hasAFilter = (filters: SavedSearchFilters) => FILTER_KEYS.some((key) => filters[key] !== undefined && filters[key] !== '')
const boundsInOrder = (filters: SavedSearchFilters) =>
  !(filters.yMin !== undefined && filters.yMax !== undefined && filters.yMin > filters.yMax) &&
  !(filters.hMin !== undefined && filters.hMax !== undefined && filters.hMin > filters.hMax) &&
  !(filters.wMin !== undefined && filters.wMax !== undefined && filters.wMin >= filters.wMax)

/**
 * The list's filters, parsed exactly as GET /svc/auctions parses them; at least one must be set.
 * The page and the spelling switch (`exact`) are where one is in the list, not part of the search: they are dropped.
 */
export const ZSavedSearchFilters = z
  .preprocess(
    (value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value
      const { page: _page, exact: _exact, ...rest } = value as Record<string, unknown>
      return rest
    },
    ZAuctionListQuery.pick({ q: true, category: true, brand: true, yMin: true, yMax: true, hMin: true, hMax: true, wMin: true, wMax: true, att: true, country: true }).strict(),
  )
  .refine(hasAFilter, { message: NO_FILTERS })
  .refine(boundsInOrder, { message: 'A lower bound is above its upper bound (year, hours or weight).' })

const ZName = safeText().trim().min(1, 'Please give the search a name.').max(SAVED_SEARCH_NAME_MAX, `The name may have at most ${SAVED_SEARCH_NAME_MAX} characters.`)
const ZAlert = z.enum(ALERT_MODES, { message: 'The alert is one of none, instant or daily.' })

/** POST /svc/saved-searches. */
export const ZSavedSearchCreate = z.object({ name: ZName, filters: ZSavedSearchFilters, alert: ZAlert.default('instant') }).strict()
/** PATCH /svc/saved-searches/:id: any of name, alert mode and filters. */
export const ZSavedSearchUpdate = z
  .object({ name: ZName.optional(), filters: ZSavedSearchFilters.optional(), alert: ZAlert.optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.filters !== undefined || body.alert !== undefined, { message: 'Nothing to change.' })

/** What the rule needs of a machine: its listing's facts (descriptions in every language). */
export type MachineFacts = {
  title: string
  brand: string
  model: string
  category: Category | string
  year: number
  hours: number
  /** Tonnes; null when the listing does not state it (then no weight filter matches it). */
  operating_weight_t?: number | null
  attachments?: readonly string[]
  country: string
  descriptions: string[]
}

/** SQLite's LIKE folds only ASCII letters; the list's short words and brand/country filters use it. */
const likeFold = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase())
/** The full-text index (trigram, remove_diacritics 1) folds case and drops diacritics. */
const ftsFold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * Whether a machine matches a saved search, with the list's semantics: every search word must
 * occur (any of its alternatives, a German term or its English word) in the title, brand, model
 * or a description; words of three or more characters as the full-text index compares them
 * (case and accents ignored), shorter ones as LIKE does; brand and country contain the filter's
 * text; the category is equal; year and hours bounds are inclusive; the weight is from wMin and
 * under wMax (a machine without a weight matches no weight bound); with attachments, any one of them.
 */
export const matchesSavedSearch = (filters: SavedSearchFilters, machine: MachineFacts): boolean => {
  if (filters.category && machine.category !== filters.category) return false
  if (filters.yMin !== undefined && !(machine.year >= filters.yMin)) return false
  if (filters.yMax !== undefined && !(machine.year <= filters.yMax)) return false
  if (filters.hMin !== undefined && !(machine.hours >= filters.hMin)) return false
  if (filters.hMax !== undefined && !(machine.hours <= filters.hMax)) return false
  const weight = machine.operating_weight_t
  if (filters.wMin !== undefined && !(weight != null && weight >= filters.wMin)) return false
  if (filters.wMax !== undefined && !(weight != null && weight < filters.wMax)) return false
  if (filters.att?.length && !filters.att.some((a) => machine.attachments?.includes(a))) return false
  if (filters.brand && !likeFold(machine.brand).includes(likeFold(filters.brand))) return false
  if (filters.country && !likeFold(machine.country).includes(likeFold(filters.country))) return false
  const terms = searchTerms(filters.q)
  if (terms.length === 0) return true
  const indexed = ftsFold([machine.title, machine.brand, machine.model, machine.descriptions.join(' ')].join('\u0000'))
  const fields = [machine.title, machine.brand, machine.model, ...machine.descriptions].map(likeFold)
  return terms.every((alternatives) =>
    alternatives.every((word) => [...word].length >= 3)
      ? alternatives.some((word) => indexed.includes(ftsFold(word)))
      : alternatives.some((word) => fields.some((field) => field.includes(likeFold(word)))),
  )
}
