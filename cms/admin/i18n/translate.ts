import { formatDateTime as formatInZone } from '@core/time/format'

import type { BackofficeKey } from './backoffice'
import type { coreTranslations } from './core'
import type { fieldsTranslations } from './fields'
import type { opsTranslations } from './ops'
import type { ShellKey } from './shell'

/**
 * THE admin translator: every screen, server or client, translates with `t(key, vars)`
 * where `key` is one of the admin texts (cms/admin/i18n/core.ts and ops.ts, merged in ./texts.ts)
 * and `{{name}}` placeholders take `vars`. A label built from a stored status goes through a
 * lookup map typed by the status union (./labels.ts), never a cast.
 *
 * This file holds no texts, so client components import it without the dictionaries; the server
 * side gets a ready translator from `adminT(language)` in ./texts.ts and hands client components
 * the plain `AdminTexts` object.
 */
export type AdminKey = keyof typeof coreTranslations.en | keyof typeof opsTranslations.en | ShellKey | keyof typeof fieldsTranslations.en | BackofficeKey
export type AdminTexts = Readonly<Record<AdminKey, string>>
export type AdminLanguage = 'en' | 'de'
export type Translate = (key: AdminKey, vars?: Readonly<Record<string, string | number>>) => string

/** The admin's language: German when the admin runs in German, English otherwise. */
export const adminLanguage = (language: string | undefined): AdminLanguage => (language === 'de' ? 'de' : 'en')

export const translator =
  (texts: AdminTexts): Translate =>
  (key, vars) =>
    vars ? texts[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : texts[key]

/** Intl locale of the admin language (German formatting for German, en-GB otherwise). */
export const intlLocale = (language: string | undefined): string => (language === 'de' ? 'de-DE' : 'en-GB')

export const formatEuro = (amount: number, language: string | undefined): string =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 }).format(amount)

/**
 * A stored (UTC) time as the admin shows it: the one clock (core/time/format.ts) in the platform's
 * zone with its label. Pass the zone from `adminClock`/`platformTimeZone` (cms/admin/data/clock.ts).
 */
export const formatDateTime = (value: string | Date | null | undefined, language: string | undefined, timeZone: string | undefined): string =>
  value ? formatInZone(value, adminLanguage(language), timeZone) : '—'
