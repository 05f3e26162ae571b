import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AuctionList } from '@core/contract'
import { ATTACHMENTS, WEIGHT_CLASSES, type Attachment } from '@core/domain/list-params'
import { createApplication } from '../../server/app'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { cachedCatalog } from '../../server/storage/catalog-cache'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { startPayload } from './helpers/payload'
import { sessionCookie } from './helpers/session'

const BROWSER = { 'sec-fetch-site': 'same-origin' }

/**
 * The list's search and paging through the route (issue #27 §4 "Search and list"): a misspelt
 * search finds the corrected words and says so, pages have totals counted with the same filters,
 * bad page values get a 400, and the weight and attachment facets count what their option would
 * add given the other filters.
 */
describe('auction list: spelling, pages and facets', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let server: Server
  let io: ReturnType<typeof createApplication>['io']
  let base: string
  let cookie: string

  type Spec = { title: string; brand: string; model: string; category?: string; weight: number | null; att: Attachment[] }
  const specs: Spec[] = []
  // 12 Caterpillar, 9 Komatsu (one misspelt "Komatzu" in its title), 4 Liebherr cranes: 25 live.
  for (let i = 0; i < 12; i++) {
    specs.push({ title: `Caterpillar 320 GC unit ${i}`, brand: 'Caterpillar', model: '320 GC', weight: [5.5, 8, 14, 21.5, 45][i % 5] as number, att: i % 3 === 0 ? ['bucket', 'hammer'] : ['bucket'] })
  }
  for (let i = 0; i < 9; i++) {
    specs.push({ title: i === 0 ? 'Komatzu PC88 mini' : `Komatsu PC210 unit ${i}`, brand: 'Komatsu', model: i === 0 ? 'PC88' : 'PC210', weight: i === 0 ? 8.5 : 22, att: i % 2 === 0 ? ['quick_coupler'] : [] })
  }
  for (let i = 0; i < 4; i++) {
    specs.push({ title: `Liebherr LTM 1060 unit ${i}`, brand: 'Liebherr', model: 'LTM 1060', category: 'cranes', weight: i === 3 ? null : 36, att: i < 2 ? ['jib'] : [] })
  }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    const now = Date.now()
    for (const [index, spec] of specs.entries()) {
      const listing = await payload.create({
        collection: 'listings',
        data: {
          title: spec.title,
          category: spec.category ?? 'excavators',
          brand: spec.brand,
          model: spec.model,
          year: 2015 + (index % 8),
          hours: 1000 + index * 100,
          operating_weight_t: spec.weight,
          attachments: spec.att,
          location_city: 'Ulm',
          location_country: 'DE',
          status: 'live',
        } as never,
        overrideAccess: true,
      })
      await payload.create({
        collection: 'auctions',
        data: {
          listing: listing.id,
          status: 'LIVE',
          start_time: new Date(now - 3600_000).toISOString(),
          end_time: new Date(now + 3600_000 + index * 60_000).toISOString(),
          start_price: 10_000,
          current_price: 10_000 + index * 1000,
          bid_count: 0,
        } as never,
        overrideAccess: true,
      })
    }
    await payload.create({ collection: 'users', data: { email: 'lister@int.test', password: 'secret123', email_confirmed_at: new Date().toISOString() } as never, overrideAccess: true })
    cookie = await sessionCookie(payload, 'lister@int.test', 'secret123')
    server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    // The service's own catalogue: the cache in front of the repository.
    ;({ io } = createApplication(server, { logger: createLogger('silent'), auctions: repository, probe: repository, payload, catalog: cachedCatalog(createCatalogRepository(payload)) }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await io?.close()
    await stop?.()
  })

  const get = async (query: string) => {
    const response = await fetch(`${base}/svc/auctions${query}`, { headers: { cookie, ...BROWSER } })
    return { status: response.status, body: (await response.json()) as { data?: AuctionList; error?: { code: string; message: string } } }
  }
  const list = async (query: string) => {
    const answer = await get(query)
    expect(answer.status, query).toBe(200)
    return answer.body.data as AuctionList
  }

  it('finds "catepillar" as Caterpillar and says so; exact=1 searches the typed word', async () => {
    const corrected = await list('?q=catepillar')
    expect(corrected.total).toBe(12)
    expect(corrected.items.every((item) => item.brand === 'Caterpillar')).toBe(true)
    expect(corrected.spelling).toEqual({ original: 'catepillar', corrected: 'Caterpillar', applied: true })
    const exact = await list('?q=catepillar&exact=1')
    expect(exact).toMatchObject({ total: 0, items: [], spelling: null })
    // Two edits in a long word; a known word stays as typed.
    expect((await list('?q=catepilar%20unit')).spelling).toEqual({ original: 'catepilar unit', corrected: 'Caterpillar unit', applied: true })
    // A correct search is left alone.
    expect(await list('?q=caterpillar')).toMatchObject({ total: 12, spelling: null })
    // Nothing close: no correction, the empty list.
    expect(await list('?q=zzzunknown')).toMatchObject({ total: 0, spelling: null })
  })

  it('offers the correction without applying it when the typed words find a few', async () => {
    const few = await list('?q=komatzu')
    expect(few.total).toBe(1)
    expect(few.items.map((item) => item.title)).toEqual(['Komatzu PC88 mini'])
    expect(few.spelling).toEqual({ original: 'komatzu', corrected: 'Komatsu', applied: false })
  })

  it('corrects the suggestions box too', async () => {
    const response = await fetch(`${base}/svc/functions/search-suggest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: 'catepillar', locale: 'en' }) })
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: { suggestions: { type: string; value: string }[]; corrected: string | null } }
    expect(data.corrected).toBe('Caterpillar')
    expect(data.suggestions).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'make', value: 'Caterpillar' })]))
  })

  it('pages the list with totals counted with the same filters', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?limit=10&page=${page}`)))
    expect(pages.map((page) => [page.page, page.total, page.items.length])).toEqual([
      [1, 25, 10],
      [2, 25, 10],
      [3, 25, 5],
    ])
    const ids = pages.flatMap((page) => page.items.map((item) => item.id))
    expect(new Set(ids).size).toBe(25)
    // Filtered: page 2 of the Caterpillars (12, so 10 + 2), the total is the filtered one.
    const cat2 = await list('?q=caterpillar&limit=10&page=2')
    expect([cat2.total, cat2.items.length]).toEqual([12, 2])
    const heavy2 = await list('?wMin=20&limit=5&page=2')
    expect([heavy2.total, heavy2.items.length]).toEqual([4 + 8 + 3, 5])
    // The default page size is 24.
    expect((await list('')).items.length).toBe(24)
    expect((await list('?page=2')).items.length).toBe(1)
    // Past the end: no items, the total still said.
    expect(await list('?limit=10&page=9')).toMatchObject({ items: [], total: 25, page: 9 })
  })

  it('answers bad page and weight values with a 400 and a message, never a 500', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=abc', '?page=%00', '?page=1e9', '?page=99999', '?page=%E2%80%AE2', '?wMin=-1', '?wMax=heavy', '?wMin=%FF', '?att=rocket', '?att=bucket,%00']) {
      const answer = await get(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body.error?.code, query).toMatch(/^invalid_(request|text)$/)
      expect(answer.body.error?.message, query).toMatch(/\w/)
    }
    // Whitespace and an empty page mean the first page.
    expect((await list('?page=')).page).toBe(1)
    expect((await list('?page=2.7&limit=10')).page).toBe(2)
  })

  it('filters by weight (from wMin, under wMax) and attachments (any of them)', async () => {
    const titles = async (query: string) => (await list(`${query}&limit=100`)).items.map((item) => item.title).sort()
    const expected = (test: (spec: Spec) => boolean) => specs.filter(test).map((spec) => spec.title).sort()
    expect(await titles('?wMin=10&wMax=20')).toEqual(expected((s) => s.weight !== null && s.weight >= 10 && s.weight < 20))
    expect(await titles('?wMax=6')).toEqual(expected((s) => s.weight !== null && s.weight < 6))
    expect(await titles('?wMin=40')).toEqual(expected((s) => s.weight !== null && s.weight >= 40))
    expect(await titles('?att=hammer')).toEqual(expected((s) => s.att.includes('hammer')))
    expect(await titles('?att=jib,quick_coupler')).toEqual(expected((s) => s.att.includes('jib') || s.att.includes('quick_coupler')))
    expect(await titles('?att=bucket&wMin=20&q=caterpillar')).toEqual(expected((s) => s.brand === 'Caterpillar' && s.att.includes('bucket') && s.weight !== null && s.weight >= 20))
  })

  it('counts each facet option given the other filters, agreeing with the filtered totals', async () => {
    for (const base of ['', '?q=caterpillar', '?category=excavators&att=bucket', '?wMin=20', '?att=quick_coupler&wMax=10', '?q=catepillar']) {
      const join = base ? '&' : '?'
      const page = await list(`${base}${join}facets=1`)
      expect(page.facets, base).toBeDefined()
      const params = new URLSearchParams(base)
      // Each weight class's count is the total with that class instead of the weight filter.
      for (const { id, count } of page.facets!.weight) {
        const range = WEIGHT_CLASSES.find((c) => c.id === id)!
        const next = new URLSearchParams(params)
        next.delete('wMin')
        next.delete('wMax')
        if (range.min !== undefined) next.set('wMin', String(range.min))
        if (range.max !== undefined) next.set('wMax', String(range.max))
        expect(count, `${base} ${id}`).toBe((await list(`?${next.toString()}`)).total)
      }
      // Each attachment's count is the total with only that attachment instead of the attachment filter.
      expect(page.facets!.attachments.map((a) => a.value)).toEqual([...ATTACHMENTS])
      for (const { value, count } of page.facets!.attachments) {
        const next = new URLSearchParams(params)
        next.set('att', value)
        expect(count, `${base} ${value}`).toBe((await list(`?${next.toString()}`)).total)
      }
    }
    // Without facets=1 the list does not count them.
    expect((await list('')).facets).toBeUndefined()
  })
})
