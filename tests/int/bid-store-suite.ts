import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkBidLimit, exposureOf, type LeadingBid } from '@core/domain/bid-limits'
import { toCents, toEuros } from '@core/domain/money'

import { bidStoreFor } from '../../server/bidding/create-bidding'
import { BidLimitExceeded, type BidStore, type NewBid } from '../../server/storage/bid-store'
import { type DbKind, isAvailable, startPayload } from './helpers/payload'

type Id = number | string

const HOUR = 3_600_000

/**
 * The storage contract of `BidStore` (server/storage/bid-store.ts), run on a real Payload with the
 * store `bidStoreFor` picks for its database adapter, so the SQLite and the MongoDB store are held
 * to the same semantics: conditional acceptance, bid order and the highest flag, single-winner
 * transitions under concurrent callers, the clock's queries and the notification claims. Fixtures
 * are made through the Local API, and the store's writes are read back through it too, so they
 * must land where Payload reads them. Shared by the SQLite and the MongoDB suite.
 */
export const bidStoreSuite = (kind: DbKind) =>
  describe.skipIf(!isAvailable(kind))(`bid store on ${kind}`, () => {
    let payload: Payload
    let stop: () => Promise<void>
    let store: BidStore
    const users: Record<'seller' | 'alice' | 'bob', Id> = { seller: 0, alice: 0, bob: 0 }
    // An id of the database's kind that no auction has.
    const missingId: Id = kind === 'mongodb' ? '000000000000000000000000' : 999_999_999
    // Every store a test opens (a service instance each), closed at the end.
    const opened: BidStore[] = []
    const openStore = () => {
      const opening = bidStoreFor(payload)
      opened.push(opening)
      return opening
    }

    beforeAll(async () => {
      ;({ payload, stop } = await startPayload(kind))
      store = openStore()
      for (const name of ['seller', 'alice', 'bob'] as const) {
        const user = await payload.create({
          collection: 'users',
          data: { email: `${name}@bid-store.test`, password: 'secret123' },
          overrideAccess: true,
        })
        users[name] = user.id
      }
    })
    afterAll(async () => {
      for (const each of opened) await each.close?.()
      await stop?.()
    })

    /** A listing (with seller and reserve) and its auction; times relative to now. */
    const makeAuction = async (input: { status?: 'SCHEDULED' | 'LIVE'; startInMs?: number; endInMs?: number; reserve?: number } = {}) => {
      const listing = await payload.create({
        collection: 'listings',
        data: {
          title: `Liebherr R 920 #${Math.random().toString(36).slice(2, 8)}`,
          category: 'excavators',
          brand: 'Liebherr',
          model: 'R 920',
          year: 2018,
          hours: 7200,
          location_city: 'Ulm',
          location_country: 'DE',
          status: 'live',
          seller: users.seller,
          reserve_price: input.reserve ?? 20_000,
        } as never,
        overrideAccess: true,
      })
      const now = Date.now()
      const auction = await payload.create({
        collection: 'auctions',
        data: {
          listing: listing.id,
          status: input.status ?? 'LIVE',
          start_time: new Date(now + (input.startInMs ?? -HOUR)).toISOString(),
          end_time: new Date(now + (input.endInMs ?? HOUR)).toISOString(),
          start_price: 10_000,
          current_price: 10_000,
          bid_count: 0,
        },
        overrideAccess: true,
      })
      return { auctionId: auction.id as Id, listingId: listing.id as Id }
    }

    const bid = (bidderId: Id, amount: number, extra: Partial<NewBid> = {}): NewBid => ({ bidderId, amount, maxAmount: null, isProxy: false, ...extra })

    /** Accepts bids on what the store reads now (fresh version and end time). */
    const acceptFresh = async (auctionId: Id, bids: NewBid[], createdAt: Date, reserveMet = false) => {
      const auction = await store.loadAuction(auctionId)
      if (!auction) throw new Error(`auction ${auctionId} not found`)
      return store.acceptBid({
        auctionId,
        expectedVersion: auction.version,
        expectedEndTime: auction.end_time,
        bids,
        endTime: auction.end_time,
        reserveMet,
        createdAt: createdAt.toISOString(),
      })
    }

    const payloadAuction = (id: Id) => payload.findByID({ collection: 'auctions', id, depth: 0, overrideAccess: true })
    /** The auction's bids as Payload reads them, by amount. */
    const payloadBids = async (auctionId: Id) =>
      (await payload.find({ collection: 'bids', where: { auction: { equals: auctionId } }, depth: 0, limit: 100, sort: 'amount', overrideAccess: true })).docs

    it('loads an auction with its listing’s seller and reserve, in the types Payload uses for its ids', async () => {
      const { auctionId, listingId } = await makeAuction({ reserve: 25_000 })
      const doc = await payloadAuction(auctionId)
      const auction = await store.loadAuction(auctionId)
      expect(auction).toEqual({
        id: auctionId,
        status: 'LIVE',
        start_time: doc.start_time,
        end_time: doc.end_time,
        start_price: 10_000,
        current_price: 10_000,
        bid_increment: null,
        bid_count: 0,
        anti_sniping_window_secs: doc.anti_sniping_window_secs,
        reserve_met: false,
        version: 0,
        seller_id: users.seller,
        reserve_price: 25_000,
        listing_id: listingId,
      })
      expect(new Date(auction!.end_time).toISOString()).toBe(auction!.end_time)
      expect(await store.loadAuction(missingId)).toBeNull()
    })

    it('accepts a bid on the current version: prices, count, end, reserve, version and the stored bid', async () => {
      const { auctionId } = await makeAuction()
      const before = await store.loadAuction(auctionId)
      const createdAt = new Date()
      const newEnd = new Date(new Date(before!.end_time).getTime() + 120_000).toISOString()
      const result = await store.acceptBid({
        auctionId,
        expectedVersion: before!.version,
        expectedEndTime: before!.end_time,
        bids: [bid(users.alice, 21_000)],
        endTime: newEnd,
        reserveMet: true,
        createdAt: createdAt.toISOString(),
      })
      expect(result?.bidIds).toHaveLength(1)

      const after = await store.loadAuction(auctionId)
      expect(after).toMatchObject({ current_price: 21_000, bid_count: 1, end_time: newEnd, reserve_met: true, version: before!.version + 1 })
      expect(await store.listBids(auctionId)).toEqual([
        { id: result!.bidIds[0], auction_id: auctionId, bidder_id: users.alice, amount: 21_000, max_amount: null, is_highest: true, created_at: createdAt.toISOString() },
      ])

      // Payload reads the same values back: the store writes the fields where the adapter keeps them.
      const doc = await payloadAuction(auctionId)
      expect(doc).toMatchObject({ current_price: 21_000, bid_count: 1, end_time: newEnd, reserve_met: true, version: before!.version + 1 })
      expect(new Date(doc.updatedAt).toISOString()).toBe(createdAt.toISOString())
      const [stored] = await payloadBids(auctionId)
      expect(stored).toMatchObject({ id: result!.bidIds[0], auction: auctionId, bidder: users.alice, amount: 21_000, is_highest: true, is_proxy: false })
      expect(new Date(stored!.createdAt).toISOString()).toBe(createdAt.toISOString())
    })

    it('a stale version, a changed end time or a status other than LIVE returns null and writes nothing', async () => {
      const { auctionId } = await makeAuction()
      await acceptFresh(auctionId, [bid(users.alice, 11_000)], new Date())
      const current = await store.loadAuction(auctionId)
      const attempt = (over: { expectedVersion?: number; expectedEndTime?: string }) =>
        store.acceptBid({
          auctionId,
          expectedVersion: over.expectedVersion ?? current!.version,
          expectedEndTime: over.expectedEndTime ?? current!.end_time,
          bids: [bid(users.bob, 12_000)],
          endTime: current!.end_time,
          reserveMet: false,
          createdAt: new Date().toISOString(),
        })
      const unchanged = async () => {
        expect(await store.loadAuction(auctionId)).toEqual(current)
        const bids = await store.listBids(auctionId)
        expect(bids.map((b) => [b.bidder_id, b.amount, b.is_highest])).toEqual([[users.alice, 11_000, true]])
        expect(await payloadBids(auctionId)).toHaveLength(1)
      }

      expect(await attempt({ expectedVersion: current!.version - 1 })).toBeNull()
      await unchanged()
      expect(await attempt({ expectedVersion: current!.version + 1 })).toBeNull()
      await unchanged()

      // Staff extend through Payload, which leaves the version alone: the end time still decides.
      const extendedEnd = new Date(new Date(current!.end_time).getTime() + 30 * 60_000).toISOString()
      await payload.update({ collection: 'auctions', id: auctionId, data: { end_time: extendedEnd }, overrideAccess: true })
      const extended = await store.loadAuction(auctionId)
      expect(extended).toMatchObject({ version: current!.version, end_time: extendedEnd })
      expect(await attempt({})).toBeNull()
      expect(await store.loadAuction(auctionId)).toEqual(extended)
      expect(await store.listBids(auctionId)).toHaveLength(1)

      // A cancelled auction takes no bid even on the current version and end time.
      await payload.update({ collection: 'auctions', id: auctionId, data: { status: 'CANCELLED' }, overrideAccess: true })
      expect(await attempt({ expectedEndTime: extendedEnd })).toBeNull()
      expect(await store.loadAuction(auctionId)).toMatchObject({ status: 'CANCELLED', version: current!.version, bid_count: 1 })
      expect(await store.listBids(auctionId)).toHaveLength(1)
    })

    it('records several bids in one acceptance in order, the last highest, and moves the highest flag', async () => {
      const { auctionId } = await makeAuction()
      const t0 = Date.now()
      const first = await acceptFresh(auctionId, [bid(users.alice, 11_000, { maxAmount: 15_000 })], new Date(t0))
      // Bob bids; Alice's ceiling answers in the same acceptance (proxy bidding).
      const pair = await acceptFresh(auctionId, [bid(users.bob, 12_000), bid(users.alice, 12_500, { maxAmount: 15_000, isProxy: true })], new Date(t0 + 1000))
      expect(pair?.bidIds).toHaveLength(2)
      expect(new Set([...first!.bidIds, ...pair!.bidIds]).size).toBe(3)

      const bids = await store.listBids(auctionId)
      expect(bids.map((b) => b.id)).toEqual([...first!.bidIds, ...pair!.bidIds])
      expect(bids.map((b) => [b.bidder_id, b.amount, b.max_amount, b.is_highest])).toEqual([
        [users.alice, 11_000, 15_000, false],
        [users.bob, 12_000, null, false],
        [users.alice, 12_500, 15_000, true],
      ])
      expect(bids.map((b) => b.created_at)).toEqual([new Date(t0).toISOString(), new Date(t0 + 1000).toISOString(), new Date(t0 + 1000).toISOString()])
      expect(await store.loadAuction(auctionId)).toMatchObject({ current_price: 12_500, bid_count: 3, version: 2 })
      expect((await payloadBids(auctionId)).map((b) => [b.amount, b.is_proxy, b.max_amount ?? null])).toEqual([
        [11_000, false, 15_000],
        [12_000, false, null],
        [12_500, true, 15_000],
      ])

      const next = await acceptFresh(auctionId, [bid(users.bob, 16_000)], new Date(t0 + 2000))
      const moved = await store.listBids(auctionId)
      expect(moved.map((b) => b.id)).toEqual([...first!.bidIds, ...pair!.bidIds, ...next!.bidIds])
      expect(moved.filter((b) => b.is_highest).map((b) => b.id)).toEqual(next!.bidIds)
    })

    it('highestBid is the highest amount, the earliest of equal amounts; null without bids', async () => {
      const { auctionId } = await makeAuction()
      expect(await store.highestBid(auctionId)).toBeNull()
      const t0 = Date.now()
      const early = await acceptFresh(auctionId, [bid(users.alice, 20_000)], new Date(t0))
      await acceptFresh(auctionId, [bid(users.bob, 20_000)], new Date(t0 + 1000))
      await acceptFresh(auctionId, [bid(users.bob, 15_000)], new Date(t0 + 2000))
      expect(await store.highestBid(auctionId)).toEqual({
        id: early!.bidIds[0],
        auction_id: auctionId,
        bidder_id: users.alice,
        amount: 20_000,
        max_amount: null,
        is_highest: false,
        created_at: new Date(t0).toISOString(),
      })
      expect(await store.listBids(missingId)).toEqual([])
      expect(await store.highestBid(missingId)).toBeNull()
    })

    it('of many concurrent acceptances on one version exactly one wins', async () => {
      const { auctionId } = await makeAuction()
      const before = await store.loadAuction(auctionId)
      // Separate store instances, as separate service instances would have, on one database.
      const stores = Array.from({ length: 8 }, () => openStore())
      const createdAt = new Date().toISOString()
      const results = await Promise.all(
        stores.map((s, index) =>
          s.acceptBid({
            auctionId,
            expectedVersion: before!.version,
            expectedEndTime: before!.end_time,
            bids: [bid(index % 2 ? users.alice : users.bob, 11_000 + index * 100)],
            endTime: before!.end_time,
            reserveMet: false,
            createdAt,
          }),
        ),
      )
      const winners = results.flatMap((result, index) => (result ? [{ index, result }] : []))
      expect(winners).toHaveLength(1)
      const { index, result } = winners[0]!
      const bids = await store.listBids(auctionId)
      expect(bids.map((b) => [b.id, b.amount, b.is_highest])).toEqual([[result.bidIds[0], 11_000 + index * 100, true]])
      expect(await store.loadAuction(auctionId)).toMatchObject({ version: before!.version + 1, bid_count: 1, current_price: 11_000 + index * 100 })
    })

    it('bidding limit: checked in the acceptance; of two concurrent acceptances on two auctions whose sum passes it exactly one wins', async () => {
      const carol = (await payload.create({ collection: 'users', data: { email: `carol-${Math.random().toString(36).slice(2, 8)}@bid-store.test`, password: 'secret123', bid_limit_eur: 25_000 }, overrideAccess: true })).id as Id
      const acceptFor = async (s: BidStore, auctionId: Id, amount: number, maxAmount: number | null = null) => {
        const auction = await s.loadAuction(auctionId)
        return s.acceptBid({
          auctionId,
          expectedVersion: auction!.version,
          expectedEndTime: auction!.end_time,
          bids: [bid(carol, amount, { maxAmount })],
          endTime: auction!.end_time,
          reserveMet: false,
          createdAt: new Date().toISOString(),
          limit: { bidderId: carol, defaultLimit: null, bid: { amount, maxAmount } },
        })
      }
      // Under the limit: stored, with what the check saw.
      const first = await makeAuction()
      expect(await acceptFor(store, first.auctionId, 10_000, 12_000)).toMatchObject({ limit: { limit: 25_000, others: 0 } })
      expect(await store.bidExposure({ userId: carol, defaultLimit: null })).toEqual({ limit: 25_000, exposure: 12_000 })
      // Over it: refused with the limit and the other commitments, nothing written.
      const second = await makeAuction()
      await expect(acceptFor(store, second.auctionId, 14_000)).rejects.toMatchObject({ limit: 25_000, others: 12_000 })
      await expect(acceptFor(store, second.auctionId, 14_000)).rejects.toBeInstanceOf(BidLimitExceeded)
      expect(await store.listBids(second.auctionId)).toEqual([])
      expect(await store.loadAuction(second.auctionId)).toMatchObject({ bid_count: 0, version: 0 })
      // Raising on the auction the bidder leads counts that auction once.
      expect(await acceptFor(store, first.auctionId, 25_000)).toMatchObject({ limit: { limit: 25_000, others: 0 } })
      // Ended auctions do not count; no limit (none set, no default) skips the check.
      await payload.update({ collection: 'auctions', id: first.auctionId, data: { status: 'ENDED' }, overrideAccess: true })
      expect(await store.bidExposure({ userId: carol, defaultLimit: null })).toEqual({ limit: 25_000, exposure: 0 })
      expect(await store.bidExposure({ userId: users.alice, defaultLimit: null })).toMatchObject({ limit: null })
      expect(await store.bidExposure({ userId: users.alice, defaultLimit: 5_000 })).toMatchObject({ limit: 5_000 })

      // Two store instances (two service instances), two auctions, at the same moment: 15,000 + 15,000 > 25,000.
      for (let round = 0; round < 5; round++) {
        const [a, b] = [await makeAuction(), await makeAuction()]
        const [one, two] = [openStore(), openStore()]
        const results = await Promise.allSettled([acceptFor(one, a.auctionId, 15_000), acceptFor(two, b.auctionId, 15_000)])
        expect(results.filter((r) => r.status === 'fulfilled' && r.value !== null), `round ${round}`).toHaveLength(1)
        const refused = results.filter((r) => r.status === 'rejected')
        expect(refused, `round ${round}`).toHaveLength(1)
        expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(BidLimitExceeded)
        for (const { auctionId } of [a, b]) await payload.update({ collection: 'auctions', id: auctionId, data: { status: 'ENDED' }, overrideAccess: true })
      }
      // Raising one's own leading bid races a bid elsewhere: 20,000 (replacing 10,000 on a) + 10,000 on b > 25,000.
      for (let round = 0; round < 3; round++) {
        const [a, b] = [await makeAuction(), await makeAuction()]
        expect(await acceptFor(store, a.auctionId, 10_000)).toMatchObject({ limit: { limit: 25_000, others: 0 } })
        const [one, two] = [openStore(), openStore()]
        const results = await Promise.allSettled([acceptFor(one, a.auctionId, 20_000), acceptFor(two, b.auctionId, 10_000)])
        expect(results.filter((r) => r.status === 'fulfilled' && r.value !== null), `raise round ${round}`).toHaveLength(1)
        expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof BidLimitExceeded), `raise round ${round}`).toHaveLength(1)
        for (const { auctionId } of [a, b]) await payload.update({ collection: 'auctions', id: auctionId, data: { status: 'ENDED' }, overrideAccess: true })
      }
    })

    it('bidding limit: the store agrees with the core rule (checkBidLimit) at the boundary, over several auctions, outbid and closed ones', async () => {
      /**
       * A model of the bidder's standing kept by the test from what it did (never read back from the
       * store): each step is a bid, an outbid or a close, and every bid's outcome in the store must
       * be the rule's verdict on the model: accepted with what the check saw, or refused with the
       * limit and the other commitments, writing nothing. Bid amounts sit at the boundary: exactly
       * what the limit leaves on that auction, one cent more or less, or the leftover split between
       * amount and proxy maximum.
       */
      type Step =
        | { kind: 'bid'; on: number; offsetCents: -1 | 0 | 1; proxy: boolean }
        | { kind: 'outbid' | 'close'; on: number }
      const step: fc.Arbitrary<Step> = fc.oneof(
        { weight: 3, arbitrary: fc.record({ kind: fc.constant('bid' as const), on: fc.nat(4), offsetCents: fc.constantFrom(-1 as const, 0 as const, 1 as const), proxy: fc.boolean() }) },
        { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('outbid' as const, 'close' as const), on: fc.nat(4) }) },
      )
      const own = fc.constantFrom<[number | null, number | null]>([25_000, null], [null, 18_000.5], [40_000.01, 10_000])
      let round = 0
      const seen = { accepted: 0, refused: 0, outbid: 0, closed: 0 }
      await fc.assert(
        fc.asyncProperty(own, fc.array(step, { minLength: 4, maxLength: 8 }), async ([ownLimit, defaultLimit], steps) => {
          round += 1
          const bidder = (
            await payload.create({
              collection: 'users',
              data: { email: `limit-${round}-${Math.random().toString(36).slice(2, 8)}@bid-store.test`, password: 'secret123', bid_limit_eur: ownLimit },
              overrideAccess: true,
            })
          ).id as Id
          const limit = ownLimit ?? defaultLimit
          const auctions: Id[] = []
          const model: LeadingBid[] = []
          const modelOf = (auctionId: Id) => model.find((entry) => String(entry.auctionId) === String(auctionId))
          for (const each of steps) {
            if (each.kind !== 'bid') {
              // Outbid or close one of the auctions the bidder leads now (none: nothing to do).
              const held = model.filter((entry) => entry.leading && entry.status === 'LIVE')
              const entry = held[each.on % Math.max(1, held.length)]
              if (!entry) continue
              if (each.kind === 'close') {
                await payload.update({ collection: 'auctions', id: entry.auctionId, data: { status: 'ENDED' }, overrideAccess: true })
                entry.status = 'ENDED'
                seen.closed += 1
              } else {
                await acceptFresh(entry.auctionId, [bid(users.alice, toEuros(toCents(Math.max(entry.amount, entry.maxAmount ?? 0)) + 100))], new Date())
                entry.leading = false
                seen.outbid += 1
              }
              continue
            }
            // `on` past the auctions made so far means a new auction.
            if (each.on >= auctions.length) auctions.push((await makeAuction()).auctionId)
            const auctionId = auctions[Math.min(each.on, auctions.length - 1)]!
            const auction = (await store.loadAuction(auctionId))!
            if (auction.status !== 'LIVE') continue
            // What the limit leaves on this auction, and the bid at the boundary (at least one euro).
            const left = toCents(limit!) - toCents(exposureOf(model, auctionId))
            const commitmentCents = Math.max(100, left + each.offsetCents)
            const newBid = each.proxy
              ? { amount: toEuros(Math.max(1, Math.floor(commitmentCents / 2))), maxAmount: toEuros(commitmentCents) }
              : { amount: toEuros(commitmentCents), maxAmount: null }
            const verdict = checkBidLimit({ limit, leading: model, auctionId, bid: newBid })
            const others = exposureOf(model, auctionId)
            const attempt = store.acceptBid({
              auctionId,
              expectedVersion: auction.version,
              expectedEndTime: auction.end_time,
              bids: [bid(bidder, newBid.amount, { maxAmount: newBid.maxAmount })],
              endTime: auction.end_time,
              reserveMet: false,
              createdAt: new Date().toISOString(),
              limit: { bidderId: bidder, defaultLimit, bid: newBid },
            })
            if (verdict.ok) {
              expect(await attempt, JSON.stringify({ each, newBid, model })).toEqual({ bidIds: [expect.anything()], limit: { limit, others } })
              seen.accepted += 1
              const entry = modelOf(auctionId)
              if (entry) Object.assign(entry, { leading: true, amount: newBid.amount, maxAmount: newBid.maxAmount })
              else model.push({ auctionId, status: 'LIVE', leading: true, amount: newBid.amount, maxAmount: newBid.maxAmount })
            } else {
              const refusal = await attempt.then(
                () => null,
                (error: unknown) => error,
              )
              seen.refused += 1
              expect(refusal, JSON.stringify({ each, newBid, model })).toBeInstanceOf(BidLimitExceeded)
              expect(refusal).toMatchObject({ limit, others })
              expect(await store.loadAuction(auctionId)).toMatchObject({ version: auction.version, bid_count: auction.bid_count })
            }
          }
          // The store's own reading of the standing agrees with the model too.
          expect(await store.bidExposure({ userId: bidder, defaultLimit })).toEqual({ limit, exposure: exposureOf(model) })
          for (const auctionId of auctions) await payload.update({ collection: 'auctions', id: auctionId, data: { status: 'ENDED' }, overrideAccess: true })
        }),
        { seed: 2611, numRuns: 6, endOnFailure: true },
      )
      // The cases the seed makes cover both verdicts and both ways a commitment is released.
      expect(Object.values(seen).every((count) => count > 0), JSON.stringify(seen)).toBe(true)
    })

    it('dueAuctions lists LIVE auctions past their end (earliest first) and SCHEDULED ones whose start has come', async () => {
      const endedEarlier = await makeAuction({ endInMs: -120_000 })
      const endedLater = await makeAuction({ endInMs: -60_000 })
      const running = await makeAuction({ endInMs: HOUR })
      const startable = await makeAuction({ status: 'SCHEDULED', startInMs: -60_000, endInMs: HOUR })
      const notYet = await makeAuction({ status: 'SCHEDULED', startInMs: HOUR, endInMs: 2 * HOUR })
      const missed = await makeAuction({ status: 'SCHEDULED', startInMs: -2 * HOUR, endInMs: -HOUR })
      const { toClose, toStart } = await store.dueAuctions(new Date().toISOString())
      expect(toClose).toContainEqual(endedEarlier.auctionId)
      expect(toClose).toContainEqual(endedLater.auctionId)
      expect(toClose.indexOf(endedEarlier.auctionId)).toBeLessThan(toClose.indexOf(endedLater.auctionId))
      expect(toClose).not.toContainEqual(running.auctionId)
      expect(toStart).toContainEqual(startable.auctionId)
      expect(toStart).not.toContainEqual(notYet.auctionId)
      expect(toStart).not.toContainEqual(missed.auctionId)
    })

    it('markEnded ends a LIVE auction past its end exactly once, for the current version only', async () => {
      const { auctionId } = await makeAuction({ endInMs: -1000 })
      await acceptFresh(auctionId, [bid(users.alice, 12_000)], new Date(Date.now() - 60_000))
      const auction = await store.loadAuction(auctionId)
      const nowIso = new Date().toISOString()
      expect(await store.markEnded({ auctionId, expectedVersion: auction!.version - 1, nowIso, winnerId: users.alice })).toBe(false)
      // Not over yet at an earlier moment.
      const early = new Date(new Date(auction!.end_time).getTime() - 1000).toISOString()
      expect(await store.markEnded({ auctionId, expectedVersion: auction!.version, nowIso: early, winnerId: users.alice })).toBe(false)

      const results = await Promise.all(
        Array.from({ length: 6 }, () => openStore().markEnded({ auctionId, expectedVersion: auction!.version, nowIso, winnerId: users.alice })),
      )
      expect(results.filter(Boolean)).toHaveLength(1)
      expect(await store.markEnded({ auctionId, expectedVersion: auction!.version, nowIso, winnerId: users.alice })).toBe(false)
      expect(await store.loadAuction(auctionId)).toMatchObject({ status: 'ENDED', version: auction!.version + 1 })
      const doc = await payloadAuction(auctionId)
      expect(doc).toMatchObject({ status: 'ENDED', winner: users.alice, closed_at: nowIso, version: auction!.version + 1 })
      // An ended auction takes no more bids.
      expect(await acceptFresh(auctionId, [bid(users.bob, 13_000)], new Date())).toBeNull()
    })

    it('markLive starts a SCHEDULED auction once its start has come, exactly once', async () => {
      const { auctionId } = await makeAuction({ status: 'SCHEDULED', startInMs: -1000, endInMs: HOUR })
      const future = await makeAuction({ status: 'SCHEDULED', startInMs: HOUR, endInMs: 2 * HOUR })
      const nowIso = new Date().toISOString()
      expect(await store.markLive({ auctionId: future.auctionId, nowIso })).toBe(false)
      expect(await store.loadAuction(future.auctionId)).toMatchObject({ status: 'SCHEDULED', version: 0 })

      const results = await Promise.all(Array.from({ length: 6 }, () => openStore().markLive({ auctionId, nowIso })))
      expect(results.filter(Boolean)).toHaveLength(1)
      expect(await store.markLive({ auctionId, nowIso })).toBe(false)
      expect(await store.loadAuction(auctionId)).toMatchObject({ status: 'LIVE', version: 1 })
      expect(await payloadAuction(auctionId)).toMatchObject({ status: 'LIVE', version: 1 })
    })

    it('unsettledWins lists ENDED auctions with a winner and no order', async () => {
      const won = await makeAuction({ endInMs: -1000 })
      const settled = await makeAuction({ endInMs: -1000 })
      const unsold = await makeAuction({ endInMs: -1000 })
      const live = await makeAuction({ endInMs: HOUR })
      // Taken after the auctions exist: each ended a second before its creation, and on a busy
      // machine creating them takes longer than that, so an earlier "now" fell before their ends.
      const nowIso = new Date().toISOString()
      for (const [{ auctionId }, winnerId] of [
        [won, users.alice],
        [settled, users.bob],
        [unsold, null],
      ] as const) {
        expect(await store.markEnded({ auctionId, expectedVersion: 0, nowIso, winnerId })).toBe(true)
      }
      await payload.create({
        collection: 'orders',
        data: {
          auction: settled.auctionId,
          listing: settled.listingId,
          buyer: users.bob,
          seller: users.seller,
          hammer_price: 12_000,
          buyer_fee: 600,
          vat_rate: 19,
          vat_amount: 2394,
          total: 14_994,
          payment_reference: `MM-${Math.random().toString(36).slice(2, 10)}`,
        } as never,
        overrideAccess: true,
      })
      const unsettled = await store.unsettledWins()
      expect(unsettled).toContainEqual(won.auctionId)
      expect(unsettled).not.toContainEqual(settled.auctionId)
      expect(unsettled).not.toContainEqual(unsold.auctionId)
      expect(unsettled).not.toContainEqual(live.auctionId)
    })

    it("bidderStanding: the user's confirmation, KYC and block, only while the session exists and has not expired", async () => {
      const user = await payload.create({
        collection: 'users',
        data: { email: `standing-${kind}@bid-store.test`, password: 'secret123', email_confirmed_at: new Date().toISOString(), kyc_status: 'approved' } as never,
        overrideAccess: true,
      })
      await payload.login({ collection: 'users', data: { email: `standing-${kind}@bid-store.test`, password: 'secret123' }, overrideAccess: true })
      const sessions = ((await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true, showHiddenFields: true })) as { sessions?: { id: string; expiresAt: string }[] }).sessions ?? []
      const sid = sessions[0]?.id as string
      expect(sid).toBeTruthy()
      const nowIso = new Date().toISOString()
      expect(await store.bidderStanding({ userId: user.id, sessionId: sid, nowIso })).toEqual({ email_confirmed_at: expect.any(String), kyc_status: 'approved', blocked: false })
      expect(await store.bidderStanding({ userId: user.id, sessionId: 'no-such-session', nowIso })).toBeNull()
      expect(await store.bidderStanding({ userId: missingId, sessionId: sid, nowIso })).toBeNull()
      // Past the session's expiry it counts as gone.
      const after = new Date(Date.parse(sessions[0]?.expiresAt as string) + 1000).toISOString()
      expect(await store.bidderStanding({ userId: user.id, sessionId: sid, nowIso: after })).toBeNull()
      await payload.update({ collection: 'users', id: user.id, data: { kyc_status: 'rejected' } as never, overrideAccess: true })
      expect(await store.bidderStanding({ userId: user.id, sessionId: sid, nowIso })).toMatchObject({ kyc_status: 'rejected' })
      // Blocking ends the sessions.
      await payload.update({ collection: 'users', id: user.id, data: { blocked: true } as never, overrideAccess: true })
      expect(await store.bidderStanding({ userId: user.id, sessionId: sid, nowIso })).toBeNull()
    })

    it('claimNotification: one claim per key and window, again after the window', async () => {
      const key = `outbid:${kind}:${Date.now()}`
      const other = `${key}:other`
      const t0 = new Date()
      const at = (ms: number) => new Date(t0.getTime() + ms)
      expect(await store.claimNotification({ key, now: t0, windowMs: 60_000 })).toBe(true)
      expect(await store.claimNotification({ key, now: at(1000), windowMs: 60_000 })).toBe(false)
      expect(await store.claimNotification({ key: other, now: at(1000), windowMs: 60_000 })).toBe(true)
      expect(await store.claimNotification({ key, now: at(59_999), windowMs: 60_000 })).toBe(false)
      expect(await store.claimNotification({ key, now: at(60_000), windowMs: 60_000 })).toBe(true)
      // The window counts from the latest claim.
      expect(await store.claimNotification({ key, now: at(61_000), windowMs: 60_000 })).toBe(false)
      expect(await store.claimNotification({ key, now: at(120_000), windowMs: 60_000 })).toBe(true)
    })

    it('claimNotification: of concurrent claims on a new or an expired key exactly one wins', async () => {
      const key = `watch:${kind}:${Date.now()}`
      const now = new Date()
      const claimAll = (at: Date) =>
        Promise.all(Array.from({ length: 8 }, () => openStore().claimNotification({ key, now: at, windowMs: 60_000 })))
      expect((await claimAll(now)).filter(Boolean)).toHaveLength(1)
      expect((await claimAll(new Date(now.getTime() + 1000))).filter(Boolean)).toHaveLength(0)
      expect((await claimAll(new Date(now.getTime() + 60_000))).filter(Boolean)).toHaveLength(1)
    })

    it('remindersEndingBy: unsent reminders of auctions not over whose current end lies in the window', async () => {
      const remind = async (auctionId: Id, user: Id, lead = 60) =>
        (await payload.create({ collection: 'reminders', data: { user: user as number, auction: auctionId as number, lead_minutes: lead, source: 'manual' }, overrideAccess: true })).id as Id
      const soon = await makeAuction({ endInMs: 30 * 60_000 })
      const scheduled = await makeAuction({ status: 'SCHEDULED', startInMs: 60_000, endInMs: 2 * HOUR })
      const far = await makeAuction({ endInMs: 30 * HOUR })
      const ended = await makeAuction({ endInMs: 30 * 60_000 })
      const sentAlready = await makeAuction({ endInMs: 30 * 60_000 })
      const wanted = [await remind(soon.auctionId, users.alice), await remind(soon.auctionId, users.bob, 15), await remind(scheduled.auctionId, users.alice)]
      await remind(far.auctionId, users.alice)
      await remind(ended.auctionId, users.alice)
      const sent = await remind(sentAlready.auctionId, users.alice)
      await payload.update({ collection: 'auctions', id: ended.auctionId, data: { status: 'ENDED' }, overrideAccess: true })
      await payload.update({ collection: 'reminders', id: sent, data: { sent_at: new Date().toISOString() }, overrideAccess: true })
      const now = new Date()
      const found = await store.remindersEndingBy({ nowIso: now.toISOString(), horizonIso: new Date(now.getTime() + 24 * HOUR).toISOString() })
      const mine = found.filter((row) => [soon.auctionId, scheduled.auctionId, far.auctionId, ended.auctionId, sentAlready.auctionId].map(String).includes(String(row.auction_id)))
      expect(mine.map((row) => String(row.id)).sort()).toEqual(wanted.map(String).sort())
      const bobs = mine.find((row) => String(row.user_id) === String(users.bob))
      expect(bobs).toMatchObject({ lead_minutes: 15, status: 'LIVE' })
      const auction = await payload.findByID({ collection: 'auctions', id: soon.auctionId, overrideAccess: true, depth: 0 })
      expect(new Date(bobs!.end_time).toISOString()).toBe(new Date(auction.end_time).toISOString())
    })

    it('claimReminder: of concurrent claims exactly one wins, and it stays sent', async () => {
      const { auctionId } = await makeAuction({ endInMs: 30 * 60_000 })
      const reminder = await payload.create({ collection: 'reminders', data: { user: users.bob as number, auction: auctionId as number, lead_minutes: 60, source: 'manual' }, overrideAccess: true })
      const nowIso = new Date().toISOString()
      const claims = await Promise.all(Array.from({ length: 8 }, () => openStore().claimReminder({ reminderId: reminder.id, nowIso })))
      expect(claims.filter(Boolean)).toHaveLength(1)
      expect(await store.claimReminder({ reminderId: reminder.id, nowIso })).toBe(false)
      const stored = await payload.findByID({ collection: 'reminders', id: reminder.id, overrideAccess: true, depth: 0 })
      expect(stored.sent_at && new Date(stored.sent_at).toISOString()).toBe(nowIso)
    })
  })
