import { expect, it } from 'vitest'
import { io as connect } from 'socket.io-client'

import type { AuctionSnapshot, MaskedSnapshot, Reply } from '@core/contract'
import { issuePayloadSession } from '../../server/auth/issue-session'
import { bidHttp, type Client, createAuction, createUser, SAME_ORIGIN } from './helpers/bidding'
import { describeCluster } from './helpers/cluster'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const CLIENTS = 500
const USERS = 10
/** Each client connects from its own loopback address group (127.0.0.2 …), as browsers behind the balancer do. */
const ADDRESSES = 100

/**
 * The reconnect storm through the cluster (redis-server, two instances, HAProxy): 500 signed-in
 * socket.io clients (10 sessions, 100 client addresses, socket.io-client's own reconnect delay, as
 * the site's) lose their connections at once while a bidder keeps raising the price. Every client
 * comes back through the balancer and shows the latest price, which it takes from the join's
 * answer or from the broadcasts after it.
 */
describeCluster('reconnect storm through the cluster', (t) => {
  const sockets: Client[] = []

  it(`brings all ${CLIENTS} clients back with the latest price`, { timeout: 240_000 }, async () => {
    const { payload } = t
    const seller = await createUser(payload, 'storm-seller@test.example')
    const bidder = await createUser(payload, 'storm-bidder@test.example')
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000, bidIncrement: 100 })
    const cookies: string[] = []
    for (let i = 0; i < USERS; i++) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `storm-watcher${i}@test.example`, password: 'storm-test-1234', email_confirmed_at: new Date().toISOString(), kyc_status: 'approved' },
        overrideAccess: true,
      })
      cookies.push((await issuePayloadSession(payload, user.id)).cookie.split(';')[0] as string)
    }

    // What each client shows: the price of the newest snapshot it saw (join answers and broadcasts).
    const shown: { price: number; bids: number; backAt: number }[] = []
    const clientsJoined = new Set<number>()
    for (let i = 0; i < CLIENTS; i++) {
      const socket: Client = connect(t.cluster.url, {
        transports: ['websocket'],
        forceNew: true,
        localAddress: `127.0.0.${2 + (i % ADDRESSES)}`,
        extraHeaders: { cookie: cookies[i % USERS] as string, ...SAME_ORIGIN },
      } as Parameters<typeof connect>[1])
      sockets.push(t.track(socket))
      shown[i] = { price: 0, bids: -1, backAt: 0 }
      const see = (snapshot: AuctionSnapshot) => {
        if (snapshot.id !== auctionId || snapshot.bid_count < shown[i]!.bids) return
        shown[i]!.price = snapshot.current_price
        shown[i]!.bids = snapshot.bid_count
      }
      socket.on('auction:updated', see)
      socket.on('connect', () => {
        socket.emit('auction:join', { auctionId }, (reply: Reply<AuctionSnapshot | MaskedSnapshot>) => {
          // A masked snapshot (no prices) would be a failed session check: not counted as back.
          if (!('data' in reply) || !('current_price' in reply.data)) return
          see(reply.data)
          shown[i]!.backAt = Date.now()
          clientsJoined.add(i)
        })
      })
    }
    const until = async (what: string, check: () => boolean, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs
      while (!check()) {
        if (Date.now() > deadline) return false
        await sleep(50)
      }
      return true
    }
    const log = (what: string) => console.log(`[storm] ${new Date().toISOString()} ${what}`)
    log('users ready')
    expect(await until('every client joined', () => clientsJoined.size === CLIENTS, 60_000), `${clientsJoined.size} of ${CLIENTS} joined`).toBe(true)

    log('all joined')
    // The storm: every client's transport drops at once; socket.io-client reconnects on its own.
    clientsJoined.clear()
    const stormAt = Date.now()
    for (const socket of sockets) socket.io.engine.close()
    // Meanwhile the price rises (through the balancer, on whichever instance).
    let amount = 10_000
    for (let i = 0; i < 8; i++) {
      const reply = await bidHttp(t.cluster.url, auctionId, bidder.cookie, { amount })
      expect(reply.status, JSON.stringify(reply.body)).toBe(201)
      amount += 100
      await sleep(250)
    }
    const latest = amount - 100
    log('bids placed')

    const allBack = await until('every client back', () => clientsJoined.size === CLIENTS, 30_000)
    const allLatest = await until('every client at the latest price', () => shown.every((s) => s.price === latest), 10_000)
    const doneAt = Date.now()
    const back = shown.filter((s) => s.backAt >= stormAt).map((s) => s.backAt - stormAt).sort((a, b) => a - b)
    console.log(
      `storm of ${CLIENTS}: ${back.length} back (slowest after ${back.at(-1) ?? '-'} ms, p50 ${back[Math.floor(back.length / 2)] ?? '-'} ms); ` +
        `${shown.filter((s) => s.price === latest).length} at the latest price ${doneAt - stormAt} ms after the drop`,
    )
    expect(allBack, `${clientsJoined.size} of ${CLIENTS} back`).toBe(true)
    expect(allLatest, `${shown.filter((s) => s.price === latest).length} of ${CLIENTS} at the latest price`).toBe(true)
    expect(sockets.every((socket) => socket.connected)).toBe(true)
  })
})
