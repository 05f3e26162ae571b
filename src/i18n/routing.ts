import { safeReturnPath } from '@core/routing/safe-redirect';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './config';

/**
 * Path of a page in a language: `localizePath('de', '/auctions')` is `/de/auctions`,
 * `localizePath('de', '/')` is `/de/`; English paths carry no prefix.
 * Query strings and hashes are kept.
 */
export function localizePath(lang: Locale, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return lang === DEFAULT_LOCALE ? normalized : `/${lang}${normalized}`;
}

/** Language of a URL path, from its first segment (`/de/...`), else the default language. */
export function getLangFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The language-neutral part of a path: `/de/auctions` → `/auctions`, `/de` → `/`. */
export function stripLangPrefix(pathname: string): string {
  const first = pathname.split('/')[1];
  if (!isLocale(first) || first === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(first.length + 1);
  return rest === '' ? '/' : rest;
}

/**
 * The same page in every language, e.g. for hreflang links and the language switch. The path goes
 * through the one safe-redirect rule: a request for `/de//evil.example` (a not-found page) links
 * to the home page, never to `//evil.example`.
 */
export function getAlternatePaths(pathname: string): Record<Locale, string> {
  const neutral = safeReturnPath(stripLangPrefix(pathname)) ?? '/';
  return Object.fromEntries(LOCALES.map((lang) => [lang, localizePath(lang, neutral)])) as Record<Locale, string>;
}

/**
 * Each page exists once, under `src/pages/[...locale]/`: the rest parameter is empty for English
 * (`/faq`) and `de` for German (`/de/faq`). Anything else (`/en/faq`, `/fr/faq`, `/de/de/faq`) is
 * not a page: `null`, and the page answers 404.
 */
export function langFromLocaleParam(locale: string | undefined): Locale | null {
  if (locale === undefined) return DEFAULT_LOCALE;
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? locale : null;
}

/** The `[...locale]` parameter of a page in a language: none for English, `de` for German. */
export function localeParam(lang: Locale): string | undefined {
  return lang === DEFAULT_LOCALE ? undefined : lang;
}

/** `getStaticPaths` of a prerendered page under `[...locale]/`: the page once per language. */
export function localeStaticPaths(): { params: { locale: string | undefined } }[] {
  return LOCALES.map((lang) => ({ params: { locale: localeParam(lang) } }));
}
