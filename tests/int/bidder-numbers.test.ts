import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AuctionUpdate, PublicBid } from '@core/contract'
import { bidHttp, createAuction, createUser, emitWithAck, readJson, startService } from './helpers/bidding'
import { startPayload } from './helpers/payload'

type TestUser = Awaited<ReturnType<typeof createUser>>

/**
 * Bidder numbers are one per auction (issue #27 §4): every viewer, at every door (REST history,
 * the page's own standing, socket broadcasts, the bidder's reply), sees the same "Bidder N" for
 * the same bidder; only the viewer's own label is shown as "You" by the site.
 */
describe('bidder numbers are one per auction', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Awaited<ReturnType<typeof startService>>
  let a: TestUser
  let b: TestUser
  let c: TestUser

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    a = await createUser(payload, 'numbers-a@test.example')
    b = await createUser(payload, 'numbers-b@test.example', { language: 'de' })
    c = await createUser(payload, 'numbers-c@test.example')
    service = await startService(payload)
  })

  afterAll(async () => {
    await service?.stop()
    await stop?.()
  })

  const historyAs = async (auctionId: number, user: TestUser) => (await readJson(`${service.base}/svc/auctions/${auctionId}/bids`, user.cookie)).data as PublicBid[]
  /** Which label the history gives each bid amount, as one viewer sees it. */
  const labelsByAmount = (history: PublicBid[]) => Object.fromEntries(history.map((bid) => [bid.amount, bid.bidder_label]))

  it('gives A, B and C the same number in everyone’s view, in the history, the standing and the live events', async () => {
    const { auctionId } = await createAuction(payload, { startPrice: 10_000 })
    const watcherA = service.client(a.cookie)
    const watcherB = service.client(b.cookie)
    await emitWithAck(watcherA, 'auction:join', { auctionId })
    await emitWithAck(watcherB, 'auction:join', { auctionId })
    const events: Record<'a' | 'b', PublicBid[]> = { a: [], b: [] }
    watcherA.on('auction:updated', (update: AuctionUpdate) => events.a.push(...(update.new_bids ?? [])))
    watcherB.on('auction:updated', (update: AuctionUpdate) => events.b.push(...(update.new_bids ?? [])))

    // C bids first, then B, then A, then C again: C is Bidder 1, B Bidder 2, A Bidder 3 for everybody.
    const order: [TestUser, number][] = [[c, 10_000], [b, 10_250], [a, 10_500], [c, 10_750]]
    const replies: PublicBid[][] = []
    for (const [user, amount] of order) {
      const reply = await bidHttp(service.base, auctionId, user.cookie, { amount })
      expect(reply.status).toBe(201)
      replies.push(reply.body.data.new_bids as PublicBid[])
    }
    const expected = { 10000: 'Bidder 1', 10250: 'Bidder 2', 10500: 'Bidder 3', 10750: 'Bidder 1' }

    const [asA, asB, asC] = await Promise.all([historyAs(auctionId, a), historyAs(auctionId, b), historyAs(auctionId, c)])
    expect(labelsByAmount(asA)).toEqual(expected)
    expect(labelsByAmount(asB)).toEqual(expected)
    expect(labelsByAmount(asC)).toEqual(expected)

    // The live events each viewer received carry the same numbers as the history.
    await expect.poll(() => events.a.length).toBe(4)
    await expect.poll(() => events.b.length).toBe(4)
    expect(labelsByAmount(events.a)).toEqual(expected)
    expect(labelsByAmount(events.b)).toEqual(expected)
    // The bidder's own reply too.
    expect(labelsByAmount(replies.flat())).toEqual(expected)
    // The page's own standing per viewer (the label the site shows as "You") is checked in bid-box.test.ts.
  })

  it('keeps the numbers on a fresh service instance that has not seen the bids (labels come from the stored order)', async () => {
    const { auctionId } = await createAuction(payload, { startPrice: 10_000 })
    await bidHttp(service.base, auctionId, b.cookie, { amount: 10_000 })
    await bidHttp(service.base, auctionId, a.cookie, { amount: 10_250 })
    const other = await startService(payload)
    try {
      // A new bidder on the other instance: its reply numbers everyone as the first instance did.
      const reply = await bidHttp(other.base, auctionId, c.cookie, { amount: 10_500 })
      expect(reply.body.data.new_bids[0].bidder_label).toBe('Bidder 3')
      const again = await bidHttp(service.base, auctionId, b.cookie, { amount: 10_750 })
      expect(again.body.data.new_bids[0].bidder_label).toBe('Bidder 1')
      const expected = { 10000: 'Bidder 1', 10250: 'Bidder 2', 10500: 'Bidder 3', 10750: 'Bidder 1' }
      expect(labelsByAmount(await historyAs(auctionId, a))).toEqual(expected)
      expect(labelsByAmount((await readJson(`${other.base}/svc/auctions/${auctionId}/bids`, b.cookie)).data)).toEqual(expected)
    } finally {
      await other.stop()
    }
  })
})
