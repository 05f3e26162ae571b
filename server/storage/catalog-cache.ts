import type { Category } from '@core/domain/catalog'
import type { ListFacets } from '@core/domain/list-params'
import { type AuctionListQuery, searchTerms } from '@core/domain/search'
import { buildVocabulary, type Vocabulary } from '@core/domain/spelling'
import { createTtlMemo } from '../lib/ttl-memo'
import type { CatalogRepository } from './catalog-repository'

/**
 * Short-lived memory for the catalogue reads every visitor repeats: the category counts (home
 * tiles, list filters), the facet counts of an unfiltered or category-only list and the brand/model
 * pairs behind search-suggest. Counts are kept for 5 s and
 * the model list for 30 s, so a new listing shows up within that time; the list itself is never
 * cached. Concurrent callers during a refresh share one database query.
 *
 * The counts also give the total of the most common lists, the unfiltered one and one category
 * (the home page's tiles, the first visit to /auctions): their total is the sum of the counts or
 * the category's count, so only the page is read (at 100,000 live auctions, counting them all
 * was most of such a request). That total may be up to 5 s old, as the tiles are.
 */
export interface CatalogCacheOptions {
  countsTtlMs?: number
  modelsTtlMs?: number
  now?: () => number
}

/** A list whose only filter is (at most) a category: its total is in the category counts. */
export const countedByCategory = (query: AuctionListQuery) =>
  searchTerms(query.q).length === 0 &&
  query.brand === undefined &&
  query.country === undefined &&
  query.yMin === undefined &&
  query.yMax === undefined &&
  query.hMin === undefined &&
  query.hMax === undefined &&
  query.wMin === undefined &&
  query.wMax === undefined &&
  !(query.att && query.att.length > 0)

export const cachedCatalog = (repo: CatalogRepository, options: CatalogCacheOptions = {}): CatalogRepository => {
  const { countsTtlMs = 5_000, modelsTtlMs = 30_000, now = Date.now } = options
  const counts = createTtlMemo<Record<Category, number>>({ ttlMs: countsTtlMs, now })
  const models = createTtlMemo<{ brand: string; model: string }[]>({ ttlMs: modelsTtlMs, now })
  const facets = createTtlMemo<ListFacets>({ ttlMs: countsTtlMs, now })

  const listAuctions: CatalogRepository['listAuctions'] = async (query, at) => {
    if (!countedByCategory(query)) return repo.listAuctions(query, at)
    const all = await counts('all', () => repo.categoryCounts(at))
    const live = Object.values(all).reduce((sum, n) => sum + n, 0)
    const total = query.category ? (all[query.category as Category] ?? 0) : live
    return repo.listAuctions(query, at, { total, share: live > 0 ? total / live : 0 })
  }
  // The facets of an unfiltered or category-only list (the first visit to /auctions) are kept
  // as long as the category counts; any other filter asks the database.
  const facetCounts: CatalogRepository['facetCounts'] = (query, at) =>
    countedByCategory({ ...query, sort: 'closing_soon', page: 1, limit: 1 } as AuctionListQuery)
      ? facets(query.category ?? 'all', () => repo.facetCounts({ category: query.category }, at))
      : repo.facetCounts(query, at)

  return {
    listAuctions,
    categoryCounts: (at) => counts('all', () => repo.categoryCounts(at)),
    liveModels: () => models('all', () => repo.liveModels()),
    facetCounts,
    // A list counted by category reads its page in index order and its facets from memory; any
    // other finds its matches once for the page and the facets (one statement on SQLite).
    listWithFacets: async (query, at) => {
      if (!countedByCategory(query)) return repo.listWithFacets(query, at)
      const [found, kept] = await Promise.all([listAuctions(query, at), facetCounts(query, at)])
      return { ...found, facets: kept }
    },
  }
}

/**
 * The spelling vocabulary of the live catalogue (core/domain/spelling.ts), built again only when
 * the cached brand/model list is a new one (every 30 s at most).
 */
export const vocabularyOf = (catalog: CatalogRepository) => {
  let built: { from: unknown; vocabulary: Vocabulary } | null = null
  return async (): Promise<Vocabulary> => {
    const models = await catalog.liveModels()
    if (!built || built.from !== models) built = { from: models, vocabulary: buildVocabulary(models) }
    return built.vocabulary
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
