import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApplication } from '../../server/app'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createCatalogRepository, listSql } from '../../server/storage/catalog-repository'
import { ZAuctionListQuery } from '../../core/domain/search'
import { startPayload } from './helpers/payload'
import { sessionCookie } from './helpers/session'

/** What a browser sends on a same-origin fetch; Payload accepts the session cookie only with it. */
const BROWSER = { 'sec-fetch-site': 'same-origin' }

/** The auction list, counts, search-suggest, lead unlock and watchlist over real HTTP and a real database. */
describe('auction list and watchlist service', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let dataDir: string
  let server: Server
  let io: ReturnType<typeof createApplication>['io']
  let base: string
  const ids: Record<string, number> = {}

  const listing = async (key: string, data: Record<string, unknown>, auction: Record<string, unknown> = {}) => {
    const now = Date.now()
    const l = await payload.create({
      collection: 'listings',
      data: { category: 'excavators', brand: 'Komatsu', model: 'PC210', year: 2018, hours: 5000, location_city: 'Ulm', location_country: 'DE', status: 'live', ...data } as never,
      overrideAccess: true,
    })
    const a = await payload.create({
      collection: 'auctions',
      data: { listing: l.id, status: 'LIVE', start_time: new Date(now - 3600_000).toISOString(), end_time: new Date(now + 3600_000).toISOString(), start_price: 40_000, current_price: 41_000, bid_count: 2, ...auction } as never,
      overrideAccess: true,
    })
    ids[key] = a.id as number
  }

  const signIn = (email: string) => sessionCookie(payload, email, 'secret123')

  beforeAll(async () => {
    ;({ payload, stop, dataDir } = await startPayload('sqlite'))
    const hour = 3600_000
    await listing('komatsu', { title: 'Komatsu PC210 crawler excavator', description_md: 'Well kept crawler excavator with quick coupler.' }, { end_time: new Date(Date.now() + 3 * hour).toISOString(), current_price: 52_000 })
    await listing('cat', { title: 'CAT 320 GC', brand: 'Caterpillar', model: '320 GC', year: 2021, hours: 1200, location_country: 'AT', description_md: 'Hydraulic excavator, one owner.' }, { end_time: new Date(Date.now() + 2 * hour).toISOString(), current_price: 99_000, bid_count: 7 })
    await listing('loader', { title: 'Volvo L120H', category: 'wheel_loaders', brand: 'Volvo', model: 'L120H', year: 2016, hours: 9800, location_country: 'NL', description_md: 'Wheel loader with bucket.' }, { end_time: new Date(Date.now() + 1 * hour).toISOString(), current_price: 61_000 })
    await listing('crane', { title: 'Liebherr LTM 1050', category: 'cranes', brand: 'Liebherr', model: 'LTM 1050', year: 2010, hours: 15000, location_country: 'DE', description_md: 'All-terrain mobile crane, 50 t.' }, { end_time: new Date(Date.now() + 4 * hour).toISOString(), current_price: 180_000 })
    // Not public: draft listing, cancelled auction, ended auction whose end time has passed.
    await listing('draft', { title: 'Hidden draft excavator', status: 'draft' })
    await listing('cancelled', { title: 'Cancelled excavator' }, { status: 'CANCELLED' })
    await listing('past', { title: 'Past excavator' }, { status: 'ENDED', start_time: new Date(Date.now() - 30 * hour).toISOString(), end_time: new Date(Date.now() - 6 * hour).toISOString() })
    for (const email of ['watcher@int.test', 'other@int.test']) {
      await payload.create({ collection: 'users', data: { email, password: 'secret123', email_confirmed_at: new Date().toISOString() } as never, overrideAccess: true })
    }
    server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    ;({ io } = createApplication(server, { logger: createLogger('silent'), auctions: repository, probe: repository, payload, catalog: createCatalogRepository(payload) }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await io?.close()
    await stop?.()
  })

  const list = async (query: string, cookie?: string) => {
    const response = await fetch(`${base}/svc/auctions${query}`, { headers: cookie ? { cookie, ...BROWSER } : BROWSER })
    expect(response.status).toBe(200)
    return (await response.json()).data as { items: { id: number; title: string; current_price: number | null; bid_count: number | null; end_time: string | null; image: string | null }[]; total: number; masked: boolean; unlocked: boolean; eligibility: string }
  }
  const titles = async (query: string, cookie: string) => (await list(query, cookie)).items.map((item) => item.title)

  it('masks price, bid count and end time for visitors in the raw response', async () => {
    const response = await fetch(`${base}/svc/auctions`)
    const raw = await response.text()
    const body = JSON.parse(raw)
    expect(body.data.masked).toBe(true)
    expect(body.data.items.length).toBe(4)
    for (const item of body.data.items) {
      expect(item).toMatchObject({ current_price: null, bid_count: null, end_time: null })
      expect(item.title).toBeTruthy()
    }
    // No real figure leaks anywhere in the bytes.
    expect(raw).not.toMatch(/52000|99000|61000|180000/)
    expect(raw).not.toContain('"end_time":"')
  })

  it('shows real values to a signed-in user, with only public auctions and closing-soon order', async () => {
    const cookie = await signIn('watcher@int.test')
    const data = await list('', cookie)
    expect(data.masked).toBe(false)
    expect(data.items.map((item) => item.id)).toEqual([ids.loader, ids.cat, ids.komatsu, ids.crane])
    expect(data.items[1]).toMatchObject({ current_price: 99_000, bid_count: 7 })
    expect(data.items[0]?.end_time).toMatch(/Z$/)
  })

  it('filters by category, brand, year, hours and country, sorts and pages', async () => {
    const cookie = await signIn('watcher@int.test')
    expect(await titles('?category=wheel_loaders', cookie)).toEqual(['Volvo L120H'])
    expect(await titles('?brand=cater', cookie)).toEqual(['CAT 320 GC'])
    expect(await titles('?yMin=2017&yMax=2021.9&sort=price_asc', cookie)).toEqual(['Komatsu PC210 crawler excavator', 'CAT 320 GC'])
    expect(await titles('?hMin=9000&hMax=15000&sort=price_desc', cookie)).toEqual(['Liebherr LTM 1050', 'Volvo L120H'])
    expect(await titles('?country=at', cookie)).toEqual(['CAT 320 GC'])
    const page2 = await list('?sort=price_asc&limit=3&page=2', cookie)
    expect(page2.total).toBe(4)
    expect(page2.items.map((item) => item.title)).toEqual(['Liebherr LTM 1050'])
    // The total comes with the page's rows; a page past the last match still reports it, and no match at all is 0.
    expect(await list('?sort=price_asc&limit=3&page=5', cookie)).toMatchObject({ items: [], total: 4 })
    expect(await list('?q=excavator&limit=1&page=5', cookie)).toMatchObject({ items: [], total: 2 })
    expect(await list('?q=excavator&limit=1&page=2', cookie)).toMatchObject({ total: 2 })
    expect(await list('?q=nosuchmachine', cookie)).toMatchObject({ items: [], total: 0 })
    const bad = await fetch(`${base}/svc/auctions?sort=cheapest`)
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.code).toBe('invalid_request')
  })

  it('searches every word case-insensitively in title, brand, model or description, and maps German terms', async () => {
    const cookie = await signIn('watcher@int.test')
    expect(await titles('?q=bagger&sort=price_asc', cookie)).toEqual(['Komatsu PC210 crawler excavator', 'CAT 320 GC'])
    expect(await titles('?q=BAGGER%20one', cookie)).toEqual(['CAT 320 GC'])
    expect(await titles('?q=radlader', cookie)).toEqual(['Volvo L120H'])
    expect(await titles('?q=kran', cookie)).toEqual(['Liebherr LTM 1050'])
    expect(await titles('?q=quick%20COUPLER', cookie)).toEqual(['Komatsu PC210 crawler excavator'])
    expect(await titles('?q=ltm', cookie)).toEqual(['Liebherr LTM 1050'])
    expect(await titles('?q=100%25', cookie)).toEqual([])
  })

  it('searches through the full-text index: short words, umlauts, query syntax, and edits to a listing', async () => {
    const cookie = await signIn('watcher@int.test')
    expect(await titles('?q=pc', cookie)).toEqual(['Komatsu PC210 crawler excavator']) // two letters: LIKE fallback
    expect(await titles('?q=%22crawler%20OR%20crane', cookie)).toEqual([]) // quotes and OR are text, not syntax
    const [volvo] = (await payload.find({ collection: 'listings', where: { model: { equals: 'L120H' } }, limit: 1, overrideAccess: true })).docs
    await payload.update({ collection: 'listings', id: volvo!.id, locale: 'de', data: { description_md: 'Radlader mit Schaufel und Gabelträger, Anbaugeräte inklusive.' } as never, overrideAccess: true })
    expect(await titles('?q=anbaugerate%20gabeltr', cookie)).toEqual(['Volvo L120H'])
    expect(await titles('?q=bucket', cookie)).toEqual(['Volvo L120H']) // the English description is still indexed
    await payload.update({ collection: 'listings', id: volvo!.id, data: { title: 'Volvo L120H Longboom' } as never, overrideAccess: true })
    expect(await titles('?q=longboom', cookie)).toEqual(['Volvo L120H Longboom'])
    await payload.update({ collection: 'listings', id: volvo!.id, data: { title: 'Volvo L120H' } as never, overrideAccess: true })
  })

  it('serves the detail by slug, masked for visitors, 404 for unknown or non-public slugs', async () => {
    const visitor = await fetch(`${base}/svc/auctions/by-slug/cat-320-gc`)
    expect(visitor.status).toBe(200)
    const masked = (await visitor.json()).data
    expect(masked).toMatchObject({ id: ids.cat, title: 'CAT 320 GC', masked: true, snapshot: null, eligibility: 'signed_out' })
    expect(JSON.stringify(masked)).not.toContain('99000')
    const cookie = await signIn('watcher@int.test')
    const full = (await (await fetch(`${base}/svc/auctions/by-slug/cat-320-gc`, { headers: { cookie, ...BROWSER } })).json()).data
    expect(full.snapshot).toMatchObject({ id: ids.cat, current_price: 99_000, bid_count: 7 })
    expect(full.eligibility).toBe('kyc_required')
    expect((await fetch(`${base}/svc/auctions/by-slug/no-such-machine`)).status).toBe(404)
    expect((await fetch(`${base}/svc/auctions/by-slug/hidden-draft-excavator`)).status).toBe(404)
    expect((await fetch(`${base}/svc/auctions/by-slug/Bad%20Slug`)).status).toBe(400)
  })

  it('reads the same page in index order (a dense list with a known total) as with the planner\'s own order', async () => {
    const repo = createCatalogRepository(payload)
    const now = new Date()
    const all = await repo.categoryCounts(now)
    const live = Object.values(all).reduce((sum, n) => sum + n, 0)
    for (const sort of ['closing_soon', 'newly_listed', 'price_asc', 'price_desc'] as const) {
      for (const category of [undefined, 'excavators'] as const) {
        for (const page of [1, 2]) {
          const query = ZAuctionListQuery.parse({ sort, category, page, limit: 2 })
          const planned = await repo.listAuctions(query, now)
          const total = category ? all[category] : live
          const ordered = await repo.listAuctions(query, now, { total, share: total / live })
          expect(ordered.items.map((item) => item.id), `${sort} ${category ?? 'all'} page ${page}`).toEqual(planned.items.map((item) => item.id))
          expect(ordered.total).toBe(planned.total)
        }
      }
    }
    // The index-order read is chosen for dense lists only (a guard against scanning the whole index for a rare match).
    expect(listSql(ZAuctionListQuery.parse({ sort: 'price_desc' }), now, { total: 10, share: 1 }).list.sql).toContain('auctions a CROSS JOIN listings l')
    expect(listSql(ZAuctionListQuery.parse({ sort: 'price_desc' }), now, { total: 10, share: 0.0001 }).list.sql).not.toContain('auctions a CROSS JOIN listings l')
    expect(listSql(ZAuctionListQuery.parse({ sort: 'price_desc' }), now).list.sql).not.toContain('auctions a CROSS JOIN listings l')
  })

  it('counts public auctions per category', async () => {
    const body = await (await fetch(`${base}/svc/auctions/counts`)).json()
    expect(body.data.counts).toMatchObject({ excavators: 2, wheel_loaders: 1, cranes: 1, pavers: 0 })
    expect(body.data.total).toBe(4)
  })

  it('suggests brands, models, categories and keywords with localised labels', async () => {
    const suggest = async (q: string, locale: string) =>
      (await (await fetch(`${base}/svc/functions/search-suggest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q, locale }) })).json()).data.suggestions
    expect(await suggest('lieb', 'en')).toEqual(expect.arrayContaining([{ type: 'make', value: 'Liebherr', label: 'Liebherr' }, { type: 'model', value: 'LTM 1050', label: 'Liebherr LTM 1050' }]))
    expect(await suggest('bagger', 'de')).toEqual(expect.arrayContaining([{ type: 'category', value: 'excavators', label: 'Bagger' }, { type: 'keyword', value: 'excavator', label: 'bagger' }]))
    expect(await suggest('excav', 'en')).toEqual(expect.arrayContaining([{ type: 'category', value: 'excavators', label: 'Excavators' }]))
    const empty = await fetch(`${base}/svc/functions/search-suggest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: '  ', locale: 'en' }) })
    expect(empty.status).toBe(400)
  })

  it('unlocks the results, not the prices, for a visitor who verified the lead-capture email', async () => {
    const sent = await fetch(`${base}/svc/functions/lead-capture`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'Lead@Example.com', locale: 'en' }) })
    expect(sent.status).toBe(202)
    const outbox = path.join(dataDir, 'outbox')
    const mail = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')).find((m) => m.includes('lead@example.com'))
    const token = mail?.replace(/=\r?\n/g, '').match(/token=3D([a-f0-9]{64})|token=([a-f0-9]{64})/)
    const value = token?.[1] ?? token?.[2]
    expect(value).toMatch(/^[a-f0-9]{64}$/)
    // Before verification the token unlocks nothing.
    expect((await list('', `mm_lead=${value}`)).masked).toBe(true)
    const verified = await fetch(`${base}/svc/functions/lead-verify?token=${value}`, { redirect: 'manual' })
    expect(verified.status).toBe(303)
    const setCookie = verified.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/mm_lead=[a-f0-9]{64}.*HttpOnly/i)
    const unlocked = await list('', setCookie.split(';')[0])
    // "Log in to see live prices and bid": a verified lead sees the machines unblurred, prices stay masked.
    expect(unlocked).toMatchObject({ masked: true, unlocked: true, eligibility: 'signed_out' })
    expect(unlocked.items[0]).toMatchObject({ current_price: null, bid_count: null, end_time: null })
    expect((await list('')).unlocked).toBe(false)
  })

  it('adds, reads, mutes and removes a watch, and one user cannot remove another user\'s watch', async () => {
    const watcher = await signIn('watcher@int.test')
    const other = await signIn('other@int.test')
    const call = (method: string, url: string, cookie?: string, body?: unknown) =>
      fetch(`${base}${url}`, { method, headers: { 'content-type': 'application/json', ...BROWSER, ...(cookie ? { cookie } : {}) }, body: body ? JSON.stringify(body) : undefined })

    const anonymous = await call('POST', '/svc/watchlist', undefined, { auctionId: ids.cat })
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).error.code).toBe('unauthenticated')

    const added = await call('POST', '/svc/watchlist', watcher, { auctionId: ids.cat })
    expect(added.status).toBe(201)
    expect((await added.json()).data).toMatchObject({ watching: true, notify_email: true })
    const stored = await payload.find({ collection: 'watchlist', where: { auction: { equals: ids.cat } }, overrideAccess: true, depth: 0 })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ notify_email: true })

    expect((await (await call('GET', `/svc/watchlist/status?auctionId=${ids.cat}`, watcher)).json()).data.watching).toBe(true)
    expect((await (await call('GET', `/svc/watchlist/status?auctionId=${ids.cat}`, other)).json()).data.watching).toBe(false)

    // The other user's delete touches only their own (non-existent) entry.
    expect((await call('DELETE', `/svc/watchlist/${ids.cat}`, other)).status).toBe(200)
    expect((await payload.count({ collection: 'watchlist', overrideAccess: true })).totalDocs).toBe(1)
    expect((await call('PATCH', `/svc/watchlist/${ids.cat}`, other, { notify_email: false })).status).toBe(404)

    const muted = await call('PATCH', `/svc/watchlist/${ids.cat}`, watcher, { notify_email: false })
    expect((await muted.json()).data.notify_email).toBe(false)

    expect((await call('DELETE', `/svc/watchlist/${ids.cat}`, watcher)).status).toBe(200)
    expect((await payload.count({ collection: 'watchlist', overrideAccess: true })).totalDocs).toBe(0)
    expect((await call('POST', '/svc/watchlist', watcher, { auctionId: 999999 })).status).toBe(404)
  })
})
