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

/** Cards per page of the list (the page, the island and the page links all use it). */
export const LIST_PAGE_SIZE = 24

/**
 * Filters that go into the URL, in the spec's order; sort is omitted when it is the default, page
 * when it is 1. `wMin`/`wMax` are the operating weight in tonnes (from `wMin`, under `wMax`);
 * `att` is a comma-separated list of attachments (a machine with any of them matches).
 */
export const FILTER_KEYS = ['q', 'category', 'brand', 'yMin', 'yMax', 'hMin', 'hMax', 'wMin', 'wMax', 'att', 'country'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
/** The filters whose values are whole numbers. */
export const INTEGER_FILTER_KEYS = ['yMin', 'yMax', 'hMin', 'hMax', 'wMin', 'wMax'] as const satisfies readonly FilterKey[]

/** Equipment a listing comes with (the `att` filter and its facet). */
export const ATTACHMENTS = ['bucket', 'ditch_bucket', 'quick_coupler', 'hammer', 'tiltrotator', 'grapple', 'forks', 'ripper', 'winch', 'jib', 'padfoot_kit'] as const
export type Attachment = (typeof ATTACHMENTS)[number]
export const ATTACHMENT_LABELS: Record<Attachment, { en: string; de: string }> = {
  bucket: { en: 'Bucket', de: 'Löffel/Schaufel' },
  ditch_bucket: { en: 'Ditch cleaning bucket', de: 'Grabenräumlöffel' },
  quick_coupler: { en: 'Quick coupler', de: 'Schnellwechsler' },
  hammer: { en: 'Hydraulic hammer', de: 'Hydraulikhammer' },
  tiltrotator: { en: 'Tiltrotator', de: 'Tiltrotator' },
  grapple: { en: 'Grapple', de: 'Greifer' },
  forks: { en: 'Pallet forks', de: 'Palettengabel' },
  ripper: { en: 'Ripper', de: 'Heckaufreißer' },
  winch: { en: 'Winch', de: 'Seilwinde' },
  jib: { en: 'Jib extension', de: 'Hilfsausleger' },
  padfoot_kit: { en: 'Padfoot shell kit', de: 'Stampffußbandage' },
}

/**
 * Operating weight classes (tonnes, from `min`, under `max`): the weight facet counts machines per
 * class, and choosing one sets `wMin`/`wMax`.
 */
export const WEIGHT_CLASSES = [
  { id: 'w0_6', min: undefined, max: 6 },
  { id: 'w6_10', min: 6, max: 10 },
  { id: 'w10_20', min: 10, max: 20 },
  { id: 'w20_40', min: 20, max: 40 },
  { id: 'w40', min: 40, max: undefined },
] as const satisfies readonly { id: string; min: number | undefined; max: number | undefined }[]
export type WeightClassId = (typeof WEIGHT_CLASSES)[number]['id']

/** The `att` parameter as a list: known attachments only, each once, in the catalogue's order. */
export const parseAttachments = (raw: string | readonly string[] | undefined | null): Attachment[] => {
  const values = new Set((Array.isArray(raw) ? raw.join(',') : String(raw ?? '')).split(',').map((v) => v.trim()))
  return ATTACHMENTS.filter((a) => values.has(a))
}

/** Facet counts of a list: machines per weight class and per attachment, each given all the other filters. */
export type ListFacets = {
  weight: { id: WeightClassId; count: number }[]
  attachments: { value: Attachment; count: number }[]
}
