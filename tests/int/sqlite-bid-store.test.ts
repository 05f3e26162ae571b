import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { sqliteFile } from '../../cms/db'
import type { AcceptBidInput } from '../../server/storage/bid-store'
import { startBidWriterThread } from '../../server/storage/bid-writer-thread'
import { createSqliteBidStore } from '../../server/storage/sqlite-bid-store'
import { createAuction, createUser } from './helpers/bidding'
import { startPayload } from './helpers/payload'

/**
 * What only the SQLite store does: group commit (the acceptances of one event-loop turn share a
 * transaction, each in its own savepoint) on a writer thread of its own, and claims shared by two
 * connections to one file.
 */
describe('SQLite bid store', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let store: ReturnType<typeof createSqliteBidStore>
  let other: ReturnType<typeof createSqliteBidStore>
  let bidderId: number

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    store = createSqliteBidStore(sqliteFile())
    other = createSqliteBidStore(sqliteFile())
    bidderId = (await createUser(payload, 'store-bidder@test.example')).id
  })

  afterAll(async () => {
    await store?.close()
    await other?.close()
    await stop?.()
  })

  const acceptance = async (auctionId: number, amount: number): Promise<AcceptBidInput> => {
    const auction = await store.loadAuction(auctionId)
    if (!auction) throw new Error('auction missing')
    return {
      auctionId,
      expectedVersion: auction.version,
      expectedEndTime: auction.end_time,
      bids: [{ bidderId, amount, maxAmount: null, isProxy: false }],
      endTime: auction.end_time,
      reserveMet: true,
      createdAt: new Date().toISOString(),
    }
  }

  it('commits the acceptances of one turn together, and a failing one undoes only itself', async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await createAuction(payload, { startPrice: 5_000 })).auctionId))
    const inputs = await Promise.all(ids.map((id, i) => acceptance(id, 6_000 + i)))
    // The middle one breaks the bids table's NOT NULL amount after its auction row was updated.
    const broken = { ...inputs[1]!, bids: [{ ...inputs[1]!.bids[0]!, amount: null as unknown as number }] }
    const results = await Promise.allSettled([store.acceptBid(inputs[0]!), store.acceptBid(broken), store.acceptBid(inputs[2]!)])

    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { bidIds: [expect.any(Number)] } })
    expect(results[1]?.status).toBe('rejected')
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { bidIds: [expect.any(Number)] } })

    const [first, middle, last] = await Promise.all(ids.map((id) => store.loadAuction(id)))
    expect(first).toMatchObject({ current_price: 6_000, bid_count: 1, version: inputs[0]!.expectedVersion + 1 })
    expect(middle).toMatchObject({ current_price: 5_000, bid_count: 0, version: inputs[1]!.expectedVersion })
    expect(last).toMatchObject({ current_price: 6_002, bid_count: 1 })
    // Durable for every other connection once the promise settled.
    expect((await other.listBids(ids[0]!)).map((bid) => bid.amount)).toEqual([6_000])
    expect(await other.listBids(ids[1]!)).toEqual([])
  })

  it("waits for another process's write lock without blocking the event loop, and fails after the busy timeout", async () => {
    // The other writer: a plain connection to the same file holding SQLite's one write lock, as
    // another instance's commit does. It lets go on a timer, which can only fire while this
    // process's event loop runs: with SQLite's sleeping busy handler the acceptance would hold the
    // thread for the whole busy timeout and then fail with SQLITE_BUSY.
    const { auctionId } = await createAuction(payload, { startPrice: 5_000 })
    const input = await acceptance(auctionId, 5_500)
    const holder = new Database(sqliteFile())
    onTestFinished(() => {
      if (holder.inTransaction) holder.exec('COMMIT')
      holder.close()
    })
    holder.exec('BEGIN IMMEDIATE')
    const started = performance.now()
    const ticks: number[] = []
    const ticker = setInterval(() => ticks.push(performance.now() - started), 10)
    // Held for 600 ms: long enough that a busy moment of a loaded machine (another test file
    // starting a product beside this one) cannot pass for the one long stall of a blocked loop.
    setTimeout(() => holder.exec('COMMIT'), 600)
    const result = await store.acceptBid(input)
    clearInterval(ticker)
    expect(result).toMatchObject({ bidIds: [expect.any(Number)] })
    expect(performance.now() - started).toBeGreaterThanOrEqual(590)
    // The loop kept turning while the bid waited for the lock: a blocked loop ticks at most once
    // before the lock is let go; this one ticks every 10 ms, of which a fifth is asked for.
    expect(ticks.filter((at) => at < 560).length).toBeGreaterThanOrEqual(10)
    expect((await other.loadAuction(auctionId))?.current_price).toBe(5_500)

    // A lock held longer than the busy timeout fails the bid, as SQLite's handler would, and writes nothing.
    const quick = createSqliteBidStore(sqliteFile(), { busyTimeoutMs: 200 })
    const next = await acceptance(auctionId, 6_000)
    holder.exec('BEGIN IMMEDIATE')
    await expect(quick.acceptBid(next)).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
    holder.exec('COMMIT')
    await quick.close()
    expect((await other.loadAuction(auctionId))?.current_price).toBe(5_500)
  })

  it('writes acceptances on a thread of its own: a bid commits while this event loop is busy', async () => {
    // This thread spins without yielding after handing over the bid, reading the table from a
    // connection of its own: only a writer on another thread can commit meanwhile (inline, the
    // group would wait for a turn of this loop that never comes while the spin lasts).
    const { auctionId } = await createAuction(payload, { startPrice: 5_000 })
    const input = await acceptance(auctionId, 5_400)
    const reader = new Database(sqliteFile(), { readonly: true })
    onTestFinished(() => {
      reader.close()
    })
    const stored = reader.prepare('SELECT count(*) AS n FROM bids WHERE auction_id = ? AND amount = ?')
    const pending = store.acceptBid(input)
    const until = performance.now() + 3_000
    let seenWhileBusy = false
    while (performance.now() < until) {
      if (Number((stored.get([auctionId, 5_400]) as { n: number }).n) === 1) {
        seenWhileBusy = true
        break
      }
    }
    expect(seenWhileBusy).toBe(true)
    expect(await pending).toMatchObject({ bidIds: [expect.any(Number)] })
  })

  it('writes what is queued before it closes, and refuses bids after', async () => {
    const closing = createSqliteBidStore(sqliteFile())
    const { auctionId } = await createAuction(payload, { startPrice: 5_000 })
    const input = await acceptance(auctionId, 5_300)
    const accepted = closing.acceptBid(input)
    await closing.close()
    expect(await accepted).toMatchObject({ bidIds: [expect.any(Number)] })
    expect((await other.loadAuction(auctionId))?.current_price).toBe(5_300)
    await expect(closing.acceptBid(await acceptance(auctionId, 5_400))).rejects.toThrow(/closed/)
  })

  it('fails the bids of a writer thread that dies instead of leaving them waiting, again for the next bid', async () => {
    // A file the thread cannot open: it dies as it starts, as it would on any fault of its own.
    const writer = startBidWriterThread(path.join(os.tmpdir(), 'no-such-folder', 'none', 'marketplace.db'), 200)
    const { auctionId } = await createAuction(payload, { startPrice: 5_000 })
    const input = await acceptance(auctionId, 5_100)
    await expect(writer.enqueue(input)).rejects.toThrow()
    await expect(writer.enqueue(input)).rejects.toThrow()
    await writer.close()
    expect((await store.loadAuction(auctionId))?.current_price).toBe(5_000)
  })

  it('lets exactly one of two acceptances for one version win inside one group', async () => {
    const { auctionId } = await createAuction(payload, { startPrice: 5_000 })
    const a = await acceptance(auctionId, 5_500)
    const b = { ...a, bids: [{ ...a.bids[0]!, amount: 5_600 }] }
    const [ra, rb] = await Promise.all([store.acceptBid(a), store.acceptBid(b)])
    expect(ra).not.toBeNull()
    expect(rb).toBeNull()
    const bids = await store.listBids(auctionId)
    expect(bids.map((bid) => [bid.amount, bid.is_highest])).toEqual([[5_500, true]])
  })

  it('moves the highest flag with each accepted bid', async () => {
    const { auctionId } = await createAuction(payload, { startPrice: 5_000 })
    await store.acceptBid(await acceptance(auctionId, 5_100))
    await other.acceptBid(await acceptance(auctionId, 5_200))
    const bids = await store.listBids(auctionId)
    expect(bids.map((bid) => [bid.amount, bid.is_highest])).toEqual([
      [5_100, false],
      [5_200, true],
    ])
    expect((await store.highestBid(auctionId))?.amount).toBe(5_200)
  })

  it('gives a throttled message to one connection per window', async () => {
    const key = `outbid:${bidderId}:${Date.now()}`
    const now = new Date()
    const claims = await Promise.all([store, other, store, other].map((s) => s.claimNotification({ key, now, windowMs: 60_000 })))
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await other.claimNotification({ key, now: new Date(now.getTime() + 59_000), windowMs: 60_000 })).toBe(false)
    expect(await store.claimNotification({ key, now: new Date(now.getTime() + 60_000), windowMs: 60_000 })).toBe(true)
  })
})
