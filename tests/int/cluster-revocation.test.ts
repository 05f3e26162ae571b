import { afterAll, beforeAll, expect, it } from 'vitest'

import type { AuctionSnapshot, AuctionUpdate, Reply } from '@core/contract'
import { bidHttp, type Client, createAuction, createUser, emitWithAck, SAME_ORIGIN } from './helpers/bidding'
import { describeCluster, connected } from './helpers/cluster'

type AuthChanged = { reason: string; reconnect: boolean }

/**
 * Issue #24 across instances: redis-server, two service processes and HAProxy (what
 * `npm run start:cluster` starts). The watching socket is on instance A; the event reaches
 * instance B; B answers only after A confirmed (socket.io's serverSideEmit over the Redis
 * adapter), so the next bid after that answer must not reach the socket.
 */
describeCluster('revocation across instances', (t) => {
  let a: string
  let b: string

  beforeAll(() => {
    ;[a, b] = t.cluster.instances.map((instance) => instance.url) as [string, string]
  })

  afterAll(() => {
    delete process.env.SERVICE_URL
  })

  const watcher = async (cookie: string, auctionId: number, base: string) => {
    const socket: Client = t.client(cookie, base)
    await connected(socket)
    const prices: number[] = []
    const changes: AuthChanged[] = []
    socket.on('auction:updated', (update: AuctionUpdate) => {
      if (typeof update.current_price === 'number') prices.push(update.current_price)
    })
    ;(socket as unknown as { on(event: string, listener: (payload: AuthChanged) => void): void }).on('auth:changed', (payload) => changes.push(payload))
    const joined = await emitWithAck<Reply<AuctionSnapshot>>(socket, 'auction:join', { auctionId })
    expect(joined).toEqual({ data: expect.objectContaining({ current_price: expect.any(Number) }) })
    return { socket, prices, changes }
  }
  const roundTrip = (socket: Client) => new Promise((resolve) => socket.emit('clock:get', resolve))

  it('sign-out everywhere on instance B ends the price stream of a socket on instance A', async () => {
    const user = await createUser(t.payload, 'cluster-revoke@test.example')
    const rival = await createUser(t.payload, 'cluster-revoke-rival@test.example')
    const { auctionId } = await createAuction(t.payload, { startPrice: 40_000 })
    const onA = await watcher(user.cookie, auctionId, a)
    const controlOnA = await watcher(rival.cookie, auctionId, a)

    expect((await bidHttp(b, auctionId, rival.cookie, { amount: 40_000 })).status).toBe(201)
    await roundTrip(onA.socket)
    // The broadcast from B reaches A through Redis: before the sign-out the socket gets prices.
    await new Promise<void>((resolve) => (onA.prices.includes(40_000) ? resolve() : onA.socket.once('auction:updated', () => resolve())))
    expect(onA.prices).toContain(40_000)

    const response = await fetch(`${b}/svc/account/sign-out-everywhere`, { method: 'POST', headers: { cookie: user.cookie, ...SAME_ORIGIN, 'content-type': 'application/json' }, body: '{}' })
    expect(response.status).toBe(200)

    // The next bid, placed on A itself, so its broadcast to A's rooms cannot be in flight from B.
    expect((await bidHttp(a, auctionId, rival.cookie, { amount: 41_000 })).status).toBe(201)
    await roundTrip(onA.socket)
    await roundTrip(controlOnA.socket)
    expect(controlOnA.prices).toContain(41_000)
    expect(onA.prices).not.toContain(41_000)
    expect(onA.changes).toEqual([{ reason: 'sessions_revoked', reconnect: true }])
    const rejoined = await emitWithAck<Reply<unknown>>(onA.socket, 'auction:join', { auctionId })
    expect(rejoined).toEqual({ data: expect.objectContaining({ masked: true }) })
  })

  it('an email change told to instance B (the CMS hook) ends the stream on instance A', async () => {
    const user = await createUser(t.payload, 'cluster-email@test.example')
    const rival = await createUser(t.payload, 'cluster-email-rival@test.example')
    const { auctionId } = await createAuction(t.payload, { startPrice: 50_000 })
    const onA = await watcher(user.cookie, auctionId, a)
    const controlOnA = await watcher(rival.cookie, auctionId, a)

    // The test's own Payload is the CMS here: its hook tells the service it finds at SERVICE_URL.
    process.env.SERVICE_URL = b
    await t.payload.update({ collection: 'users', id: user.id, data: { email: 'cluster-email-new@test.example' }, overrideAccess: true })

    expect((await bidHttp(a, auctionId, rival.cookie, { amount: 50_000 })).status).toBe(201)
    await roundTrip(onA.socket)
    await roundTrip(controlOnA.socket)
    expect(controlOnA.prices).toContain(50_000)
    expect(onA.prices).not.toContain(50_000)
    expect(onA.changes).toContainEqual({ reason: 'email_changed', reconnect: true })
  })
})
