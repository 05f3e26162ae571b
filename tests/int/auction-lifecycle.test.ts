import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqliteFile } from '../../cms/db'
import { closeAuction } from '../../server/bidding/close-auction'
import { notifyAfterBid } from '../../server/bidding/create-bidding'
import { runAuctionClock } from '../../server/bidding/run-auction-clock'
import { createNotifier } from '../../server/notifications/send-notifications'
import { createSettingsSource } from '../../server/settings/settings'
import { createLogger } from '../../server/logger'
import { createSqliteBidStore } from '../../server/storage/sqlite-bid-store'
import { bidHttp, createAuction, createUser, SAME_ORIGIN, startService } from './helpers/bidding'
import { startPayload } from './helpers/payload'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const until = async <T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> => {
  const started = Date.now()
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time')
    await sleep(100)
  }
}

/**
 * Two service instances on one SQLite file (each with its own connection, serializer and clock),
 * racing on bids and closings; an auction that ended while the service was down; settlement.
 */
describe('auction lifecycle across instances', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let a: Awaited<ReturnType<typeof startService>>
  let b: Awaited<ReturnType<typeof startService>>
  let storeA: ReturnType<typeof createSqliteBidStore>
  let storeB: ReturnType<typeof createSqliteBidStore>
  let buyer: Awaited<ReturnType<typeof createUser>>
  let buyer2: Awaited<ReturnType<typeof createUser>>
  let seller: Awaited<ReturnType<typeof createUser>>
  const logger = createLogger('silent')

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    buyer = await createUser(payload, 'life-buyer@test.example')
    buyer2 = await createUser(payload, 'life-buyer2@test.example', { language: 'de' })
    seller = await createUser(payload, 'life-seller@test.example', { language: 'de' })
    // Each instance's store opens its own connection to the one database file.
    storeA = createSqliteBidStore(sqliteFile())
    storeB = createSqliteBidStore(sqliteFile())
    // Each instance has its own notifier; throttled mails are claimed in the shared database. The
    // watchers' window is longer than the watcher test's three bids take on a loaded machine.
    const notifierA = createNotifier(payload, logger, { claim: (input) => storeA.claimNotification(input), watchersDelayMs: 3_000 })
    const notifierB = createNotifier(payload, logger, { claim: (input) => storeB.claimNotification(input), watchersDelayMs: 3_000 })
    a = await startService(payload, { store: storeA, afterAccepted: notifyAfterBid(notifierA) })
    b = await startService(payload, { store: storeB, afterAccepted: notifyAfterBid(notifierB) })
  })

  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await storeA?.close()
    await storeB?.close()
    await stop?.()
  })


  it('accepts exactly one of many equal bids sent to two instances at once', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 20_000 })
    const bidders = await Promise.all(Array.from({ length: 8 }, (_, i) => createUser(payload, `two-${i}@test.example`)))
    const replies = await Promise.all(bidders.map((who, i) => bidHttp(i % 2 ? b.base : a.base, auctionId, who.cookie, { amount: 20_000 })))
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1)
    const bids = await payload.find({ collection: 'bids', where: { auction: { equals: auctionId } }, overrideAccess: true })
    expect(bids.totalDocs).toBe(1)
  })

  it('keeps accepted amounts strictly increasing with one highest bid under a mixed race', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 1_000, bidIncrement: 1 })
    const bidders = await Promise.all(Array.from({ length: 10 }, (_, i) => createUser(payload, `mix-${i}@test.example`)))
    const amounts = Array.from({ length: 120 }, (_, i) => 1_000 + Math.floor(i / 2) * 3 + (i % 3))
    const replies = await Promise.all(
      amounts.map((amount, i) => bidHttp(i % 2 ? b.base : a.base, auctionId, bidders[i % bidders.length].cookie, { amount })),
    )
    const accepted = replies.filter((reply) => reply.status === 201).length
    expect(accepted).toBeGreaterThan(1)
    expect(replies.every((reply) => reply.status === 201 || ['bid_too_low', 'below_minimum'].includes(reply.body.error?.code))).toBe(true)
    const bids = await payload.find({ collection: 'bids', where: { auction: { equals: auctionId } }, sort: 'id', limit: 500, overrideAccess: true })
    expect(bids.totalDocs).toBe(accepted)
    const stored = bids.docs.map((bid) => bid.amount)
    for (let i = 1; i < stored.length; i++) expect(stored[i]).toBeGreaterThan(stored[i - 1])
    expect(bids.docs.filter((bid) => bid.is_highest).map((bid) => bid.amount)).toEqual([stored.at(-1)])
    const auction = await payload.findByID({ collection: 'auctions', id: auctionId, overrideAccess: true })
    expect(auction).toMatchObject({ bid_count: accepted, current_price: stored.at(-1) })
  })

  it('mails the outbid bidder once per auction in ten minutes, in their language, whichever instance took the bids', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 3_000 })
    expect((await bidHttp(a.base, auctionId, buyer2.cookie, { amount: 3_000 })).status).toBe(201)
    // Outbid first through instance B, then again through instance A: one mail in all.
    expect((await bidHttp(b.base, auctionId, buyer.cookie, { amount: 3_100 })).status).toBe(201)
    expect((await bidHttp(a.base, auctionId, buyer2.cookie, { amount: 3_200 })).status).toBe(201)
    expect((await bidHttp(a.base, auctionId, buyer.cookie, { amount: 3_300 })).status).toBe(201)
    const mails = await until(async () => {
      const logs = await payload.find({ collection: 'email-logs', where: { template: { equals: 'outbid' }, to: { equals: buyer2.email } }, overrideAccess: true })
      return logs.totalDocs ? logs : null
    })
    await sleep(500)
    const again = await payload.find({ collection: 'email-logs', where: { template: { equals: 'outbid' }, to: { equals: buyer2.email } }, overrideAccess: true })
    expect(again.totalDocs).toBe(1)
    expect(mails.docs[0]).toMatchObject({ language: 'de' })
    expect(mails.docs[0].subject).toMatch(/überboten/)
    expect(mails.docs[0].text).toMatch(/3\.100\s€/)
  })

  it('mails watchers with email on about a bid once, but not the bidders themselves or quiet watchers', async () => {
    const { auctionId, listingId } = await createAuction(payload, { sellerId: seller.id, startPrice: 4_000 })
    const keen = await createUser(payload, 'watcher-keen@test.example')
    const quiet = await createUser(payload, 'watcher-quiet@test.example')
    for (const [user, notify] of [[keen, true], [quiet, false], [buyer, true]] as const) {
      await payload.create({ collection: 'watchlist', data: { user: user.id, listing: listingId, auction: auctionId, notify_email: notify }, overrideAccess: true })
    }
    expect((await bidHttp(a.base, auctionId, buyer.cookie, { amount: 4_000 })).status).toBe(201)
    expect((await bidHttp(a.base, auctionId, buyer2.cookie, { amount: 4_100 })).status).toBe(201)
    expect((await bidHttp(a.base, auctionId, buyer.cookie, { amount: 4_200 })).status).toBe(201)
    const mails = await until(async () => {
      const logs = await payload.find({ collection: 'email-logs', where: { template: { equals: 'watchlist_bid' }, to: { equals: keen.email } }, overrideAccess: true })
      return logs.totalDocs ? logs : null
    })
    expect(mails.docs[0].text).toMatch(/€4,200\b/)
    await sleep(800)
    const sent = await payload.find({ collection: 'email-logs', where: { template: { equals: 'watchlist_bid' } }, limit: 100, overrideAccess: true })
    const toThisAuction = sent.docs.filter((mail) => [keen.email, quiet.email, buyer.email, buyer2.email].includes(mail.to))
    expect(toThisAuction.map((mail) => mail.to)).toEqual([keen.email])
    const note = await payload.find({ collection: 'notifications', where: { user: { equals: keen.id }, type: { equals: 'watchlist_bid' } }, overrideAccess: true })
    expect(note.totalDocs).toBe(1)
  })

  it('closes an auction exactly once when two instances race, with order, invoice and PDF for the buyer only', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 45_500, reserve: 40_000, endInMs: 2_500, antiSnipingWindowSecs: 0 })
    expect((await bidHttp(a.base, auctionId, buyer.cookie, { amount: 45_500 })).status).toBe(201)
    await sleep(2_600)
    const settings = createSettingsSource(payload)
    const notifier = createNotifier(payload, logger)
    const results = await Promise.all([
      closeAuction({ payload, store: storeA, settings, notifier }, auctionId),
      closeAuction({ payload, store: storeB, settings, notifier }, auctionId),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
    const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, overrideAccess: true })
    expect(auction).toMatchObject({ status: 'ENDED', winner: buyer.id })
    const orders = await payload.find({ collection: 'orders', where: { auction: { equals: auctionId } }, overrideAccess: true })
    expect(orders.totalDocs).toBe(1)
    // The winning bid of €45,500 is the all-in price: it contains the 2% buyer fee; VAT 19% on it.
    expect(orders.docs[0]).toMatchObject({ hammer_price: 44_607.84, buyer_fee: 892.16, vat_rate: 19, vat_amount: 8_645, total: 54_145 })
    const invoices = await payload.find({ collection: 'invoices', where: { order: { equals: orders.docs[0].id } }, overrideAccess: true })
    expect(invoices.totalDocs).toBe(1)
    const invoice = invoices.docs[0]
    expect(invoice).toMatchObject({ vat_treatment: 'domestic', payment_reference: orders.docs[0].payment_reference })

    const pdf = await fetch(`${a.base}/svc/invoices/${invoice.id}/pdf`, { headers: { cookie: buyer.cookie, ...SAME_ORIGIN } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
    const stranger = await fetch(`${a.base}/svc/invoices/${invoice.id}/pdf`, { headers: { cookie: buyer2.cookie, ...SAME_ORIGIN } })
    expect(stranger.status).toBe(404)
    expect((await fetch(`${a.base}/svc/invoices/${invoice.id}/pdf`)).status).toBe(401)

    const won = await payload.find({ collection: 'email-logs', where: { template: { equals: 'won' }, to: { equals: buyer.email } }, overrideAccess: true })
    expect(won.totalDocs).toBe(1)
    const late = await bidHttp(b.base, auctionId, buyer2.cookie, { amount: 60_000 })
    expect(late.body.error.code).toBe('auction_ended')
  })

  it('ends below the reserve without a winner and tells the seller', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000, reserve: 50_000, endInMs: 1_500, antiSnipingWindowSecs: 0 })
    const bid = await bidHttp(a.base, auctionId, buyer.cookie, { amount: 10_000 })
    expect(bid.body.data.snapshot.reserve_met).toBe(false)
    expect(JSON.stringify(bid.body)).not.toContain('50000')
    await sleep(1_600)
    const result = await closeAuction({ payload, store: storeA, settings: createSettingsSource(payload), notifier: createNotifier(payload, logger) }, auctionId)
    expect(result).toMatchObject({ outcome: 'reserve_not_met', winnerId: null })
    const orders = await payload.find({ collection: 'orders', where: { auction: { equals: auctionId } }, overrideAccess: true })
    expect(orders.totalDocs).toBe(0)
    const notes = await payload.find({ collection: 'notifications', where: { user: { equals: seller.id }, type: { equals: 'auction_ended' } }, overrideAccess: true })
    expect(notes.totalDocs).toBe(1)
    expect(notes.docs[0].title).toMatch(/Mindestpreis/)
  })

  it('after a restart, closes an auction that ended while the service was down, and starts a scheduled one', async () => {
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 7_000, endInMs: 1_500, antiSnipingWindowSecs: 0 })
    const scheduled = await createAuction(payload, { sellerId: seller.id, status: 'SCHEDULED', startInMs: 500, endInMs: 3_600_000 })
    expect((await bidHttp(b.base, auctionId, buyer2.cookie, { amount: 7_000 })).status).toBe(201)
    // This auction has no anti-sniping window, so the bid does not move its end.
    await sleep(1_600) // the service is "down": no clock runs while the auction ends

    const clock = runAuctionClock({ payload, store: storeA, settings: createSettingsSource(payload), logger, intervalMs: 60_000 })
    await clock.ready
    clock.stop()
    const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, overrideAccess: true })
    expect(auction).toMatchObject({ status: 'ENDED', winner: buyer2.id })
    const orders = await payload.find({ collection: 'orders', where: { auction: { equals: auctionId } }, overrideAccess: true })
    expect(orders.totalDocs).toBe(1)
    const started = await payload.findByID({ collection: 'auctions', id: scheduled.auctionId, depth: 0, overrideAccess: true })
    expect(started.status).toBe('LIVE')
  })
})
