import { describe, expect, it } from 'vitest'

import { commissionBy, commissionCsv, revenueInMonth, sellerListingFeeCents, type CommissionOrder } from '@core/domain/commission'

const order = (overrides: Partial<CommissionOrder>): CommissionOrder => ({
  createdAt: '2026-10-05T10:00:00.000Z',
  status: 'paid',
  hammer_price: 10_000,
  buyer_fee: 200,
  category: 'excavators',
  country: 'DE',
  ...overrides,
})

describe('commission report', () => {
  it('charges the seller the commission rate of the hammer price, in whole cents', () => {
    expect(sellerListingFeeCents(10_000, 5)).toBe(50_000)
    expect(sellerListingFeeCents(333.33, 2.5)).toBe(833)
  })

  it('groups buyer and seller fees by month, category and country and skips cancelled orders', () => {
    const orders = [
      order({}),
      order({ createdAt: '2026-10-20T10:00:00.000Z', hammer_price: 20_000, buyer_fee: 400, category: 'cranes', country: 'at' }),
      order({ createdAt: '2026-11-01T00:00:00.000Z', hammer_price: 5_000, buyer_fee: 100 }),
      order({ status: 'cancelled', hammer_price: 99_999, buyer_fee: 1_999.98 }),
    ]
    expect(commissionBy(orders, 'month', 5)).toEqual([
      { key: '2026-10', orders: 2, hammerTotal: 30_000, buyerFees: 600, sellerFees: 1_500, total: 2_100 },
      { key: '2026-11', orders: 1, hammerTotal: 5_000, buyerFees: 100, sellerFees: 250, total: 350 },
    ])
    expect(commissionBy(orders, 'category', 5).map((row) => [row.key, row.total])).toEqual([
      ['cranes', 1_400],
      ['excavators', 1_050],
    ])
    expect(commissionBy(orders, 'country', 5).map((row) => row.key)).toEqual(['AT', 'DE'])
    expect(revenueInMonth(orders, '2026-10', 5)).toBe(2_100)
    expect(revenueInMonth(orders, '2026-09', 5)).toBe(0)
  })

  it('exports every dimension as CSV and neutralises spreadsheet formulas', () => {
    const csv = commissionCsv([order({ category: '=HYPERLINK("x")' })], 5)
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('dimension,key,orders,hammer_total_eur,buyer_fees_eur,seller_fees_eur,total_eur')
    expect(lines).toContain('month,2026-10,1,10000.00,200.00,500.00,700.00')
    expect(lines).toContain(`category,"'=HYPERLINK(""x"")",1,10000.00,200.00,500.00,700.00`)
    expect(lines).toContain('country,DE,1,10000.00,200.00,500.00,700.00')
  })
})
