import { expect, it } from 'vitest'

import type { AuctionSnapshot, BidAccepted, Reply } from '@core/contract'
import { bidHttp, type Client, createAuction, createUser, emitWithAck } from './helpers/bidding'
import { describeCluster, connected, eventually, health } from './helpers/cluster'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Acked = { auctionId: number; bidId: number | string; amount: number; at: number }

/**
 * SIGKILL one of two instances while bidders bid through HAProxy: /health shows it down within
 * 2 s, every acknowledged bid is stored exactly once (a bid the dead instance could not answer is
 * not acknowledged), no auction is closed twice, the dead instance's clients reconnect (through
 * the balancer, to the other instance) and show the latest price, and the launcher starts the
 * dead instance again.
 */
describeCluster('failover: one instance killed during bidding', (t) => {
  it('shows the dead instance down within 2 s, loses no acknowledged bid, closes nothing twice, reconnects its clients to the latest price, and starts it again', { timeout: 240_000 }, async () => {
    const { payload } = t
    const seller = await createUser(payload, 'failover-seller@test.example')
    const bidders: Awaited<ReturnType<typeof createUser>>[] = []
    for (let i = 0; i < 6; i++) bidders.push(await createUser(payload, `failover-bidder${i}@test.example`))
    const live: number[] = []
    for (let i = 0; i < 3; i++) live.push((await createAuction(payload, { sellerId: seller.id, startPrice: 10_000, bidIncrement: 100 })).auctionId)
    // These end a few seconds after the kill, while only one instance is left.
    const closingAt = Date.now() + 30_000
    const closing: number[] = []
    for (let i = 0; i < 4; i++) {
      const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 5_000, endInMs: closingAt - Date.now(), antiSnipingWindowSecs: 0 })
      expect((await bidHttp(t.cluster.url, auctionId, bidders[i]!.cookie, { amount: 5_000 })).status).toBe(201)
      closing.push(auctionId)
    }

    // Each bidder: one socket through the balancer, in every auction's room; on every (re)connect
    // it joins again and takes the snapshot from the acknowledgement, as the site's islands do.
    const latest = new Map<Client, Map<number, AuctionSnapshot>>()
    const ended = new Map<number, number>()
    let reconnects = 0
    const sockets = bidders.map((bidder) => {
      const socket = t.client(bidder.cookie)
      const seen = new Map<number, AuctionSnapshot>()
      latest.set(socket, seen)
      const remember = (snapshot: AuctionSnapshot) => {
        const known = seen.get(Number(snapshot.id))
        if (!known || snapshot.bid_count >= known.bid_count) seen.set(Number(snapshot.id), snapshot)
      }
      socket.on('connect', () => {
        for (const auctionId of [...live, ...closing]) {
          void emitWithAck<Reply<AuctionSnapshot>>(socket, 'auction:join', { auctionId }).then((reply) => 'data' in reply && remember(reply.data))
        }
      })
      socket.io.on('reconnect', () => void reconnects++)
      socket.on('auction:updated', (snapshot) => {
        remember(snapshot)
        if (snapshot.status === 'ENDED' && bidder === bidders[0]) ended.set(Number(snapshot.id), (ended.get(Number(snapshot.id)) ?? 0) + 1)
      })
      return socket
    })
    await Promise.all(sockets.map(connected))
    const perInstance = await eventually('bidders on both instances', async () => {
      const { body } = await health(t.cluster.url)
      const beats = body.instances ?? []
      return beats.length === 2 && beats.every((beat) => beat.sockets >= 2) ? beats : undefined
    })
    const victim = t.cluster.instances.find((instance) => instance.id === perInstance[0]!.id)!
    const survivor = t.cluster.instances.find((instance) => instance !== victim)!

    const acked: Acked[] = []
    let killedAt = Number.POSITIVE_INFINITY
    let bidding = true
    const bidLoop = async (socket: Client, index: number) => {
      let turn = index
      while (bidding) {
        await sleep(600 + Math.random() * 200)
        if (!socket.connected) continue
        const auctionId = live[turn++ % live.length]!
        const amount = latest.get(socket)!.get(auctionId)?.min_next_bid ?? 10_000
        const reply = await new Promise<Reply<BidAccepted> | null>((resolve) =>
          socket.timeout(5_000).emit('bid:place', { auctionId, amount }, (err: Error | null, answer: Reply<BidAccepted>) => resolve(err ? null : answer)),
        )
        if (reply && 'data' in reply) {
          acked.push({ auctionId, bidId: reply.data.bid.id, amount: reply.data.bid.amount, at: Date.now() })
          latest.get(socket)!.set(auctionId, reply.data.snapshot)
        }
      }
    }
    const loops = sockets.map((socket, index) => bidLoop(socket, index))

    await sleep(5_000)
    const beforeKill = acked.length
    killedAt = Date.now()
    const victimPid = victim.pid
    process.kill(victimPid, 'SIGKILL')
    // /health (asked of the survivor directly) no longer lists the dead instance within 2 s: the
    // time counts to when the request that first showed it down was sent.
    const goneAfterMs = await eventually('the dead instance to leave /health', async () => {
      const askedAt = Date.now()
      const { body } = await health(survivor.url)
      return body.instances && !body.instances.some((beat) => beat.id === victim.id) ? askedAt - killedAt : undefined
    }, 5_000)
    expect(goneAfterMs, 'ms until /health shows the killed instance down').toBeLessThanOrEqual(2_000)
    // Bidding goes on through the balancer until the closing auctions have closed on the survivor.
    await sleep(Math.max(closingAt - Date.now(), 0) + 6_000)
    bidding = false
    await Promise.all(loops)

    expect(beforeKill).toBeGreaterThan(5)
    expect(acked.filter((bid) => bid.at > killedAt + 3_000).length, 'bids acknowledged after the failover').toBeGreaterThan(5)
    expect(reconnects, 'sockets of the killed instance reconnected').toBeGreaterThanOrEqual(2)
    expect(sockets.every((socket) => socket.connected)).toBe(true)

    // Every acknowledged bid is stored exactly once, as acknowledged.
    const stored = await payload.find({ collection: 'bids', where: { auction: { in: live } }, depth: 0, limit: 10_000, pagination: false, overrideAccess: true })
    const byId = new Map(stored.docs.map((bid) => [String(bid.id), bid]))
    expect(new Set(acked.map((bid) => String(bid.bidId))).size).toBe(acked.length)
    for (const bid of acked) {
      const row = byId.get(String(bid.bidId))
      expect(row, `acknowledged bid ${String(bid.bidId)}`).toBeDefined()
      expect({ auction: row!.auction, amount: row!.amount }).toEqual({ auction: bid.auctionId, amount: bid.amount })
    }
    for (const auctionId of live) {
      const amounts = stored.docs.filter((bid) => bid.auction === auctionId).map((bid) => bid.amount)
      expect(new Set(amounts).size, `no amount stored twice in auction ${auctionId}`).toBe(amounts.length)
      const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, overrideAccess: true })
      expect({ price: auction.current_price, count: auction.bid_count }).toEqual({ price: Math.max(...amounts), count: amounts.length })
      // Every client, the reconnected ones included, shows the latest price within 5 s (the last
      // bids' broadcasts may still be on their way through Redis when the bidding stops).
      await eventually(
        `every client showing auction ${auctionId} at ${auction.current_price}`,
        async () => (sockets.every((socket) => latest.get(socket)!.get(auctionId)?.current_price === auction.current_price) ? true : undefined),
        5_000,
      ).catch(() => undefined)
      for (const socket of sockets) expect(latest.get(socket)!.get(auctionId)?.current_price, `price shown for auction ${auctionId}`).toBe(auction.current_price)
    }

    // Closed once each, on the survivor (within its clock's interval on a quiet machine; a starved
    // machine may take longer, so wait for it rather than assume it).
    // The order follows the close (its winner creates it; a sale left unsettled is settled within
    // 30 s): waited for too, so a loaded machine does not catch the moment between the two.
    await eventually('the closing auctions closed and settled', async () => {
      const open = await payload.count({ collection: 'auctions', where: { id: { in: closing }, status: { not_equals: 'ENDED' } }, overrideAccess: true })
      const orders = await payload.find({ collection: 'orders', where: { auction: { in: closing } }, depth: 0, limit: 100, overrideAccess: true })
      const settled = new Set(orders.docs.map((order) => Number(typeof order.auction === 'object' ? order.auction.id : order.auction)))
      return open.totalDocs === 0 && closing.every((id) => settled.has(id)) ? true : undefined
    }, 60_000)
    for (const auctionId of closing) {
      const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, overrideAccess: true })
      expect(auction.status).toBe('ENDED')
      expect((await payload.count({ collection: 'orders', where: { auction: { equals: auctionId } }, overrideAccess: true })).totalDocs).toBe(1)
      expect(ended.get(auctionId), `ENDED broadcasts of auction ${auctionId}`).toBe(1)
    }

    // The launcher started the dead instance again: back in /health (and in HAProxy's pool).
    const after = await eventually('the killed instance back in /health', async () => {
      const { body } = await health(t.cluster.url)
      return body.instances?.length === 2 ? body : undefined
    }, 120_000)
    expect(after.instances?.map((beat) => beat.id)).toEqual([survivor.id, victim.id].sort())
    expect(victim.restarts).toBe(1)
    expect(victim.pid).not.toBe(victimPid)
    expect(after.parts.redis?.ok).toBe(true)
    expect(t.output.join('\n')).toMatch(new RegExp(`\\[${victim.id}\\] stopped \\(signal SIGKILL\\); HAProxy sends its clients to the other instances; starting it again in 0\\.5 s`))
  })
})
