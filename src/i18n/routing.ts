import { DEFAULT_LANG, isLang, LANGS, type Lang } from './config';

/**
 * Path of a page in a language: `localizePath('de', '/auctions')` is `/de/auctions`,
 * `localizePath('de', '/')` is `/de/`; English paths carry no prefix.
 * Query strings and hashes are kept.
 */
export function localizePath(lang: Lang, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return lang === DEFAULT_LANG ? normalized : `/${lang}${normalized}`;
}

/** Language of a URL path, from its first segment (`/de/...`), else the default language. */
export function getLangFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

/** The language-neutral part of a path: `/de/auctions` → `/auctions`, `/de` → `/`. */
export function stripLangPrefix(pathname: string): string {
  const first = pathname.split('/')[1];
  if (!isLang(first) || first === DEFAULT_LANG) return pathname || '/';
  const rest = pathname.slice(first.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in every language, e.g. for hreflang links and the language switch. */
export function getAlternatePaths(pathname: string): Record<Lang, string> {
  const neutral = stripLangPrefix(pathname);
  return Object.fromEntries(LANGS.map((lang) => [lang, localizePath(lang, neutral)])) as Record<Lang, string>;
}

/**
 * Each page exists once, under `src/pages/[...locale]/`: the rest parameter is empty for English
 * (`/faq`) and `de` for German (`/de/faq`). Anything else (`/en/faq`, `/fr/faq`, `/de/de/faq`) is
 * not a page: `null`, and the page answers 404.
 */
export function langFromLocaleParam(locale: string | undefined): Lang | null {
  if (locale === undefined) return DEFAULT_LANG;
  return isLang(locale) && locale !== DEFAULT_LANG ? locale : null;
}

/** The `[...locale]` parameter of a page in a language: none for English, `de` for German. */
export function localeParam(lang: Lang): string | undefined {
  return lang === DEFAULT_LANG ? undefined : lang;
}

/** `getStaticPaths` of a prerendered page under `[...locale]/`: the page once per language. */
export function localeStaticPaths(): { params: { locale: string | undefined } }[] {
  return LANGS.map((lang) => ({ params: { locale: localeParam(lang) } }));
}
