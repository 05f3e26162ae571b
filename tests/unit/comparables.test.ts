import { describe, expect, it } from 'vitest'

import { buildListingFixtures, type ListingFixture } from '../../cms/seed/data/listings'
import {
  COMPARABLES_LIMIT,
  comparablesMedian,
  medianPrice,
  MIN_MATCHES,
  pickComparables,
  SIZE_SHARE,
  type ComparableCandidate,
} from '@core/domain/comparables'

const subject = { id: 1, category: 'excavators', brand: 'Caterpillar', model: '320', year: 2018, hours: 6000, operating_weight_t: 21.5, engine_power_kw: 110 }

let next = 100
const sale = (over: Partial<ComparableCandidate>): ComparableCandidate => ({
  id: next++,
  category: 'excavators',
  brand: 'Komatsu',
  model: 'PC210',
  year: 2018,
  hours: 6000,
  operating_weight_t: 22,
  engine_power_kw: 120,
  final_price: 50_000,
  ended_at: '2026-11-01T10:00:00.000Z',
  ...over,
})

describe('pickComparables', () => {
  it('keeps the same category only and never the subject itself', () => {
    const picks = pickComparables(subject, [sale({ id: 1 }), sale({ id: 2, category: 'dozers' }), sale({ id: 3 })])
    expect(picks.map((p) => p.id)).toEqual([3])
  })

  it('keeps only machines within ±30% of the operating weight, and never pads with others', () => {
    const picks = pickComparables(subject, [
      sale({ id: 40, operating_weight_t: 5.9 }),
      sale({ id: 41, operating_weight_t: 35 }),
      sale({ id: 42, operating_weight_t: 21.5 * 1.3 }),
      sale({ id: 43, operating_weight_t: 21.5 * 0.7 }),
      sale({ id: 44, operating_weight_t: 28.1 }),
    ])
    expect(picks.map((p) => p.id)).toEqual([42, 43])
  })

  it('compares the engine power when a weight is missing, and drops a machine whose size is unknown', () => {
    const noWeight = { ...subject, operating_weight_t: null }
    const picks = pickComparables(noWeight, [
      sale({ id: 50, engine_power_kw: 140 }),
      sale({ id: 51, engine_power_kw: 150 }),
      sale({ id: 52, operating_weight_t: null, engine_power_kw: null }),
    ])
    expect(picks.map((p) => [p.id, p.reason.size_by])).toEqual([[50, 'power']])
  })

  it('ranks the same model first, then the same brand, then closeness in year and hours', () => {
    const picks = pickComparables(subject, [
      sale({ id: 10, year: 2016, hours: 6500 }),
      sale({ id: 11, year: 2018, hours: 6100 }),
      sale({ id: 12, brand: 'Caterpillar', model: '323', year: 2015, hours: 8000 }),
      sale({ id: 13, year: 2021, hours: 4000 }),
      sale({ id: 14, brand: 'Caterpillar', model: '320', year: 2012, hours: 12_000 }),
    ])
    expect(picks.map((p) => p.id)).toEqual([14, 12, 11, 10, 13])
  })

  it('says why each one is comparable', () => {
    const [pick] = pickComparables(subject, [sale({ id: 60, brand: 'Caterpillar', model: '320', year: 2016, hours: 6500, operating_weight_t: 20.4 })])
    expect(pick.reason).toEqual({ size_by: 'weight', size_diff_pct: -5, same_model: true, same_brand: true, year_diff: -2, hours_diff: 500 })
  })

  it('returns at most five', () => {
    const many = Array.from({ length: 9 }, (_, i) => sale({ id: 30 + i, year: 2018 - (i % 4) }))
    expect(pickComparables(subject, many)).toHaveLength(COMPARABLES_LIMIT)
    expect(COMPARABLES_LIMIT).toBe(5)
  })

  it('returns nothing when nothing similar was sold in the category', () => {
    expect(pickComparables(subject, [])).toEqual([])
    expect(pickComparables(subject, [sale({ category: 'cranes' })])).toEqual([])
  })
})

describe('comparables on the seeded catalogue', () => {
  const fixtures = buildListingFixtures()
  const asSubject = (f: ListingFixture, id: number) => ({
    id,
    category: f.machine.category,
    brand: f.machine.brand,
    model: f.machine.model,
    year: f.year,
    hours: f.hours,
    operating_weight_t: f.machine.weight_t,
    engine_power_kw: f.machine.power_kw ?? null,
  })
  const sold = fixtures
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.status === 'sold')
    .map(({ f, i }) => ({ ...asSubject(f, i), final_price: f.value, ended_at: '2026-11-20T10:00:00.000Z' }))

  it('has a weight for every seeded machine', () => {
    for (const f of fixtures) expect(f.machine.weight_t, f.slug).toBeGreaterThan(0)
  })

  it('never offers a comparable outside ±30% of a seeded listing’s operating weight', () => {
    let compared = 0
    fixtures.forEach((f, i) => {
      const s = asSubject(f, i)
      for (const pick of pickComparables(s, sold)) {
        compared++
        expect(pick.category, f.slug).toBe(s.category)
        expect(Math.abs(pick.operating_weight_t! - s.operating_weight_t) / s.operating_weight_t, `${f.slug} vs ${pick.model}`).toBeLessThanOrEqual(SIZE_SHARE + 1e-9)
      }
    })
    // The rule is exercised, not vacuously true.
    expect(compared).toBeGreaterThan(20)
  })

  it('gives the Bobcat E60 mini excavator (5.9 t) no 20–35 t machines, and says there are too few', () => {
    const index = fixtures.findIndex((f) => f.machine.model === 'E60' && f.status === 'live')
    expect(index).toBeGreaterThanOrEqual(0)
    const picks = pickComparables(asSubject(fixtures[index], index), sold)
    for (const pick of picks) expect(pick.operating_weight_t!).toBeLessThan(20)
    expect(picks.length).toBeLessThan(MIN_MATCHES)
    expect(comparablesMedian(picks.map((p) => p.final_price))).toBeNull()
    // The 20–35 t excavators were sold, so the old rule (any excavator) would have listed them.
    expect(sold.some((s) => s.category === 'excavators' && s.operating_weight_t >= 20 && s.operating_weight_t <= 35)).toBe(true)
  })

  it('gives a ~30 t excavator only machines of 21–35 t', () => {
    const index = fixtures.findIndex((f) => f.machine.model === 'R 926')
    const picks = pickComparables(asSubject(fixtures[index], index), sold)
    expect(picks.length).toBeGreaterThan(0)
    for (const pick of picks) expect(pick.operating_weight_t!).toBeGreaterThanOrEqual(27 * 0.7)
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
  it('is not given for fewer than three comparables', () => {
    expect(comparablesMedian([10_000, 20_000])).toBeNull()
    expect(comparablesMedian([10_000, 20_000, 90_000])).toBe(20_000)
  })
})
