import type { Category } from '@core/domain/catalog'
import { createTtlMemo } from '../lib/ttl-memo'
import type { CatalogRepository } from './catalog-repository'

/**
 * Short-lived memory for the two catalogue reads every visitor repeats: the category counts (home
 * tiles, list filters) and the brand/model pairs behind search-suggest. Counts are kept for 5 s and
 * the model list for 30 s, so a new listing shows up within that time; the list itself is never
 * cached. Concurrent callers during a refresh share one database query.
 */
export interface CatalogCacheOptions {
  countsTtlMs?: number
  modelsTtlMs?: number
  now?: () => number
}

export const cachedCatalog = (repo: CatalogRepository, options: CatalogCacheOptions = {}): CatalogRepository => {
  const { countsTtlMs = 5_000, modelsTtlMs = 30_000, now = Date.now } = options
  const counts = createTtlMemo<Record<Category, number>>({ ttlMs: countsTtlMs, now })
  const models = createTtlMemo<{ brand: string; model: string }[]>({ ttlMs: modelsTtlMs, now })

  return {
    listAuctions: (query, at) => repo.listAuctions(query, at),
    categoryCounts: (at) => counts('all', () => repo.categoryCounts(at)),
    liveModels: () => models('all', () => repo.liveModels()),
  }
}

/**
 * The models search-suggest offers for a typed text: models starting with the text first, then
 * by brand and model. Case-insensitive "contains" on the model or "brand model".
 */
export const pickModels = (all: { brand: string; model: string }[], q: string, limit: number) => {
  const needle = q.trim().toLocaleLowerCase()
  if (!needle) return []
  const matches = all.filter(({ brand, model }) => {
    const m = model.toLocaleLowerCase()
    return m.includes(needle) || `${brand} ${model}`.toLocaleLowerCase().includes(needle)
  })
  const starts = (model: string) => (model.toLocaleLowerCase().startsWith(needle) ? 0 : 1)
  matches.sort((a, b) => starts(a.model) - starts(b.model) || a.brand.localeCompare(b.brand) || a.model.localeCompare(b.model))
  return matches.slice(0, limit)
}
