import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqliteFile } from '../../cms/db'
import { runAuctionClock } from '../../server/bidding/run-auction-clock'
import { createSettingsSource } from '../../server/settings/settings'
import { createLogger } from '../../server/logger'
import { createSqliteBidStore } from '../../server/storage/sqlite-bid-store'
import { createAuction, createUser } from './helpers/bidding'
import { startPayload } from './helpers/payload'

/**
 * Behind a balancer, the instance that closed an auction may die before it created the order.
 * The other instances keep running (no restart sweeps for them), so their clocks settle such
 * auctions while they run.
 */
describe('the auction clock settles a sale another instance left unsettled', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let store: ReturnType<typeof createSqliteBidStore>

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    store = createSqliteBidStore(sqliteFile())
  })

  afterAll(async () => {
    await store?.close()
    await stop?.()
  })

  it('creates the one order for an ENDED auction with a winner and no order, without a restart', async () => {
    const clock = runAuctionClock({ payload, store, settings: createSettingsSource(payload), logger: createLogger('silent'), intervalMs: 100, settleEveryMs: 300 })
    await clock.ready
    try {
      const seller = await createUser(payload, 'settle-seller@test.example')
      const buyer = await createUser(payload, 'settle-buyer@test.example')
      // What a closing instance leaves when it dies right after its conditional LIVE → ENDED.
      const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 15_000, endInMs: -1_000 })
      await payload.update({ collection: 'auctions', id: auctionId, data: { status: 'ENDED', winner: buyer.id, bid_count: 1 }, overrideAccess: true })

      const deadline = Date.now() + 5_000
      let orders = 0
      while (Date.now() < deadline && orders === 0) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        orders = (await payload.count({ collection: 'orders', where: { auction: { equals: auctionId } }, overrideAccess: true })).totalDocs
      }
      expect(orders).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 800))
      expect((await payload.count({ collection: 'orders', where: { auction: { equals: auctionId } }, overrideAccess: true })).totalDocs).toBe(1)
    } finally {
      clock.stop()
    }
  })
})
