/**
 * The list queries the bench times and the plan test checks (tests/int/list-plan.test.ts): the
 * issue's filtered, searched and sorted list and the five most common filter combinations of the
 * demo journeys (tests/e2e: the category tiles, the saved "Bagger" search, the brand picker, the
 * misspelt search with its correction, and a URL with every filter).
 */
/** `corrected`: the search the route runs as well, when the first finds too few (did-you-mean). */
export const LIST_QUERIES: { name: string; params: Record<string, string>; corrected?: string }[] = [
  { name: 'issue: q+category+year+hours+country, by price', params: { q: 'bagger crawler', category: 'excavators', yMin: '2005', hMax: '15000', country: 'de', sort: 'price_desc' } },
  { name: 'category tile (category=excavators)', params: { category: 'excavators' } },
  { name: 'saved search (q=Bagger, yMax, hMax)', params: { q: 'Bagger', yMax: '2015', hMax: '8000' } },
  { name: 'brand picker (brand=Komatsu)', params: { brand: 'Komatsu' } },
  { name: 'misspelt search (q=catepillar, corrected)', params: { q: 'catepillar' }, corrected: 'caterpillar' },
  {
    name: 'every filter, by price (journey URL)',
    params: { q: 'crawler', category: 'excavators', brand: 'Komatsu', yMin: '2010', yMax: '2025', hMin: '100', hMax: '20000', country: 'DE', sort: 'price_asc' },
  },
]
