/** The fixed catalogue of the marketplace (spec section 3): categories, brands, countries. */

export const CATEGORIES = [
  'excavators',
  'wheel_loaders',
  'cranes',
  'attachments',
  'dozers',
  'telehandlers',
  'dump_trucks',
  'compactors',
  'pavers',
] as const
export type Category = (typeof CATEGORIES)[number]

export const CATEGORY_LABELS: Record<Category, { en: string; de: string }> = {
  excavators: { en: 'Excavators', de: 'Bagger' },
  wheel_loaders: { en: 'Wheel loaders', de: 'Radlader' },
  cranes: { en: 'Cranes', de: 'Krane' },
  attachments: { en: 'Attachments', de: 'Anbaugeräte' },
  dozers: { en: 'Dozers', de: 'Planierraupen' },
  telehandlers: { en: 'Telehandlers', de: 'Teleskoplader' },
  dump_trucks: { en: 'Dump trucks', de: 'Muldenkipper' },
  compactors: { en: 'Compactors', de: 'Walzen' },
  pavers: { en: 'Pavers', de: 'Asphaltfertiger' },
}

export const BRANDS = [
  'Caterpillar',
  'Komatsu',
  'Hitachi',
  'Liebherr',
  'JCB',
  'Volvo',
  'Develon',
  'Doosan',
  'Hyundai',
  'CASE',
  'Kobelco',
  'Takeuchi',
  'Bobcat',
  'Wirtgen',
  'HAMM',
  'BOMAG',
  'Manitou',
  'Merlo',
  'Genie',
  'SANY',
  'XCMG',
] as const
export type Brand = (typeof BRANDS)[number]

export const POPULAR_BRANDS: readonly Brand[] = [
  'Caterpillar',
  'Liebherr',
  'Komatsu',
  'Hitachi',
  'JCB',
  'Volvo',
]

export const COUNTRIES = ['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'CZ', 'UK', 'DK', 'SE', 'NO', 'FI'] as const
export type Country = (typeof COUNTRIES)[number]

export const COUNTRY_LABELS: Record<Country, { en: string; de: string }> = {
  DE: { en: 'Germany', de: 'Deutschland' },
  AT: { en: 'Austria', de: 'Österreich' },
  CH: { en: 'Switzerland', de: 'Schweiz' },
  FR: { en: 'France', de: 'Frankreich' },
  IT: { en: 'Italy', de: 'Italien' },
  ES: { en: 'Spain', de: 'Spanien' },
  NL: { en: 'Netherlands', de: 'Niederlande' },
  BE: { en: 'Belgium', de: 'Belgien' },
  PL: { en: 'Poland', de: 'Polen' },
  CZ: { en: 'Czech Republic', de: 'Tschechien' },
  UK: { en: 'United Kingdom', de: 'Vereinigtes Königreich' },
  DK: { en: 'Denmark', de: 'Dänemark' },
  SE: { en: 'Sweden', de: 'Schweden' },
  NO: { en: 'Norway', de: 'Norwegen' },
  FI: { en: 'Finland', de: 'Finnland' },
}

export const CONDITIONS = ['excellent', 'good', 'fair', 'needs_repair'] as const
export type Condition = (typeof CONDITIONS)[number]
