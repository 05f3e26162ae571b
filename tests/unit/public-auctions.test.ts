import { describe, expect, it } from 'vitest'

import { isListedAuction, isPublicAuction } from '@core/domain/public-auctions'

describe('publicly visible auctions', () => {
  const now = new Date('2026-11-22T12:00:00.000Z')
  it('is live or ended on a live listing', () => {
    expect(isPublicAuction({ status: 'LIVE', listingStatus: 'live' })).toBe(true)
    expect(isPublicAuction({ status: 'ENDED', listingStatus: 'live' })).toBe(true)
    for (const status of ['SCHEDULED', 'CANCELLED']) expect(isPublicAuction({ status, listingStatus: 'live' })).toBe(false)
    for (const listingStatus of ['draft', 'sold', 'withdrawn', null]) expect(isPublicAuction({ status: 'LIVE', listingStatus })).toBe(false)
  })
  it('is listed only until its end; the detail page stays reachable after', () => {
    expect(isListedAuction({ status: 'LIVE', listingStatus: 'live', endTime: '2026-11-22T12:00:00.000Z' }, now)).toBe(true)
    expect(isListedAuction({ status: 'ENDED', listingStatus: 'live', endTime: '2026-11-22T11:59:59.000Z' }, now)).toBe(false)
    expect(isPublicAuction({ status: 'ENDED', listingStatus: 'live', endTime: '2026-11-22T11:59:59.000Z' })).toBe(true)
  })
})
