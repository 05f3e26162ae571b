import { describe, expect, it } from 'vitest'

import { resolveProxyBid } from '@core/domain/proxy-bidding'

const table = [{ from: 0, increment: 100 }]

describe('proxy bidding', () => {
  it('records the bid as placed when there is no rival ceiling', () => {
    const result = resolveProxyBid({ currentPrice: 1_000, leader: null, incoming: { bidderId: 1, amount: 1_100, maxAmount: 5_000 }, incrementTable: table })
    expect(result.bids).toEqual([{ bidderId: 1, amount: 1_100, isProxy: false, maxAmount: 5_000 }])
    expect(result.leader).toEqual({ bidderId: 1, maxAmount: 5_000 })
  })

  it('answers for the leader one step above a lower rival ceiling', () => {
    const result = resolveProxyBid({ currentPrice: 1_100, leader: { bidderId: 1, maxAmount: 5_000 }, incoming: { bidderId: 2, amount: 2_000 }, incrementTable: table })
    expect(result.bids.map((b) => [b.bidderId, b.amount, b.isProxy])).toEqual([[2, 2_000, false], [1, 2_100, true]])
    expect(result.leader.bidderId).toBe(1)
    expect(result.price).toBe(2_100)
  })

  it('lets the earlier of two equal maximums win the tie', () => {
    const result = resolveProxyBid({ currentPrice: 1_100, leader: { bidderId: 1, maxAmount: 5_000 }, incoming: { bidderId: 2, amount: 1_200, maxAmount: 5_000 }, incrementTable: table })
    expect(result.leader.bidderId).toBe(1)
    expect(result.price).toBe(5_000)
    expect(result.bids.at(-1)).toMatchObject({ bidderId: 1, amount: 5_000, isProxy: true })
    const amounts = result.bids.map((b) => b.amount)
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts)
  })

  it('puts a higher newcomer ceiling ahead at one step above the old one', () => {
    const result = resolveProxyBid({ currentPrice: 1_100, leader: { bidderId: 1, maxAmount: 3_000 }, incoming: { bidderId: 2, amount: 1_200, maxAmount: 8_000 }, incrementTable: table })
    expect(result.leader).toEqual({ bidderId: 2, maxAmount: 8_000 })
    expect(result.price).toBe(3_100)
    expect(result.bids.map((b) => [b.bidderId, b.amount])).toEqual([[1, 3_000], [2, 3_100]])
  })

  it("lets the leader raise their own ceiling without bidding against themselves", () => {
    const result = resolveProxyBid({ currentPrice: 1_100, leader: { bidderId: 1, maxAmount: 3_000 }, incoming: { bidderId: 1, amount: 1_200, maxAmount: 9_000 }, incrementTable: table })
    expect(result.bids).toHaveLength(1)
    expect(result.leader.maxAmount).toBe(9_000)
  })
})
