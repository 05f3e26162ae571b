import { describe, expect, it } from 'vitest'

import { checkBid } from '../../server/domain/bid-rules'

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
    expect(check(13_000.5)).toBeNull()
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
    expect(check(12_250.25)).toBeNull()
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
