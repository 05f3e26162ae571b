import { expect, it } from 'vitest'
import { io as connect } from 'socket.io-client'

import type { AuctionSnapshot, MaskedSnapshot, Reply } from '@core/contract'
import { type Client, createAuction, createUser, SAME_ORIGIN } from './helpers/bidding'
import { describeCluster, eventually, health } from './helpers/cluster'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Sent = { amount: number; status: number; servedBy: string | null; bidId?: number | string; after: boolean }

/**
 * Auction affinity through the real HAProxy (scripts/lib/haproxy.ts): every bid on one auction,
 * and every socket opened for it (`/socket.io/?auction=<id>`), reaches the one instance the
 * auction's id hashes to. When that instance is SIGKILLed, its bids go to the other instance at
 * once, and nothing acknowledged is lost: every acknowledged bid is stored exactly once and the
 * auction's price is the last one acknowledged.
 */
describeCluster('auction affinity', (t) => {
  it('keeps one auction on one instance and moves it to the other when that one is killed, losing nothing', { timeout: 240_000 }, async () => {
    const { payload } = t
    const seller = await createUser(payload, 'affinity-seller@test.example')
    const bidders = [await createUser(payload, 'affinity-a@test.example'), await createUser(payload, 'affinity-b@test.example'), await createUser(payload, 'affinity-c@test.example')]
    const watcher = await createUser(payload, 'affinity-watcher@test.example')
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000, bidIncrement: 100 })

    const sent: Sent[] = []
    let amount = 10_000
    let after = false
    // One bid over HTTP through the balancer, taking turns; a bid refused because the
    // instance died is sent again with the same amount (it was not acknowledged).
    const bid = async () => {
      const bidder = bidders[sent.length % bidders.length]!
      const response = await fetch(`${t.cluster.url}/svc/auctions/${auctionId}/bids`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: bidder.cookie, ...SAME_ORIGIN },
        body: JSON.stringify({ amount }),
      }).catch(() => null)
      const body = response ? ((await response.json().catch(() => ({}))) as { data?: { bid: { id: number | string } }; error?: { min_next_bid?: number } }) : {}
      sent.push({ amount, status: response?.status ?? 0, servedBy: response?.headers.get('x-served-by') ?? null, bidId: body.data?.bid.id, after })
      if (response?.status === 201) amount += 100
      // A bid the dead instance stored but could not answer: the next amount is the one the auction asks for.
      else if (body.error?.min_next_bid) amount = body.error.min_next_bid
    }

    for (let i = 0; i < 8; i++) await bid()
    const before = sent.filter((entry) => entry.status === 201)
    expect(before).toHaveLength(8)
    const owner = before[0]!.servedBy
    expect(owner).toMatch(/^svc[12]$/)
    expect(before.map((entry) => entry.servedBy)).toEqual(Array(8).fill(owner))

    // Sockets opened for this auction land on the same instance (its heartbeat counts them); on
    // every (re)connect each joins and shows the newest price it saw.
    const shown: number[] = []
    for (let i = 0; i < 4; i++) {
      const socket: Client = connect(t.cluster.url, { transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 1_000, query: { auction: String(auctionId) }, extraHeaders: { cookie: watcher.cookie, ...SAME_ORIGIN } })
      shown.push(0)
      const see = (snapshot: AuctionSnapshot) => void (shown[i] = Math.max(shown[i]!, snapshot.current_price))
      socket.on('auction:updated', see)
      socket.on('connect', () => socket.emit('auction:join', { auctionId }, (reply: Reply<AuctionSnapshot | MaskedSnapshot>) => 'data' in reply && 'current_price' in reply.data && see(reply.data)))
      t.track(socket)
    }
    const counts = await eventually('the auction\'s sockets counted on its instance', async () => {
      const { body } = await health(t.cluster.url)
      const byId = new Map((body.instances ?? []).map((beat) => [beat.id, beat.sockets]))
      return byId.get(owner!) === 4 ? byId : undefined
    })
    expect([...counts].filter(([id]) => id !== owner).map(([, count]) => count)).toEqual([0])
    await eventually('the sockets joined', async () => (shown.every((price) => price === amount - 100) ? true : undefined))

    // SIGKILL the auction's instance; bids go on through the balancer.
    const victim = t.cluster.instances.find((instance) => instance.id === owner)!
    const survivor = t.cluster.instances.find((instance) => instance !== victim)!
    process.kill(victim.pid, 'SIGKILL')
    after = true
    while (sent.filter((entry) => entry.after && entry.status === 201).length < 8) {
      await bid()
      await sleep(100)
    }
    const moved = sent.filter((entry) => entry.after && entry.status === 201)
    expect(moved.map((entry) => entry.servedBy)).toEqual(Array(8).fill(survivor.id))
    const unanswered = sent.filter((entry) => entry.after && entry.status !== 201)
    expect(unanswered.length, JSON.stringify(unanswered)).toBeLessThanOrEqual(5)

    // Nothing acknowledged is lost: every acknowledged bid is stored once, as acknowledged.
    const acknowledged = sent.filter((entry) => entry.status === 201)
    const stored = await payload.find({ collection: 'bids', where: { auction: { equals: auctionId } }, depth: 0, pagination: false, overrideAccess: true })
    const byId = new Map(stored.docs.map((row) => [String(row.id), row.amount]))
    for (const entry of acknowledged) expect(byId.get(String(entry.bidId)), `bid ${String(entry.bidId)}`).toBe(entry.amount)
    const amounts = stored.docs.map((row) => row.amount)
    expect(new Set(amounts).size).toBe(amounts.length)
    const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, overrideAccess: true })
    expect({ price: auction.current_price, count: auction.bid_count }).toEqual({ price: acknowledged.at(-1)!.amount, count: stored.docs.length })
    // The auction's sockets came back (on the survivor) and show that price.
    await eventually('the sockets at the latest price', async () => (shown.every((price) => price === auction.current_price) ? true : undefined), 20_000)
  })
})
