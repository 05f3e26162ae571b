import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SavedSearchRow } from '@core/contract'
import { FORBIDDEN_CHARACTERS_MESSAGE } from '@core/validation/text'
import { createApplication } from '../../server/app'
import { createBidding } from '../../server/bidding/create-bidding'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { createAuction, createUser, SAME_ORIGIN } from './helpers/bidding'
import { startPayload } from './helpers/payload'
import { openTestDb, whenUnlocked } from './helpers/sqlite'

type Json<T> = { data?: T; error?: { code: string; message: string } }

/**
 * Issue #24, section 4 (the service's side): NUL and other control characters at /svc. A saved
 * search named with a NUL byte used to answer 500 and yet be stored cut off at the NUL, after
 * which the buyer's list answered 500 for good; `/svc/auctions?q=%00` answered 500 to anyone.
 * Now every text field of every /svc schema refuses them with a 400 and nothing is stored, and
 * the readers stay up even when an odd value is already in the database.
 */
describe('/svc: control characters', () => {
  let payload: Payload
  let dataDir: string
  let stop: () => Promise<void>
  let service: Server
  let io: ReturnType<typeof createApplication>['io']
  let base: string
  let buyer: Awaited<ReturnType<typeof createUser>>

  const call = async <T>(method: string, url: string, cookie = '', body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, text, body: JSON.parse(text) as Json<T> }
  }
  const savedCount = async () => (await payload.count({ collection: 'saved-searches', where: { user: { equals: buyer.id } }, overrideAccess: true })).totalDocs

  beforeAll(async () => {
    ;({ payload, stop, dataDir } = await startPayload('sqlite'))
    buyer = await createUser(payload, 'nul-buyer@int.test')
    await createAuction(payload, {})
    service = createServer()
    const repository = createPayloadAuctionRepository(payload)
    const bidding = createBidding(payload, { rateLimits: { perUser: 10_000, perIp: 10_000, windowMs: 10_000 } })
    ;({ io } = createApplication(service, { logger: createLogger('silent'), auctions: repository, probe: repository, payload, catalog: createCatalogRepository(payload), bidding }))
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await io?.close()
    service?.closeAllConnections()
    await stop?.()
  })

  it('refuses a saved search named with a NUL byte with a 400 and stores nothing; the list stays readable', async () => {
    const before = await savedCount()
    const created = await call<SavedSearchRow>('POST', '/svc/saved-searches', buyer.cookie, { name: 'Bagger\u0000 gestohlen', filters: { q: 'bagger' } })
    expect(created.status).toBe(400)
    expect(created.body.error).toEqual({ code: 'invalid_text', message: `name: ${FORBIDDEN_CHARACTERS_MESSAGE.en}` })
    expect(await savedCount()).toBe(before)

    // In the filters too (this one used to be stored, answer 500, and break the list for good), and in a rename.
    const inFilters = await call('POST', '/svc/saved-searches', buyer.cookie, { name: 'Bagger', filters: { q: 'bag\u0000ger' } })
    expect(inFilters.status).toBe(400)
    expect(inFilters.body.error).toEqual({ code: 'invalid_text', message: `filters.q: ${FORBIDDEN_CHARACTERS_MESSAGE.en}` })
    expect((await call('POST', '/svc/saved-searches', buyer.cookie, { name: 'Bagger\nzwei', filters: { q: 'bagger' } })).status).toBe(400)
    expect(await savedCount()).toBe(before)
    const good = await call<SavedSearchRow>('POST', '/svc/saved-searches', buyer.cookie, { name: 'Bagger', filters: { q: 'bagger' } })
    expect(good.status).toBe(201)
    const renamed = await call('PATCH', `/svc/saved-searches/${good.body.data?.id}`, buyer.cookie, { name: 'x\u0007y' })
    expect(renamed.status).toBe(400)
    expect((await payload.findByID({ collection: 'saved-searches', id: good.body.data?.id as number, overrideAccess: true })).name).toBe('Bagger')

    const list = await call<SavedSearchRow[]>('GET', '/svc/saved-searches', buyer.cookie)
    expect(list.status).toBe(200)
    expect(list.body.data?.map((row) => row.name)).toEqual(['Bagger'])
  })

  it('keeps the list readable when an odd value is already stored (written before the rule)', async () => {
    // What the old code left behind (filters with a NUL, which the list's full-text query choked on),
    // and other odd values written past every check: a control character in the name, filters that
    // are not an object, an alert mode that does not exist.
    const db = openTestDb(path.join(dataDir, 'marketplace.db'))
    try {
      const insert = db.prepare('INSERT INTO saved_searches (user_id, name, filters, alert) VALUES (?, ?, ?, ?)')
      await whenUnlocked(() => insert.run(buyer.id, 'Bagger', '{"q":"bag\\u0000ger"}', 'instant'))
      await whenUnlocked(() => insert.run(buyer.id, 'Bag\u0001ger', '"bagger"', 'instant'))
      await whenUnlocked(() => insert.run(buyer.id, 'Odd alert', '{"q":"x\\u0000y","brand":"\\u0007"}', 'hourly'))
    } finally {
      db.close()
    }
    const list = await call<SavedSearchRow[]>('GET', '/svc/saved-searches', buyer.cookie)
    expect(list.status, list.text).toBe(200)
    // Newest first: the three odd rows read as a search without filters (nothing matches), names
    // without the control character, an alert mode that exists.
    // (Compared without the order: rows written in the same millisecond tie on createdAt.)
    const rows = list.body.data?.map((row) => [row.name, row.filters, row.match_count, row.alert])
    expect(rows, JSON.stringify(list.body.data)).toHaveLength(4)
    expect(rows?.filter((row) => JSON.stringify(row) === JSON.stringify(['Bagger', {}, 0, 'instant'])), JSON.stringify(rows)).toHaveLength(2)
    expect(rows, JSON.stringify(rows)).toEqual(expect.arrayContaining([['Odd alert', {}, 0, 'none'], ['Bagger', { q: 'bagger' }, expect.any(Number), 'instant']]))
  })

  it('answers /svc/auctions?q=%00 (and every other query text with a control character) with a 400', async () => {
    for (const url of ['/svc/auctions?q=%00', '/svc/auctions?q=%00bagger', '/svc/auctions?q=abc%00def', '/svc/auctions?brand=%07', '/svc/auctions?country=x%0Ay', '/svc/auctions/by-slug/a%00b', '/svc/auctions/a%00b']) {
      const answer = await call('GET', url)
      expect(answer.status, url).toBe(400)
      expect(answer.body.error?.code, url).toMatch(/^invalid_/)
    }
    const suggest = await call('POST', '/svc/functions/search-suggest', '', { q: '\u0000' })
    expect(suggest.status).toBe(400)
    expect(suggest.body.error?.message).toContain(FORBIDDEN_CHARACTERS_MESSAGE.en)
    // Ordinary odd-but-fine text still works: umlauts, emoji, right-to-left, combining marks.
    for (const q of ['Bägger', '🚜', 'حفارة', 'e\u0301', '\ufffd']) expect((await call('GET', `/svc/auctions?q=${encodeURIComponent(q)}`)).status, q).toBe(200)
  })

  it('answers an auction id this database cannot hold (found by the fuzz test) with 404 or an empty answer, never 500', async () => {
    // On SQLite these reached the query as NaN and the driver threw: 500 for the watchlist, the
    // reminders and the list's standing.
    for (const [method, url, body, status] of [
      ['PATCH', '/svc/watchlist/price_asc', { notify_email: false }, 404],
      ['POST', '/svc/watchlist', { auctionId: 'abc' }, 404],
      ['DELETE', '/svc/watchlist/abc', undefined, 200],
      ['GET', '/svc/watchlist/status?auctionId=abc', undefined, 200],
      ['PUT', '/svc/reminders/abc', {}, 404],
      ['DELETE', '/svc/reminders/abc', undefined, 404],
      ['GET', '/svc/auctions/standing?ids=abc,def', undefined, 200],
    ] as const) {
      const answer = await call(method, url, buyer.cookie, body)
      expect(answer.status, `${method} ${url}: ${answer.text}`).toBe(status)
    }
  })
})
