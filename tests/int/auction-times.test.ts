import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload } from './helpers/payload'

/**
 * An auction ends after it starts, whoever writes it (the admin's edit view, REST, the Local API):
 * a start moved past the end, or an end before the start, is refused with the rule and nothing
 * changes; moving both together, or extending the end, still works.
 */
describe('auction times', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let listingId: number

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    listingId = (
      await payload.create({
        collection: 'listings',
        data: { title: 'Times crane', category: 'cranes', brand: 'Liebherr', model: 'LTM 1050', year: 2015, hours: 9000, location_city: 'Wien', location_country: 'AT', status: 'live' } as never,
        overrideAccess: true,
      })
    ).id as number
  }, 120_000)

  afterAll(async () => stop?.())

  const HOUR = 3_600_000
  const at = (offset: number) => new Date(Date.now() + offset).toISOString()
  const reasons = async (write: Promise<unknown>) => {
    try {
      await write
      return null
    } catch (err) {
      return JSON.stringify((err as { data?: unknown }).data ?? (err as Error).message)
    }
  }

  it('refuses an auction that would end before it starts, on create and on update, and keeps the stored times', async () => {
    expect(await reasons(payload.create({ collection: 'auctions', data: { listing: listingId, status: 'SCHEDULED', start_time: at(2 * HOUR), end_time: at(HOUR), start_price: 1000 } as never, overrideAccess: true }))).toContain('The end must be after the start.')
    // The same instant for both (one clock reading: two could differ by a millisecond and make a valid auction).
    const same = at(HOUR)
    expect(await reasons(payload.create({ collection: 'auctions', data: { listing: listingId, status: 'SCHEDULED', start_time: same, end_time: same, start_price: 1000 } as never, overrideAccess: true }))).toContain('The end must be after the start.')

    const start = at(HOUR)
    const end = at(25 * HOUR)
    const auction = await payload.create({ collection: 'auctions', data: { listing: listingId, status: 'SCHEDULED', start_time: start, end_time: end, start_price: 1000 } as never, overrideAccess: true })
    // The start alone moved past the stored end; the end alone moved before the stored start.
    expect(await reasons(payload.update({ collection: 'auctions', id: auction.id, data: { start_time: at(26 * HOUR) }, overrideAccess: true }))).toContain('The end must be after the start.')
    expect(await reasons(payload.update({ collection: 'auctions', id: auction.id, data: { end_time: at(HOUR / 2) }, overrideAccess: true }))).toContain('The end must be after the start.')
    const stored = await payload.findByID({ collection: 'auctions', id: auction.id, overrideAccess: true })
    expect([stored.start_time, stored.end_time]).toEqual([start, end])

    // Both moved together, and an extended end, are fine.
    const moved = await payload.update({ collection: 'auctions', id: auction.id, data: { start_time: at(26 * HOUR), end_time: at(50 * HOUR) }, overrideAccess: true })
    expect(Date.parse(moved.end_time as string)).toBeGreaterThan(Date.parse(moved.start_time as string))
    const later = at(51 * HOUR)
    const extended = await payload.update({ collection: 'auctions', id: auction.id, data: { end_time: later }, overrideAccess: true })
    expect(extended.end_time).toBe(later)
  })

  it('an admin cannot set what only bids change (price, count, reserve met, winner, version, status, closing time); the other fields still change', async () => {
    const admin = await payload.create({ collection: 'users', data: { email: 'times-admin@example.com', password: 'secret12', roles: ['admin'], email_confirmed_at: new Date().toISOString() } as never, overrideAccess: true })
    const buyer = await payload.create({ collection: 'users', data: { email: 'times-buyer@example.com', password: 'secret12', email_confirmed_at: new Date().toISOString() } as never, overrideAccess: true })
    const auction = await payload.create({
      collection: 'auctions',
      data: { listing: listingId, status: 'LIVE', start_time: at(-HOUR), end_time: at(HOUR), start_price: 1000, current_price: 1500, bid_count: 2, version: 2 } as never,
      overrideAccess: true,
    })
    const asAdmin = { user: { ...admin, collection: 'users' } as never, overrideAccess: false }
    await payload.update({ collection: 'auctions', id: auction.id, data: { current_price: 1, bid_count: 0, reserve_met: true, winner: buyer.id, version: 0, status: 'ENDED', closed_at: at(0), anti_sniping_window_secs: 30 } as never, ...asAdmin })
    const after = await payload.findByID({ collection: 'auctions', id: auction.id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ current_price: 1500, bid_count: 2, reserve_met: false, version: 2, status: 'LIVE', anti_sniping_window_secs: 30 })
    expect(after.closed_at ?? null).toBeNull()
    expect(after.winner ?? null).toBeNull()
  })

  it("an order's status, payment and amounts change only through its own actions, not by an admin's bare write", async () => {
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: 'times-admin@example.com' } }, overrideAccess: true })).docs[0]!
    const buyer = (await payload.find({ collection: 'users', where: { email: { equals: 'times-buyer@example.com' } }, overrideAccess: true })).docs[0]!
    const auction = await payload.create({ collection: 'auctions', data: { listing: listingId, status: 'ENDED', start_time: at(-2 * HOUR), end_time: at(-HOUR), start_price: 1000, current_price: 5000, bid_count: 1 } as never, overrideAccess: true })
    const order = await payload.create({
      collection: 'orders',
      data: { auction: auction.id, listing: listingId, buyer: buyer.id, status: 'awaiting_payment', hammer_price: 5000, buyer_fee: 100, vat_rate: 19, vat_amount: 969, total: 6069, payment_reference: 'MM-TIMES-1' },
      overrideAccess: true,
    })
    const asAdmin = { user: { ...admin, collection: 'users' } as never, overrideAccess: false }
    // Marked paid with a bare click, cancelled without a reason, the total changed: none of it sticks.
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'paid', paid_at: at(0), sepa_reference: 'BARE' }, ...asAdmin })
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'cancelled', total: 1 }, ...asAdmin })
    expect(await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })).toMatchObject({ status: 'awaiting_payment', total: 6069, sepa_reference: null })
    // Nor can an admin make an order by hand.
    await expect(payload.create({ collection: 'orders', data: { auction: auction.id, listing: listingId, buyer: buyer.id, hammer_price: 1, buyer_fee: 0, vat_rate: 0, vat_amount: 0, total: 1, payment_reference: 'MM-TIMES-2' }, ...asAdmin })).rejects.toThrow()
    // The order's own action does it (the context cms/ops/change-order-status.ts passes).
    const { ORDER_ACTION } = await import('../../cms/access')
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'paid', paid_at: at(0), sepa_reference: 'SEPA-1' }, ...asAdmin, context: ORDER_ACTION })
    expect(await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })).toMatchObject({ status: 'paid', sepa_reference: 'SEPA-1' })
  })
})
