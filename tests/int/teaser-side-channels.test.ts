import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApplication } from '../../server/app'
import { bidStoreFor, createBidding } from '../../server/bidding/create-bidding'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { createAuction, createUser, SAME_ORIGIN } from './helpers/bidding'
import { startPayload } from './helpers/payload'

/**
 * Issue #24, section 1: the teaser against a patient visitor. Prices are masked already
 * (price-visibility.test.ts); these are the side channels around them: time fields that give the
 * end (start + length), timestamps and fields that move with every bid, the order of a list sorted
 * by a hidden field, and a buyer whose email became unconfirmed again. Each door is asked as a
 * visitor, a verified lead and an unconfirmed account, and a confirmed buyer still gets everything.
 */

/**
 * Keys whose value tells an auction's timing or that it was bid on. (An auction's own createdAt and
 * updatedAt are checked where auctions are read: other documents' timestamps do not move with bids.)
 */
const TIME_KEYS = new Set(['start_time', 'end_time', 'closed_at', 'auction_length_hours', 'sent_at', 'exposure'])

const timeLeaks = (value: unknown, path = '$'): string[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => timeLeaks(item, `${path}[${i}]`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => {
    const here = `${path}.${key}`
    if (TIME_KEYS.has(key) && child !== null && child !== undefined && typeof child !== 'object') return [`${here} = ${JSON.stringify(child)}`]
    return timeLeaks(child, here)
  })
}

describe('the teaser gives nothing away through side channels', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Server
  let rest: Server
  let io: ReturnType<typeof createApplication>['io']
  let base: string
  let api: string
  let closeStore: () => Promise<void> | void
  /** Created first, ends first; bid on in the tests, so its updatedAt is the newest. */
  let older: { auctionId: number; listingId: number }
  /** Created second, ends later, cheaper. */
  let newer: { auctionId: number; listingId: number }
  let buyer: Awaited<ReturnType<typeof createUser>>
  let rival: Awaited<ReturnType<typeof createUser>>
  let unconfirmed: Awaited<ReturnType<typeof createUser>>
  let leadCookie: string

  const askers = () => [
    { who: 'visitor', cookie: '' },
    { who: 'verified lead', cookie: leadCookie },
    { who: 'unconfirmed account', cookie: unconfirmed.cookie },
  ]

  const headersOf = (cookie: string) => (cookie ? { cookie, ...SAME_ORIGIN } : SAME_ORIGIN)
  const text = async (url: string, cookie: string) => {
    const response = await fetch(url, { headers: headersOf(cookie) })
    return { status: response.status, text: await response.text() }
  }
  const get = async <T = unknown>(url: string, cookie: string) => {
    const response = await fetch(url, { headers: headersOf(cookie) })
    return { status: response.status, body: (await response.json()) as T }
  }
  const graphql = async (query: string, cookie: string) => {
    const response = await GRAPHQL_POST(Promise.resolve(payload.config))(
      new Request(`${api}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie, ...SAME_ORIGIN } : {}) }, body: JSON.stringify({ query }) }),
    )
    return { status: response.status, text: await response.text() }
  }
  const bid = async (cookie: string, auctionId: number, amount: number) => {
    const placed = await fetch(`${base}/svc/auctions/${auctionId}/bids`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, ...SAME_ORIGIN }, body: JSON.stringify({ amount }) })
    expect(placed.status).toBe(201)
  }
  /** The relative order of our two auctions in a list of docs or cards. */
  const orderOf = (items: { id: number }[]) => items.map((item) => item.id).filter((id) => id === older.auctionId || id === newer.auctionId)

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    buyer = await createUser(payload, 'side-buyer@int.test')
    rival = await createUser(payload, 'side-rival@int.test')
    unconfirmed = await createUser(payload, 'side-unconfirmed@int.test', { confirmed: false })
    older = await createAuction(payload, { startPrice: 90_000, endInMs: 2 * 3_600_000 })
    newer = await createAuction(payload, { startPrice: 5_000, endInMs: 5 * 3_600_000 })
    await payload.create({
      collection: 'leads',
      data: { email: 'side-lead@int.test', locale: 'en', token_hash: (await import('node:crypto')).createHash('sha256').update('b'.repeat(64)).digest('hex'), verified_at: new Date().toISOString(), source: 'auctions' } as never,
      overrideAccess: true,
    })
    leadCookie = `mm_lead=${'b'.repeat(64)}`

    service = createServer()
    const repository = createPayloadAuctionRepository(payload)
    const store = bidStoreFor(payload)
    closeStore = () => store.close?.()
    const bidding = createBidding(payload, { store, rateLimits: { perUser: 10_000, perIp: 10_000, windowMs: 10_000 } })
    ;({ io } = createApplication(service, { logger: createLogger('silent'), auctions: repository, probe: repository, payload, catalog: createCatalogRepository(payload), bidding }))
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`

    rest = createServer(async (req, res) => {
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
      const response = await handleEndpoints({ config: payload.config, request: new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers }) })
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()))
      res.end(Buffer.from(await response.arrayBuffer()))
    })
    await new Promise<void>((resolve) => rest.listen(0, '127.0.0.1', resolve))
    api = `http://127.0.0.1:${(rest.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await io?.close()
    await new Promise((resolve) => rest?.close(resolve))
    await closeStore?.()
    await stop?.()
  })

  it('a bid changes nothing a visitor reads over REST or GraphQL (byte for byte)', async () => {
    const doors = (cookie: string) => [
      () => text(`${api}/api/auctions/${older.auctionId}?depth=1`, cookie),
      () => text(`${api}/api/auctions?limit=100&depth=1`, cookie),
      () => text(`${api}/api/listings/${older.listingId}?depth=2`, cookie),
      () => graphql(`{ Auction(id: ${older.auctionId}) { id status start_time end_time closed_at createdAt updatedAt anti_sniping_window_secs listing { id updatedAt } } }`, cookie),
      () => graphql('{ Auctions(limit: 100) { docs { id status start_time createdAt updatedAt } } }', cookie),
    ]
    const before = new Map<string, string[]>()
    for (const { who, cookie } of askers()) before.set(who, await Promise.all(doors(cookie).map(async (door) => (await door()).text)))
    await new Promise((resolve) => setTimeout(resolve, 5))
    await bid(rival.cookie, older.auctionId, 90_000)
    for (const { who, cookie } of askers()) {
      const after = await Promise.all(doors(cookie).map(async (door) => (await door()).text))
      expect(after, who).toEqual(before.get(who))
      for (const answer of after) expect(timeLeaks(JSON.parse(answer)), who).toEqual([])
      const [one, list, , graphOne, graphList] = after.map((answer) => JSON.parse(answer) as Record<string, unknown>)
      const auctions = [
        one,
        ...((list as { docs: Record<string, unknown>[] }).docs ?? []),
        (graphOne as { data: { Auction: Record<string, unknown> } }).data.Auction,
        ...(graphList as { data: { Auctions: { docs: Record<string, unknown>[] } } }).data.Auctions.docs,
      ]
      for (const auction of auctions) expect([auction?.createdAt ?? null, auction?.updatedAt ?? null], who).toEqual([null, null])
    }
    // A buyer who may see prices still reads the times.
    const buyerView = await get<Record<string, unknown>>(`${api}/api/auctions/${older.auctionId}`, buyer.cookie)
    expect(buyerView.body).toMatchObject({ start_time: expect.any(String), end_time: expect.any(String), updatedAt: expect.any(String), bid_count: 1 })
  })

  it('sorting or filtering on a time field tells a visitor nothing (REST and GraphQL)', async () => {
    // A bid on the older auction, so its updatedAt is the newest of the two.
    await bid(buyer.cookie, older.auctionId, 95_000)
    const since = new Date(Date.now() - 60_000).toISOString()
    const plain = (cookie: string) => get<{ docs: { id: number }[] }>(`${api}/api/auctions?limit=100&depth=0`, cookie)
    for (const { who, cookie } of askers()) {
      const neutral = orderOf((await plain(cookie)).body.docs)
      expect(neutral, who).toHaveLength(2)
      for (const sort of ['-updatedAt', 'updatedAt', 'end_time', '-end_time', 'start_time', '-start_time', 'createdAt', '-createdAt', 'closed_at']) {
        const sorted = await get<{ docs?: { id: number }[] }>(`${api}/api/auctions?limit=100&depth=0&sort=${sort}`, cookie)
        expect(sorted.status, `${who} sort=${sort}`).toBe(200)
        expect(orderOf(sorted.body.docs ?? []), `${who} sort=${sort}`).toEqual(neutral)
      }
      for (const field of ['updatedAt', 'createdAt', 'start_time', 'end_time', 'closed_at']) {
        const filtered = await get(`${api}/api/auctions?where[${field}][greater_than]=${encodeURIComponent(since)}`, cookie)
        expect(filtered.status, `${who} where ${field}`).not.toBe(200)
        const counted = await get(`${api}/api/auctions/count?where[${field}][less_than]=${encodeURIComponent(new Date(Date.now() + 3 * 3_600_000).toISOString())}`, cookie)
        expect(counted.status, `${who} count where ${field}`).not.toBe(200)
      }
      const byUpdate = await graphql(`{ Auctions(limit: 100, sort: "-updatedAt") { docs { id } } }`, cookie)
      expect(orderOf((JSON.parse(byUpdate.text) as { data: { Auctions: { docs: { id: number }[] } } }).data.Auctions.docs), who).toEqual(neutral)
      const byEnd = await graphql(`{ Auctions(limit: 100, sort: "end_time") { docs { id } } }`, cookie)
      expect(orderOf((JSON.parse(byEnd.text) as { data: { Auctions: { docs: { id: number }[] } } }).data.Auctions.docs), who).toEqual(neutral)
      const whereUpdate = JSON.parse((await graphql(`{ Auctions(where: { updatedAt: { greater_than: "${since}" } }) { docs { id } } }`, cookie)).text) as { data?: { Auctions: { docs: unknown[] } | null }; errors?: unknown[] }
      expect(whereUpdate.data?.Auctions?.docs ?? [], who).toEqual([])
      const whereEnd = JSON.parse((await graphql(`{ Auctions(where: { end_time: { less_than: "${new Date(Date.now() + 3 * 3_600_000).toISOString()}" } }) { docs { id } } }`, cookie)).text) as { data?: { Auctions: { docs: unknown[] } | null } }
      expect(whereEnd.data?.Auctions?.docs ?? [], who).toEqual([])
    }
    // A price viewer's sort by end time is honoured: the older auction ends first.
    const buyerSorted = await get<{ docs: { id: number }[] }>(`${api}/api/auctions?limit=100&depth=0&sort=end_time`, buyer.cookie)
    expect(orderOf(buyerSorted.body.docs)).toEqual([older.auctionId, newer.auctionId])
  })

  it('the settings global keeps the auction length from visitors (REST and GraphQL)', async () => {
    for (const { who, cookie } of askers()) {
      const settings = await get<Record<string, unknown>>(`${api}/api/globals/settings?depth=0`, cookie)
      expect(settings.status, who).toBe(200)
      expect(settings.body.buyer_fee_pct, who).toEqual(expect.any(Number))
      expect(settings.body.auction_length_hours, who).toBeUndefined()
      const answer = JSON.parse((await graphql('{ Setting { buyer_fee_pct auction_length_hours } }', cookie)).text) as { data?: { Setting: Record<string, unknown> | null } }
      expect(answer.data?.Setting?.buyer_fee_pct, who).toEqual(expect.any(Number))
      expect(answer.data?.Setting?.auction_length_hours ?? null, who).toBeNull()
    }
    expect((await get<Record<string, unknown>>(`${api}/api/globals/settings?depth=0`, buyer.cookie)).body.auction_length_hours).toEqual(expect.any(Number))
    const buyerGraph = JSON.parse((await graphql('{ Setting { auction_length_hours } }', buyer.cookie)).text) as { data: { Setting: Record<string, unknown> } }
    expect(buyerGraph.data.Setting.auction_length_hours).toEqual(expect.any(Number))
  })

  it('pages and FAQ answers still state the auction length to visitors (filled by the CMS)', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { auction_length_hours: 48 }, overrideAccess: true })
    try {
      const faq = await payload.create({
        collection: 'faqs',
        data: { question: 'How long?', answer_md: 'Every auction runs for **{{auction_length_hours}} hours**; the fee is {{buyer_fee_pct}}.', topic: 'auctions', _status: 'published' } as never,
        overrideAccess: true,
      })
      for (const { who, cookie } of askers()) {
        const read = await get<{ answer_md: string }>(`${api}/api/faqs/${faq.id}?locale=en`, cookie)
        expect(read.status, who).toBe(200)
        // The length is filled in; the public figures stay for the site to fill as before.
        expect(read.body.answer_md, who).toBe('Every auction runs for **48 hours**; the fee is {{buyer_fee_pct}}.')
      }
      const de = await get<{ answer_md: string }>(`${api}/api/faqs/${faq.id}?locale=de`, '')
      expect(de.body.answer_md).toContain('**48 hours**')
      // A price viewer (and an editor) reads the placeholder and the setting itself.
      expect((await get<{ answer_md: string }>(`${api}/api/faqs/${faq.id}`, buyer.cookie)).body.answer_md).toContain('{{auction_length_hours}}')
    } finally {
      await payload.updateGlobal({ slug: 'settings', data: { auction_length_hours: 24 }, overrideAccess: true })
    }
  })

  it('/svc/auctions ignores price and end-time sorts for viewers without prices', async () => {
    const order = async (sort: string, cookie: string) => {
      const list = await get<{ data: { items: { id: number }[]; sort: string } }>(`${base}/svc/auctions?sort=${sort}&limit=100`, cookie)
      expect(list.status).toBe(200)
      return { ids: orderOf(list.body.data.items), sort: list.body.data.sort }
    }
    for (const { who, cookie } of askers()) {
      const neutral = await order('newly_listed', cookie)
      expect(neutral.ids, who).toHaveLength(2)
      for (const sort of ['price_asc', 'price_desc', 'closing_soon']) {
        const answer = await order(sort, cookie)
        expect(answer.ids, `${who} ${sort}`).toEqual(neutral.ids)
        expect(answer.sort, `${who} ${sort}`).toBe('newly_listed')
      }
    }
    // A buyer gets the true orders.
    expect((await order('price_asc', buyer.cookie)).ids).toEqual([newer.auctionId, older.auctionId])
    expect((await order('price_desc', buyer.cookie)).ids).toEqual([older.auctionId, newer.auctionId])
    expect((await order('closing_soon', buyer.cookie)).sort).toBe('closing_soon')
  })

  it("a buyer whose email is unconfirmed again gets no times, prices or standings in their own lists", async () => {
    const again = await createUser(payload, 'side-again@int.test')
    await bid(again.cookie, newer.auctionId, 5_000)
    await bid(rival.cookie, newer.auctionId, 5_500)
    const watch = await fetch(`${base}/svc/watchlist`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: again.cookie, ...SAME_ORIGIN }, body: JSON.stringify({ auctionId: older.auctionId }) })
    expect(watch.status).toBeLessThan(300)
    const watchNewer = await fetch(`${base}/svc/watchlist`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: again.cookie, ...SAME_ORIGIN }, body: JSON.stringify({ auctionId: newer.auctionId }) })
    expect(watchNewer.status).toBeLessThan(300)
    const reminder = await fetch(`${base}/svc/reminders/${older.auctionId}`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie: again.cookie, ...SAME_ORIGIN }, body: JSON.stringify({ lead_minutes: 60 }) })
    expect(reminder.status).toBeLessThan(300)
    // The reminder went out (sent_at = end − lead: the end, to the minute).
    await payload.update({ collection: 'reminders', where: { user: { equals: again.id } }, data: { sent_at: new Date().toISOString() }, overrideAccess: true })
    await payload.create({ collection: 'notifications', data: { user: again.id, type: 'outbid', title: 'You were outbid: €5,500', body: 'The current bid is €5,500.', link: '/auctions/x' }, overrideAccess: true })

    const doors = [
      `${base}/svc/account/my-bids`,
      `${base}/svc/account/watchlist`,
      `${base}/svc/account/activity`,
      `${base}/svc/account/notifications`,
      `${base}/svc/reminders`,
      `${base}/svc/account/bid-limit`,
      `${api}/api/bids?depth=1`,
      `${api}/api/watchlist?depth=1`,
      `${api}/api/reminders?depth=1`,
      `${api}/api/notifications`,
    ]
    // While confirmed, the buyer sees their own figures.
    const myBids = await get<{ data: { price: number | null; end_time: string | null; outcome: string }[] }>(doors[0]!, again.cookie)
    expect(myBids.body.data[0]).toMatchObject({ price: 5_500, end_time: expect.any(String), outcome: 'outbid' })

    await payload.update({ collection: 'users', id: again.id, data: { email: 'side-again-new@int.test' }, overrideAccess: true })
    for (const url of doors) {
      const answer = await get(url, again.cookie)
      expect(answer.status, url).toBeLessThan(500)
      const leaks = [...timeLeaks(answer.body), ...JSON.stringify(answer.body).match(/€\s?\d[\d,.]*|"(amount|my_bid|price|current_price|is_highest)":\d/g) ?? []]
      expect(leaks, url).toEqual([])
    }
    // Nor through the relation: a filter or a sort on the watched auction's hidden fields.
    const soon = encodeURIComponent(new Date(Date.now() + 3 * 3_600_000).toISOString())
    for (const url of [`${api}/api/watchlist?where[auction.end_time][less_than]=${soon}`, `${api}/api/bids?where[auction.updatedAt][less_than]=${soon}`, `${api}/api/reminders?where[sent_at][exists]=true`]) {
      expect((await get(url, again.cookie)).status, url).not.toBe(200)
    }
    // A sort through the relation is refused too (Payload checks field access on the sort path).
    for (const sort of ['auction.end_time', '-auction.updatedAt']) expect((await get(`${api}/api/watchlist?depth=0&sort=${sort}`, again.cookie)).status, sort).toBe(400)
    const masked = await get<{ data: { price: number | null; end_time: string | null; outcome: string | null; my_bid: number | null }[] }>(doors[0]!, again.cookie)
    expect(masked.body.data).toHaveLength(1)
    // Outbid or leading changes when someone bids: no standing while it runs.
    expect(masked.body.data[0]).toMatchObject({ price: null, my_bid: null, end_time: null, outcome: null })
  })
})
