/**
 * The product's languages: one name (`Locale`) for one idea, used by the site, the CMS (Payload's
 * localization and the users' `language` field), the service and every email.
 */
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
