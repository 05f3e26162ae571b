import http from 'node:http'
import { expect, it } from 'vitest'

import type { AuctionSnapshot, BidAccepted, Reply } from '@core/contract'
import { bidHttp, type Client, createAuction, createUser, emitWithAck } from './helpers/bidding'
import { describeCluster, connected, eventually, health } from './helpers/cluster'

const getOnNewConnection = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })

/**
 * `npm run start:cluster`'s shape with real processes: redis-server, two service instances and
 * HAProxy in front. Clients reach the instances only through the balancer.
 */
describeCluster('two instances behind HAProxy', (t) => {
  it('reports Redis and both instances on /health, through the balancer and on each instance', async () => {
    const viaBalancer = await health(t.cluster.url)
    expect(viaBalancer.status).toBe(200)
    expect(viaBalancer.body.parts.redis).toMatchObject({ ok: true, latencyMs: expect.any(Number) })
    expect(viaBalancer.body.instances?.map((instance) => instance.id)).toEqual(['svc1', 'svc2'])
    for (const instance of t.cluster.instances) {
      const own = await health(instance.url)
      expect(own.body.instance).toBe(instance.id)
      expect(own.body.instances?.find((beat) => beat.id === instance.id)?.pid).toBe(instance.pid)
      // What HAProxy checks: this instance alone.
      const alone = await fetch(`${instance.url}/health/instance`)
      expect(alone.status).toBe(200)
      expect(await alone.json()).toEqual({ status: 'ok', instance: instance.id, database: { ok: true, kind: 'sqlite', latencyMs: expect.any(Number) } })
    }
  })

  it('spreads sockets over both instances and delivers every bid to the watchers of both', async () => {
    const seller = await createUser(t.payload, 'cluster-seller@test.example')
    const bidder = await createUser(t.payload, 'cluster-bidder@test.example')
    const watcher = await createUser(t.payload, 'cluster-watcher@test.example')
    const { auctionId } = await createAuction(t.payload, { sellerId: seller.id, startPrice: 20_000 })

    const watchers: Client[] = []
    for (let i = 0; i < 6; i++) {
      const socket = t.client(watcher.cookie)
      await connected(socket)
      const joined = await emitWithAck<Reply<AuctionSnapshot>>(socket, 'auction:join', { auctionId })
      expect(joined).toEqual({ data: expect.objectContaining({ id: auctionId, current_price: 20_000 }) })
      watchers.push(socket)
    }
    // The heartbeats carry each instance's socket count: the balancer used both.
    const spread = await eventually('sockets on both instances', async () => {
      const { body } = await health(t.cluster.url)
      const counts = body.instances?.map((instance) => instance.sockets) ?? []
      return counts.length === 2 && counts.every((count) => count >= 2) ? counts : undefined
    })
    expect(spread).toHaveLength(2)

    const prices = (amount: number) =>
      Promise.all(
        watchers.map(
          (socket) =>
            new Promise<number>((resolve) => {
              const onUpdate = (snapshot: AuctionSnapshot) => {
                if (snapshot.id !== auctionId || snapshot.current_price !== amount) return
                socket.off('auction:updated', onUpdate)
                resolve(snapshot.current_price)
              }
              socket.on('auction:updated', onUpdate)
            }),
        ),
      )

    // Over HTTP through the balancer.
    const first = prices(20_000)
    expect((await bidHttp(t.cluster.url, auctionId, bidder.cookie, { amount: 20_000 })).status).toBe(201)
    expect(await first).toEqual(Array(6).fill(20_000))

    // Over a socket through the balancer.
    const bidderSocket = t.client(bidder.cookie)
    await connected(bidderSocket)
    const second = prices(21_000)
    const reply = await emitWithAck<Reply<BidAccepted>>(bidderSocket, 'bid:place', { auctionId, amount: 21_000 })
    expect(reply).toEqual({ data: expect.objectContaining({ snapshot: expect.objectContaining({ current_price: 21_000 }) }) })
    expect(await second).toEqual(Array(6).fill(21_000))
  })

  // Last: it stops Redis.
  it('reports Redis down on /health (503) while the balancer keeps both instances in the pool', async () => {
    // No open sockets, so HAProxy's leastconn alternates between the instances.
    t.closeClients()
    await t.cluster.redis!.stop()
    const down = await health(t.cluster.url)
    expect(down.status).toBe(503)
    expect(down.body.parts.redis).toMatchObject({ ok: false })
    expect(down.body.parts.database).toMatchObject({ ok: true })
    // Two failed checks would take an instance out; after three check intervals both still answer,
    // directly and through the balancer (a new connection per request, so each is balanced anew).
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    for (const instance of t.cluster.instances) expect((await fetch(`${instance.url}/health/instance`)).status, instance.id).toBe(200)
    const answered = new Set<string>()
    for (let i = 0; i < 6; i++) {
      const reply = await getOnNewConnection(`${t.cluster.url}/health/instance`)
      expect(reply.status).toBe(200)
      answered.add((JSON.parse(reply.body) as { instance: string }).instance)
    }
    expect([...answered].sort()).toEqual(['svc1', 'svc2'])
  })
})
