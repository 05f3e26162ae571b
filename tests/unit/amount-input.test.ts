import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { nearestBids, offIncrement, parseAmount, stepMessage } from '@core/domain/amount-input'
import { formatMoney } from '@core/domain/money'

const ok = (value: number) => ({ ok: true, value })

describe('parseAmount: the cases of issue #27 §3', () => {
  it.each([
    ['67,000', 67_000],
    ['67.000', 67_000],
    ['67 000', 67_000],
    ['67\u00a0000', 67_000],
    ['67\u202f000', 67_000],
    ['67.000,00', 67_000],
    ['67,000.00', 67_000],
    ['67000,00', 67_000],
    ['67000.00', 67_000],
    ['€ 67.000', 67_000],
    ['€67,000', 67_000],
    ['67.000 €', 67_000],
    ['67.000€', 67_000],
    ['EUR 67000', 67_000],
    ['67 000 EUR', 67_000],
    ['  67000  ', 67_000],
    ['1.250.000', 1_250_000],
    ['1,250,000.00', 1_250_000],
    ['1 250 000,00 €', 1_250_000],
    ['250', 250],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toEqual(ok(value))
  })

  it.each([
    ['67000.50', 67_000.5],
    ['67.000,50', 67_000.5],
    ['67,000.5', 67_000.5],
    ['67.5', 67.5],
    ['67,5', 67.5],
    ['€ 0,99', 0.99],
  ])('refuses the fraction %j (it says %d, never rounded)', (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: false, reason: 'fraction', value })
  })

  it.each(['', '   ', '€', 'abc', '-67000', '67,,000', '6,70,00', '67.000.00', '67.000,000', '67000.000', '67,000.', '€ 67 €', '67e3', '0', '0,00', '1.2.3', '67.000,00,00', '12,34.567'])(
    'refuses %j as not an amount',
    (text) => {
      expect(parseAmount(text).ok).toBe(false)
    },
  )
})

describe('parseAmount: properties', () => {
  const euros = fc.integer({ min: 1, max: 999_999_999 })

  it('reads every whole amount as formatted for English and German viewers (with and without sign, cents, spaces)', () => {
    fc.assert(
      fc.property(euros, fc.constantFrom('en', 'de') as fc.Arbitrary<'en' | 'de'>, fc.boolean(), (n, locale, cents) => {
        const shown = formatMoney(n, locale, { cents: cents ? 'always' : 'auto' })
        expect(parseAmount(shown)).toEqual(ok(n))
        expect(parseAmount(shown.replace(/€/, '').trim())).toEqual(ok(n))
        expect(parseAmount(String(n))).toEqual(ok(n))
      }),
      { seed: 27 },
    )
  })

  it('never reads a fraction of a euro as a whole amount', () => {
    fc.assert(
      fc.property(euros, fc.integer({ min: 1, max: 99 }), fc.constantFrom('.', ','), (n, c, mark) => {
        const cents = String(c).padStart(2, '0')
        const parsed = parseAmount(`${n}${mark}${cents}`)
        expect(parsed).toEqual({ ok: false, reason: 'fraction', value: n + c / 100 })
      }),
      { seed: 27 },
    )
  })

  it('whatever it accepts is a positive whole number that appears digit for digit in the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '7', '.', ',', ' ', '€', '\u00a0', 'E', 'U', 'R'), maxLength: 16 }), (text) => {
        const parsed = parseAmount(text)
        if (!parsed.ok) return
        expect(Number.isInteger(parsed.value)).toBe(true)
        expect(parsed.value).toBeGreaterThan(0)
        // The digits of the value are the input's digits, but for a decimal part of zeros.
        expect(text.replace(/[^0-9]/g, '').startsWith(String(parsed.value).replace(/^0+/, '')) || text.replace(/[^0-9]/g, '').replace(/^0+/, '').startsWith(String(parsed.value))).toBe(true)
      }),
      { seed: 27 },
    )
  })
})

describe('off-increment bids', () => {
  it('accepts amounts on the ladder from the minimum and offers the two around any other', () => {
    expect(offIncrement(66_500, 66_500, 250)).toBeNull()
    expect(offIncrement(67_000, 66_500, 250)).toBeNull()
    expect(offIncrement(67_100, 66_500, 250)).toEqual({ lower: 67_000, upper: 67_250 })
    expect(offIncrement(67_000.5, 66_500, 250)).toEqual({ lower: 67_000, upper: 67_250 })
    expect(nearestBids(67_000.5, 66_500, 250)).toEqual({ lower: 67_000, upper: 67_250 })
    expect(nearestBids(60_000, 66_500, 250)).toEqual({ lower: 66_500, upper: 66_750 })
  })

  it('property: lower < amount < upper, both on the ladder, one step apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(50, 100, 250, 500, 1000), fc.integer({ min: 1, max: 100_000 }), (min, step, over) => {
        const amount = min + over
        const off = offIncrement(amount, min, step)
        if (over % step === 0) {
          expect(off).toBeNull()
          return
        }
        expect(off).not.toBeNull()
        expect(off!.lower).toBeLessThan(amount)
        expect(off!.upper).toBeGreaterThan(amount)
        expect(off!.upper - off!.lower).toBe(step)
        expect((off!.lower - min) % step).toBe(0)
      }),
      { seed: 27 },
    )
  })

  it('says what would be accepted, in English and German', () => {
    expect(stepMessage('en', 250, 67_000, 67_250)).toBe('Bids go up in steps of €250: €67,000 or €67,250')
    expect(stepMessage('de', 250, 67_000, 67_250)).toBe('Gebote steigen in Schritten von 250\u00a0€: 67.000\u00a0€ oder 67.250\u00a0€')
  })
})

describe('formatMoney', () => {
  it('shows whole euros without decimals and any other amount with exactly two (never "62,009.8")', () => {
    expect(formatMoney(62_009.8, 'en')).toBe('€62,009.80')
    expect(formatMoney(62_009.8, 'de')).toBe('62.009,80\u00a0€')
    expect(formatMoney(62_010, 'en')).toBe('€62,010')
    expect(formatMoney(62_010, 'en', { cents: 'always' })).toBe('€62,010.00')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.constantFrom('en', 'de') as fc.Arbitrary<'en' | 'de'>, (cents, locale) => {
        const text = formatMoney(cents / 100, locale)
        const decimals = text.match(/[.,](\d+)(?:\D*)$/)
        if (cents % 100 === 0) expect(text).not.toMatch(locale === 'en' ? /\.\d+$/ : /,\d+\s€$/)
        else expect(decimals?.[1]).toHaveLength(2)
      }),
      { seed: 27 },
    )
  })
})
