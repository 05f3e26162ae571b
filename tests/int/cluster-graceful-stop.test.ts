import { expect, it } from 'vitest'

import type { AuctionSnapshot, BidAccepted, Reply } from '@core/contract'
import { type Client, createAuction, createUser, emitWithAck, SAME_ORIGIN } from './helpers/bidding'
import { describeCluster, connected, eventually, health } from './helpers/cluster'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Refusals a bidder may get in this race: the drain's, and the usual ones of rival bidders. */
const CLEAR_REFUSALS = new Set(['service_restarting', 'bid_too_low', 'below_minimum', 'rate_limited'])

/**
 * SIGTERM to one of two instances (a deploy or a restart) while bids stream in over sockets and
 * HTTP through HAProxy: the instance stops cleanly (exit code 0), every acknowledged bid is
 * stored, every other bid got a clear refusal (`service_restarting` with Retry-After over HTTP) or
 * its socket got the reconnect hint (`server:restarting`) first, the instance's sockets reconnect
 * to the other instance, and the launcher starts the stopped instance again.
 */
describeCluster('graceful stop during bidding', (t) => {
  it('loses no acknowledged bid and answers every other bid clearly when an instance gets SIGTERM', { timeout: 240_000 }, async () => {
    const { payload } = t
    const seller = await createUser(payload, 'drain-seller@test.example')
    const bidders: Awaited<ReturnType<typeof createUser>>[] = []
    for (let i = 0; i < 7; i++) bidders.push(await createUser(payload, `drain-bidder${i}@test.example`))
    const live: number[] = []
    for (let i = 0; i < 3; i++) live.push((await createAuction(payload, { sellerId: seller.id, startPrice: 10_000, bidIncrement: 100 })).auctionId)

    const latest = new Map<number, AuctionSnapshot>()
    const remember = (snapshot: AuctionSnapshot) => {
      const known = latest.get(Number(snapshot.id))
      if (!known || snapshot.bid_count >= known.bid_count) latest.set(Number(snapshot.id), snapshot)
    }
    const hinted = new Set<Client>()
    let reconnects = 0
    const sockets = bidders.slice(0, 6).map((bidder) => {
      const socket = t.client(bidder.cookie)
      socket.on('connect', () => {
        for (const auctionId of live) void emitWithAck<Reply<AuctionSnapshot>>(socket, 'auction:join', { auctionId }).then((reply) => 'data' in reply && remember(reply.data))
      })
      socket.on('auction:updated', remember)
      socket.on('server:restarting', ({ retryInMs }) => {
        expect(retryInMs).toBeGreaterThan(0)
        hinted.add(socket)
      })
      socket.io.on('reconnect', () => void reconnects++)
      return socket
    })
    await Promise.all(sockets.map(connected))
    const perInstance = await eventually('bidders on both instances', async () => {
      const { body } = await health(t.cluster.url)
      const beats = body.instances ?? []
      return beats.length === 2 && beats.every((beat) => beat.sockets >= 2) ? beats : undefined
    })
    const victim = t.cluster.instances.find((instance) => instance.id === perInstance[0]!.id)!
    const victimPid = victim.pid
    const stopped = new Promise<{ code: number | null; signal: string | null }>((resolve) => victim.child.once('exit', (code, signal) => resolve({ code, signal })))

    const acked: { auctionId: number; bidId: string; amount: number }[] = []
    const refused: { code: string; via: 'socket' | 'http'; retryAfter?: string | null }[] = []
    const unanswered: Client[] = []
    let bidding = true
    const socketLoop = async (socket: Client, index: number) => {
      let turn = index
      while (bidding) {
        await sleep(600 + Math.random() * 200)
        if (!socket.connected) continue
        const auctionId = live[turn++ % live.length]!
        const amount = latest.get(auctionId)?.min_next_bid ?? 10_000
        const reply = await new Promise<Reply<BidAccepted> | null>((resolve) =>
          socket.timeout(5_000).emit('bid:place', { auctionId, amount }, (err: Error | null, answer: Reply<BidAccepted>) => resolve(err ? null : answer)),
        )
        if (!reply) unanswered.push(socket)
        else if ('data' in reply) {
          acked.push({ auctionId, bidId: String(reply.data.bid.id), amount: reply.data.bid.amount })
          remember(reply.data.snapshot)
        } else refused.push({ code: reply.error.code, via: 'socket' })
      }
    }
    const httpLoop = async () => {
      let turn = 0
      while (bidding) {
        await sleep(500)
        const auctionId = live[turn++ % live.length]!
        const amount = latest.get(auctionId)?.min_next_bid ?? 10_000
        const response = await fetch(`${t.cluster.url}/svc/auctions/${auctionId}/bids`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: bidders[6]!.cookie, ...SAME_ORIGIN },
          body: JSON.stringify({ amount }),
        }).catch(() => null)
        if (!response) continue
        const body = (await response.json().catch(() => ({}))) as { data?: BidAccepted; error?: { code: string } }
        if (response.status === 201 && body.data) {
          acked.push({ auctionId, bidId: String(body.data.bid.id), amount: body.data.bid.amount })
          remember(body.data.snapshot)
        } else {
          refused.push({ code: body.error?.code ?? `http_${response.status}`, via: 'http', retryAfter: response.headers.get('retry-after') })
          if (!body.error) console.log(`HTTP bid answered ${response.status} without a code (server: ${response.headers.get('server') ?? '-'})`)
        }
      }
    }
    const loops = [...sockets.map((socket, index) => socketLoop(socket, index)), httpLoop()]

    await eventually('bids acknowledged before the stop', async () => (acked.length > 5 ? true : undefined), 60_000)
    const beforeStop = acked.length
    process.kill(victimPid, 'SIGTERM')
    expect(await stopped, 'the stopped instance exits cleanly').toEqual({ code: 0, signal: null })
    await sleep(5_000)
    bidding = false
    await Promise.all(loops)

    expect(beforeStop).toBeGreaterThan(5)
    expect(acked.length).toBeGreaterThan(beforeStop + 5)
    // The stopped instance's sockets were told to reconnect, and did.
    expect(hinted.size, 'sockets that got server:restarting').toBeGreaterThanOrEqual(2)
    expect(reconnects).toBeGreaterThanOrEqual(hinted.size)
    await eventually('every socket connected again', async () => (sockets.every((socket) => socket.connected) ? true : undefined))
    // Every bid was answered clearly, or its socket had been told to reconnect.
    console.log(`acknowledged ${acked.length}, refused ${JSON.stringify(refused.map((entry) => `${entry.via}:${entry.code}`))}, unanswered ${unanswered.length}, hinted ${hinted.size}`)
    for (const refusal of refused) expect(CLEAR_REFUSALS.has(refusal.code), `refusal ${refusal.code} over ${refusal.via}`).toBe(true)
    for (const refusal of refused.filter((entry) => entry.via === 'http' && entry.code === 'service_restarting')) expect(refusal.retryAfter).toBe('5')
    for (const socket of unanswered) expect(hinted.has(socket), 'an unanswered bid came from a socket told to reconnect').toBe(true)

    // Every acknowledged bid is stored, as acknowledged.
    const stored = await payload.find({ collection: 'bids', where: { auction: { in: live } }, depth: 0, limit: 10_000, pagination: false, overrideAccess: true })
    const byId = new Map(stored.docs.map((bid) => [String(bid.id), bid]))
    expect(new Set(acked.map((bid) => bid.bidId)).size).toBe(acked.length)
    for (const bid of acked) {
      const row = byId.get(bid.bidId)
      expect(row, `acknowledged bid ${bid.bidId}`).toBeDefined()
      expect({ auction: row!.auction, amount: row!.amount }).toEqual({ auction: bid.auctionId, amount: bid.amount })
    }
    for (const auctionId of live) {
      const amounts = stored.docs.filter((bid) => bid.auction === auctionId).map((bid) => bid.amount)
      const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, overrideAccess: true })
      expect({ price: auction.current_price, count: auction.bid_count }).toEqual({ price: Math.max(...amounts), count: amounts.length })
    }

    // The launcher starts the stopped instance again (a rolling restart).
    await eventually('the stopped instance back in /health', async () => {
      const { body } = await health(t.cluster.url)
      return body.instances?.length === 2 ? true : undefined
    }, 120_000)
    expect(victim.restarts).toBe(1)
    expect(victim.pid).not.toBe(victimPid)
  })
})
