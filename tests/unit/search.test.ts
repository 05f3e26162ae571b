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

describe('list parameters: page, weight and attachments', () => {
  const parse = (query: Record<string, unknown>) => ZAuctionListQuery.safeParse(query)

  it('reads the page as a whole number from 1 (default 1, 24 a page) and refuses anything else', () => {
    expect(parse({}).data).toMatchObject({ page: 1, limit: 24 })
    expect(parse({ page: '3' }).data?.page).toBe(3)
    expect(parse({ page: '2.9' }).data?.page).toBe(2)
    expect(parse({ page: '' }).data?.page).toBe(1)
    for (const page of ['0', '-2', 'abc', '\u0000', '\u202e2', '1e9', '10001', 'NaN', 'Infinity', '%FF']) expect(parse({ page }).success, page).toBe(false)
  })

  it('reads weight bounds in tonnes and attachments as a known list, refusing odd bytes', () => {
    expect(parse({ wMin: '6', wMax: '10' }).data).toMatchObject({ wMin: 6, wMax: 10 })
    expect(parse({ att: 'hammer,bucket,hammer' }).data?.att).toEqual(['bucket', 'hammer'])
    expect(parse({ att: ' quick_coupler , ' }).data?.att).toEqual(['quick_coupler'])
    expect(parse({ att: '' }).data?.att).toBeUndefined()
    for (const wMin of ['-1', 'heavy', '\u0000', '1001']) expect(parse({ wMin }).success, wMin).toBe(false)
    for (const att of ['rocket', 'bucket,\u0000', 'BUCKET', 'bucket;drop table']) expect(parse({ att }).success, att).toBe(false)
  })
})

describe('the list URL in the site (filters ⇄ query)', () => {
  it('keeps page, weight and attachments; drops page 1, bad pages and unknown attachments', async () => {
    const { filtersFromSearch, filtersToSearch } = await import('../../src/lib/auctions')
    expect(filtersToSearch(filtersFromSearch('?q=cat&wMin=6&wMax=10&att=hammer,bucket&page=3'))).toBe('?q=cat&wMin=6&wMax=10&att=bucket%2Chammer&page=3')
    expect(filtersToSearch(filtersFromSearch('?page=1'))).toBe('')
    for (const page of ['0', '-1', 'x', '\u0000', '2.5', '99999999']) expect(filtersFromSearch(`?page=${encodeURIComponent(page)}`).page, page).toBe('')
    expect(filtersFromSearch('?att=rocket,jib').att).toBe('jib')
    // exact=1 is kept only with a search.
    expect(filtersToSearch(filtersFromSearch('?q=catepillar&exact=1'))).toBe('?q=catepillar&exact=1')
    expect(filtersToSearch(filtersFromSearch('?exact=1'))).toBe('')
  })
})
