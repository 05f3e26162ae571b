/**
 * Where a buyer's business may be registered (KYC): every EU member state, the other EEA states
 * (Iceland, Liechtenstein, Norway), Switzerland and the United Kingdom. Codes are ISO 3166-1
 * alpha-2 except the catalogue's `UK` for the United Kingdom (ISO: GB). Listing locations keep
 * their own, shorter list (catalog.ts `COUNTRIES`).
 */
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const
/** EEA members outside the EU, and the two neighbours we also serve: deliveries there are exports. */
export const NON_EU_BUYER_COUNTRIES = ['IS', 'LI', 'NO', 'CH', 'UK'] as const

export const KYC_COUNTRIES = [...EU_MEMBER_STATES, ...NON_EU_BUYER_COUNTRIES] as const
export type KycCountry = (typeof KYC_COUNTRIES)[number]

export const KYC_COUNTRY_LABELS: Record<KycCountry, { en: string; de: string }> = {
  AT: { en: 'Austria', de: 'Österreich' },
  BE: { en: 'Belgium', de: 'Belgien' },
  BG: { en: 'Bulgaria', de: 'Bulgarien' },
  HR: { en: 'Croatia', de: 'Kroatien' },
  CY: { en: 'Cyprus', de: 'Zypern' },
  CZ: { en: 'Czech Republic', de: 'Tschechien' },
  DK: { en: 'Denmark', de: 'Dänemark' },
  EE: { en: 'Estonia', de: 'Estland' },
  FI: { en: 'Finland', de: 'Finnland' },
  FR: { en: 'France', de: 'Frankreich' },
  DE: { en: 'Germany', de: 'Deutschland' },
  GR: { en: 'Greece', de: 'Griechenland' },
  HU: { en: 'Hungary', de: 'Ungarn' },
  IE: { en: 'Ireland', de: 'Irland' },
  IT: { en: 'Italy', de: 'Italien' },
  LV: { en: 'Latvia', de: 'Lettland' },
  LT: { en: 'Lithuania', de: 'Litauen' },
  LU: { en: 'Luxembourg', de: 'Luxemburg' },
  MT: { en: 'Malta', de: 'Malta' },
  NL: { en: 'Netherlands', de: 'Niederlande' },
  PL: { en: 'Poland', de: 'Polen' },
  PT: { en: 'Portugal', de: 'Portugal' },
  RO: { en: 'Romania', de: 'Rumänien' },
  SK: { en: 'Slovakia', de: 'Slowakei' },
  SI: { en: 'Slovenia', de: 'Slowenien' },
  ES: { en: 'Spain', de: 'Spanien' },
  SE: { en: 'Sweden', de: 'Schweden' },
  IS: { en: 'Iceland', de: 'Island' },
  LI: { en: 'Liechtenstein', de: 'Liechtenstein' },
  NO: { en: 'Norway', de: 'Norwegen' },
  CH: { en: 'Switzerland', de: 'Schweiz' },
  UK: { en: 'United Kingdom', de: 'Vereinigtes Königreich' },
}

/** The countries in a language's alphabetical order, for a select. */
export const kycCountryOptions = (lang: 'en' | 'de') =>
  KYC_COUNTRIES.map((value) => ({ value, label: KYC_COUNTRY_LABELS[value][lang] })).sort((a, b) => a.label.localeCompare(b.label, lang))
