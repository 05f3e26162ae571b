import { describe, expect, it } from 'vitest'

import { closingOutcome, isReserveMet } from '@core/domain/reserve'

describe('reserve', () => {
  it('is met at or above the reserve, not below', () => {
    expect(isReserveMet(49_999, 50_000)).toBe(false)
    expect(isReserveMet(50_000, 50_000)).toBe(true)
    expect(isReserveMet(50_001, 50_000)).toBe(true)
  })

  it('counts no reserve as met', () => {
    expect(isReserveMet(1, null)).toBe(true)
    expect(isReserveMet(1, 0)).toBe(true)
  })

  it('decides the outcome at the end: sold, below reserve, or no bids', () => {
    expect(closingOutcome({ bid_count: 3, highest_price: 60_000, reserve_price: 50_000 })).toBe('sold')
    expect(closingOutcome({ bid_count: 3, highest_price: 40_000, reserve_price: 50_000 })).toBe('reserve_not_met')
    expect(closingOutcome({ bid_count: 0, highest_price: 40_000, reserve_price: null })).toBe('no_bids')
  })
})
