/**
 * Saved searches: the limits, the alert modes and what the site shows of a
 * search (its suggested name, its link to the list). No dependencies beyond the catalogue and the
 * list's parameters, so islands import it without zod; the rule and the schemas are in
 * ./saved-searches.ts.
 */
import { CATEGORY_LABELS, type Category } from './catalog'
import { ATTACHMENT_LABELS, FILTER_KEYS, type Attachment, type FilterKey } from './list-params'
import type { Locale } from '../i18n/locales'

/** How a saved search tells its owner about a new match: always in the app; by email at once, in a daily digest, or not. */
export const ALERT_MODES = ['none', 'instant', 'daily'] as const
export type AlertMode = (typeof ALERT_MODES)[number]

export const SAVED_SEARCH_NAME_MAX = 80
/** Saved searches per user. */
export const MAX_SAVED_SEARCHES = 20

/** The list's filters a search keeps (sort and page are not part of it). */
export type SavedSearchFilters = {
  q?: string
  category?: Category
  brand?: string
  yMin?: number
  yMax?: number
  hMin?: number
  hMax?: number
  /** Operating weight in tonnes: from wMin, under wMax. */
  wMin?: number
  wMax?: number
  /** Any of these attachments. */
  att?: Attachment[]
  country?: string
}

const number = (n: number, lang: Locale) => new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB').format(n)

/**
 * A name for the filters, as the save dialog prefills it: "Bagger · Caterpillar · bis 2015 ·
 * bis 8.000 h" / "excavator · Caterpillar · up to 2015 · up to 8,000 h"; at most 80 characters.
 */
export const suggestSearchName = (filters: SavedSearchFilters, lang: Locale): string => {
  const de = lang === 'de'
  const parts: string[] = []
  if (filters.q) parts.push(filters.q)
  if (filters.category) parts.push(CATEGORY_LABELS[filters.category][lang])
  if (filters.brand) parts.push(filters.brand)
  const range = (min: number | undefined, max: number | undefined, unit: string, fmt: (n: number) => string) => {
    if (min !== undefined && max !== undefined) return `${fmt(min)}–${fmt(max)}${unit}`
    if (min !== undefined) return `${de ? 'ab' : 'from'} ${fmt(min)}${unit}`
    if (max !== undefined) return `${de ? 'bis' : 'up to'} ${fmt(max)}${unit}`
    return null
  }
  const years = range(filters.yMin, filters.yMax, '', String)
  if (years) parts.push(years)
  const hours = range(filters.hMin, filters.hMax, ' h', (n) => number(n, lang))
  if (hours) parts.push(hours)
  const weight = range(filters.wMin, filters.wMax, ' t', (n) => number(n, lang))
  if (weight) parts.push(weight)
  if (filters.att?.length) parts.push(filters.att.map((a) => ATTACHMENT_LABELS[a]?.[lang] ?? a).join(', '))
  if (filters.country) parts.push(filters.country)
  const name = parts.join(' · ') || (de ? 'Alle Auktionen' : 'All auctions')
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name
}

/** The list's URL query for the filters (`?q=bagger&yMax=2015`), in the list's order. */
export const savedSearchQuery = (filters: SavedSearchFilters): string => {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const value = filters[key as FilterKey]
    if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
