import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'

/** The spec's admin rule: a host name starting with "admin." gets the admin app. */
export const isAdminHost = (host: string | null | undefined): boolean => Boolean(host?.toLowerCase().startsWith('admin.'))

/** The site's remembered language choice (src/i18n/config.ts LANG_COOKIE, set by the language switch). */
const LANGUAGE_COOKIE = /(?:^|;\s*)lng=(en|de)(?:;|$)/

/**
 * The language of the dashboard a buyer is sent to from the admin: the language this browser chose
 * on the site (the `lng` cookie), else the account's language, else English.
 */
export const dashboardLanguage = (cookieHeader: string | null | undefined, accountLanguage: unknown): Locale => {
  const chosen = LANGUAGE_COOKIE.exec(cookieHeader ?? '')?.[1]
  if (isLocale(chosen)) return chosen
  return isLocale(accountLanguage) ? accountLanguage : DEFAULT_LOCALE
}

/**
 * Where the main site's dashboard is for a request to the admin app, in `language`
 * (`/dashboard` or `/de/dashboard`): on the admin subdomain the main site is the same host without
 * the prefix (a full URL), elsewhere the same origin.
 */
export const mainSiteDashboardUrl = (host: string | null | undefined, proto: string | null | undefined, language: Locale = DEFAULT_LOCALE): string => {
  const path = language === DEFAULT_LOCALE ? '/dashboard' : `/${language}/dashboard`
  if (!host || !isAdminHost(host)) return path
  const scheme = proto === 'https' ? 'https' : 'http'
  return `${scheme}://${host.slice('admin.'.length)}${path}`
}
