import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Comparables } from '@core/contract'
import { createApplication } from '../../server/app'
import { bidStoreFor, createBidding } from '../../server/bidding/create-bidding'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { createAuction, createUser, SAME_ORIGIN } from './helpers/bidding'
import { startPayload } from './helpers/payload'

type Machine = { category?: string; brand: string; year: number; hours: number; weight?: number | null; model?: string }

/**
 * GET /svc/auctions/:id/comparables (issue #16, section 4; issue #27 §1): sold machines of the
 * same category and a similar size (±30% operating weight) with why they compare, their final
 * prices and the median of those only, for those who may see prices only; too few are said so,
 * never padded.
 */
describe('sold-price comparables', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Server
  let io: ReturnType<typeof createApplication>['io']
  let closeStore: () => Promise<void> | void
  let base: string
  let subject: { auctionId: number; listingId: number }
  let buyer: Awaited<ReturnType<typeof createUser>>
  let pending: Awaited<ReturnType<typeof createUser>>
  let unconfirmed: Awaited<ReturnType<typeof createUser>>
  const ids: Record<string, number> = {}

  /** A machine whose auction ended days ago in the given way. */
  const past = async (name: string, machine: Machine, price: number, outcome: 'sold' | 'cancelled' | 'reserve_not_met' | 'live') => {
    const listing = await payload.create({
      collection: 'listings',
      data: {
        title: `${machine.brand} ${name}`,
        category: machine.category ?? 'excavators',
        brand: machine.brand,
        model: machine.model ?? name,
        operating_weight_t: machine.weight === undefined ? 21 : machine.weight,
        year: machine.year,
        hours: machine.hours,
        location_city: 'Wien',
        location_country: 'AT',
        status: outcome === 'sold' ? 'sold' : 'live',
      } as never,
      overrideAccess: true,
    })
    const ended = Date.now() - 3 * 86_400_000
    const auction = await payload.create({
      collection: 'auctions',
      data: {
        listing: listing.id,
        status: outcome === 'live' ? 'LIVE' : outcome === 'cancelled' ? 'CANCELLED' : 'ENDED',
        start_time: new Date(ended - 86_400_000).toISOString(),
        end_time: new Date(outcome === 'live' ? Date.now() + 3_600_000 : ended).toISOString(),
        start_price: Math.round(price / 2),
        current_price: price,
        bid_count: 6,
        reserve_met: outcome === 'sold',
        winner: outcome === 'sold' ? buyer.id : null,
        closed_at: outcome === 'live' ? null : new Date(ended).toISOString(),
      },
      overrideAccess: true,
    })
    ids[name] = auction.id as number
  }

  const get = async (id: number | string, cookie = '') => {
    const response = await fetch(`${base}/svc/auctions/${id}/comparables`, { headers: cookie ? { cookie, ...SAME_ORIGIN } : SAME_ORIGIN })
    return { status: response.status, body: (await response.json()) as { data?: Comparables; error?: { code: string; message: string } } }
  }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    buyer = await createUser(payload, 'comparables-buyer@int.test')
    pending = await createUser(payload, 'comparables-pending@int.test', { kyc: 'pending_review' })
    unconfirmed = await createUser(payload, 'comparables-unconfirmed@int.test', { confirmed: false })
    // The subject: a Komatsu excavator, 2019, 5,400 h (tests/int/helpers/bidding.ts).
    subject = await createAuction(payload, { startPrice: 30_000 })
    await payload.update({ collection: 'listings', id: subject.listingId, data: { operating_weight_t: 21.5 }, overrideAccess: true })
    await past('A', { brand: 'Komatsu', year: 2018, hours: 5000 }, 60_000, 'sold')
    await past('B', { brand: 'Caterpillar', year: 2020, hours: 6000 }, 70_000, 'sold')
    await past('C', { brand: 'Volvo', year: 2017, hours: 4800 }, 50_000, 'sold')
    // Same brand, but no weight recorded: its size cannot be compared, so it is no match.
    await past('D', { brand: 'Komatsu', year: 2008, hours: 16_000, weight: null }, 20_000, 'sold')
    // Not sold: cancelled, reserve not met, still live; and a sale in another category.
    await past('cancelled', { brand: 'Komatsu', year: 2019, hours: 5400 }, 99_000, 'cancelled')
    await past('unsold', { brand: 'Komatsu', year: 2019, hours: 5400 }, 98_000, 'reserve_not_met')
    await past('live', { brand: 'Komatsu', year: 2019, hours: 5400 }, 97_000, 'live')
    await past('dozer', { category: 'dozers', brand: 'Komatsu', year: 2019, hours: 5400 }, 96_000, 'sold')
    // Same brand, year and hours, but a 35 t machine: not comparable with a 21.5 t one (nor its price).
    await past('heavy', { brand: 'Komatsu', year: 2019, hours: 5400, weight: 35 }, 190_000, 'sold')
    // A 5.9 t mini excavator on sale, one 6.2 t mini sold before (and the 19–35 t ones above).
    await past('mini', { brand: 'Bobcat', model: 'E60', year: 2020, hours: 3000, weight: 5.9 }, 23_000, 'live')
    await past('mini-sold', { brand: 'Bobcat', model: 'E60', year: 2019, hours: 3500, weight: 6.2 }, 31_000, 'sold')

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
    await io?.close()
    await closeStore?.()
    await stop?.()
  })

  it('refuses visitors (401) and accounts that may not see prices (403), with no figures', async () => {
    const visitor = await get(subject.auctionId)
    expect(visitor.status).toBe(401)
    expect(visitor.body).toEqual({ error: { code: 'prices_hidden', message: 'Log in to see live prices and bid.' } })
    const notConfirmed = await get(subject.auctionId, unconfirmed.cookie)
    expect(notConfirmed.status).toBe(403)
    expect(notConfirmed.body).toEqual({ error: { code: 'prices_hidden', message: 'Log in to see live prices and bid.' } })
  })

  it('gives a buyer who may see prices the closest sold machines, same brand first, with the median', async () => {
    const answer = await get(subject.auctionId, buyer.cookie)
    expect(answer.status).toBe(200)
    const data = answer.body.data as Comparables
    expect(data.items.map((item) => item.auction_id)).toEqual([ids.A, ids.B, ids.C])
    expect(data.items[0]).toMatchObject({
      brand: 'Komatsu',
      model: 'A',
      year: 2018,
      hours: 5000,
      country: 'AT',
      final_price: 60_000,
      ended_at: expect.any(String),
      operating_weight_t: 21,
      reason: { size_by: 'weight', size_diff_pct: -2, same_brand: true, same_model: false, year_diff: -1, hours_diff: -400 },
    })
    expect(data.median_price).toBe(60_000)
    expect(data.too_few).toBe(false)
    expect(data.subject).toEqual({ operating_weight_t: 21.5, engine_power_kw: null })
    expect(data.items.map((item) => item.auction_id)).not.toContain(ids.heavy)
    // The same rule as every price: a confirmed account whose KYC is in review sees them too.
    expect((await get(subject.auctionId, pending.cookie)).body.data?.median_price).toBe(60_000)
  })

  it('never counts cancelled, unsold or live auctions, nor another category', async () => {
    const answer = await get(subject.auctionId, buyer.cookie)
    const picked = (answer.body.data as Comparables).items.map((item) => item.auction_id)
    for (const name of ['cancelled', 'unsold', 'live', 'dozer']) expect(picked, name).not.toContain(ids[name])
    // The dozer's own comparables: no other dozer was sold.
    const dozer = await get(ids.dozer, buyer.cookie)
    expect(dozer.body).toEqual({ data: { items: [], median_price: null, too_few: true, subject: { operating_weight_t: 21, engine_power_kw: null } } })
  })

  it('gives a mini excavator no 19–35 t machines: the one similar sale, "too few" and no median', async () => {
    const answer = await get(ids.mini, buyer.cookie)
    expect(answer.status).toBe(200)
    const data = answer.body.data as Comparables
    expect(data.items.map((item) => item.auction_id)).toEqual([ids['mini-sold']])
    expect(data.items[0].reason).toMatchObject({ same_model: true, size_by: 'weight', size_diff_pct: 5 })
    expect(data).toMatchObject({ median_price: null, too_few: true, subject: { operating_weight_t: 5.9 } })
  })

  it('answers 404 for an unknown auction and 400 for a malformed id', async () => {
    expect(await get(999_999, buyer.cookie)).toEqual({ status: 404, body: { error: { code: 'auction_not_found', message: 'Auction not found.' } } })
    expect((await get('not an id!', buyer.cookie)).status).toBe(400)
  })
})
