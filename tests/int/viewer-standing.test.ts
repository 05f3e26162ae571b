import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AuctionList, MyBidRow, StandingMap, WatchlistRow } from '@core/contract'
import { createApplication } from '../../server/app'
import { settleSale } from '../../server/invoicing/settle-sale'
import { createBidding } from '../../server/bidding/create-bidding'
import { createSettingsSource } from '../../server/settings/settings'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { bidHttp, createAuction, createUser, SAME_ORIGIN } from './helpers/bidding'
import { startPayload } from './helpers/payload'

type TestUser = Awaited<ReturnType<typeof createUser>>

/**
 * The viewer's own standing on the auction list, the watchlist and My Bids (issue #15): computed
 * per viewer on the server from their own bids, never naming or hinting at another bidder, and
 * nothing at all for viewers who may not see prices. My Bids keeps ended auctions with the
 * outcome (won / lost), the final price, the machine's name and a link by slug.
 */
describe('viewer standing on lists and My Bids', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let server: Server
  let base: string
  let alice: TestUser
  let bob: TestUser
  let unconfirmed: TestUser
  // outbid: alice bid, bob bid higher; leading: only alice bid; lost: bob won; won: alice won.
  const ids = { outbid: 0, leading: 0, lost: 0, won: 0, untouched: 0 }
  const listings = { lost: 0, won: 0 }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    const settings = createSettingsSource(payload)
    const bidding = createBidding(payload, { settings, rateLimits: { perUser: 1000, perIp: 1000, windowMs: 10_000 } })
    createApplication(server, {
      logger: createLogger('silent'),
      auctions: repository,
      probe: repository,
      payload,
      catalog: createCatalogRepository(payload),
      bidding,
      invoices: { payload, settings, resolveUser: bidding.resolveUser },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    alice = await createUser(payload, 'alice-standing@example.com')
    bob = await createUser(payload, 'bob-standing@example.com')
    unconfirmed = await createUser(payload, 'unconfirmed-standing@example.com', { confirmed: false })

    const bid = async (user: TestUser, auctionId: number, amount: number) => {
      const reply = await bidHttp(base, auctionId, user.cookie, { auctionId, amount })
      if (reply.status !== 201 && reply.status !== 200) throw new Error(`bid refused: ${JSON.stringify(reply.body)}`)
    }
    ids.outbid = (await createAuction(payload, {})).auctionId
    await bid(alice, ids.outbid, 10_000)
    await bid(bob, ids.outbid, 12_000)
    ids.leading = (await createAuction(payload, {})).auctionId
    await bid(alice, ids.leading, 10_000)
    ids.untouched = (await createAuction(payload, {})).auctionId

    // Two auctions that end: bob wins one against alice, alice wins the other.
    for (const [key, winner, loser] of [['lost', bob, alice], ['won', alice, bob]] as const) {
      const { auctionId, listingId } = await createAuction(payload, {})
      ids[key] = auctionId
      listings[key] = listingId
      await bid(loser, auctionId, 10_000)
      await bid(winner, auctionId, 15_000)
      await payload.update({ collection: 'auctions', id: auctionId, data: { status: 'ENDED', winner: winner.id, end_time: new Date(Date.now() - 60_000).toISOString() }, overrideAccess: true })
      await payload.update({ collection: 'listings', id: listingId, data: { status: 'sold' } as never, overrideAccess: true })
      await settleSale({ payload, settings } as never, auctionId)
    }
    for (const auctionId of [ids.outbid, ids.leading, ids.won]) {
      const { listingId } = await auctionListing(auctionId)
      await payload.create({ collection: 'watchlist', data: { user: alice.id, listing: listingId, auction: auctionId }, overrideAccess: true })
    }
  })

  const auctionListing = async (auctionId: number) => {
    const auction = await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, overrideAccess: true })
    return { listingId: auction.listing as number }
  }

  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await stop?.()
  })

  const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { headers: { ...(cookie ? { cookie } : {}), ...SAME_ORIGIN } })
  const dataOf = async <T>(response: Response) => ((await response.json()) as { data: T }).data
  const standingOn = (list: AuctionList, id: number) => list.items.find((item) => item.id === id)?.my_standing ?? null

  it('puts each viewer’s own standing on the list cards, and nothing for visitors or viewers without prices', async () => {
    const asAlice = await dataOf<AuctionList>(await get('/svc/auctions?limit=60', alice.cookie))
    expect(standingOn(asAlice, ids.outbid)).toBe('outbid')
    expect(standingOn(asAlice, ids.leading)).toBe('highest')
    expect(standingOn(asAlice, ids.untouched)).toBeNull()

    const asBob = await dataOf<AuctionList>(await get('/svc/auctions?limit=60', bob.cookie))
    expect(standingOn(asBob, ids.outbid)).toBe('highest')
    // Bob never bid on alice's leading auction: the card says nothing about who leads it.
    expect(standingOn(asBob, ids.leading)).toBeNull()

    for (const cookie of [undefined, unconfirmed.cookie]) {
      const list = await dataOf<AuctionList>(await get('/svc/auctions?limit=60', cookie))
      expect(list.masked).toBe(true)
      expect(list.items.every((item) => item.my_standing == null)).toBe(true)
    }
  })

  it('answers the standing per auction for the caller only (live updates on cards), validated', async () => {
    const query = `/svc/auctions/standing?ids=${ids.outbid},${ids.leading},${ids.untouched}`
    expect(await dataOf<StandingMap>(await get(query, alice.cookie))).toEqual({ [ids.outbid]: 'outbid', [ids.leading]: 'highest' })
    expect(await dataOf<StandingMap>(await get(query, bob.cookie))).toEqual({ [ids.outbid]: 'highest' })
    expect(await dataOf<StandingMap>(await get(query))).toEqual({})
    expect(await dataOf<StandingMap>(await get(query, unconfirmed.cookie))).toEqual({})
    const bad = await get('/svc/auctions/standing?ids=1;DROP', alice.cookie)
    expect(bad.status).toBe(400)
  })

  it('shows the standing on the caller’s watchlist while the auction runs', async () => {
    const rows = await dataOf<WatchlistRow[]>(await get('/svc/account/watchlist', alice.cookie))
    const byAuction = new Map(rows.map((row) => [row.auction_id, row]))
    expect(byAuction.get(ids.outbid)?.my_standing).toBe('outbid')
    expect(byAuction.get(ids.leading)?.my_standing).toBe('highest')
    expect(byAuction.get(ids.won)?.my_standing ?? null).toBeNull()
  })

  it('lists running and ended auctions in My Bids with outcome, final price, own bid, machine and slug', async () => {
    const response = await get('/svc/account/my-bids', alice.cookie)
    expect(response.status).toBe(200)
    const rows = await dataOf<MyBidRow[]>(response)
    const byAuction = new Map(rows.map((row) => [row.auction_id, row]))
    expect(rows).toHaveLength(4)
    expect(byAuction.get(ids.outbid)).toMatchObject({ outcome: 'outbid', my_bid: 10_000, price: 12_000, ended: false, order: null })
    expect(byAuction.get(ids.leading)).toMatchObject({ outcome: 'highest', my_bid: 10_000, price: 10_000, ended: false })
    expect(byAuction.get(ids.lost)).toMatchObject({ outcome: 'lost', my_bid: 10_000, price: 15_000, ended: true, order: null })
    const won = byAuction.get(ids.won)
    expect(won).toMatchObject({ outcome: 'won', my_bid: 15_000, price: 15_000, ended: true })
    expect(won?.order?.id).toEqual(expect.any(Number))
    expect(won?.order?.invoice?.number).toMatch(/^\d{4}-\d{6}$/)
    // The machine's name and its page by slug, also after the listing was sold.
    for (const key of ['lost', 'won'] as const) {
      const listing = await payload.findByID({ collection: 'listings', id: listings[key], depth: 0, overrideAccess: true })
      expect(byAuction.get(ids[key])?.machine).toMatchObject({ title: listing.title, slug: listing.slug })
    }
    // Running ones first, then ended ones.
    expect(rows.slice(0, 2).every((row) => !row.ended)).toBe(true)
  })

  it('never names another bidder in My Bids, and shows bob his own outcomes', async () => {
    const aliceText = JSON.stringify(await dataOf<MyBidRow[]>(await get('/svc/account/my-bids', alice.cookie)))
    expect(aliceText).not.toContain(bob.email)
    expect(aliceText).not.toMatch(/bidder|winner/i)
    const rows = await dataOf<MyBidRow[]>(await get('/svc/account/my-bids', bob.cookie))
    const byAuction = new Map(rows.map((row) => [row.auction_id, row.outcome]))
    expect(byAuction.get(ids.outbid)).toBe('highest')
    expect(byAuction.get(ids.lost)).toBe('won')
    expect(byAuction.get(ids.won)).toBe('lost')
    expect(byAuction.has(ids.leading)).toBe(false)
  })

  it('masks prices in My Bids for a caller who may not see prices, and refuses visitors', async () => {
    await payload.update({ collection: 'users', id: bob.id, data: { email_confirmed_at: null } as never, overrideAccess: true })
    try {
      const rows = await dataOf<MyBidRow[]>(await get('/svc/account/my-bids', bob.cookie))
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((row) => row.price === null && row.my_bid === null)).toBe(true)
    } finally {
      await payload.update({ collection: 'users', id: bob.id, data: { email_confirmed_at: new Date().toISOString() } as never, overrideAccess: true })
    }
    expect((await get('/svc/account/my-bids')).status).toBe(401)
  })
})
