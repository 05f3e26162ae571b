import type { Locale } from './locales'

/** The noun forms a count needs, per language ("1 bid", "2 bids"; "1 Gebot", "2 Gebote"). */
export type PluralForms = { one: string; other: string }

const rules = new Map<Locale, Intl.PluralRules>()

/** "{n} {noun}" with the noun in the form Intl.PluralRules picks for the language. */
export const countOf = (n: number, locale: Locale, forms: Record<Locale, PluralForms>): string => {
  let rule = rules.get(locale)
  if (!rule) {
    rule = new Intl.PluralRules(locale === 'de' ? 'de-DE' : 'en-GB')
    rules.set(locale, rule)
  }
  const form = rule.select(n) === 'one' ? forms[locale].one : forms[locale].other
  return `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB').format(n)} ${form}`
}

export const BIDS: Record<Locale, PluralForms> = { en: { one: 'bid', other: 'bids' }, de: { one: 'Gebot', other: 'Gebote' } }
export const LIVE_AUCTIONS: Record<Locale, PluralForms> = { en: { one: 'live auction', other: 'live auctions' }, de: { one: 'Live-Auktion', other: 'Live-Auktionen' } }
