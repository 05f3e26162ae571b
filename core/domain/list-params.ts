/**
 * The auction list's URL parameters (spec section 7), shared by the service's query schema
 * (search.ts) and the site's filters: no dependencies, so islands import it for free.
 */

/** Sort orders; closing_soon is the default. */
export const SORTS = ['closing_soon', 'newly_listed', 'price_asc', 'price_desc'] as const
export type Sort = (typeof SORTS)[number]
export const DEFAULT_SORT: Sort = 'closing_soon'
/** The earliest year the year filters offer. */
export const EARLIEST_YEAR = 1995

/** Filters that go into the URL, in the spec's order; sort is omitted when it is the default. */
export const FILTER_KEYS = ['q', 'category', 'brand', 'yMin', 'yMax', 'hMin', 'hMax', 'country'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
/** The filters whose values are whole numbers. */
export const INTEGER_FILTER_KEYS = ['yMin', 'yMax', 'hMin', 'hMax'] as const satisfies readonly FilterKey[]
