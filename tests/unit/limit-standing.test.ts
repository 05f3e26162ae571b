import { describe, expect, it } from 'vitest'

import { EXPOSURE_AUCTION_STATUS, type LeadingBid, limitStanding } from '@core/domain/bid-limits'

const lead = (over: Partial<LeadingBid>): LeadingBid => ({ auctionId: 1, status: EXPOSURE_AUCTION_STATUS, leading: true, amount: 0, maxAmount: null, ...over })

describe('limitStanding: a buyer against their limit, from the figures the stores and the admin read', () => {
  const leading = [lead({ auctionId: 1, amount: 10_000, maxAmount: 12_000 }), lead({ auctionId: 2, amount: 5_000.5 }), lead({ auctionId: 3, amount: 9_000, leading: false }), lead({ auctionId: 4, amount: 7_000, status: 'ENDED' })]

  it('own limit first, then the settings default; exposure counts only leading bids on LIVE auctions', () => {
    expect(limitStanding({ own: 20_000, leading }, 50_000)).toEqual({ limit: 20_000, exposure: 17_000.5, remaining: 2_999.5 })
    expect(limitStanding({ own: null, leading }, 50_000)).toEqual({ limit: 50_000, exposure: 17_000.5, remaining: 32_999.5 })
  })
  it('no limit: nothing remains to count; over the limit: nothing remains', () => {
    expect(limitStanding({ own: null, leading }, null)).toEqual({ limit: null, exposure: 17_000.5, remaining: null })
    expect(limitStanding({ own: 10_000, leading }, undefined)).toEqual({ limit: 10_000, exposure: 17_000.5, remaining: 0 })
  })
})
