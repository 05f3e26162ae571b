import { describe, expect, it } from 'vitest'

import { COMPARABLES_LIMIT, medianPrice, pickComparables, type ComparableCandidate } from '@core/domain/comparables'

const subject = { id: 1, category: 'excavators', brand: 'Caterpillar', year: 2018, hours: 6000 }

let next = 100
const sale = (over: Partial<ComparableCandidate>): ComparableCandidate => ({
  id: next++,
  category: 'excavators',
  brand: 'Komatsu',
  year: 2018,
  hours: 6000,
  final_price: 50_000,
  ended_at: '2026-11-01T10:00:00.000Z',
  ...over,
})

describe('pickComparables', () => {
  it('keeps the same category only and never the subject itself', () => {
    const picks = pickComparables(subject, [
      sale({ id: 1 }),
      sale({ id: 2, category: 'dozers' }),
      sale({ id: 3 }),
    ])
    expect(picks.map((p) => p.id)).toEqual([3])
  })

  it('ranks the same brand first, then closeness in year and hours', () => {
    const picks = pickComparables(subject, [
      sale({ id: 10, year: 2016, hours: 6500 }),
      sale({ id: 11, year: 2018, hours: 6100 }),
      sale({ id: 12, brand: 'Caterpillar', year: 2015, hours: 8000 }),
      sale({ id: 13, year: 2021, hours: 4000 }),
    ])
    expect(picks.map((p) => p.id)).toEqual([12, 11, 10, 13])
  })

  it('prefers similar machines (year ±4, hours ±50%) and widens only when fewer than three are similar', () => {
    const similar = [sale({ id: 20, year: 2017 }), sale({ id: 21, year: 2019 }), sale({ id: 22, year: 2020 })]
    const far = sale({ id: 23, brand: 'Caterpillar', year: 2005, hours: 20_000 })
    expect(pickComparables(subject, [...similar, far]).map((p) => p.id)).toEqual([20, 21, 22])
    // With only two similar ones, the far machine fills in after them.
    expect(pickComparables(subject, [similar[0], similar[1], far]).map((p) => p.id)).toEqual([20, 21, 23])
  })

  it('returns at most five', () => {
    const many = Array.from({ length: 9 }, (_, i) => sale({ id: 30 + i, year: 2018 - (i % 4) }))
    const picks = pickComparables(subject, many)
    expect(picks).toHaveLength(COMPARABLES_LIMIT)
    expect(COMPARABLES_LIMIT).toBe(5)
  })

  it('returns nothing when nothing was sold in the category', () => {
    expect(pickComparables(subject, [])).toEqual([])
    expect(pickComparables(subject, [sale({ category: 'cranes' })])).toEqual([])
  })
})

describe('medianPrice', () => {
  it('is the middle price of an odd count', () => {
    expect(medianPrice([30_000, 10_000, 20_000])).toBe(20_000)
  })
  it('is the mean of the two middle prices of an even count', () => {
    expect(medianPrice([40_000, 10_000, 20_000, 30_000])).toBe(25_000)
  })
  it('is null when there are none', () => {
    expect(medianPrice([])).toBeNull()
  })
})
