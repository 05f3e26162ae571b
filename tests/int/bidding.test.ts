import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { AuctionSnapshot, AuctionUpdate, BidAccepted, PublicBid } from '@core/contract'
import { bidHttp, createAuction, createUser, emitWithAck, readJson, startService } from './helpers/bidding'
import { startPayload } from './helpers/payload'

/** Bids through HTTP and socket.io on a real service with a real Payload database. */
describe('bidding', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Awaited<ReturnType<typeof startService>>
  let buyer: Awaited<ReturnType<typeof createUser>>
  let buyer2: Awaited<ReturnType<typeof createUser>>
  let seller: Awaited<ReturnType<typeof createUser>>

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    buyer = await createUser(payload, 'bid-buyer@test.example')
    buyer2 = await createUser(payload, 'bid-buyer2@test.example', { language: 'de' })
    seller = await createUser(payload, 'bid-seller@test.example')
    service = await startService(payload)
  })

  afterAll(async () => {
    await service?.stop()
    await stop?.()
  })

  it('accepts a valid HTTP bid with 201 and the new snapshot, and refuses one at the same price', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000 })
    const first = await bidHttp(service.base, auctionId, buyer.cookie, { amount: 10_000 })
    expect(first.status).toBe(201)
    expect(first.body.data.snapshot).toMatchObject({ id: auctionId, current_price: 10_000, bid_count: 1, min_next_bid: 10_250, bid_increment: 250 })
    expect(first.body.data.extended).toBe(false)

    const same = await bidHttp(service.base, auctionId, buyer2.cookie, { amount: 10_000 })
    expect(same).toEqual({ status: 409, body: { error: { code: 'bid_too_low', message: 'Your bid must be higher than the current price' } } })
    const under = await bidHttp(service.base, auctionId, buyer2.cookie, { amount: 10_100 })
    expect(under.body.error).toMatchObject({ code: 'below_minimum', min_next_bid: 10_250 })
    const fraction = await bidHttp(service.base, auctionId, buyer2.cookie, { amount: 10_300.555 })
    expect(fraction.body.error.code).toBe('invalid_amount')
    const snapshot = (await readJson(`${service.base}/svc/auctions/${auctionId}`, buyer.cookie)).data as AuctionSnapshot
    expect(snapshot).toMatchObject({ current_price: 10_000, bid_count: 1, min_next_bid: 10_250 })
  })

  it('refuses visitors, unconfirmed, unverified, blocked users and the seller', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id })
    const unconfirmed = await createUser(payload, 'bid-unconfirmed@test.example', { confirmed: false })
    const pending = await createUser(payload, 'bid-pending@test.example', { kyc: 'pending_review' })
    const blocked = await createUser(payload, 'bid-blocked@test.example')
    await payload.update({ collection: 'users', id: blocked.id, data: { blocked: true }, overrideAccess: true })
    const codes = await Promise.all(
      ['', unconfirmed.cookie, pending.cookie, blocked.cookie, seller.cookie].map(async (cookie) => (await bidHttp(service.base, auctionId, cookie, { amount: 20_000 })).body.error.code),
    )
    expect(codes).toEqual(['unauthenticated', 'email_unconfirmed', 'kyc_required', 'unauthenticated', 'own_listing'])
    const snapshot = (await readJson(`${service.base}/svc/auctions/${auctionId}`, buyer.cookie)).data
    expect(snapshot.bid_count).toBe(0)
  })

  it('refuses amounts above the hard ceiling on both doors, and the auction stays biddable', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000 })
    const socket = service.client(buyer.cookie)
    for (const amount of [1e20, 100_000_000.01, 250_000_000]) {
      const http = await bidHttp(service.base, auctionId, buyer.cookie, { amount, confirm: true })
      expect(http, String(amount)).toEqual({ status: 422, body: { error: { code: 'amount_too_high', message: 'The highest amount accepted is €100,000,000.' } } })
      const overSocket = await emitWithAck<{ error: { code: string; message: string } }>(socket, 'bid:place', { auctionId, amount, confirm: true })
      expect(overSocket.error, String(amount)).toEqual({ code: 'amount_too_high', message: 'The highest amount accepted is €100,000,000.' })
    }
    const snapshot = (await readJson(`${service.base}/svc/auctions/${auctionId}`, buyer.cookie)).data as AuctionSnapshot
    expect(snapshot).toMatchObject({ bid_count: 0, min_next_bid: 10_000 })
    // Nothing was stored, so an ordinary bid still meets the minimum.
    expect((await bidHttp(service.base, auctionId, buyer2.cookie, { amount: 10_000 })).status).toBe(201)
  })

  it('asks for a confirmation above ten times the minimum next bid, on both doors', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 2_000 })
    const high = await bidHttp(service.base, auctionId, buyer.cookie, { amount: 200_000 })
    expect(high).toEqual({
      status: 409,
      body: { error: { code: 'confirmation_required', message: 'You are bidding €200,000, 100 times the minimum next bid. Send it again with "confirm": true if you mean it.', min_next_bid: 2_000, times: 100 } },
    })
    // Exactly ten times the minimum is not "more than ten times".
    expect((await bidHttp(service.base, auctionId, buyer.cookie, { amount: 20_000 })).status).toBe(201)
    const socket = service.client(buyer2.cookie)
    const unconfirmed = await emitWithAck<{ error: { code: string; times: number } }>(socket, 'bid:place', { auctionId, amount: 500_000 })
    expect(unconfirmed.error).toMatchObject({ code: 'confirmation_required', times: 24, min_next_bid: 20_250 })
    expect((await readJson(`${service.base}/svc/auctions/${auctionId}`, buyer.cookie)).data).toMatchObject({ current_price: 20_000, bid_count: 1 })
    const confirmed = await emitWithAck<{ data: { snapshot: AuctionSnapshot } }>(socket, 'bid:place', { auctionId, amount: 500_000, confirm: true })
    expect(confirmed.data.snapshot).toMatchObject({ current_price: 500_000, bid_count: 2 })
  })

  it('checks the session on every socket bid: a block or a revoked KYC stops the next bid at once', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 1_000 })
    const blockedLater = await createUser(payload, 'bid-blocked-later@test.example')
    const revokedLater = await createUser(payload, 'bid-revoked-later@test.example')
    const a = service.client(blockedLater.cookie)
    const b = service.client(revokedLater.cookie)
    expect(await emitWithAck(a, 'bid:place', { auctionId, amount: 1_000 })).toHaveProperty('data')
    expect(await emitWithAck(b, 'bid:place', { auctionId, amount: 1_100 })).toHaveProperty('data')
    await payload.update({ collection: 'users', id: blockedLater.id, data: { blocked: true }, overrideAccess: true })
    await payload.update({ collection: 'users', id: revokedLater.id, data: { kyc_status: 'rejected' }, overrideAccess: true })
    const [blockedReply, revokedReply] = await Promise.all([
      emitWithAck<{ error: { code: string } }>(a, 'bid:place', { auctionId, amount: 1_200 }),
      emitWithAck<{ error: { code: string } }>(b, 'bid:place', { auctionId, amount: 1_300 }),
    ])
    expect(blockedReply.error.code).toBe('unauthenticated')
    expect(revokedReply.error.code).toBe('kyc_required')
    expect((await readJson(`${service.base}/svc/auctions/${auctionId}`, buyer.cookie)).data).toMatchObject({ current_price: 1_100, bid_count: 2 })
  })

  it('validates the body and never answers with a stack', async () => {
    const { auctionId } = await createAuction(payload, {})
    const bad = await bidHttp(service.base, auctionId, buyer.cookie, { amount: 'lots' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('invalid_request')
    const extra = await bidHttp(service.base, auctionId, buyer.cookie, { amount: 20_000, bidder: 1 })
    expect(extra.status).toBe(400)
    const otherAuction = await bidHttp(service.base, auctionId, buyer.cookie, { amount: 20_000, auctionId: auctionId + 1 })
    expect(otherAuction.body.error.code).toBe('invalid_request')
    const repeated = await bidHttp(service.base, auctionId, buyer.cookie, { amount: 20_000, auctionId })
    expect(repeated.status).toBe(201)
    const missing = await bidHttp(service.base, 999_999, buyer.cookie, { amount: 20_000 })
    expect(missing).toEqual({ status: 404, body: { error: { code: 'auction_not_found', message: 'Auction not found.' } } })
  })

  it('places a bid over socket.io with an acknowledgement and broadcasts it to the room and the lists', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 5_000 })
    const bidder = service.client(buyer.cookie)
    const watcher = service.client(buyer2.cookie)
    const lister = service.client(buyer2.cookie)
    const joined = await emitWithAck<{ data: AuctionSnapshot }>(watcher, 'auction:join', { auctionId })
    expect(joined.data).toMatchObject({ current_price: 5_000, min_next_bid: 5_000, bid_increment: 100 })
    await new Promise((resolve) => lister.emit('lists:join', resolve))
    // A client that sends an empty payload before its acknowledgement is answered too.
    const untyped = service.client(buyer2.cookie) as unknown as { emit: (event: string, ...args: unknown[]) => void }
    expect(await new Promise((resolve) => untyped.emit('lists:join', undefined, resolve))).toEqual({ data: { joined: true } })
    const seen = [watcher, lister].map((socket) => new Promise<AuctionSnapshot>((resolve) => socket.once('auction:updated', resolve)))

    const reply = await emitWithAck<{ data: { snapshot: AuctionSnapshot } }>(bidder, 'bid:place', { auctionId, amount: 5_000 })
    expect(reply.data.snapshot).toMatchObject({ current_price: 5_000, bid_count: 1, min_next_bid: 5_100 })
    const [inRoom, inList] = await Promise.all(seen)
    expect(inRoom).toMatchObject({ id: auctionId, current_price: 5_000, bid_count: 1 })
    expect(inList).toEqual(inRoom)

    const refused = await emitWithAck<{ error: { code: string; min_next_bid?: number } }>(bidder, 'bid:place', { auctionId, amount: 5_010 })
    expect(refused.error).toMatchObject({ code: 'below_minimum', min_next_bid: 5_100 })
    const anonymous = await emitWithAck<{ error: { code: string } }>(service.client(), 'bid:place', { auctionId, amount: 9_000 })
    expect(anonymous.error.code).toBe('unauthenticated')
  })

  it('extends the end in the last minute and broadcasts the new end time', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, endInMs: 30_000 })
    const watcher = service.client(buyer2.cookie)
    await emitWithAck(watcher, 'auction:join', { auctionId })
    const update = new Promise<AuctionSnapshot>((resolve) => watcher.once('auction:updated', resolve))
    const before = Date.now()
    const reply = await bidHttp(service.base, auctionId, buyer.cookie, { amount: 10_000 })
    expect(reply.body.data.extended).toBe(true)
    const end = new Date((await update).end_time).getTime()
    expect(end).toBeGreaterThanOrEqual(before + 59_000)
    expect(end).toBeLessThanOrEqual(Date.now() + 60_000)
  })

  it('serves an anonymised history with stable bidder labels, newest first', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 1_000 })
    for (const [who, amount] of [[buyer, 1_000], [buyer2, 1_100], [buyer, 1_200]] as const) {
      expect((await bidHttp(service.base, auctionId, who.cookie, { amount })).status).toBe(201)
    }
    const history = (await readJson(`${service.base}/svc/auctions/${auctionId}/bids`, buyer2.cookie)).data
    expect(history.map((bid: { amount: number; bidder_label: string; is_highest: boolean }) => [bid.amount, bid.bidder_label, bid.is_highest])).toEqual([
      [1_200, 'Bidder 1', true],
      [1_100, 'Bidder 2', false],
      [1_000, 'Bidder 1', false],
    ])
    expect(JSON.stringify(history)).not.toContain('bid-buyer')
  })

  it('carries the new public history entries in the POST reply and in auction:updated, so a second viewer needs no history read', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 1_000 })
    const viewer = service.client(buyer2.cookie)
    await emitWithAck(viewer, 'auction:join', { auctionId })
    const heard: AuctionUpdate[] = []
    viewer.on('auction:updated', (update) => heard.push(update))
    const socketBidder = service.client(buyer.cookie)

    const first = await bidHttp(service.base, auctionId, buyer.cookie, { amount: 1_000 })
    expect(first.status).toBe(201)
    await vi.waitFor(() => expect(heard).toHaveLength(1))
    const second = await emitWithAck<{ data: BidAccepted }>(socketBidder, 'bid:place', { auctionId, amount: 1_100 })
    await vi.waitFor(() => expect(heard).toHaveLength(2))
    const third = await bidHttp(service.base, auctionId, buyer2.cookie, { amount: 1_200 })
    await vi.waitFor(() => expect(heard).toHaveLength(3))

    // Exactly what GET …/bids shows for the same bids: the same shape, the same labels, the same ids.
    const history = (await readJson(`${service.base}/svc/auctions/${auctionId}/bids`, buyer2.cookie)).data as PublicBid[]
    expect(history.map((bid) => [bid.amount, bid.bidder_label, bid.is_highest])).toEqual([
      [1_200, 'Bidder 2', true],
      [1_100, 'Bidder 1', false],
      [1_000, 'Bidder 1', false],
    ])
    const asBroadcast = (bid: PublicBid) => ({ ...bid, is_highest: true })
    expect(heard.map((update) => update.new_bids)).toEqual([[asBroadcast(history[2]!)], [asBroadcast(history[1]!)], [history[0]]])
    expect(first.body.data.new_bids).toEqual(heard[0]!.new_bids)
    expect(second.data.new_bids).toEqual(heard[1]!.new_bids)
    expect(third.body.data.new_bids).toEqual(heard[2]!.new_bids)
    expect(heard[2]).toMatchObject({ id: auctionId, current_price: 1_200, bid_count: 3 })
    // Pseudonyms only: no email, no user id.
    const sent = JSON.stringify(heard)
    expect(sent).not.toContain('bid-buyer')
    expect(sent).not.toMatch(/bidder_id|"bidder"/)
  })

  it('labels the broadcast entries like the history also when another instance took bids in between', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 1_000 })
    const other = await startService(payload)
    try {
      const third = await createUser(payload, 'bid-third@test.example')
      const replies = []
      for (const [base, who, amount] of [
        [service.base, buyer, 1_000],
        [other.base, buyer2, 1_100],
        [service.base, third, 1_200],
        [other.base, buyer, 1_300],
        [service.base, buyer2, 1_400],
      ] as const) {
        const reply = await bidHttp(base, auctionId, who.cookie, { amount })
        expect(reply.status).toBe(201)
        replies.push(...(reply.body.data.new_bids as PublicBid[]))
      }
      const history = (await readJson(`${service.base}/svc/auctions/${auctionId}/bids`, buyer2.cookie)).data as PublicBid[]
      expect(replies.map((bid) => [bid.id, bid.bidder_label])).toEqual([...history].reverse().map((bid) => [bid.id, bid.bidder_label]))
      expect(history.map((bid) => bid.bidder_label)).toEqual(['Bidder 2', 'Bidder 1', 'Bidder 3', 'Bidder 2', 'Bidder 1'])
    } finally {
      await other.stop()
    }
  })

  it('accepts exactly one of many concurrent bids at one price level, inside one instance', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000 })
    const bidders = await Promise.all(Array.from({ length: 6 }, (_, i) => createUser(payload, `race-${i}@test.example`)))
    const replies = await Promise.all(bidders.map((who) => bidHttp(service.base, auctionId, who.cookie, { amount: 10_000 })))
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1)
    expect(replies.filter((reply) => reply.status === 409).every((reply) => reply.body.error.code === 'bid_too_low')).toBe(true)
    const bids = await payload.find({ collection: 'bids', where: { auction: { equals: auctionId } }, overrideAccess: true })
    expect(bids.totalDocs).toBe(1)
    expect(bids.docs.filter((bid) => bid.is_highest)).toHaveLength(1)
  })

  it('proxy bidding: refused while the switch is off; once on, ceilings answer rivals and the earlier equal maximum wins', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 1_000, bidIncrement: 100 })
    const off = await bidHttp(service.base, auctionId, buyer.cookie, { amount: 1_000, max_amount: 5_000 })
    expect(off.status).toBe(400)
    expect(off.body.error.message).toBe('Proxy bidding is not enabled.')
    expect((await payload.find({ collection: 'bids', where: { auction: { equals: auctionId } }, overrideAccess: true })).totalDocs).toBe(0)

    await payload.updateGlobal({ slug: 'settings', data: { proxy_bidding_enabled: true } as never, overrideAccess: true })
    const proxied = await startService(payload)
    try {
      const below = await bidHttp(proxied.base, auctionId, buyer.cookie, { amount: 1_000, max_amount: 900 })
      expect(below.status).toBe(422)

      const first = await bidHttp(proxied.base, auctionId, buyer.cookie, { amount: 1_000, max_amount: 5_000 })
      expect(first.status).toBe(201)
      expect(first.body.data).toMatchObject({ leading: true, snapshot: { current_price: 1_000, proxy_bidding: true } })

      // A plain bid below the ceiling is recorded, and the system answers one increment above it.
      const viewer = proxied.client(buyer.cookie)
      await emitWithAck(viewer, 'auction:join', { auctionId })
      const heard = new Promise<AuctionUpdate>((resolve) => viewer.once('auction:updated', resolve))
      const rival = await bidHttp(proxied.base, auctionId, buyer2.cookie, { amount: 2_000 })
      expect(rival.status).toBe(201)
      expect(rival.body.data).toMatchObject({ leading: false, snapshot: { current_price: 2_100, bid_count: 3 } })
      // One bid, two history entries (the rival's and the system's answer), newest first, in one broadcast.
      const entries = (rival.body.data.new_bids as PublicBid[]).map((bid) => [bid.amount, bid.bidder_label, bid.is_highest])
      expect(entries).toEqual([[2_100, 'Bidder 1', true], [2_000, 'Bidder 2', false]])
      expect((await heard).new_bids).toEqual(rival.body.data.new_bids)

      // Equal maximum: the earlier one holds at that amount.
      const tie = await bidHttp(proxied.base, auctionId, buyer2.cookie, { amount: 5_000, max_amount: 5_000 })
      expect(tie.body.data).toMatchObject({ leading: false, snapshot: { current_price: 5_000 } })

      // A higher maximum takes the lead one increment above the old ceiling.
      const over = await bidHttp(proxied.base, auctionId, buyer2.cookie, { amount: 5_100, max_amount: 8_000 })
      expect(over.body.data).toMatchObject({ leading: true, snapshot: { current_price: 5_100 } })

      const bids = await payload.find({ collection: 'bids', where: { auction: { equals: auctionId } }, sort: 'createdAt', limit: 20, depth: 0, overrideAccess: true })
      const ordered = [...bids.docs].sort((a, b) => Number(a.id) - Number(b.id))
      const amounts = ordered.map((bid) => bid.amount)
      expect(amounts).toEqual([1_000, 2_000, 2_100, 5_000, 5_100])
      for (let i = 1; i < amounts.length; i++) expect(amounts[i]!).toBeGreaterThan(amounts[i - 1]!)
      expect(ordered.map((bid) => Boolean(bid.is_proxy))).toEqual([false, false, true, true, false])
      expect(ordered.filter((bid) => bid.is_highest).map((bid) => bid.amount)).toEqual([5_100])
      const highest = ordered.at(-1)!
      expect(typeof highest.bidder === 'object' ? highest.bidder?.id : highest.bidder).toBe(buyer2.id)
    } finally {
      await proxied.stop()
      await payload.updateGlobal({ slug: 'settings', data: { proxy_bidding_enabled: false } as never, overrideAccess: true })
    }
  })

  it('refuses a burst of bids beyond the per-user limit with rate_limited, on HTTP and socket alike', async () => {
    const limited = await startService(payload, { rateLimits: { perUser: 2, perIp: 1_000, windowMs: 60_000 } })
    try {
      const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 1_000 })
      expect((await bidHttp(limited.base, auctionId, buyer.cookie, { amount: 1_000 })).status).toBe(201)
      const socket = limited.client(buyer.cookie)
      const second = await emitWithAck<{ data?: unknown }>(socket, 'bid:place', { auctionId, amount: 1_100 })
      expect(second.data).toBeDefined()
      const third = await bidHttp(limited.base, auctionId, buyer.cookie, { amount: 1_200 })
      expect(third.status).toBe(429)
      expect(third.body.error).toMatchObject({ code: 'rate_limited' })
      const fourth = await emitWithAck<{ error: { code: string } }>(socket, 'bid:place', { auctionId, amount: 1_300 })
      expect(fourth.error.code).toBe('rate_limited')
      // Another bidder is not affected by this user's limit.
      expect((await bidHttp(limited.base, auctionId, buyer2.cookie, { amount: 1_400 })).status).toBe(201)
    } finally {
      await limited.stop()
    }
  })
})
