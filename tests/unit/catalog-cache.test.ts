import { describe, expect, it } from 'vitest'

import { ZAuctionListQuery } from '../../core/domain/search'
import { cachedCatalog, pickModels } from '../../server/storage/catalog-cache'
import type { CatalogRepository } from '../../server/storage/catalog-repository'

const MODELS = [
  { brand: 'Liebherr', model: 'L 556' },
  { brand: 'Komatsu', model: 'PC210LC-11' },
  { brand: 'Caterpillar', model: '320 GC' },
  { brand: 'Liebherr', model: 'R 920 Compact' },
  { brand: 'Komatsu', model: 'WA380' },
]

describe('pickModels', () => {
  it('matches the model or "brand model", case-insensitively, models starting with the text first', () => {
    expect(pickModels(MODELS, 'pc', 5)).toEqual([{ brand: 'Komatsu', model: 'PC210LC-11' }])
    expect(pickModels(MODELS, 'liebherr', 5).map((m) => m.model)).toEqual(['L 556', 'R 920 Compact'])
    expect(pickModels(MODELS, '2', 5).map((m) => m.model)).toEqual(['320 GC', 'PC210LC-11', 'R 920 Compact'])
    expect(pickModels(MODELS, 'l', 1)).toHaveLength(1)
    expect(pickModels(MODELS, '   ', 5)).toEqual([])
  })
})

describe('cachedCatalog', () => {
  const counting = () => {
    const calls = { counts: 0, models: 0, list: 0, facets: 0, both: 0, known: [] as ({ total: number; share: number } | undefined)[] }
    let failNext = false
    const repo: CatalogRepository = {
      listAuctions: async (_query, _now, known) => {
        calls.list += 1
        calls.known.push(known)
        return { items: [], total: known?.total ?? -1 }
      },
      categoryCounts: async () => {
        calls.counts += 1
        if (failNext) {
          failNext = false
          throw new Error('database busy')
        }
        return { excavators: calls.counts } as never
      },
      liveModels: async () => {
        calls.models += 1
        return MODELS
      },
      facetCounts: async () => {
        calls.facets += 1
        return { weight: [], attachments: [] }
      },
      listWithFacets: async () => {
        calls.both += 1
        return { items: [], total: -2, facets: { weight: [], attachments: [] } }
      },
    }
    return { repo, calls, failOnce: () => (failNext = true) }
  }

  it('keeps counts for 5 s and models for 30 s, and never caches the list', async () => {
    let clock = 0
    const { repo, calls } = counting()
    const cache = cachedCatalog(repo, { now: () => clock })
    await Promise.all([cache.categoryCounts(new Date()), cache.categoryCounts(new Date())])
    expect(calls.counts).toBe(1)
    clock = 4_999
    expect((await cache.categoryCounts(new Date())).excavators).toBe(1)
    clock = 5_000
    expect((await cache.categoryCounts(new Date())).excavators).toBe(2)

    await cache.liveModels()
    clock = 34_999
    await cache.liveModels()
    expect(calls.models).toBe(1)
    clock = 35_000
    await cache.liveModels()
    expect(calls.models).toBe(2)

    await cache.listAuctions({} as never, new Date())
    await cache.listAuctions({} as never, new Date())
    expect(calls.list).toBe(2)
  })

  it('gives an unfiltered or category-only list its total and share from the cached counts; any other filter is counted by the list', async () => {
    const { repo, calls } = counting()
    repo.categoryCounts = async () => {
      calls.counts += 1
      return { excavators: 7, wheel_loaders: 5, dozers: 0 } as never
    }
    const cache = cachedCatalog(repo, { now: () => 0 })
    const base = ZAuctionListQuery.parse({})
    expect((await cache.listAuctions(base, new Date())).total).toBe(12)
    expect((await cache.listAuctions(ZAuctionListQuery.parse({ category: 'excavators', sort: 'price_desc', page: 2 }), new Date())).total).toBe(7)
    expect((await cache.listAuctions(ZAuctionListQuery.parse({ category: 'dozers' }), new Date())).total).toBe(0)
    expect(calls.counts).toBe(1)
    for (const filtered of [{ q: 'bagger' }, { brand: 'Volvo' }, { country: 'DE' }, { yMin: 2010 }, { yMax: 2020 }, { hMin: 100 }, { hMax: 9000 }, { category: 'excavators', q: 'cat' }]) {
      expect((await cache.listAuctions(ZAuctionListQuery.parse(filtered), new Date())).total).toBe(-1)
    }
    // The share (of all live auctions) lets the SQL read dense lists in index order.
    expect(calls.known).toEqual([{ total: 12, share: 1 }, { total: 7, share: 7 / 12 }, { total: 0, share: 0 }, ...Array(8).fill(undefined)])
  })

  it('does not remember a failed read', async () => {
    const { repo, calls, failOnce } = counting()
    const cache = cachedCatalog(repo, { now: () => 0 })
    failOnce()
    await expect(cache.categoryCounts(new Date())).rejects.toThrow('database busy')
    expect((await cache.categoryCounts(new Date())).excavators).toBe(2)
    expect(calls.counts).toBe(2)
  })

  it('keeps the facet counts of an unfiltered or category-only list, and asks again for any other filter', async () => {
    const { repo, calls } = counting()
    const cached = cachedCatalog(repo, { now: () => 0 })
    await cached.facetCounts({}, new Date())
    await cached.facetCounts({}, new Date())
    await cached.facetCounts({ category: 'excavators' }, new Date())
    await cached.facetCounts({ category: 'excavators', facets: '1', page: 3 }, new Date())
    expect(calls.facets).toBe(2)
    await cached.facetCounts({ wMin: 20 }, new Date())
    await cached.facetCounts({ wMin: 20 }, new Date())
    await cached.facetCounts({ att: ['bucket'] }, new Date())
    await cached.facetCounts({ q: 'bagger' }, new Date())
    expect(calls.facets).toBe(6)
  })

  it('gives the list page of an unfiltered or category-only list its total and kept facets, and any other the one statement', async () => {
    const { repo, calls } = counting()
    repo.categoryCounts = async () => ({ excavators: 7, wheel_loaders: 5 }) as never
    const cached = cachedCatalog(repo, { now: () => 0 })
    const page = await cached.listWithFacets(ZAuctionListQuery.parse({ category: 'excavators' }), new Date())
    await cached.listWithFacets(ZAuctionListQuery.parse({ category: 'excavators', page: 2 }), new Date())
    expect(page.total).toBe(7)
    expect(calls).toMatchObject({ list: 2, facets: 1, both: 0 })
    for (const filtered of [{ q: 'bagger' }, { category: 'excavators', wMin: '20' }, { att: 'bucket' }]) {
      expect((await cached.listWithFacets(ZAuctionListQuery.parse(filtered), new Date())).total).toBe(-2)
    }
    expect(calls).toMatchObject({ list: 2, facets: 1, both: 3 })
  })
})
