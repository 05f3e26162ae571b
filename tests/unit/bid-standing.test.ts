import { describe, expect, it } from 'vitest'

import { bidderNumber, standingFrom } from '@core/domain/bid-standing'
import { quickBids } from '@core/domain/increments'

const entry = (bidder_label: string, is_highest = false) => ({ bidder_label, is_highest })

describe('a bidder\'s standing from the public history and their own label', () => {
  it('is none without a label or without an own bid', () => {
    expect(standingFrom([entry('Bidder 1', true)], null)).toBe('none')
    expect(standingFrom([entry('Bidder 1', true)], 'Bidder 2')).toBe('none')
    expect(standingFrom([], 'Bidder 1')).toBe('none')
  })

  it('leads when the highest entry carries the own label, else is outbid', () => {
    const history = [entry('Bidder 2', true), entry('Bidder 1'), entry('Bidder 2')]
    expect(standingFrom(history, 'Bidder 2')).toBe('leading')
    expect(standingFrom(history, 'Bidder 1')).toBe('outbid')
  })

  it('counts a proxy answer made for the bidder as their lead (same label, new id)', () => {
    expect(standingFrom([entry('Bidder 1', true), entry('Bidder 2'), entry('Bidder 1')], 'Bidder 1')).toBe('leading')
  })
})

describe('service labels', () => {
  it('gives the number of "Bidder N" for the client to translate, null for anything else', () => {
    expect(bidderNumber('Bidder 12')).toBe(12)
    expect(bidderNumber('Bieter 1')).toBeNull()
    expect(bidderNumber('Bidder x')).toBeNull()
  })
})

describe('quick bids', () => {
  it('are the minimum, one and two increments above it', () => {
    expect(quickBids(17_500, 500)).toEqual([17_500, 18_000, 18_500])
    expect(quickBids(900, 0)).toEqual([900, 900, 900])
  })
})
