import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ZAuctionListQuery, type AuctionListQuery } from '../../core/domain/search'
import { LIST_QUERIES } from '../../scripts/lib/list-queries'
import { insertSyntheticListings } from '../../scripts/lib/synthetic-listings'
import { countedByCategory } from '../../server/storage/catalog-cache'
import { createCatalogRepository, facetSql, ftsMatch, listSql, listWithFacetsSql } from '../../server/storage/catalog-repository'
import { payloadDb } from '../../server/storage/db'
import { createSearchHits } from '../../server/storage/search-hits'
import { startPayload } from './helpers/payload'

type Client = { execute(stmt: string | { sql: string; args: (string | number | null)[] }): Promise<{ rows: Record<string, unknown>[] }> }

/**
 * The plan of the filtered list, not its time: on a real SQLite database built by the migrations
 * (with the bench's synthetic listings and ANALYZE), the issue's query and the five most common
 * filter combinations of the demo journeys (scripts/lib/list-queries.ts) read their candidates
 * from the full-text index or an index in the sort's order, never by a full scan of the listings
 * or auctions; the facets the list page asks for too. The results stay those of the plain rule.
 */
describe('the list query plan at scale', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let client: Client

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    const db = payloadDb(payload)
    if (db.kind !== 'sqlite') throw new Error('SQLite expected')
    client = db.client as unknown as Client
    await insertSyntheticListings(client, 2_000)
    // Booting Payload and migrating a fresh database is slow on a machine shared with other work.
  }, 600_000)

  afterAll(async () => {
    await stop?.()
  })

  /** The plan's lines (EXPLAIN QUERY PLAN's detail column), in order. */
  const planOf = async (statement: { sql: string; args: unknown[] }) =>
    (await client.execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args: statement.args as never })).rows.map((row) => String(row.detail))

  /** What the route runs for a query: the page (and the count when the page does not carry it), then the facets. */
  const statementsOf = async (query: AuctionListQuery, now: Date, hits?: string | null) => {
    const repo = createCatalogRepository(payload)
    let known: { total: number; share: number } | undefined
    if (countedByCategory(query)) {
      const counts = await repo.categoryCounts(now)
      const live = Object.values(counts).reduce((sum, n) => sum + n, 0)
      const total = query.category ? counts[query.category as keyof typeof counts] : live
      known = { total, share: total / live }
    }
    const { list, count, withTotal } = listSql(query, now, known, hits)
    const facets = facetSql(countedByCategory(query) ? { category: query.category } : query, now, hits)
    return { list, count: withTotal || known ? null : count, facets: [facets] }
  }

  /** A full scan of the listings or auctions: `SCAN l`, `SCAN a` (with or without an index: a whole index is no better). */
  const fullScans = (plan: string[]) => plan.filter((line) => /^SCAN (l|a|listings|auctions)\b/.test(line))

  for (const { name, params } of LIST_QUERIES) {
    it(`${name}: no full scan of listings or auctions`, async () => {
      const now = new Date()
      const query = ZAuctionListQuery.parse(params)
      const { list, count, facets } = await statementsOf(query, now)
      const page = await planOf(list)
      const searched = Boolean(query.q) || Boolean(query.brand)
      if (searched) {
        // The full-text match evaluated once; with a category its candidates come from the covering
        // listings index, without one from the match; each auction from its covering index.
        expect(page.join('\n')).toMatch(/^SCAN listings_search VIRTUAL TABLE INDEX/m)
        if (query.category) expect(page.join('\n')).toMatch(/^SEARCH l USING COVERING INDEX listings_list_idx \(status=\? AND category=\?/m)
        else {
          expect(page.filter((line) => /^(SCAN|SEARCH) /.test(line))[0], page.join('\n')).toMatch(/^SCAN listings_search VIRTUAL TABLE INDEX/)
          // Each candidate's filters from the narrow index keyed by id, not the wide table row.
          expect(page.join('\n')).toMatch(/^SEARCH l USING COVERING INDEX listings_filter_by_id_idx \(id=\?/m)
        }
        expect(page.join('\n')).toMatch(/^SEARCH a USING COVERING INDEX auctions_listing_list_idx \(listing_id=\?/m)
        expect(count, 'the total comes with the page').toBeNull()
        expect(fullScans(page), page.join('\n')).toEqual([])
      } else {
        // Dense and counted by category: the auctions in the sort's index order, stopping after the page.
        expect(page.join('\n')).toMatch(/^(SCAN|SEARCH) a USING INDEX auctions_(status_end_time|end_time|price|created_at)_idx/m)
        expect(fullScans(page).filter((line) => !/^SCAN a USING INDEX /.test(line)), page.join('\n')).toEqual([])
      }
      if (count) expect(fullScans(await planOf(count))).toEqual([])
      for (const facet of facets) {
        const plan = await planOf(facet)
        expect(fullScans(plan), plan.join('\n')).toEqual([])
      }
      if (!searched) return
      // With the match's hits kept (server/storage/search-hits.ts, what the repository passes from
      // the second request of a search on): the hits stand in for the index, in the same plans.
      const hits = await createSearchHits(client as never)(ftsMatch(query)!)
      expect(hits).not.toBeNull()
      const kept = await statementsOf(query, now, hits)
      for (const plan of [await planOf(kept.list), ...(await Promise.all(kept.facets.map(planOf)))]) {
        const text = plan.join('\n')
        expect(text).not.toMatch(/listings_search/)
        expect(text).toMatch(/json_each|SCAN hits VIRTUAL TABLE/)
        if (query.category) expect(text).toMatch(/^SEARCH l USING COVERING INDEX listings_list_idx \(status=\? AND category=\?/m)
        else {
          expect(plan.filter((line) => /^(SCAN|SEARCH) /.test(line))[0], text).toMatch(/^SCAN hits VIRTUAL TABLE/)
          expect(text).toMatch(/^SEARCH l USING COVERING INDEX listings_filter_by_id_idx \(id=\?/m)
        }
        expect(fullScans(plan), text).toEqual([])
      }
    })
  }

  // Every visitor's list is newest first (the teaser order), and the price orders without a filter
  // read the page in index order too. Only the page may walk an auctions index (and stop after its
  // rows); the page's columns and photo are then read for its rows alone. With plain JOINs the
  // outer query walked auctions_created_at_idx from end to end as well and probed the page for each
  // auction (about 95 ms at 100,000 for every visitor's list).
  for (const params of [{ sort: 'newly_listed' }, { sort: 'newly_listed', category: 'excavators' }, { sort: 'price_desc' }, { sort: 'price_asc', category: 'dozers' }, { sort: 'closing_soon' }]) {
    it(`${JSON.stringify(params)}: the page drives the columns query, no second walk of an auctions index`, async () => {
      const { list } = await statementsOf(ZAuctionListQuery.parse(params), new Date())
      const plan = await planOf(list)
      expect(plan.filter((line) => /^SCAN a\b/.test(line)).length, plan.join('\n')).toBeLessThanOrEqual(1)
      expect(plan, plan.join('\n')).toContain('SCAN page')
    })
  }

  it('the list page in one statement gives what the list and the facets give apart: page, total and counts', async () => {
    // Weights and attachments on some listings, so the facets and their filters have something to count.
    await client.execute(`UPDATE listings SET operating_weight_t = (id % 60) + 0.5 WHERE id % 3 = 0`)
    const ids = (await client.execute(`SELECT id FROM listings WHERE id % 4 = 0 ORDER BY id`)).rows.map((row) => Number(row.id))
    let order = 1
    for (const id of ids) {
      await client.execute({ sql: `INSERT INTO listings_attachments ("order", parent_id, value) VALUES (?, ?, ?)`, args: [order++, id, id % 8 === 0 ? 'bucket' : 'hammer'] })
    }
    const repo = createCatalogRepository(payload)
    const now = new Date()
    const cases = [
      ...LIST_QUERIES.map(({ params }) => params),
      { q: 'crawler', wMin: '10', wMax: '40' },
      { category: 'excavators', att: 'bucket', sort: 'newly_listed' },
      { q: 'bagger', att: 'bucket,hammer', wMin: '20', sort: 'price_asc', page: '2' },
      { brand: 'Komatsu', wMax: '15', sort: 'closing_soon', limit: '10', page: '3' },
      { q: 'crawler', page: '500' },
      { q: 'zzzznothing' },
      {},
    ]
    for (const params of cases) {
      const query = ZAuctionListQuery.parse(params)
      const [apart, facets, both] = await Promise.all([repo.listAuctions(query, now), repo.facetCounts(query, now), repo.listWithFacets(query, now)])
      expect(both.items, JSON.stringify(params)).toEqual(apart.items)
      expect(both.total, JSON.stringify(params)).toBe(apart.total)
      expect(both.facets, JSON.stringify(params)).toEqual(facets)
      // Its plan reads the candidates as the list's does: no full scan, with or without kept hits.
      const match = ftsMatch(query)
      for (const hits of [null, match ? await createSearchHits(client as never)(match) : null]) {
        const plan = await planOf(listWithFacetsSql(query, now, hits))
        expect(fullScans(plan), plan.join('\n')).toEqual([])
      }
    }
    // Something was counted, so the comparison compared something.
    const some = await repo.listWithFacets(ZAuctionListQuery.parse({ att: 'bucket', wMin: '1' }), now)
    expect(some.total).toBeGreaterThan(0)
    expect(some.facets.weight.some((w) => w.count > 0)).toBe(true)
    expect(some.facets.attachments.find((a) => a.value === 'hammer')?.count).toBeGreaterThan(0)
  })

  it('keeps the results of the plain rule: the brand and search filters match as LIKE and the index did', async () => {
    const repo = createCatalogRepository(payload)
    const now = new Date()
    const plain = async (where: string, args: (string | number)[]) =>
      (
        await client.execute({
          sql: `SELECT a.id FROM auctions a JOIN listings l ON l.id = a.listing_id
            WHERE l.status = 'live' AND a.status IN ('LIVE', 'ENDED') AND a.end_time >= ? AND ${where}
            ORDER BY COALESCE(a.current_price, a.start_price) DESC, a.id DESC`,
          args: [now.toISOString(), ...args],
        })
      ).rows.map((row) => Number(row.id))
    for (const [brand, pattern] of [
      ['Komatsu', '%Komatsu%'],
      ['KOMATSU', '%KOMATSU%'],
      ['omats', '%omats%'],
      ['Ko', '%Ko%'],
    ] as const) {
      const expected = await plain(`l.brand LIKE ?`, [pattern])
      expect(expected.length, brand).toBeGreaterThan(0)
      const found = await repo.listAuctions(ZAuctionListQuery.parse({ brand, sort: 'price_desc', limit: 100 }), now)
      expect(found.total, brand).toBe(expected.length)
      expect(found.items.map((item) => item.id), brand).toEqual(expected.slice(0, 100))
      const second = await repo.listAuctions(ZAuctionListQuery.parse({ brand, sort: 'price_desc', limit: 100, page: 2 }), now)
      expect(second.items.map((item) => item.id), `${brand} page 2`).toEqual(expected.slice(100, 200))
    }
    // The issue's query: the search words through the index (any alternative of each word), the other filters as before.
    const issue = ZAuctionListQuery.parse(LIST_QUERIES[0]!.params)
    const expected = await plain(
      `l.id IN (SELECT rowid FROM listings_search WHERE listings_search MATCH '("bagger" OR "excavator") AND ("crawler")') AND l.category = 'excavators'
        AND l.location_country LIKE '%de%' AND l.year >= 2005 AND l.hours <= 15000`,
      [],
    )
    expect(expected.length).toBeGreaterThan(0)
    const found = await repo.listAuctions(issue, now)
    expect(found.total).toBe(expected.length)
    expect(found.items.map((item) => item.id)).toEqual(expected.slice(0, 24))
    // A page past the last match still knows the total.
    const past = await repo.listAuctions({ ...issue, page: 1000 }, now)
    expect(past).toEqual({ items: [], total: expected.length })
  })
})
