import type { CoreKey } from './core'

type AnyT = (key: string, vars?: Record<string, unknown>) => string

/** Our admin texts live in Payload's i18n under the `mmAdmin` namespace (EN and DE). */
export const tr = (i18n: { t: unknown }, key: CoreKey, vars?: Record<string, unknown>): string =>
  (i18n.t as AnyT)(`mmAdmin:${key}`, vars)

/** Intl locale of the admin language (German formatting for German, en-GB otherwise). */
export const intlLocale = (language: string | undefined): string => (language === 'de' ? 'de-DE' : 'en-GB')

export const formatEuro = (amount: number, language: string | undefined): string =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 }).format(amount)

export const formatDateTime = (value: string | Date | null | undefined, language: string | undefined): string =>
  value ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)) : '—'
