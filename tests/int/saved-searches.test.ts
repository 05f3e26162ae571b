import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AuctionList, SavedSearchRow } from '@core/contract'
import { matchesSavedSearch, type MachineFacts, type SavedSearchFilters } from '@core/domain/saved-searches'
import { createApplication } from '../../server/app'
import { bidStoreFor, createBidding } from '../../server/bidding/create-bidding'
import { createSavedSearchAlerts, digestSlot, type SavedSearchAlerts } from '../../server/notifications/saved-search-alerts'
import { startAuction } from '../../server/bidding/start-auction'
import { createSettingsSource } from '../../server/settings/settings'
import { createLogger } from '../../server/logger'
import type { BidStore } from '../../server/storage/bid-store'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { createUser, SAME_ORIGIN } from './helpers/bidding'
import { serveEndpoints, startPayload } from './helpers/payload'

type Json<T> = { data?: T; error?: { code: string; message: string }; docs?: unknown[]; errors?: { message: string }[] }
type Machine = Omit<MachineFacts, 'descriptions'> & { descriptions: { en: string; de: string } }

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'

/**
 * Saved searches and alerts (issue #16, section 1): /svc/saved-searches with its access checks,
 * the rule agreeing with the list, and the alerts where auctions go live: exactly once per search
 * and auction with two instances, an instant email, one daily digest per user and day.
 */
describe('saved searches', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Server
  let cms: Server
  let io: ReturnType<typeof createApplication>['io']
  let base: string
  let api: string
  let stores: BidStore[] = []
  let alerts: [SavedSearchAlerts, SavedSearchAlerts]
  let buyer: Awaited<ReturnType<typeof createUser>>
  let other: Awaited<ReturnType<typeof createUser>>
  const machines = new Map<number, MachineFacts>()

  const machine = async (facts: Machine, status: 'LIVE' | 'SCHEDULED' = 'LIVE') => {
    const listing = await payload.create({
      collection: 'listings',
      locale: 'en',
      data: {
        title: facts.title,
        category: facts.category,
        brand: facts.brand,
        model: facts.model,
        year: facts.year,
        hours: facts.hours,
        operating_weight_t: facts.operating_weight_t ?? null,
        attachments: facts.attachments ?? [],
        location_city: 'Köln',
        location_country: facts.country,
        description_md: facts.descriptions.en,
        status: 'live',
      } as never,
      overrideAccess: true,
    })
    await payload.update({ collection: 'listings', id: listing.id, locale: 'de', data: { description_md: facts.descriptions.de } as never, overrideAccess: true })
    const now = Date.now()
    const auction = await payload.create({
      collection: 'auctions',
      data: {
        listing: listing.id,
        status,
        // A scheduled one starts now (the clock starts it once its start time has come): not a
        // second earlier, or on a fast run it would start before the searches that should hear
        // of it were saved, and the daily digest (auctions started since the search) would skip it.
        start_time: new Date(status === 'LIVE' ? now - 60_000 : now).toISOString(),
        end_time: new Date(now + 86_400_000).toISOString(),
        start_price: 10_000,
        current_price: 10_000,
        bid_count: 0,
      },
      overrideAccess: true,
    })
    machines.set(auction.id as number, { ...facts, descriptions: [facts.descriptions.en, facts.descriptions.de] })
    return auction.id as number
  }

  const call = async <T>(method: string, path: string, cookie = '', body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Json<T> }
  }
  const rest = async (method: string, path: string, cookie: string, body?: unknown) => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { cookie, origin: PUBLIC_ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Json<unknown> & { doc?: Record<string, unknown>; totalDocs?: number } }
  }
  const save = (cookie: string, name: string, filters: Record<string, unknown>, alert?: string) => call<SavedSearchRow>('POST', '/svc/saved-searches', cookie, { name, filters, ...(alert ? { alert } : {}) })

  const excavator = (over: Partial<Machine> = {}): Machine => ({
    title: 'Caterpillar 320 GC excavator',
    brand: 'Caterpillar',
    model: '320 GC',
    category: 'excavators',
    year: 2014,
    hours: 7600,
    country: 'DE',
    operating_weight_t: 21.5,
    attachments: ['bucket', 'quick_coupler'],
    descriptions: { en: 'Crawler excavator, quick coupler.', de: 'Kettenbagger mit Schnellwechsler.' },
    ...over,
  })

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    ;({ server: cms, base: api } = await serveEndpoints(payload))
    buyer = await createUser(payload, 'saved-buyer@int.test', { language: 'de' })
    other = await createUser(payload, 'saved-other@int.test')
    await machine(excavator())
    await machine(excavator({ title: 'Komatsu PC210 excavator', brand: 'Komatsu', model: 'PC210', year: 2016, hours: 5000, country: 'AT', operating_weight_t: 20, attachments: ['bucket', 'hammer'] }))
    await machine(excavator({ title: 'Volvo L120H wheel loader', brand: 'Volvo', model: 'L120H', category: 'wheel_loaders', year: 2012, hours: 9000, operating_weight_t: 19.5, attachments: ['bucket', 'forks'], descriptions: { en: 'Wheel loader.', de: 'Radlader.' } }))
    await machine(excavator({ title: 'JCB 540-140 telehandler', brand: 'JCB', model: '540-140', category: 'telehandlers', year: 2019, hours: 2100, country: 'NL', operating_weight_t: null, attachments: [], descriptions: { en: 'Telehandler.', de: 'Teleskoplader.' } }))

    service = createServer()
    const repository = createPayloadAuctionRepository(payload)
    stores = [bidStoreFor(payload), bidStoreFor(payload)]
    const bidding = createBidding(payload, { store: stores[0] as BidStore, rateLimits: { perUser: 10_000, perIp: 10_000, windowMs: 10_000 } })
    // Two instances' alerts, each with its own connection to the one database.
    alerts = stores.map((store) => createSavedSearchAlerts({ payload, logger: createLogger('silent'), claim: (input) => store.claimNotification(input) })) as [SavedSearchAlerts, SavedSearchAlerts]
    ;({ io } = createApplication(service, { logger: createLogger('silent'), auctions: repository, probe: repository, payload, catalog: createCatalogRepository(payload), bidding }))
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await io?.close()
    cms?.close()
    for (const store of stores) await store.close?.()
    await stop?.()
  })

  it('answers 401 to visitors at every method', async () => {
    for (const [method, path] of [['GET', '/svc/saved-searches'], ['POST', '/svc/saved-searches'], ['PATCH', '/svc/saved-searches/1'], ['DELETE', '/svc/saved-searches/1']] as const) {
      const body = method === 'POST' ? { name: 'x', filters: { q: 'bagger' } } : method === 'PATCH' ? { name: 'y' } : undefined
      const answer = await call(method, path, '', body)
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body.error).toEqual({ code: 'unauthenticated', message: 'Please sign in to save searches.' })
    }
  })

  it('saves a German search and lists it with the list\'s own match count', async () => {
    const created = await save(buyer.cookie, 'Bagger bis 2015 unter 8.000 h', { q: 'Bagger', yMax: '2015', hMax: 8000 }, 'daily')
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ name: 'Bagger bis 2015 unter 8.000 h', filters: { q: 'Bagger', yMax: 2015, hMax: 8000 }, alert: 'daily', match_count: 1 })
    const list = await call<AuctionList>('GET', '/svc/auctions?q=Bagger&yMax=2015&hMax=8000', buyer.cookie)
    expect(list.body.data?.total).toBe(1)
    const mine = await call<SavedSearchRow[]>('GET', '/svc/saved-searches', buyer.cookie)
    expect(mine.body.data?.map((row) => [row.name, row.match_count])).toEqual([['Bagger bis 2015 unter 8.000 h', 1]])
  })

  it('validates name, filters and alert, and keeps at most 20 searches per user', async () => {
    const long = await save(buyer.cookie, 'x'.repeat(81), { q: 'bagger' })
    expect(long.status).toBe(400)
    expect(long.body.error?.message).toMatch(/at most 80 characters/)
    const none = await save(buyer.cookie, 'Everything', {})
    expect(none.status).toBe(400)
    expect(none.body.error?.message).toMatch(/at least one filter/)
    expect((await save(buyer.cookie, 'x', { q: 'bagger' }, 'hourly')).status).toBe(400)
    expect((await save(buyer.cookie, 'x', { q: 'bagger', sort: 'price_asc' })).status).toBe(400)
    // Where one is in the list (page, exact spelling) is not part of a search: dropped, not refused.
    const paged = await save(buyer.cookie, 'Heavy with hammer', { wMin: 20, att: 'hammer,bucket', page: 3, exact: '1' })
    expect(paged.status).toBe(201)
    expect(paged.body.data?.filters).toEqual({ wMin: 20, att: ['bucket', 'hammer'] })
    expect(paged.body.data?.match_count).toBe(2)
    expect((await call('DELETE', `/svc/saved-searches/${paged.body.data?.id}`, buyer.cookie)).status).toBe(200)
    expect((await save(buyer.cookie, 'x', { att: 'rocket' })).status).toBe(400)
    expect((await save(buyer.cookie, 'x', { wMin: 20, wMax: 10 })).status).toBe(400)

    const limitUser = await createUser(payload, 'saved-limit@int.test')
    for (let i = 0; i < 20; i++) expect((await save(limitUser.cookie, `Search ${i}`, { brand: `Brand${i}` })).status).toBe(201)
    const twentyFirst = await save(limitUser.cookie, 'One too many', { brand: 'JCB' })
    expect(twentyFirst.status).toBe(409)
    expect(twentyFirst.body.error).toMatchObject({ code: 'too_many_saved_searches', message: expect.stringMatching(/at most 20 saved searches/) })
  })

  it('renames, changes the alert and the filters; deletes', async () => {
    const created = (await save(buyer.cookie, 'Loaders', { category: 'wheel_loaders' }, 'none')).body.data as SavedSearchRow
    const changed = await call<SavedSearchRow>('PATCH', `/svc/saved-searches/${created.id}`, buyer.cookie, { name: 'Radlader', alert: 'instant', filters: { q: 'radlader', country: 'DE' } })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({ id: created.id, name: 'Radlader', alert: 'instant', filters: { q: 'radlader', country: 'DE' }, match_count: 1 })
    expect((await call('PATCH', `/svc/saved-searches/${created.id}`, buyer.cookie, {})).status).toBe(400)
    const deleted = await call('DELETE', `/svc/saved-searches/${created.id}`, buyer.cookie)
    expect(deleted.status).toBe(200)
    expect(await payload.count({ collection: 'saved-searches', where: { id: { equals: created.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })

  it("keeps another user's search invisible and unchangeable, through the service and REST", async () => {
    const theirs = (await save(other.cookie, 'JCB', { brand: 'JCB' })).body.data as SavedSearchRow
    const list = await call<SavedSearchRow[]>('GET', '/svc/saved-searches', buyer.cookie)
    expect(list.body.data?.some((row) => row.id === theirs.id)).toBe(false)
    const patch = await call('PATCH', `/svc/saved-searches/${theirs.id}`, buyer.cookie, { name: 'Mine now' })
    expect(patch.status).toBe(404)
    expect(patch.body.error).toEqual({ code: 'saved_search_not_found', message: 'Saved search not found.' })
    expect((await call('DELETE', `/svc/saved-searches/${theirs.id}`, buyer.cookie)).status).toBe(404)

    // Payload's REST API: not found for the other user, not in their list, not changeable, no creates.
    expect((await rest('GET', `/api/saved-searches/${theirs.id}`, buyer.cookie)).status).toBe(404)
    const restList = await rest('GET', '/api/saved-searches?limit=100', buyer.cookie)
    expect(restList.status).toBe(200)
    expect((restList.body.docs as { id: number }[]).some((doc) => doc.id === theirs.id)).toBe(false)
    // Payload answers a change to a document outside the caller's access with 403 (nothing changes either way).
    expect((await rest('PATCH', `/api/saved-searches/${theirs.id}`, buyer.cookie, { name: 'Mine now' })).status).toBe(403)
    expect((await rest('DELETE', `/api/saved-searches/${theirs.id}`, buyer.cookie)).status).toBe(403)
    expect((await rest('POST', '/api/saved-searches', buyer.cookie, { user: other.id, name: 'Planted', filters: { q: 'bagger' } })).status).toBe(403)
    const unchanged = await payload.findByID({ collection: 'saved-searches', id: theirs.id, overrideAccess: true, depth: 0 })
    expect(unchanged).toMatchObject({ name: 'JCB', user: other.id })
    // The owner may change their own through REST, within the same rule.
    expect((await rest('PATCH', `/api/saved-searches/${theirs.id}`, other.cookie, { name: 'JCB telehandlers' })).status).toBe(200)
    const invalid = await rest('PATCH', `/api/saved-searches/${theirs.id}`, other.cookie, { filters: {} })
    expect(invalid.status).toBe(400)
    expect(JSON.stringify(invalid.body)).toMatch(/at least one filter/)
    expect((await rest('GET', '/api/saved-searches?limit=100', '')).status).toBe(403)
  })

  it('agrees with the list on which listings match (German terms, bounds, brand, category, country, weight, attachments)', async () => {
    const searches: SavedSearchFilters[] = [
      { q: 'bagger' },
      { q: 'Bagger', yMax: 2015, hMax: 8000 },
      { q: 'radlader' },
      { q: 'schnellwechsler caterpillar' },
      { q: 'gc' },
      { brand: 'cat' },
      { category: 'excavators', yMin: 2016 },
      { country: 'at' },
      { hMin: 2100, hMax: 5000 },
      { q: 'teleskoplader', country: 'NL' },
      { q: 'kran' },
      // Weight: from wMin, under wMax (20 t is in 20–40, not in 10–20); a machine without a weight matches no bound.
      { wMin: 20 },
      { wMin: 10, wMax: 20 },
      { wMax: 40 },
      { att: ['hammer'] },
      { att: ['forks', 'hammer'] },
      { att: ['quick_coupler'], wMin: 21 },
      { q: 'bagger', att: ['bucket'], wMax: 21 },
    ]
    for (const filters of searches) {
      const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]))
      query.set('limit', '100')
      // The rule matches the words as saved; the list's spelling correction is its own (and off here).
      query.set('exact', '1')
      const list = await call<AuctionList>('GET', `/svc/auctions?${query.toString()}`, buyer.cookie)
      const listed = (list.body.data?.items ?? []).map((item) => item.id).sort()
      const ruled = [...machines].filter(([, facts]) => matchesSavedSearch(filters, facts)).map(([id]) => id).sort()
      expect(ruled, JSON.stringify(filters)).toEqual(listed)
    }
  })

  it('announces an auction going live once per matching search, even with two instances at once', async () => {
    const instant = (await save(other.cookie, 'Caterpillar Bagger', { q: 'bagger', brand: 'Caterpillar' }, 'instant')).body.data as SavedSearchRow
    const none = (await save(other.cookie, 'Alle Bagger', { q: 'bagger' }, 'none')).body.data as SavedSearchRow
    await save(other.cookie, 'Radlader', { q: 'radlader' }, 'instant')
    const auctionId = await machine(excavator({ title: 'Caterpillar 323 excavator', model: '323', year: 2013, hours: 6900 }), 'SCHEDULED')
    const settings = createSettingsSource(payload)

    // Both instances' clocks start it, and staff's refresh reports it live on both: one LIVE
    // transition, and the two matchings race for every search.
    const started = await Promise.all(stores.map((store, i) => startAuction({ store, settings, afterLive: alerts[i]?.afterLive }, auctionId)))
    expect(started.filter(Boolean)).toHaveLength(1)
    const raced = await Promise.all([alerts[0].matchAuction(auctionId), alerts[1].matchAuction(auctionId), alerts[0].matchAuction(auctionId)])
    await Promise.all(alerts.map((a) => a.idle()))
    // The buyer's "Bagger bis 2015 unter 8.000 h" (daily), and the other user's two excavator searches.
    expect(raced.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3)

    const notes = await payload.find({ collection: 'notifications', where: { type: { equals: 'saved_search' } }, limit: 100, depth: 0, overrideAccess: true })
    const perUser = (userId: number) => notes.docs.filter((n) => n.user === userId)
    expect(perUser(buyer.id)).toHaveLength(1)
    expect(perUser(buyer.id)[0]).toMatchObject({ title: 'Neu für „Bagger bis 2015 unter 8.000 h“: Caterpillar 323 excavator', link: expect.stringMatching(/\/de\/auctions\/caterpillar-323/) })
    expect(perUser(other.id).map((n) => n.title).sort()).toEqual([`New for "${none.name}": Caterpillar 323 excavator`, `New for "${instant.name}": Caterpillar 323 excavator`])

    // Email: one instant email to the other user; none for 'none' and none yet for 'daily'.
    const mails = await payload.find({ collection: 'email-logs', where: { template: { equals: 'saved-search-match' } }, limit: 100, depth: 0, overrideAccess: true })
    expect(mails.docs.map((mail) => [mail.to, mail.subject])).toEqual([['saved-other@int.test', `New for "${instant.name}": Caterpillar 323 excavator`]])

    // Reported again later (staff extending it): nothing new.
    await alerts[1].matchAuction(auctionId)
    expect((await payload.count({ collection: 'notifications', where: { type: { equals: 'saved_search' } }, overrideAccess: true })).totalDocs).toBe(3)
  })

  it('sends a daily search one digest per user and day, from one instance only', async () => {
    // The next digest time (06:00 UTC): after the searches were created, within a day of the go-live.
    const later = digestSlot(new Date(Date.now() + 86_400_000))
    const sent = await Promise.all([alerts[0].sendDigests(later), alerts[1].sendDigests(later)])
    expect(sent[0] + sent[1]).toBe(1)
    const digests = await payload.find({ collection: 'email-logs', where: { template: { equals: 'saved-search-digest' } }, limit: 10, depth: 0, overrideAccess: true })
    expect(digests.docs.map((mail) => [mail.to, mail.subject])).toEqual([['saved-buyer@int.test', '1 neue Auktion zu Ihren gespeicherten Suchen']])
    expect(await alerts[0].sendDigests(new Date(later.getTime() + 60_000))).toBe(0)
    // The next day's digest has nothing new to say, so no email.
    expect(await alerts[1].sendDigests(new Date(later.getTime() + 86_400_000))).toBe(0)
    expect((await payload.count({ collection: 'email-logs', where: { template: { equals: 'saved-search-digest' } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})
