import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@core/i18n/locales'

/**
 * What the front door answers when a part cannot be reached (the website or the CMS behind it is
 * down or restarting, or the service itself is restarting and the launcher holds its port): status
 * 503 with Retry-After, a small self-contained page in the visitor's language (the path's /de/…
 * first, then Accept-Language) that says when it tries again and reloads itself then, or JSON for
 * API calls. It never names the cause (an internal address or error code); that goes to the log.
 */
const TEXTS = {
  en: {
    title: 'Temporarily unavailable',
    body: 'This part of MachineryMarket is restarting and cannot be reached right now. Your bids and data are safe.',
    again: (secs: number) => `This page tries again by itself in ${secs} seconds.`,
    retry: 'Try again now',
    home: 'Go to the home page',
  },
  de: {
    title: 'Vorübergehend nicht erreichbar',
    body: 'Dieser Teil von MachineryMarket startet gerade neu und ist im Moment nicht erreichbar. Ihre Gebote und Daten sind sicher.',
    again: (secs: number) => `Diese Seite versucht es in ${secs} Sekunden von selbst erneut.`,
    retry: 'Jetzt erneut versuchen',
    home: 'Zur Startseite',
  },
} satisfies Record<Locale, Record<string, string | ((secs: number) => string)>>

/** Seconds a client should wait before asking again (Retry-After, the page's own reload). */
export const RETRY_AFTER_SECS = 5

export const localeOfPath = (path: string): Locale | null => {
  const first = path.split(/[/?#]/)[1]
  return isLocale(first) ? first : null
}

/** The visitor's first supported language from an Accept-Language header (by q, then order). */
export const localeOfAcceptLanguage = (header: string | undefined): Locale | null => {
  if (!header) return null
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = Number(params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean) ?? 1)
      return { language: tag.split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { language } of ranked) if ((LOCALES as readonly string[]).includes(language)) return language as Locale
  return null
}

/** The page's language: the path's (/de/…) when it has one, else the browser's, else English. */
export const localeFor = (path: string, acceptLanguage?: string): Locale =>
  localeOfPath(path) ?? localeOfAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export const unavailablePage = (path: string, acceptLanguage?: string, retryAfterSecs = RETRY_AFTER_SECS): string => {
  const locale = localeFor(path, acceptLanguage)
  const t = TEXTS[locale]
  const home = locale === DEFAULT_LOCALE ? '/' : `/${locale}/`
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${retryAfterSecs}">
<title>${escapeHtml(t.title)} · MachineryMarket</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:12vh auto;padding:0 1.25rem}
h1{font-size:1.6rem;margin:0 0 .75rem}
p{margin:0 0 1.25rem}
a{display:inline-block;margin-right:1rem;padding:.6rem 1.1rem;border-radius:6px;background:#0f172a;color:#fff;text-decoration:none;font-weight:600}
a+a{background:transparent;color:#1d4ed8;padding-left:0}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<p aria-hidden="true" style="font-weight:700;color:#b45309">MachineryMarket</p>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.body)}</p>
<p role="status">${escapeHtml(t.again(retryAfterSecs))}</p>
<a href="${escapeHtml(/^\/(?![/\\])/.test(path) ? path : home)}">${escapeHtml(t.retry)}</a><a href="${home}">${escapeHtml(t.home)}</a>
</main>
</body>
</html>`
}

/** Payload's error shape under /api, the service's own (`error.code`) elsewhere. */
export const unavailableJson = (path: string, acceptLanguage?: string, retryAfterSecs = RETRY_AFTER_SECS) => {
  const t = TEXTS[localeFor(path, acceptLanguage)]
  const message = `${t.body} ${t.again(retryAfterSecs)}`
  return /^\/api(\/|$|\?)/.test(path)
    ? { errors: [{ message }] }
    : { error: { code: 'service_restarting', message, retry_after: retryAfterSecs } }
}

/**
 * The whole 503 answer (headers and body) for a request, so the gateway and the launcher's
 * stand-in answer alike. JSON for /api, /svc and clients that ask for JSON.
 */
export const unavailableResponse = (path: string, headers: { accept?: string; 'accept-language'?: string }, retryAfterSecs = RETRY_AFTER_SECS) => {
  const wantsJson = /^\/(api|svc)(\/|$|\?)/.test(path) || /application\/json/.test(headers.accept ?? '')
  return {
    status: 503,
    headers: {
      'content-type': wantsJson ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(retryAfterSecs),
    },
    body: wantsJson ? JSON.stringify(unavailableJson(path, headers['accept-language'], retryAfterSecs)) : unavailablePage(path, headers['accept-language'], retryAfterSecs),
  }
}
