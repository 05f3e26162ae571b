import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApplication } from '../../server/app'
import type { ClientToServerEvents, ServerToClientEvents } from '@core/contract'
import { auctionRoom } from '@core/contract'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createUser, readJson, SAME_ORIGIN } from './helpers/bidding'
import { startPayload } from './helpers/payload'

type Client = Socket<ServerToClientEvents, ClientToServerEvents>

/** The bidding service on a random port with a real Payload database and real socket.io clients. */
describe('bidding service', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let server: Server
  let io: ReturnType<typeof createApplication>['io']
  let base: string
  let auctionId: number
  const clients: Client[] = []
  let buyer: Awaited<ReturnType<typeof createUser>>

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    const listing = await payload.create({
      collection: 'listings',
      data: { title: 'Liebherr L 556', category: 'wheel_loaders', brand: 'Liebherr', model: 'L 556', year: 2018, hours: 7200, location_city: 'Ulm', location_country: 'DE', status: 'live' },
      overrideAccess: true,
    })
    const now = Date.now()
    const auction = await payload.create({
      collection: 'auctions',
      data: { listing: listing.id, status: 'LIVE', start_time: new Date(now - 3600_000).toISOString(), end_time: new Date(now + 3600_000).toISOString(), start_price: 42_000, current_price: 45_500, bid_count: 3 },
      overrideAccess: true,
    })
    auctionId = auction.id as number
    server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    ;({ io } = createApplication(server, { logger: createLogger('silent'), auctions: repository, probe: repository, payload }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    // Live prices are for signed-in accounts with a confirmed email (domain/price-visibility.ts).
    buyer = await createUser(payload, 'service-buyer@int.test')
  })

  afterAll(async () => {
    for (const client of clients) client.close()
    await io?.close()
    await stop?.()
  })

  const client = (cookie = buyer.cookie) => {
    const socket: Client = connect(base, { transports: ['websocket'], forceNew: true, extraHeaders: cookie ? { cookie, ...SAME_ORIGIN } : {} })
    clients.push(socket)
    return socket
  }

  it('reports itself and the database as healthy', async () => {
    const response = await fetch(`${base}/health`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.status).toBe('ok')
    expect(body.parts.database).toMatchObject({ ok: true, kind: 'sqlite' })
  })

  it('serves an auction snapshot and the server clock', async () => {
    const snapshot = await readJson(`${base}/svc/auctions/${auctionId}`, buyer.cookie)
    expect(snapshot.data).toMatchObject({ id: auctionId, status: 'LIVE', current_price: 45_500, bid_count: 3 })
    expect(await readJson(`${base}/svc/auctions/${auctionId}`)).toEqual({ data: { id: auctionId, status: 'LIVE', masked: true } })
    const before = Date.now()
    const clock = await (await fetch(`${base}/svc/time`)).json()
    expect(clock.data.serverTime).toBeGreaterThanOrEqual(before - 1000)
  })

  it('answers bad input with a clear error and no stack trace', async () => {
    const badId = await fetch(`${base}/svc/auctions/${encodeURIComponent('1; DROP TABLE')}`)
    expect(badId.status).toBe(400)
    expect((await badId.json()).error.code).toBe('invalid_request')
    const missing = await fetch(`${base}/svc/auctions/999999`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: { code: 'auction_not_found', message: 'Auction not found.' } })
    const badJson = await fetch(`${base}/svc/time`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' })
    expect(badJson.status).toBe(400)
    expect(await badJson.text()).not.toMatch(/at .*\.ts:\d+/)
  })

  it('lets two socket.io clients join an auction room, with the snapshot in the acknowledgement', async () => {
    const [a, b] = [client(), client()]
    const join = (socket: Client) =>
      new Promise<unknown>((resolve) => socket.emit('auction:join', { auctionId }, resolve))
    const [replyA, replyB] = await Promise.all([join(a), join(b)])
    expect(replyA).toEqual({ data: expect.objectContaining({ id: auctionId, current_price: 45_500 }) })
    expect(replyB).toEqual(replyA)

    // A broadcast to the room reaches both clients.
    const received = Promise.all(
      [a, b].map((socket) => new Promise((resolve) => socket.once('auction:updated', resolve))),
    )
    io.to(auctionRoom(auctionId)).emit('auction:updated', { id: auctionId, status: 'LIVE', current_price: 46_000, bid_count: 4, end_time: new Date().toISOString(), reserve_met: false })
    const [gotA, gotB] = await received
    expect(gotA).toMatchObject({ current_price: 46_000 })
    expect(gotB).toMatchObject({ current_price: 46_000 })
  })

  it('rejects a malformed join with an error reply', async () => {
    const socket = client()
    const reply = await new Promise((resolve) => socket.emit('auction:join', { auctionId: { $gt: 0 } } as never /* what a hostile client sends, against the contract */, resolve))
    expect(reply).toEqual({ error: { code: 'invalid_request', message: 'auctionId is required.' } })
  })

  it('sends the server clock on connect for countdowns', async () => {
    const socket = client()
    const sync = await new Promise<{ serverTime: number }>((resolve) => socket.once('clock:sync', resolve))
    expect(Math.abs(sync.serverTime - Date.now())).toBeLessThan(5000)
  })
})
