import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { io as connect } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AuctionDetail, AuctionUpdate } from '@core/contract'
import { createApplication } from '../../server/app'
import { bidStoreFor, createBidding } from '../../server/bidding/create-bidding'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { bidHttp, type Client, createAuction, createUser, emitWithAck, SAME_ORIGIN } from './helpers/bidding'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'

/**
 * The detail page's per-viewer data: each signed-in bidder gets their own standing (label, leading,
 * won or lost) and VAT case, nobody else's; the public broadcast carries no identity; after the end
 * the page is a results page that stays reachable for the auction's participants.
 */
describe('bid box: the viewer\'s own standing and the results page', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Server
  let io: ReturnType<typeof createApplication>['io']
  let base: string
  let closeStore: () => Promise<void> | void
  const sockets: Client[] = []
  let auction: { auctionId: number; listingId: number }
  let slug: string
  let alice: Awaited<ReturnType<typeof createUser>>
  let bob: Awaited<ReturnType<typeof createUser>>
  let carol: Awaited<ReturnType<typeof createUser>>

  const page = async (cookie?: string, path = slug) => {
    const response = await fetch(`${base}/svc/auctions/by-slug/${path}`, { headers: cookie ? { cookie, ...SAME_ORIGIN } : SAME_ORIGIN })
    return { status: response.status, data: (await response.json()).data as AuctionDetail }
  }

  const approvedKyc = async (userId: number, country: string, vatId: string) => {
    const pdf = makePdf('Registration')
    const doc = await payload.create({ collection: 'kyc-documents', data: { owner: userId }, file: { data: pdf, mimetype: 'application/pdf', name: 'r.pdf', size: pdf.length }, overrideAccess: true } as never)
    const record = await payload.create({
      collection: 'kyc',
      data: {
        user: userId,
        company_name: 'Bau GmbH',
        vat_id: vatId,
        business_address: { street: 'Hauptstr. 1', postal_code: '1010', city: 'Wien' },
        country,
        contact_person: 'Anna',
        phone: '+43 1 234567',
        business_registration: doc.id,
        proof_of_address: doc.id,
      } as never,
      overrideAccess: true,
      context: { skipEmails: true },
    })
    await payload.update({ collection: 'kyc', id: record.id, data: { status: 'approved' }, overrideAccess: true, context: { skipEmails: true } })
  }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    alice = await createUser(payload, 'standing-alice@int.test')
    bob = await createUser(payload, 'standing-bob@int.test')
    carol = await createUser(payload, 'standing-carol@int.test')
    await approvedKyc(alice.id, 'AT', 'ATU13585627')
    auction = await createAuction(payload, { startPrice: 10_000, bidIncrement: 500 })
    slug = String((await payload.findByID({ collection: 'listings', id: auction.listingId, overrideAccess: true })).slug)

    service = createServer()
    const repository = createPayloadAuctionRepository(payload)
    const store = bidStoreFor(payload)
    closeStore = () => store.close?.()
    const bidding = createBidding(payload, { store, rateLimits: { perUser: 10_000, perIp: 10_000, windowMs: 10_000 } })
    ;({ io } = createApplication(service, { logger: createLogger('silent'), auctions: repository, probe: repository, payload, catalog: createCatalogRepository(payload), bidding }))
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    for (const client of sockets) client.close()
    await io?.close()
    await closeStore?.()
    await stop?.()
  })

  it('before any bid: no standing yet, and the fees and the buyer\'s own VAT case for the bid total', async () => {
    const { data } = await page(alice.cookie)
    expect(data.standing).toEqual({ label: null, has_bid: false, leading: false, outcome: null })
    expect(data.pricing).toEqual({ buyer_fee_pct: 2, vat_pct: 19, buyer: { country: 'AT', vat_id: 'ATU13585627', vat_treatment: 'intra_community' } })
    expect(data.ended).toBe(false)
    // Bob has no approved verification on record: the VAT case is unknown.
    expect((await page(bob.cookie)).data.pricing).toMatchObject({ buyer_fee_pct: 2, vat_pct: 19, buyer: null })
  })

  it('each bidder sees their own label and whether they lead; the broadcast to others names nobody', async () => {
    const watcher = connect(base, { transports: ['websocket'], forceNew: true, extraHeaders: { cookie: carol.cookie, ...SAME_ORIGIN } })
    sockets.push(watcher)
    await emitWithAck(watcher, 'auction:join', { auctionId: auction.auctionId })
    const updates: AuctionUpdate[] = []
    watcher.on('auction:updated', (update) => updates.push(update))

    expect((await bidHttp(base, auction.auctionId, alice.cookie, { amount: 10_000 })).status).toBe(201)
    expect((await bidHttp(base, auction.auctionId, bob.cookie, { amount: 10_500 })).status).toBe(201)

    expect((await page(alice.cookie)).data.standing).toEqual({ label: 'Bidder 1', has_bid: true, leading: false, outcome: null })
    expect((await page(bob.cookie)).data.standing).toEqual({ label: 'Bidder 2', has_bid: true, leading: true, outcome: null })
    expect((await page(carol.cookie)).data.standing).toEqual({ label: null, has_bid: false, leading: false, outcome: null })

    // Carol's socket got both bids: prices and pseudonyms, no user ids, emails or standings.
    await expect.poll(() => updates.length).toBe(2)
    const raw = JSON.stringify(updates)
    for (const secret of [alice.email, bob.email, '"leading"', '"standing"', '"bidder_id"', '"label"']) expect(raw).not.toContain(secret)
    expect(updates[1].new_bids?.map((bid) => Object.keys(bid).sort())).toEqual([['amount', 'bidder_label', 'created_at', 'id', 'is_highest']])
  })

  it('every tab of a bidder learns their own label after their bid (also a tab opened before it); nobody else does', async () => {
    const other = await createAuction(payload, { startPrice: 5_000, bidIncrement: 100 })
    const open = async (cookie: string) => {
      const socket = connect(base, { transports: ['websocket'], forceNew: true, extraHeaders: { cookie, ...SAME_ORIGIN } })
      sockets.push(socket)
      await emitWithAck(socket, 'auction:join', { auctionId: other.auctionId })
      const labels: { auction_id: unknown; label: string }[] = []
      socket.on('auction:own-label', (payload) => labels.push(payload))
      return { socket, labels }
    }
    // Alice's second tab and Bob's and Carol's pages are open before anyone bids.
    const [aliceTab, bobTab, carolTab] = await Promise.all([open(alice.cookie), open(bob.cookie), open(carol.cookie)])

    expect((await bidHttp(base, other.auctionId, alice.cookie, { amount: 5_000 })).status).toBe(201)
    await expect.poll(() => aliceTab.labels).toEqual([{ auction_id: other.auctionId, label: 'Bidder 1' }])

    // A bid over the socket tells the bidder's tabs the same way.
    const reply = await emitWithAck<{ data?: unknown }>(bobTab.socket, 'bid:place', { auctionId: other.auctionId, amount: 5_100 })
    expect(reply.data).toBeDefined()
    await expect.poll(() => bobTab.labels).toEqual([{ auction_id: other.auctionId, label: 'Bidder 2' }])

    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(carolTab.labels).toEqual([])
    expect(aliceTab.labels).toHaveLength(1)
  })

  it('visitors get no standing, no pricing and no end date', async () => {
    const { status, data } = await page()
    expect(status).toBe(200)
    expect(data).toMatchObject({ standing: null, pricing: null, ended: false, ended_at: null, snapshot: null })
  })

  it('after the end: won for the winner, lost for the outbid bidder, nothing for others; visitors see that it ended', async () => {
    const endedAt = new Date(Date.now() - 60_000).toISOString()
    await payload.update({ collection: 'auctions', id: auction.auctionId, data: { status: 'ENDED', end_time: endedAt, winner: bob.id, closed_at: endedAt } as never, overrideAccess: true })
    const won = (await page(bob.cookie)).data
    expect(won).toMatchObject({ ended: true, ended_at: endedAt, standing: { label: 'Bidder 2', outcome: 'won' } })
    expect(won.snapshot?.current_price).toBe(10_500)
    expect((await page(alice.cookie)).data).toMatchObject({ ended: true, standing: { label: 'Bidder 1', leading: false, outcome: 'lost' } })
    expect((await page(carol.cookie)).data).toMatchObject({ ended: true, standing: { has_bid: false, outcome: null } })
    const visitor = await page()
    expect(visitor.status).toBe(200)
    expect(visitor.data).toMatchObject({ ended: true, ended_at: null, snapshot: null, standing: null })
  })

  it('once the listing is no longer public, the results page stays reachable for participants only', async () => {
    await payload.update({ collection: 'listings', id: auction.listingId, data: { status: 'sold' }, overrideAccess: true })
    const winner = await page(bob.cookie)
    expect(winner.status).toBe(200)
    expect(winner.data).toMatchObject({ slug, ended: true, standing: { outcome: 'won' } })
    const loser = await page(alice.cookie)
    expect(loser.status).toBe(200)
    expect(loser.data.standing?.outcome).toBe('lost')
    expect((await page(carol.cookie)).status).toBe(404)
    expect((await page()).status).toBe(404)
    // A draft is never shown, not even to its bidders.
    await payload.update({ collection: 'listings', id: auction.listingId, data: { status: 'draft' }, overrideAccess: true })
    expect((await page(bob.cookie)).status).toBe(404)
  })
})
