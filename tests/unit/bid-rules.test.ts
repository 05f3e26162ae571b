import { describe, expect, it } from 'vitest'

import { checkBid } from '@core/domain/bid-rules'

const now = new Date('2026-11-22T10:00:00.000Z')
const live = {
  status: 'LIVE',
  end_time: '2026-11-22T12:00:00.000Z',
  start_price: 10_000,
  current_price: 12_000,
  bid_count: 4,
  seller_id: 7,
}
const table = [
  { from: 0, increment: 50 },
  { from: 10_000, increment: 250 },
]
const check = (amount: number, auction: Partial<typeof live> = {}, bidderId: number | string = 1) =>
  checkBid({ auction: { ...live, ...auction }, amount, bidderId, now, incrementTable: table })

describe('bid rules', () => {
  it('accepts a bid of exactly the minimum next bid', () => {
    expect(check(12_250)).toBeNull()
    expect(check(13_000)).toBeNull()
  })

  it('refuses a bid off the step, or with cents, naming the two valid bids around it, in the bidder’s language (issue #27 §3)', () => {
    expect(check(13_000.5)).toEqual({
      code: 'off_increment',
      message: 'Bids go up in steps of €250: €13,000 or €13,250',
      min_next_bid: 12_250,
      step: 250,
      lower: 13_000,
      upper: 13_250,
    })
    expect(check(13_100)).toMatchObject({ code: 'off_increment', lower: 13_000, upper: 13_250 })
    expect(checkBid({ auction: { ...live, current_price: 12_000, bid_count: 3 }, amount: 13_100, bidderId: 1, now, incrementTable: table, locale: 'de' })?.message).toBe(
      'Gebote steigen in Schritten von 250\u00a0€: 13.000\u00a0€ oder 13.250\u00a0€',
    )
  })

  it('refuses a bid at or below the current price with the spec message', () => {
    expect(check(12_000)).toEqual({ code: 'bid_too_low', message: 'Your bid must be higher than the current price' })
    expect(check(11_000)?.code).toBe('bid_too_low')
  })

  it('refuses a bid above the price but under the increment, telling the minimum', () => {
    expect(check(12_249)).toMatchObject({ code: 'below_minimum', min_next_bid: 12_250 })
  })

  it('lets the first bid equal the start price, but not go under it', () => {
    const fresh = { current_price: 10_000, bid_count: 0 }
    expect(check(10_000, fresh)).toBeNull()
    expect(check(9_999, fresh)?.code).toBe('bid_too_low')
  })

  it('accepts whole euros or cents only', () => {
    expect(check(12_250.001)?.code).toBe('invalid_amount')
    expect(check(12_250.25)?.code).toBe('off_increment')
  })

  it('refuses the seller bidding on their own listing', () => {
    expect(check(20_000, {}, 7)?.code).toBe('own_listing')
    expect(check(20_000, {}, '7')?.code).toBe('own_listing')
  })

  it('refuses bids on auctions that are not live or already past their end by server time', () => {
    expect(check(20_000, { status: 'SCHEDULED' })?.code).toBe('auction_not_live')
    expect(check(20_000, { status: 'CANCELLED' })?.code).toBe('auction_not_live')
    expect(check(20_000, { status: 'ENDED' })?.code).toBe('auction_ended')
    expect(check(20_000, { end_time: now.toISOString() })?.code).toBe('auction_ended')
    expect(check(20_000, { end_time: new Date(now.getTime() + 1).toISOString() })).toBeNull()
  })
})

describe('bids that make sense', () => {
  const auction = { status: 'LIVE', end_time: '2030-01-01T00:00:00.000Z', start_price: 1_000, current_price: 5_000, bid_count: 3 }
  const now = new Date('2029-12-31T23:00:00.000Z')
  const check = (amount: number, extra: { confirmFactor?: number; confirmed?: boolean } = {}) => checkBid({ auction, amount, bidderId: 9, now, ...extra })

  it('refuses anything above the highest price, confirmed or not', () => {
    expect(check(1e20, { confirmed: true })).toMatchObject({ code: 'amount_too_high' })
    expect(check(100_000_000.01, { confirmed: true })).toMatchObject({ code: 'amount_too_high' })
    expect(check(100_000_000, { confirmed: true })).toBeNull()
  })

  it('asks for a confirmation above the factor times the minimum next bid', () => {
    // minimum next bid: 5,000 + 100 = 5,100
    expect(check(51_000)).toBeNull()
    expect(check(51_100)).toEqual({ code: 'confirmation_required', message: expect.stringContaining('10 times'), min_next_bid: 5_100, times: 10 })
    expect(check(510_000)).toMatchObject({ code: 'confirmation_required', times: 100 })
    expect(check(510_000, { confirmed: true })).toBeNull()
    expect(check(510_000, { confirmFactor: 0 })).toBeNull()
    expect(check(30_000, { confirmFactor: 5 })).toMatchObject({ code: 'confirmation_required', times: 5 })
  })

  it('keeps the usual refusals first', () => {
    expect(check(5_050, { confirmed: true })).toMatchObject({ code: 'below_minimum' })
  })
})
