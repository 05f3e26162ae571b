import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { io as connect } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Reply } from '@core/contract'
import { createApplication } from '../../server/app'
import { createBidding } from '../../server/bidding/create-bidding'
import { createLogger } from '../../server/logger'
import { RATE_LIMITED_MESSAGE, type SocketLimits } from '../../server/sockets/limits'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { type Client, createAuction, emitWithAck } from './helpers/bidding'
import { startPayload } from './helpers/payload'

const LIMITS: SocketLimits = { connectPerIp: 5, joinsPerSocket: 3, windowMs: 60_000 }

type Outcome = { connected: true } | { connected: false; message: string; data?: { code?: string } }

/**
 * The socket limits: one address that opens socket after socket is refused (connect_error
 * `rate_limited`) and one socket that joins in a loop is refused, while a storm of clients from
 * many addresses, or from many clients behind a proxy that passes their address (TRUST_PROXY),
 * trips nothing.
 */
describe('socket connection and join limits', () => {
  let payload: Payload
  let stop: () => Promise<void>
  const servers: Server[] = []
  const sockets: Client[] = []
  let direct: string
  let behindProxy: string
  let auctionId: number

  const serve = async (trustProxy?: string) => {
    const server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    const bidding = createBidding(payload)
    createApplication(server, { logger: createLogger('silent'), auctions: repository, probe: repository, bidding, trustProxy, socketLimits: LIMITS })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  /** Opens one socket (no reconnection) and says whether its handshake was accepted. */
  const open = (base: string, options: { localAddress?: string; forwardedFor?: string } = {}) =>
    new Promise<{ socket: Client; outcome: Outcome }>((resolve) => {
      const socket: Client = connect(base, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        localAddress: options.localAddress,
        extraHeaders: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
      } as Parameters<typeof connect>[1])
      sockets.push(socket)
      socket.once('connect', () => resolve({ socket, outcome: { connected: true } }))
      socket.once('connect_error', (err: Error & { data?: { code?: string } }) => resolve({ socket, outcome: { connected: false, message: err.message, data: err.data } }))
    })

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    direct = await serve()
    behindProxy = await serve('loopback')
    ;({ auctionId } = await createAuction(payload, { startPrice: 10_000 }))
  })

  afterAll(async () => {
    for (const socket of sockets) socket.close()
    for (const server of servers) await new Promise((resolve) => server.close(resolve))
    await stop?.()
  })

  it('refuses the connection after the limit from one address', async () => {
    const outcomes: Outcome[] = []
    for (let i = 0; i < LIMITS.connectPerIp + 1; i++) outcomes.push((await open(direct, { localAddress: '127.0.0.60' })).outcome)
    expect(outcomes.slice(0, LIMITS.connectPerIp)).toEqual(Array(LIMITS.connectPerIp).fill({ connected: true }))
    expect(outcomes.at(-1)).toEqual({ connected: false, message: RATE_LIMITED_MESSAGE, data: { code: 'rate_limited', retry_after_secs: expect.any(Number) } })
  })

  it('lets a storm from many addresses in', async () => {
    // 40 clients at once from 10 addresses: 4 each, under the limit of 5 per address.
    const opened = await Promise.all(Array.from({ length: 40 }, (_, i) => open(direct, { localAddress: `127.0.0.${70 + (i % 10)}` })))
    expect(opened.filter(({ outcome }) => outcome.connected)).toHaveLength(40)
  })

  it('counts the address a trusted proxy passes on, not the proxy', async () => {
    // All from 127.0.0.1 (the proxy), 40 clients behind it with 10 addresses: nothing refused.
    const storm = await Promise.all(Array.from({ length: 40 }, (_, i) => open(behindProxy, { forwardedFor: `203.0.113.${10 + (i % 10)}` })))
    expect(storm.filter(({ outcome }) => outcome.connected)).toHaveLength(40)
    // One address behind the proxy that goes on opening sockets is refused.
    const outcomes: Outcome[] = []
    for (let i = 0; i < LIMITS.connectPerIp + 1; i++) outcomes.push((await open(behindProxy, { forwardedFor: '198.51.100.7' })).outcome)
    expect(outcomes.filter((outcome) => outcome.connected)).toHaveLength(LIMITS.connectPerIp)
    expect(outcomes.at(-1)).toMatchObject({ connected: false, data: { code: 'rate_limited' } })
  })

  it('refuses joins after the limit on one socket', async () => {
    const { socket, outcome } = await open(direct, { localAddress: '127.0.0.90' })
    expect(outcome).toEqual({ connected: true })
    const replies: Reply<unknown>[] = []
    for (let i = 0; i < LIMITS.joinsPerSocket + 1; i++) replies.push(await emitWithAck<Reply<unknown>>(socket, 'auction:join', { auctionId }))
    expect(replies.slice(0, LIMITS.joinsPerSocket).every((reply) => 'data' in reply)).toBe(true)
    expect(replies.at(-1)).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } })
  })
})
