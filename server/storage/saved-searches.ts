import type { Payload } from 'payload'

import type { SavedSearchRow } from '@core/contract'
import { DEFAULT_SORT } from '@core/domain/list-params'
import { ALERT_MODES, ZSavedSearchFilters, type AlertMode, type SavedSearchFilters } from '@core/domain/saved-searches'
import { withoutForbiddenCharacters } from '@core/validation/text'
import type { SavedSearch } from '../../cms/payload-types'
import type { CatalogRepository } from './catalog-repository'

/** A stored search's filters as the rule reads them (anything unreadable counts as no search at all). */
export const filtersOf = (stored: unknown): SavedSearchFilters | null => {
  const parsed = ZSavedSearchFilters.safeParse(stored)
  return parsed.success ? parsed.data : null
}

/** How many auctions the list shows for these filters now: the list's own query and count. */
export const countMatches = async (catalog: CatalogRepository, filters: SavedSearchFilters | null, now: Date) => {
  if (!filters) return 0
  const { total } = await catalog.listAuctions({ ...filters, sort: DEFAULT_SORT, page: 1, limit: 1 }, now)
  return total
}

/**
 * A stored search as the list shows it. Values written before the text rule held at every door
 * (a control character in the name, unreadable filters, an unknown alert mode) are shown
 * harmlessly, never refused: the list must stay readable whatever is stored.
 */
export const toSavedSearchRow = (doc: SavedSearch, matchCount: number): SavedSearchRow => ({
  id: doc.id,
  name: withoutForbiddenCharacters(String(doc.name ?? '')),
  filters: filtersOf(doc.filters) ?? {},
  alert: (ALERT_MODES as readonly string[]).includes(doc.alert) ? (doc.alert as AlertMode) : 'none',
  match_count: matchCount,
  created_at: doc.createdAt,
})

/** The user's saved searches, newest first (at most the limit per user exists). */
export const ownSavedSearches = async (payload: Payload, user: { id: number | string; collection: 'users' }) =>
  (await payload.find({ collection: 'saved-searches', where: { user: { equals: user.id } }, sort: '-createdAt', limit: 100, depth: 0, user, overrideAccess: false })).docs
