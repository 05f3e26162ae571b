import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { io as connect } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApplication } from '../../server/app'
import { bidStoreFor, createBidding } from '../../server/bidding/create-bidding'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { type Client, createAuction, createUser, SAME_ORIGIN } from './helpers/bidding'
import { startPayload } from './helpers/payload'

/**
 * Fields whose value is a price, a count of bids or an auction's timing. Any number (or, for
 * end times, any date) in one of them, anywhere in an answer to a visitor, fails this suite.
 */
const PRICE_KEYS = new Set(['current_price', 'start_price', 'min_next_bid', 'bid_increment', 'amount', 'max_amount', 'bid_count', 'end_time', 'reserve_met', 'version', 'closed_at', 'hammer_price'])

const priceLeaks = (value: unknown, path = '$'): string[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => priceLeaks(item, `${path}[${i}]`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => {
    const here = `${path}.${key}`
    if (PRICE_KEYS.has(key) && child !== null && child !== undefined && typeof child !== 'object') return [`${here} = ${JSON.stringify(child)}`]
    return priceLeaks(child, here)
  })
}

/** A euro figure in free text (the support assistant's answers). */
const EURO = /€\s?\d|\d[\d.,]*\s?€|EUR\s?\d/

/**
 * "Visitors never receive real prices, at any door": the service's routes, Payload's REST and
 * GraphQL, socket.io acknowledgements and broadcasts, and the support assistant, each asked as a
 * visitor, as a visitor with a verified lead-capture email and as a signed-in account whose
 * email is unconfirmed. A confirmed buyer asking the same doors gets the prices (so a door that
 * answered nothing at all would not pass for a safe one).
 */
describe('who sees prices, at every door', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Server
  let rest: Server
  let io: ReturnType<typeof createApplication>['io']
  let base: string
  let api: string
  let closeStore: () => Promise<void> | void
  const sockets: Client[] = []
  let live: { auctionId: number; listingId: number }
  let hidden: { auctionId: number; listingId: number }
  let slug: string
  let buyer: Awaited<ReturnType<typeof createUser>>
  let rival: Awaited<ReturnType<typeof createUser>>
  let unconfirmed: Awaited<ReturnType<typeof createUser>>
  let leadCookie: string

  /** The kinds of asker that must never see a price. */
  const askers = () => [
    { who: 'visitor', cookie: '' },
    { who: 'verified lead', cookie: leadCookie },
    { who: 'unconfirmed account', cookie: unconfirmed.cookie },
  ]

  const get = async (url: string, cookie: string) => {
    const response = await fetch(url, { headers: cookie ? { cookie, ...SAME_ORIGIN } : SAME_ORIGIN })
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const graphql = async (query: string, cookie: string) => {
    const response = await GRAPHQL_POST(Promise.resolve(payload.config))(
      new Request(`${api}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie, ...SAME_ORIGIN } : {}) }, body: JSON.stringify({ query }) }),
    )
    return { status: response.status, body: (await response.json()) as { data?: Record<string, { docs: unknown[] } | null>; errors?: unknown[] } }
  }
  const socket = (cookie: string) => {
    const client: Client = connect(base, { transports: ['websocket'], forceNew: true, extraHeaders: cookie ? { cookie, ...SAME_ORIGIN } : {} })
    sockets.push(client)
    return client
  }
  const emit = <T>(client: Client, event: string, body?: unknown) =>
    new Promise<T>((resolve) => (client.emit as (...args: unknown[]) => void)(event, ...(body === undefined ? [] : [body]), resolve))

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    buyer = await createUser(payload, 'prices-buyer@int.test')
    rival = await createUser(payload, 'prices-rival@int.test')
    unconfirmed = await createUser(payload, 'prices-unconfirmed@int.test', { confirmed: false })
    live = await createAuction(payload, { startPrice: 24_000 })
    hidden = await createAuction(payload, { startPrice: 77_000, status: 'ENDED', endInMs: -3_600_000 })
    await payload.update({ collection: 'listings', id: hidden.listingId, data: { status: 'draft' }, overrideAccess: true })
    slug = String((await payload.findByID({ collection: 'listings', id: live.listingId, overrideAccess: true })).slug)
    const lead = await payload.create({
      collection: 'leads',
      data: { email: 'lead@int.test', locale: 'en', token_hash: (await import('node:crypto')).createHash('sha256').update('a'.repeat(64)).digest('hex'), verified_at: new Date().toISOString(), source: 'auctions' } as never,
      overrideAccess: true,
    })
    expect(lead.id).toBeTruthy()
    leadCookie = `mm_lead=${'a'.repeat(64)}`

    service = createServer()
    const repository = createPayloadAuctionRepository(payload)
    const store = bidStoreFor(payload)
    closeStore = () => store.close?.()
    const bidding = createBidding(payload, { store, rateLimits: { perUser: 10_000, perIp: 10_000, windowMs: 10_000 } })
    ;({ io } = createApplication(service, { logger: createLogger('silent'), auctions: repository, probe: repository, payload, catalog: createCatalogRepository(payload), bidding }))
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`

    // Payload's REST API through the handler Next.js uses.
    rest = createServer(async (req, res) => {
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
      const response = await handleEndpoints({ config: payload.config, request: new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers }) })
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()))
      res.end(Buffer.from(await response.arrayBuffer()))
    })
    await new Promise<void>((resolve) => rest.listen(0, '127.0.0.1', resolve))
    api = `http://127.0.0.1:${(rest.address() as AddressInfo).port}`

    // Two bids, so the auction has a history, a count and a price above the start.
    for (const [who, amount] of [[rival, 24_000], [buyer, 25_000]] as const) {
      const placed = await fetch(`${base}/svc/auctions/${live.auctionId}/bids`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: who.cookie, ...SAME_ORIGIN }, body: JSON.stringify({ amount }) })
      expect(placed.status).toBe(201)
    }
  })

  afterAll(async () => {
    for (const client of sockets) client.close()
    await io?.close()
    await new Promise((resolve) => rest?.close(resolve))
    await closeStore?.()
    await stop?.()
  })

  it('the service routes answer without prices', async () => {
    for (const { who, cookie } of askers()) {
      const list = await get(`${base}/svc/auctions`, cookie)
      expect(list.status, who).toBe(200)
      expect((list.body as { data: { items: unknown[]; masked: boolean } }).data.items.length, who).toBeGreaterThan(0)
      expect((list.body as { data: { masked: boolean } }).data.masked, who).toBe(true)
      const snapshot = await get(`${base}/svc/auctions/${live.auctionId}`, cookie)
      expect(snapshot.status, who).toBe(200)
      expect(snapshot.body, who).toMatchObject({ data: { id: live.auctionId, status: 'LIVE', masked: true } })
      const detail = await get(`${base}/svc/auctions/by-slug/${slug}`, cookie)
      expect(detail.status, who).toBe(200)
      expect(detail.body, who).toMatchObject({ data: { start_price: null, snapshot: null, masked: true } })
      const history = await get(`${base}/svc/auctions/${live.auctionId}/bids`, cookie)
      expect(history.status, who).toBe(cookie === unconfirmed.cookie ? 403 : 401)
      expect(history.body, who).toMatchObject({ error: { code: 'prices_hidden' } })
      for (const answer of [list, snapshot, detail, history]) expect(priceLeaks(answer.body), who).toEqual([])
    }
  })

  it('the same routes give a confirmed buyer the prices', async () => {
    const list = await get(`${base}/svc/auctions`, buyer.cookie)
    expect((list.body as { data: { masked: boolean; items: { id: number; current_price: number }[] } }).data.items.find((i) => i.id === live.auctionId)?.current_price).toBe(25_000)
    expect((await get(`${base}/svc/auctions/${live.auctionId}`, buyer.cookie)).body).toMatchObject({ data: { current_price: 25_000, bid_count: 2, min_next_bid: expect.any(Number) } })
    expect((await get(`${base}/svc/auctions/by-slug/${slug}`, buyer.cookie)).body).toMatchObject({ data: { start_price: 24_000, snapshot: { current_price: 25_000 } } })
    const history = await get(`${base}/svc/auctions/${live.auctionId}/bids`, buyer.cookie)
    expect((history.body as { data: { amount: number }[] }).data.map((bid) => bid.amount)).toEqual([25_000, 24_000])
  })

  it("Payload's REST API hides price fields, bids and non-public auctions", async () => {
    for (const { who, cookie } of askers()) {
      const auctions = await get(`${api}/api/auctions?limit=100&depth=0`, cookie)
      expect(auctions.status, who).toBe(200)
      const docs = (auctions.body as { docs: { id: number }[] }).docs
      expect(docs.map((doc) => doc.id), who).toContain(live.auctionId)
      // An ended auction whose listing is no longer public is not listed at all.
      expect(docs.map((doc) => doc.id), who).not.toContain(hidden.auctionId)
      expect((await get(`${api}/api/auctions/${hidden.auctionId}`, cookie)).status, who).toBe(404)
      const one = await get(`${api}/api/auctions/${live.auctionId}?depth=2`, cookie)
      expect(one.status, who).toBe(200)
      const bids = await get(`${api}/api/bids?limit=100`, cookie)
      expect((bids.body as { docs?: unknown[] }).docs ?? [], who).toEqual([])
      // Nor can a price be found out by filtering or sorting on it.
      const probe = await get(`${api}/api/auctions?where[current_price][greater_than]=24500`, cookie)
      expect(probe.status, who).not.toBe(200)
      const sorted = await get(`${api}/api/auctions?sort=-current_price&limit=100`, cookie)
      for (const answer of [auctions, one, bids, probe, sorted]) expect(priceLeaks(answer.body), who).toEqual([])
    }
    const buyerView = await get(`${api}/api/auctions/${live.auctionId}`, buyer.cookie)
    expect(buyerView.body).toMatchObject({ current_price: 25_000, start_price: 24_000, bid_count: 2 })
  })

  it('GraphQL hides them the same way', async () => {
    const query = '{ Auctions(limit: 100) { docs { id current_price start_price bid_count end_time bid_increment reserve_met version } } Bids(limit: 100) { docs { amount } } }'
    for (const { who, cookie } of askers()) {
      const answer = await graphql(query, cookie)
      expect(answer.status, who).toBe(200)
      expect(answer.body.data?.Auctions?.docs.length, who).toBeGreaterThan(0)
      expect(priceLeaks(answer.body), who).toEqual([])
    }
    const buyerAnswer = await graphql(query, buyer.cookie)
    expect(buyerAnswer.body.data?.Auctions?.docs).toContainEqual(expect.objectContaining({ id: live.auctionId, current_price: 25_000 }))
  })

  it('socket.io: a masked join, no lists room, and no broadcast with prices', async () => {
    const watchers = askers().map(({ who, cookie }) => ({ who, client: socket(cookie), heard: [] as unknown[] }))
    const priced = { client: socket(buyer.cookie), heard: [] as unknown[] }
    for (const w of [...watchers, priced]) {
      w.client.on('auction:updated', (snapshot) => w.heard.push(snapshot))
      await new Promise<void>((resolve) => w.client.on('connect', () => resolve()))
    }
    for (const { who, client } of watchers) {
      const joined = await emit<unknown>(client, 'auction:join', { auctionId: live.auctionId })
      expect(joined, who).toEqual({ data: { id: live.auctionId, status: 'LIVE', masked: true } })
      expect(await emit<unknown>(client, 'lists:join'), who).toEqual({ data: { joined: false } })
    }
    expect(await emit<unknown>(priced.client, 'auction:join', { auctionId: live.auctionId })).toMatchObject({ data: { current_price: 25_000 } })
    expect(await emit<unknown>(priced.client, 'lists:join')).toEqual({ data: { joined: true } })

    const bid = await emit<{ data?: unknown }>(socket(rival.cookie), 'bid:place', { auctionId: live.auctionId, amount: 26_000 })
    expect(bid.data).toBeTruthy()
    await expect.poll(() => priced.heard.length).toBeGreaterThan(0)
    expect(priced.heard[0]).toMatchObject({ current_price: 26_000 })
    // Give any stray broadcast time to arrive before declaring there was none.
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (const { who, heard } of watchers) expect(heard, who).toEqual([])
  })

  it('the support assistant names no price to those who may not see it', async () => {
    const title = (await payload.findByID({ collection: 'listings', id: live.listingId, overrideAccess: true })).title
    const ask = async (cookie: string) => {
      const response = await fetch(`${base}/svc/functions/support-ai-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie, ...SAME_ORIGIN } : {}) },
        body: JSON.stringify({ message: `What is the current bid on the ${title}?`, locale: 'en', history: [] }),
      })
      expect(response.status).toBe(200)
      return ((await response.json()) as { data: { response: string } }).data.response
    }
    for (const { who, cookie } of askers()) expect(await ask(cookie), who).not.toMatch(EURO)
    expect(await ask(buyer.cookie)).toMatch(EURO)
  })
})
