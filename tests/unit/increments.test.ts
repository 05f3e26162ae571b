import { describe, expect, it } from 'vitest'

import { incrementFor, minNextBid } from '@core/domain/increments'

const table = [
  { from: 0, increment: 50 },
  { from: 1_000, increment: 100 },
  { from: 10_000, increment: 250 },
]

describe('bid increments', () => {
  it('picks the step of the price band, band starts inclusive', () => {
    expect(incrementFor(0, table)).toBe(50)
    expect(incrementFor(999.99, table)).toBe(50)
    expect(incrementFor(1_000, table)).toBe(100)
    expect(incrementFor(9_999, table)).toBe(100)
    expect(incrementFor(10_000, table)).toBe(250)
    expect(incrementFor(2_000_000, table)).toBe(250)
  })

  it('works with an unsorted table from the admin', () => {
    expect(incrementFor(5_000, [...table].reverse())).toBe(100)
  })

  it("lets an auction's own bid_increment override the table", () => {
    expect(incrementFor(50_000, table, 75)).toBe(75)
    expect(incrementFor(50_000, table, null)).toBe(250)
  })

  it('asks for the start price before the first bid, then current price + step', () => {
    expect(minNextBid({ start_price: 5_000, current_price: 5_000, bid_count: 0 }, table)).toBe(5_000)
    expect(minNextBid({ start_price: 5_000, current_price: 9_950, bid_count: 3 }, table)).toBe(10_050)
    expect(minNextBid({ start_price: 5_000, current_price: 10_000, bid_count: 3 }, table)).toBe(10_250)
    expect(minNextBid({ start_price: 5_000, current_price: 10_000, bid_count: 3, bid_increment: 10 }, table)).toBe(10_010)
  })
})
