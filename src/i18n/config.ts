/** Languages of the site. Keep in sync with `i18n` in astro.config.mjs. */
export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];

/** English is the default and is served without a path prefix; German lives under /de/. */
export const DEFAULT_LANG: Lang = 'en';

/** Endonyms: each language is offered in its own name, whatever the page language. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch' };

/** Where the chosen language is remembered (spec: cookie for 365 days, i18next's local storage key). */
export const LANG_COOKIE = 'lng';
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const LANG_STORAGE_KEY = 'i18nextLng';

/** Locale used for `Intl` number, money and date formatting. */
export const INTL_LOCALES: Record<Lang, string> = { en: 'en-GB', de: 'de-DE' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
