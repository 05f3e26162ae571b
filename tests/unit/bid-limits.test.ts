import { describe, expect, it } from 'vitest'

import { bidCommitment, checkBidLimit, effectiveBidLimit, exposureOf, limitRefusalMessage, type LeadingBid } from '@core/domain/bid-limits'

const lead = (over: Partial<LeadingBid>): LeadingBid => ({ auctionId: 1, status: 'LIVE', leading: true, amount: 10_000, maxAmount: null, ...over })

describe('bidCommitment', () => {
  it('is the amount, or the proxy maximum when it is higher (the price can rise to it)', () => {
    expect(bidCommitment({ amount: 10_000, maxAmount: null })).toBe(10_000)
    expect(bidCommitment({ amount: 10_000, maxAmount: 14_000 })).toBe(14_000)
    expect(bidCommitment({ amount: 10_000, maxAmount: 9_000 })).toBe(10_000)
  })
})

describe('exposureOf', () => {
  it('sums what the buyer is committed to on LIVE auctions where they lead', () => {
    expect(exposureOf([lead({ auctionId: 1, amount: 10_000 }), lead({ auctionId: 2, amount: 5_000, maxAmount: 8_000 })])).toBe(18_000)
  })
  it('outbid auctions no longer count', () => {
    expect(exposureOf([lead({ auctionId: 1, amount: 10_000 }), lead({ auctionId: 2, amount: 7_000, leading: false })])).toBe(10_000)
  })
  it('ended (and other not-live) auctions do not count', () => {
    expect(exposureOf([lead({ auctionId: 1, amount: 10_000, status: 'ENDED' }), lead({ auctionId: 2, amount: 3_000, status: 'CANCELLED' }), lead({ auctionId: 3, amount: 4_000 })])).toBe(4_000)
  })
  it('adds in cents, so euro-cent amounts never drift', () => {
    expect(exposureOf([lead({ auctionId: 1, amount: 0.1 }), lead({ auctionId: 2, amount: 0.2 })])).toBe(0.3)
  })
})

describe('checkBidLimit', () => {
  const standing = [lead({ auctionId: 1, amount: 30_000 }), lead({ auctionId: 2, amount: 20_000 })]

  it('no limit: every bid is allowed', () => {
    expect(checkBidLimit({ limit: null, leading: standing, auctionId: 3, bid: { amount: 10_000_000, maxAmount: null } })).toEqual({ ok: true, limit: null, exposure: 10_050_000 })
  })
  it('under the limit: allowed, with the remaining amount after the bid', () => {
    expect(checkBidLimit({ limit: 100_000, leading: standing, auctionId: 3, bid: { amount: 40_000, maxAmount: null } })).toEqual({ ok: true, limit: 100_000, exposure: 90_000 })
  })
  it('exactly at the limit: allowed', () => {
    expect(checkBidLimit({ limit: 100_000, leading: standing, auctionId: 3, bid: { amount: 50_000, maxAmount: null } })).toEqual({ ok: true, limit: 100_000, exposure: 100_000 })
  })
  it('over the limit: refused with the limit, the total it would reach and what remains', () => {
    expect(checkBidLimit({ limit: 100_000, leading: standing, auctionId: 3, bid: { amount: 50_000.01, maxAmount: null } })).toEqual({
      ok: false,
      limit: 100_000,
      exposure: 100_000.01,
      remaining: 50_000,
    })
  })
  it('a proxy maximum counts at the maximum', () => {
    expect(checkBidLimit({ limit: 100_000, leading: standing, auctionId: 3, bid: { amount: 20_000, maxAmount: 60_000 } }).ok).toBe(false)
  })
  it("raising one's own leading bid counts only the difference", () => {
    // Leading auction 2 at 20,000: raising it to 70,000 makes 30,000 + 70,000 = 100,000, not 120,000.
    expect(checkBidLimit({ limit: 100_000, leading: standing, auctionId: 2, bid: { amount: 70_000, maxAmount: null } })).toEqual({ ok: true, limit: 100_000, exposure: 100_000 })
    expect(checkBidLimit({ limit: 100_000, leading: standing, auctionId: 2, bid: { amount: 70_001, maxAmount: null } }).ok).toBe(false)
  })
  it('outbid and ended auctions free their share of the limit', () => {
    const after = [lead({ auctionId: 1, amount: 30_000, leading: false }), lead({ auctionId: 2, amount: 20_000, status: 'ENDED' })]
    expect(checkBidLimit({ limit: 100_000, leading: after, auctionId: 3, bid: { amount: 100_000, maxAmount: null } })).toEqual({ ok: true, limit: 100_000, exposure: 100_000 })
  })
})

describe('effectiveBidLimit', () => {
  it("the buyer's own limit, else the settings default, else none", () => {
    expect(effectiveBidLimit(50_000, 10_000)).toBe(50_000)
    expect(effectiveBidLimit(null, 10_000)).toBe(10_000)
    expect(effectiveBidLimit(undefined, null)).toBeNull()
    expect(effectiveBidLimit(null, undefined)).toBeNull()
  })
})

describe('limitRefusalMessage', () => {
  it('says the total, the limit and whom to contact, in English and German', () => {
    expect(limitRefusalMessage('en', { exposure: 120_000, limit: 100_000, contact: '+49 89 1234 5670' })).toBe(
      'This bid would take your open bids to €120,000, above your bidding limit of €100,000. To raise it, contact us at +49 89 1234 5670.',
    )
    expect(limitRefusalMessage('de', { exposure: 120_000.5, limit: 100_000, contact: '+49 89 1234 5670' }).replace(/\u00a0/g, ' ')).toBe(
      'Mit diesem Gebot stiegen Ihre offenen Gebote auf 120.000,50 €, über Ihr Gebotslimit von 100.000 €. Um es zu erhöhen, kontaktieren Sie uns unter +49 89 1234 5670.',
    )
  })
})
