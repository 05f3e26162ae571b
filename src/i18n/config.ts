/**
 * Languages of the site: the product's one `Locale` (core/i18n/locales.ts). Keep in sync with
 * `i18n` in astro.config.mjs. English is the default and is served without a path prefix; German
 * lives under /de/.
 */
import { type Locale } from '@core/i18n/locales';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@core/i18n/locales';

/** Endonyms: each language is offered in its own name, whatever the page language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' };

/** Where the chosen language is remembered (spec: cookie for 365 days, i18next's local storage key). */
export const LANG_COOKIE = 'lng';
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const LANG_STORAGE_KEY = 'i18nextLng';

/** Locale used for `Intl` number, money and date formatting. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };
