import { describe, expect, it } from 'vitest'

import type { AuctionSnapshot, MaskedSnapshot } from '@core/contract'
import { isMaskedSnapshot } from '@core/contract-guards'

describe('isMaskedSnapshot', () => {
  it('tells a masked snapshot (prices withdrawn) from a full one', () => {
    const masked = { id: 'a1', status: 'LIVE', masked: true } as MaskedSnapshot
    const full = { id: 'a1', status: 'LIVE', current_bid: 1000 } as Partial<AuctionSnapshot> as AuctionSnapshot
    expect(isMaskedSnapshot<AuctionSnapshot | MaskedSnapshot>(masked)).toBe(true)
    expect(isMaskedSnapshot<AuctionSnapshot | MaskedSnapshot>(full)).toBe(false)
    expect(isMaskedSnapshot({ id: 'a1', masked: false })).toBe(false)
  })
})
