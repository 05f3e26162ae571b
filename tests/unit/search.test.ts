import { describe, expect, it } from 'vitest'

import { ZAuctionListQuery, searchTerms, staticSuggestions } from '@core/domain/search'

describe('auction search rules', () => {
  it('splits the query into words that must all match, adding the English word for German terms', () => {
    expect(searchTerms('  Bagger   CAT ')).toEqual([['bagger', 'excavator'], ['cat']])
    expect(searchTerms('Kräne')).toEqual([['kräne', 'crane']])
    expect(searchTerms('planierraupen walze')).toEqual([['planierraupen', 'dozer'], ['walze', 'compactor']])
    expect(searchTerms('anbaugeräte muldenkipper asphalttechnik radlader teleskoplader')).toEqual([
      ['anbaugeräte', 'attachment'],
      ['muldenkipper', 'dump truck'],
      ['asphalttechnik', 'paver'],
      ['radlader', 'wheel loader'],
      ['teleskoplader', 'telehandler'],
    ])
    expect(searchTerms('   ')).toEqual([])
    expect(searchTerms(undefined)).toEqual([])
  })

  it('parses list query parameters: integers, defaults, blanks ignored, bad values refused', () => {
    expect(ZAuctionListQuery.parse({})).toMatchObject({ sort: 'closing_soon', page: 1, limit: 24 })
    expect(ZAuctionListQuery.parse({ yMin: '2015.7', hMax: '8000', q: ' ', category: 'all', sort: '' })).toEqual({
      yMin: 2015,
      hMax: 8000,
      sort: 'closing_soon',
      page: 1,
      limit: 24,
    })
    expect(ZAuctionListQuery.safeParse({ category: 'boats' }).success).toBe(false)
    expect(ZAuctionListQuery.safeParse({ hMin: 'many' }).success).toBe(false)
    expect(ZAuctionListQuery.safeParse({ limit: '1000' }).success).toBe(false)
  })

  it('suggests brands first by prefix, categories by either language and the mapped keyword', () => {
    expect(staticSuggestions('ca', 'en').makes.map((s) => s.value)).toEqual(['Caterpillar', 'CASE', 'Bobcat'])
    const de = staticSuggestions('bagger', 'de')
    expect(de.categories).toEqual([{ type: 'category', value: 'excavators', label: 'Bagger' }])
    expect(de.keywords).toEqual([{ type: 'keyword', value: 'excavator', label: 'bagger' }])
    expect(staticSuggestions('wheel', 'de').categories).toEqual([{ type: 'category', value: 'wheel_loaders', label: 'Radlader' }])
  })
})
