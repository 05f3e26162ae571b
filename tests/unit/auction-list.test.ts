import { describe, expect, it } from 'vitest'

import { filtersFromSearch, filtersToSearch, formatCountdown, formatPrice, hasActiveFilters, yearOptions } from '../../src/lib/auctions'

describe('auction list helpers', () => {
  it('formats the countdown with days only when a day or more remains, and null at zero', () => {
    expect(formatCountdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2d 03:04:05')
    expect(formatCountdown(86_400_000)).toBe('1d 00:00:00')
    expect(formatCountdown(86_399_999)).toBe('23:59:59')
    expect(formatCountdown(61_000, 'T')).toBe('00:01:01')
    expect(formatCountdown(999)).toBe('00:00:00')
    expect(formatCountdown(0)).toBeNull()
    expect(formatCountdown(-5000)).toBeNull()
  })

  it('formats euros with two decimals, German or British', () => {
    expect(formatPrice(45_500, 'en')).toBe('€45,500.00')
    expect(formatPrice(45_500, 'de').replace(/\s/g, ' ')).toBe('45.500,00 €')
  })

  it('reads filters from the URL (integers only, unknown sort ignored) and writes them back in order, sort omitted by default', () => {
    const filters = filtersFromSearch('?sort=price_desc&hMin=12.7&yMax=2020&q=bagger&brand=CASE&country=AT&hMax=abc&category=cranes')
    expect(filters).toMatchObject({ q: 'bagger', category: 'cranes', brand: 'CASE', country: 'AT', yMax: '2020', hMin: '12', hMax: '', sort: 'price_desc' })
    expect(filtersToSearch(filters)).toBe('?q=bagger&category=cranes&brand=CASE&yMax=2020&hMin=12&country=AT&sort=price_desc')
    expect(filtersToSearch(filtersFromSearch('?sort=closing_soon'))).toBe('')
    expect(filtersFromSearch('?sort=cheapest').sort).toBe('closing_soon')
    expect(hasActiveFilters(filtersFromSearch('?sort=price_asc'))).toBe(false)
    expect(hasActiveFilters(filtersFromSearch('?country=DE'))).toBe(true)
  })

  it('offers years from the current year down to 1995', () => {
    const years = yearOptions(new Date('2026-05-01'))
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(1995)
    expect(years).toHaveLength(32)
  })
})
