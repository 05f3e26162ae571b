import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BidAccepted, BidLimitStatus } from '@core/contract'
import { bidHttp, createAuction, createUser, emitWithAck, readJson, SAME_ORIGIN, startService } from './helpers/bidding'
import { startPayload } from './helpers/payload'
import { sessionCookie } from './helpers/session'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
type Refusal = { error: { code: string; message: string; bid_limit?: number; exposure?: number; remaining?: number; contact?: string } }

/**
 * Bidding limits (issue #16, section 2) on a real service and a real Payload: the refusal on both
 * doors with its message, the exposure (proxy maximums, raising one's own bid, outbid auctions),
 * the settings default, who may read and set a limit over REST and GraphQL, and the race of one
 * buyer's two bids on two auctions at the same moment.
 */
describe('bidding limits', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Awaited<ReturnType<typeof startService>>
  let cms: Server
  let cmsBase: string
  let seller: Awaited<ReturnType<typeof createUser>>
  let rival: Awaited<ReturnType<typeof createUser>>

  const setLimit = (userId: number, limit: number | null) =>
    payload.update({ collection: 'users', id: userId, data: { bid_limit_eur: limit }, overrideAccess: true })
  const limitOf = async (cookie: string) => (await readJson(`${service.base}/svc/account/bid-limit`, cookie)) as { data: BidLimitStatus | null }

  const toRequest = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
    return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: req.method === 'GET' ? undefined : Buffer.concat(chunks) })
  }
  const send = async (res: ServerResponse, response: Response) => {
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()))
    res.end(Buffer.from(await response.arrayBuffer()))
  }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    seller = await createUser(payload, 'limit-seller@test.example')
    rival = await createUser(payload, 'limit-rival@test.example')
    service = await startService(payload)
    const graphql = GRAPHQL_POST(Promise.resolve(payload.config))
    cms = createServer(async (req, res) => {
      const request = await toRequest(req)
      await send(res, req.url?.startsWith('/api/graphql') ? await graphql(request) : await handleEndpoints({ config: payload.config, request }))
    })
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
    cmsBase = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await service?.stop()
    await new Promise((resolve) => cms?.close(resolve))
    await stop?.()
  })

  it('refuses a bid that would pass the limit, with the limit, the total and whom to contact, the same on HTTP and socket', async () => {
    const buyer = await createUser(payload, 'limit-refused@test.example')
    await setLimit(buyer.id, 50_000)
    const first = await createAuction(payload, { sellerId: seller.id, startPrice: 30_000 })
    const second = await createAuction(payload, { sellerId: seller.id, startPrice: 25_000 })
    const accepted = await bidHttp(service.base, first.auctionId, buyer.cookie, { amount: 30_000 })
    expect(accepted.status).toBe(201)
    expect(accepted.body.data.bid_limit).toEqual({ limit: 50_000, exposure: 30_000, remaining: 20_000 })

    const message = 'This bid would take your open bids to €55,000, above your bidding limit of €50,000. To raise it, contact us at +49 89 1234 5670.'
    const expected = { code: 'bid_limit_exceeded', message, bid_limit: 50_000, exposure: 55_000, remaining: 20_000, contact: '+49 89 1234 5670' }
    const overHttp = await bidHttp(service.base, second.auctionId, buyer.cookie, { amount: 25_000 })
    expect(overHttp).toEqual({ status: 409, body: { error: expected } })
    const overSocket = await emitWithAck<Refusal>(service.client(buyer.cookie), 'bid:place', { auctionId: second.auctionId, amount: 25_000 })
    expect(overSocket).toEqual({ error: expected })
    // Nothing was written, and what remains is unchanged.
    expect((await readJson(`${service.base}/svc/auctions/${second.auctionId}`, buyer.cookie)).data).toMatchObject({ bid_count: 0 })
    expect(await limitOf(buyer.cookie)).toEqual({ data: { limit: 50_000, exposure: 30_000, remaining: 20_000 } })
    // Exactly at the limit is allowed.
    const third = await createAuction(payload, { sellerId: seller.id, startPrice: 20_000 })
    const atLimit = await emitWithAck<{ data: BidAccepted }>(service.client(buyer.cookie), 'bid:place', { auctionId: third.auctionId, amount: 20_000 })
    expect(atLimit.data.bid_limit).toEqual({ limit: 50_000, exposure: 50_000, remaining: 0 })
  })

  it("counts raising one's own leading bid by the difference, frees what an outbid releases, and answers the buyer's own limit only", async () => {
    const buyer = await createUser(payload, 'limit-exposure@test.example')
    await setLimit(buyer.id, 40_000)
    const a = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000 })
    const b = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000 })
    expect((await bidHttp(service.base, a.auctionId, buyer.cookie, { amount: 20_000 })).status).toBe(201)
    expect((await bidHttp(service.base, b.auctionId, buyer.cookie, { amount: 10_000 })).status).toBe(201)
    // Raising a (leading at 20,000) to 30,000: 30,000 + 10,000 = 40,000, exactly the limit.
    const raised = await bidHttp(service.base, a.auctionId, buyer.cookie, { amount: 30_000 })
    expect(raised.status).toBe(201)
    expect((raised.body.data as BidAccepted).bid_limit).toEqual({ limit: 40_000, exposure: 40_000, remaining: 0 })
    expect((await bidHttp(service.base, a.auctionId, buyer.cookie, { amount: 30_500 })).body.error).toMatchObject({ code: 'bid_limit_exceeded', remaining: 0 })
    // Outbid on b: its 10,000 no longer counts.
    expect((await bidHttp(service.base, b.auctionId, rival.cookie, { amount: 10_500 })).status).toBe(201)
    expect(await limitOf(buyer.cookie)).toEqual({ data: { limit: 40_000, exposure: 30_000, remaining: 10_000 } })
    expect((await bidHttp(service.base, a.auctionId, buyer.cookie, { amount: 40_000 })).status).toBe(201)
    // An ended auction no longer counts either.
    await payload.update({ collection: 'auctions', id: a.auctionId, data: { status: 'ENDED' }, overrideAccess: true })
    expect(await limitOf(buyer.cookie)).toEqual({ data: { limit: 40_000, exposure: 0, remaining: 40_000 } })
    // Without a limit the answer is null; visitors get 401.
    expect(await limitOf(rival.cookie)).toEqual({ data: null })
    const visitor = await fetch(`${service.base}/svc/account/bid-limit`, { headers: SAME_ORIGIN })
    expect(visitor.status).toBe(401)
  })

  it('applies the settings default to buyers without their own limit; their own limit wins', async () => {
    const plain = await createUser(payload, 'limit-default@test.example')
    const own = await createUser(payload, 'limit-own@test.example')
    await setLimit(own.id, 100_000)
    await payload.updateGlobal({ slug: 'settings', data: { default_bid_limit_eur: 15_000 }, overrideAccess: true })
    try {
      const fresh = await startService(payload)
      try {
        const auction = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000 })
        expect((await bidHttp(fresh.base, auction.auctionId, plain.cookie, { amount: 20_000 })).body.error).toMatchObject({ code: 'bid_limit_exceeded', bid_limit: 15_000 })
        expect((await bidHttp(fresh.base, auction.auctionId, own.cookie, { amount: 20_000 })).status).toBe(201)
      } finally {
        await fresh.stop()
      }
    } finally {
      await payload.updateGlobal({ slug: 'settings', data: { default_bid_limit_eur: null }, overrideAccess: true })
    }
  })

  it('counts a proxy maximum at the maximum', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { proxy_bidding_enabled: true }, overrideAccess: true })
    const fresh = await startService(payload)
    try {
      const buyer = await createUser(payload, 'limit-proxy@test.example')
      await setLimit(buyer.id, 30_000)
      const a = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000 })
      const b = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000 })
      const proxied = await bidHttp(fresh.base, a.auctionId, buyer.cookie, { amount: 10_000, max_amount: 25_000 })
      expect(proxied.body.data.bid_limit).toEqual({ limit: 30_000, exposure: 25_000, remaining: 5_000 })
      expect((await bidHttp(fresh.base, b.auctionId, buyer.cookie, { amount: 10_000 })).body.error).toMatchObject({ code: 'bid_limit_exceeded', exposure: 35_000 })
    } finally {
      await fresh.stop()
      await payload.updateGlobal({ slug: 'settings', data: { proxy_bidding_enabled: false }, overrideAccess: true })
    }
  })

  it('only admins set a limit; the buyer reads their own, not another buyer’s (REST and GraphQL); KYC reviewers read it', async () => {
    const buyer = await createUser(payload, 'limit-access@test.example')
    const other = await createUser(payload, 'limit-other@test.example')
    await setLimit(other.id, 77_000)
    await setLimit(buyer.id, 10_000)
    const admin = await payload.create({ collection: 'users', data: { email: 'limit-admin@test.example', password: 'secret123', roles: ['admin'] }, overrideAccess: true })
    const reviewer = await payload.create({ collection: 'users', data: { email: 'limit-reviewer@test.example', password: 'secret123', roles: ['kyc-reviewer'] }, overrideAccess: true })
    const adminCookie = await sessionCookie(payload, 'limit-admin@test.example', 'secret123')
    const reviewerCookie = await sessionCookie(payload, 'limit-reviewer@test.example', 'secret123')
    const rest = (path: string, cookie: string, init: { method?: string; body?: unknown } = {}) =>
      fetch(`${cmsBase}${path}`, {
        method: init.method ?? 'GET',
        headers: { cookie, origin: PUBLIC_ORIGIN, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    const gql = (query: string, cookie: string) =>
      fetch(`${cmsBase}/api/graphql`, { method: 'POST', headers: { cookie, origin: PUBLIC_ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then((r) => r.json())
    const stored = async (id: number) => (await payload.findByID({ collection: 'users', id, overrideAccess: true })).bid_limit_eur

    // The buyer reads their own limit, cannot raise it over REST or GraphQL.
    expect((await rest(`/api/users/${buyer.id}`, buyer.cookie)).body.bid_limit_eur).toBe(10_000)
    await rest(`/api/users/${buyer.id}`, buyer.cookie, { method: 'PATCH', body: { bid_limit_eur: 5_000_000 } })
    expect(await stored(buyer.id)).toBe(10_000)
    await gql(`mutation { updateUser(id: ${buyer.id}, data: { bid_limit_eur: 5000000 }) { id bid_limit_eur } }`, buyer.cookie)
    expect(await stored(buyer.id)).toBe(10_000)
    // Another buyer's record (and so their limit) stays invisible and unchangeable.
    expect((await rest(`/api/users/${other.id}`, buyer.cookie)).status).toBe(404)
    const listed = await rest(`/api/users?limit=100`, buyer.cookie)
    expect(JSON.stringify(listed.body)).not.toContain('77000')
    const otherGql = await gql(`{ User(id: ${other.id}) { id bid_limit_eur } }`, buyer.cookie)
    expect(otherGql.data?.User ?? null).toBeNull()
    await rest(`/api/users/${other.id}`, buyer.cookie, { method: 'PATCH', body: { bid_limit_eur: 1 } })
    expect(await stored(other.id)).toBe(77_000)
    // A KYC reviewer reads limits but does not change them; an admin sets them.
    expect((await rest(`/api/users/${other.id}`, reviewerCookie)).body.bid_limit_eur).toBe(77_000)
    await rest(`/api/users/${other.id}`, reviewerCookie, { method: 'PATCH', body: { bid_limit_eur: 1 } })
    expect(await stored(other.id)).toBe(77_000)
    const set = await rest(`/api/users/${buyer.id}`, adminCookie, { method: 'PATCH', body: { bid_limit_eur: 60_000 } })
    expect(set.status).toBe(200)
    expect(await stored(buyer.id)).toBe(60_000)
    // The settings default is admin-only too.
    const settings = await rest('/api/globals/settings', buyer.cookie)
    expect(settings.body).not.toHaveProperty('default_bid_limit_eur')
    expect(admin.id && reviewer.id).toBeTruthy()
  })

  it('the race: one buyer, two bids on two auctions at the same moment whose sum passes the limit, exactly one accepted (20 rounds, socket and HTTP)', async () => {
    const buyer = await createUser(payload, 'limit-race@test.example')
    const limit = 30_000
    await setLimit(buyer.id, limit)
    const socket = service.client(buyer.cookie)
    for (let round = 0; round < 20; round++) {
      const a = await createAuction(payload, { sellerId: seller.id, startPrice: 20_000 })
      const b = await createAuction(payload, { sellerId: seller.id, startPrice: 20_000 })
      // Each bid alone fits (20,000 ≤ 30,000); together they make 40,000.
      const replies = await Promise.all([
        round % 2 === 0
          ? emitWithAck<{ data?: BidAccepted } & Partial<Refusal>>(socket, 'bid:place', { auctionId: a.auctionId, amount: 20_000 })
          : bidHttp(service.base, a.auctionId, buyer.cookie, { amount: 20_000 }).then((reply) => reply.body as { data?: BidAccepted } & Partial<Refusal>),
        bidHttp(service.base, b.auctionId, buyer.cookie, { amount: 20_000 }).then((reply) => reply.body as { data?: BidAccepted } & Partial<Refusal>),
      ])
      const accepted = replies.filter((reply) => reply.data)
      const refused = replies.filter((reply) => reply.error)
      expect(accepted, `round ${round}`).toHaveLength(1)
      expect(refused.map((reply) => reply.error?.code), `round ${round}`).toEqual(['bid_limit_exceeded'])
      const counts = await Promise.all([a, b].map(async ({ auctionId }) => (await readJson(`${service.base}/svc/auctions/${auctionId}`, buyer.cookie)).data.bid_count as number))
      expect(counts.reduce((sum, n) => sum + n, 0), `round ${round}`).toBe(1)
      // Free the limit for the next round: the accepted auction ends.
      for (const { auctionId } of [a, b]) await payload.update({ collection: 'auctions', id: auctionId, data: { status: 'ENDED' }, overrideAccess: true })
    }
  })
})
