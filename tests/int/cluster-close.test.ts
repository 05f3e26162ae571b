import { expect, it } from 'vitest'

import type { AuctionSnapshot, Reply } from '@core/contract'
import { bidHttp, createAuction, createUser, emitWithAck } from './helpers/bidding'
import { describeCluster, connected, eventually } from './helpers/cluster'

const AUCTIONS = 24

/**
 * Both instances run the auction clock on the same database. Many auctions end at the same
 * moment; each must close exactly once: one ENDED broadcast, one order and invoice for a sale,
 * one message to the winner (or to the seller when the reserve was not met).
 */
describeCluster('exactly-once close with two instances racing', (t) => {
  it('closes each of many auctions ending at the same moment once, with one order and one message each', { timeout: 90_000 }, async () => {
    const { payload } = t
    const seller = await createUser(payload, 'close-seller@test.example')
    const bidder = await createUser(payload, 'close-bidder@test.example')
    const watcher = await createUser(payload, 'close-watcher@test.example')
    const endsAt = Date.now() + 25_000
    // A third sold, a third with the reserve not met, a third without bids.
    const auctions: { auctionId: number; kind: 'sold' | 'reserve' | 'none'; title: string }[] = []
    for (let i = 0; i < AUCTIONS; i++) {
      const kind = (['sold', 'reserve', 'none'] as const)[i % 3]!
      const { auctionId, listingId } = await createAuction(payload, {
        sellerId: seller.id,
        startPrice: 10_000,
        reserve: kind === 'reserve' ? 50_000 : undefined,
        endInMs: endsAt - Date.now(),
        antiSnipingWindowSecs: 0,
      })
      const listing = await payload.findByID({ collection: 'listings', id: listingId, depth: 0, overrideAccess: true })
      auctions.push({ auctionId, kind, title: listing.title })
    }
    for (const { auctionId, kind } of auctions) {
      if (kind !== 'none') expect((await bidHttp(t.cluster.url, auctionId, bidder.cookie, { amount: 12_000 })).status).toBe(201)
    }

    // One watcher on each instance (directly), in every auction's room.
    const ended = new Map<string, number>()
    for (const instance of t.cluster.instances) {
      const socket = t.client(watcher.cookie, instance.url)
      await connected(socket)
      for (const { auctionId } of auctions) expect(await emitWithAck<Reply<AuctionSnapshot>>(socket, 'auction:join', { auctionId })).toHaveProperty('data')
      socket.on('auction:updated', (snapshot) => {
        if (snapshot.status !== 'ENDED') return
        const key = `${instance.id}:${String(snapshot.id)}`
        ended.set(key, (ended.get(key) ?? 0) + 1)
      })
    }
    expect(Date.now()).toBeLessThan(endsAt)

    const ids = auctions.map((auction) => auction.auctionId)
    const sold = auctions.filter((auction) => auction.kind === 'sold')
    await eventually(
      'every auction closed and settled',
      async () => {
        const open = await payload.count({ collection: 'auctions', where: { id: { in: ids }, status: { not_equals: 'ENDED' } }, overrideAccess: true })
        const orders = await payload.count({ collection: 'orders', where: { auction: { in: ids } }, overrideAccess: true })
        return open.totalDocs === 0 && orders.totalDocs >= sold.length ? true : undefined
      },
      60_000,
    )
    // Both clocks tick every second: give a second close, if there were one, time to happen.
    await new Promise((resolve) => setTimeout(resolve, 3_000))

    for (const { auctionId, kind, title } of auctions) {
      const orders = await payload.find({ collection: 'orders', where: { auction: { equals: auctionId } }, depth: 0, overrideAccess: true })
      expect(orders.totalDocs, `orders of auction ${auctionId} (${kind})`).toBe(kind === 'sold' ? 1 : 0)
      if (kind === 'sold') {
        const invoices = await payload.count({ collection: 'invoices', where: { order: { equals: orders.docs[0]!.id } }, overrideAccess: true })
        expect(invoices.totalDocs, `invoices of auction ${auctionId}`).toBe(1)
      }
      const won = await payload.count({ collection: 'notifications', where: { user: { equals: bidder.id }, type: { equals: 'won' }, title: { contains: title } }, overrideAccess: true })
      expect(won.totalDocs, `won messages of auction ${auctionId} (${kind})`).toBe(kind === 'sold' ? 1 : 0)
      const reserve = await payload.count({ collection: 'notifications', where: { user: { equals: seller.id }, type: { equals: 'auction_ended' }, title: { contains: title } }, overrideAccess: true })
      expect(reserve.totalDocs, `reserve-not-met messages of auction ${auctionId} (${kind})`).toBe(kind === 'reserve' ? 1 : 0)
      for (const instance of t.cluster.instances) {
        expect(ended.get(`${instance.id}:${auctionId}`) ?? 0, `ENDED broadcasts of auction ${auctionId} seen on ${instance.id}`).toBe(1)
      }
    }
    const emails = await payload.count({ collection: 'email-logs', where: { to: { equals: bidder.email }, template: { contains: 'won' } }, overrideAccess: true })
    expect(emails.totalDocs).toBe(sold.length)
  })
})
