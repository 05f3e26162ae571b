import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleEndpoints, type Payload } from 'payload'
import { io as connect } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { graphQLPost } from '../../cms/endpoints/graphql-post'
import { createApplication, type ServiceDeps } from '../../server/app'
import { bidStoreFor, createBidding } from '../../server/bidding/create-bidding'
import { createSettingsSource } from '../../server/settings/settings'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createLiveFacts } from '../../server/support/live-facts'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { type Client, createAuction, createUser, emitWithAck, SAME_ORIGIN } from './helpers/bidding'
import { startPayload } from './helpers/payload'

const API_CSP = "default-src 'none'; frame-ancestors 'none'"

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const close = async (server: Server | undefined) => {
  if (!server) return
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
}

/** The front door alone (no database): its own answers and its per-address limits. */
const startFrontDoor = async (deps: Partial<ServiceDeps>) => {
  const server = createServer()
  const repository = { findSnapshot: async () => null, checkDatabase: async () => ({ kind: 'none', latencyMs: 0 }) }
  const { io } = createApplication(server, { logger: createLogger('silent'), auctions: repository, probe: repository, ...deps })
  const base = await listen(server)
  return {
    base,
    stop: async () => {
      await io.close()
      await close(server)
    },
  }
}

describe('client address behind a proxy (TRUST_PROXY)', () => {
  const stops: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop()
  })

  // Three sign-in attempts from "different clients" as X-Forwarded-For claims; the limit is two.
  const attempts = async (base: string, forwardedFor: string[]) => {
    const statuses: number[] = []
    for (const address of forwardedFor) {
      const response = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'x-forwarded-for': address } })
      statuses.push(response.status)
    }
    return statuses
  }
  const limits = { login: 2, reset: 1, windowMs: 60_000 }

  it('ignores X-Forwarded-For when TRUST_PROXY is unset: a local client cannot reset its limit', async () => {
    const door = await startFrontDoor({ authLimits: limits, trustProxy: undefined })
    stops.push(door.stop)
    const statuses = await attempts(door.base, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
    expect(statuses[2]).toBe(429)
  })

  it('reads the client from X-Forwarded-For when the proxy in front is trusted', async () => {
    const door = await startFrontDoor({ authLimits: limits, trustProxy: 'loopback' })
    stops.push(door.stop)
    expect((await attempts(door.base, ['203.0.113.1', '203.0.113.2', '203.0.113.3']))[2]).not.toBe(429)
    // The same forwarded client is still limited.
    expect((await attempts(door.base, ['198.51.100.7', '198.51.100.7', '198.51.100.7']))[2]).toBe(429)
  })

  it('refuses a TRUST_PROXY value express cannot read, naming the variable', () => {
    expect(() => createApplication(createServer(), { logger: createLogger('silent'), auctions: { findSnapshot: async () => null }, probe: { checkDatabase: async () => ({ kind: 'none', latencyMs: 0 }) }, trustProxy: 'not-an-address' })).toThrow(/TRUST_PROXY "not-an-address"/)
  })
})

describe('security headers and malformed paths at the front door', () => {
  let cms: Server
  let site: Server
  const seenByCms: string[] = []
  const doors: { base: string; stop: () => Promise<void> }[] = []
  let base: string

  /** Stand-ins for the built CMS (Next.js) and site (Astro): real HTTP servers answering what those send. */
  const cmsAnswer = (req: IncomingMessage, res: ServerResponse) => {
    seenByCms.push(req.url ?? '')
    if (req.url?.startsWith('/api/kyc-documents/file/')) {
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4')
    } else if (req.url?.startsWith('/api/media/file/')) {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('jpeg')
    } else if (req.url?.startsWith('/admin')) {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'" }).end('<!doctype html><p>admin')
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"docs":[]}')
    }
  }
  const siteAnswer = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/auctions/')) {
      // On-demand pages: Astro sends its policy as a header, without frame-ancestors.
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "script-src 'self' 'sha256-x';" }).end('<!doctype html><p>auction')
    } else {
      // Static pages carry their policy in a <meta> tag.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><p>home')
    }
  }

  beforeAll(async () => {
    cms = createServer(cmsAnswer)
    site = createServer(siteAnswer)
    const [cmsUrl, siteUrl] = [await listen(cms), await listen(site)]
    doors.push(await startFrontDoor({ cmsUrl, siteUrl, publicUrl: 'http://localhost:3000' }))
    base = doors[0]!.base
  })

  afterAll(async () => {
    for (const door of doors) await door.stop()
    await close(cms)
    await close(site)
  })

  it("gives the service's own JSON and the CMS's JSON the API policy, and no HSTS over plain HTTP", async () => {
    for (const path of ['/svc/time', '/health', '/api/listings']) {
      const response = await fetch(`${base}${path}`)
      expect(response.headers.get('content-security-policy'), path).toBe(API_CSP)
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
      expect(response.headers.get('strict-transport-security'), path).toBeNull()
    }
    const image = await fetch(`${base}/api/media/file/photo.jpg`)
    expect(image.headers.get('content-security-policy')).toBe(API_CSP)
  })

  it('lets the admin embed PDFs from the same origin only', async () => {
    const pdf = await fetch(`${base}/api/kyc-documents/file/registration.pdf`)
    expect(pdf.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/)
    expect(pdf.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it("keeps a part's own page policy, adds frame-ancestors where it lacks one, and gives static pages the header-only rules", async () => {
    const admin = await fetch(`${base}/admin`)
    expect(admin.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'")
    const auction = await fetch(`${base}/auctions/cat-320`)
    expect(auction.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-x'; frame-ancestors 'none'")
    const home = await fetch(`${base}/`)
    expect(home.headers.get('content-security-policy')).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'")
    expect(home.headers.get('x-frame-options')).toBe('DENY')
  })

  it('sends HSTS when the public address is HTTPS or COOKIE_SECURE=true', async () => {
    const https = await startFrontDoor({ publicUrl: 'https://market.example.com' })
    doors.push(https)
    expect((await fetch(`${https.base}/health`)).headers.get('strict-transport-security')).toBe('max-age=31536000')
    process.env.COOKIE_SECURE = 'true'
    try {
      const secure = await startFrontDoor({ publicUrl: 'http://localhost:3000' })
      doors.push(secure)
      expect((await fetch(`${secure.base}/health`)).headers.get('strict-transport-security')).toBe('max-age=31536000')
    } finally {
      delete process.env.COOKIE_SECURE
    }
  })

  it('answers undecodable, NUL and folder-climbing paths with 400 before proxying them', async () => {
    seenByCms.length = 0
    for (const path of ['/api/media/file/%E0%A4%A', '/api/media/file/%00', '/api/media/file/..%2f..%2fpackage.json', '/api/media/file/%2e%2e%2fx', '/auctions/%E0%A4%A']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toEqual({ error: { code: 'invalid_path', message: 'The address is not valid.' } })
    }
    expect(seenByCms).toEqual([])
    // Ordinary encodings still pass.
    expect((await fetch(`${base}/api/media/file/bagger%20320.jpg`)).status).toBe(200)
  })
})

describe('CMS rules: settings fields, GraphQL errors and introspection, bid limits per address', () => {
  let payload: Payload
  let stop: () => Promise<void>
  const adminUser = { id: 0, collection: 'users', roles: ['admin'] }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    const admin = await payload.create({ collection: 'users', data: { email: 'admin@headers.test', password: 'secret12', roles: ['admin'] } as never, overrideAccess: true })
    adminUser.id = admin.id as number
  })

  afterAll(async () => {
    await stop?.()
  })

  const PRIVATE = ['commission_pct', 'support_inbox', 'bank', 'company']
  const PUBLIC = ['buyer_fee_pct', 'vat_pct', 'anti_sniping_window_secs', 'anti_sniping_extension_secs', 'increment_table', 'proxy_bidding_enabled', 'support_phone', 'sell_site_url']
  /** Issue #24: with a start time the length is the end, so only price viewers read it (tests/int/teaser-side-channels.test.ts). */
  const PRICE_VIEWERS = ['auction_length_hours']

  it('gives visitors only the settings public pages show; admins and the service read everything', async () => {
    const visitor = (await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false })) as unknown as Record<string, unknown>
    for (const field of PUBLIC) expect(visitor, field).toHaveProperty(field)
    for (const field of [...PRIVATE, ...PRICE_VIEWERS]) expect(visitor, field).not.toHaveProperty(field)

    const editor = { ...adminUser, roles: ['editor'] }
    const asEditor = (await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false, user: editor as never })) as unknown as Record<string, unknown>
    for (const field of PRIVATE) expect(asEditor, field).not.toHaveProperty(field)

    const asAdmin = (await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false, user: adminUser as never })) as unknown as Record<string, unknown>
    for (const field of [...PUBLIC, ...PRIVATE, ...PRICE_VIEWERS]) expect(asAdmin, field).toHaveProperty(field)

    // The service's server-side readers keep working: invoices get the bank, the assistant its facts.
    const bidding = await createSettingsSource(payload)()
    expect(bidding.bank.iban).toBeTruthy()
    const facts = createLiveFacts({ payload, catalog: createCatalogRepository(payload), snapshots: { findSnapshot: async () => null } })
    expect(await facts.settings()).toMatchObject({ supportPhone: '+49 89 1234 5670', buyerFeePct: 2, auctionLengthHours: 24 })
  })

  const graphql = (body: string) =>
    graphQLPost(payload.config)(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body }))

  it('answers a malformed GraphQL body with 400 and a message, and hides private settings there too', async () => {
    const malformed = await graphql('{oops')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ errors: [{ message: 'The request body is not valid JSON.' }] })

    const notAQuery = await graphql('{"query": 5}')
    expect(notAQuery.status).toBe(400)
    expect((await notAQuery.json()).errors[0].message).toEqual(expect.any(String))

    const settings = await graphql(JSON.stringify({ query: '{ Setting { buyer_fee_pct commission_pct support_inbox } }' }))
    const answer = await settings.json()
    expect(settings.status).toBe(200)
    expect(answer.errors).toBeUndefined()
    expect(answer.data.Setting).toEqual({ buyer_fee_pct: 2, commission_pct: null, support_inbox: null })
  })

  it('answers a NUL or a missing file on an upload route with 400 or 404 inside the CMS too', async () => {
    // handleEndpoints is the REST handler Next.js runs for /api/*.
    const get = (path: string) => handleEndpoints({ config: payload.config, request: new Request(`http://localhost:3000${path}`) })
    const nul = await get('/api/media/file/%00')
    expect(nul.status).toBe(400)
    expect(await nul.json()).toEqual({ errors: [{ message: 'Invalid filename.' }] })
    const missing = await get('/api/media/file/no-such-photo.jpg')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ errors: [{ message: 'File not found.' }] })
    expect((await get('/api/media/file/..%2f..%2fpackage.json')).status).toBeLessThan(500)
  })

  it('turns GraphQL introspection off in production only', async () => {
    const introspect = () => graphql(JSON.stringify({ query: '{ __schema { queryType { name } } }' }))
    const inTests = await (await introspect()).json()
    expect(inTests.data.__schema.queryType.name).toBe('Query')
    const env = process.env as Record<string, string | undefined>
    const before = env.NODE_ENV
    env.NODE_ENV = 'production'
    try {
      const body = await (await introspect()).json()
      expect(body.data).toBeUndefined()
      expect(body.errors[0].message).toMatch(/introspection is not allowed/)
    } finally {
      env.NODE_ENV = before
    }
  })

  it('keys the socket.io bid limit on the same client address as HTTP', async () => {
    /** A bidding service allowing two bids per address, with two bidders behind different forwarded addresses. */
    const run = async (trustProxy: string | undefined) => {
      const server = createServer()
      const repository = createPayloadAuctionRepository(payload)
      const store = bidStoreFor(payload)
      const bidding = createBidding(payload, { store, rateLimits: { perUser: 1_000, perIp: 2, windowMs: 60_000 } })
      const { io } = createApplication(server, { logger: createLogger('silent'), auctions: repository, probe: repository, bidding, trustProxy })
      const socketBase = await listen(server)
      const { auctionId } = await createAuction(payload, { startPrice: 10_000, bidIncrement: 100 })
      const tag = Math.random().toString(36).slice(2, 8)
      const [first, second] = [await createUser(payload, `a-${tag}@headers.test`), await createUser(payload, `b-${tag}@headers.test`)]
      const sockets: Client[] = [first, second].map((user, i) =>
        connect(socketBase, { transports: ['websocket'], forceNew: true, extraHeaders: { cookie: user.cookie, ...SAME_ORIGIN, 'x-forwarded-for': `203.0.113.${i + 1}` } }),
      )
      try {
        const [a, b] = sockets as [Client, Client]
        await emitWithAck(a, 'bid:place', { auctionId, amount: 10_100 })
        await emitWithAck(a, 'bid:place', { auctionId, amount: 10_500 })
        return await emitWithAck<{ error?: { code: string } }>(b, 'bid:place', { auctionId, amount: 11_000 })
      } finally {
        for (const socket of sockets) socket.close()
        await io.close()
        await store.close?.()
        await close(server)
      }
    }
    expect((await run(undefined)).error?.code).toBe('rate_limited')
    expect((await run('loopback')).error?.code).not.toBe('rate_limited')
  })
})
