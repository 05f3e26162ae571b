import type { Category } from '../domain/catalog'
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

type Entry<T> = { at: number; value: Promise<T> }

export const cachedCatalog = (repo: CatalogRepository, options: CatalogCacheOptions = {}): CatalogRepository => {
  const { countsTtlMs = 5_000, modelsTtlMs = 30_000, now = Date.now } = options
  let counts: Entry<Record<Category, number>> | null = null
  let models: Entry<{ brand: string; model: string }[]> | null = null

  const remember = <T>(entry: Entry<T> | null, ttl: number, load: () => Promise<T>, store: (e: Entry<T> | null) => void) => {
    if (entry && now() - entry.at < ttl) return entry.value
    const value = load()
    store({ at: now(), value })
    // A failed load is not remembered: the next caller asks the database again.
    value.catch(() => store(null))
    return value
  }

  return {
    listAuctions: (query, at) => repo.listAuctions(query, at),
    categoryCounts: (at) => remember(counts, countsTtlMs, () => repo.categoryCounts(at), (e) => (counts = e)),
    liveModels: () => remember(models, modelsTtlMs, () => repo.liveModels(), (e) => (models = e)),
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
