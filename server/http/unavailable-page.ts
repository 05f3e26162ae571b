import { DEFAULT_LOCALE, isLocale, type Locale } from '@core/i18n/locales'

/**
 * What the front door answers when the website or the CMS behind it cannot be reached: a small,
 * self-contained page in the language of the path (/de/... → German), or JSON for API calls. It
 * never names the cause (an internal address or error code); that goes to the log.
 */
const TEXTS = {
  en: {
    title: 'Temporarily unavailable',
    body: 'This part of MachineryMarket cannot be reached right now. Your bids and data are safe. Please try again in a moment.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  de: {
    title: 'Vorübergehend nicht erreichbar',
    body: 'Dieser Teil von MachineryMarket ist gerade nicht erreichbar. Ihre Gebote und Daten sind sicher. Bitte versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
    home: 'Zur Startseite',
  },
} satisfies Record<Locale, Record<string, string>>

export const localeOfPath = (path: string): Locale => {
  const first = path.split(/[/?#]/)[1]
  return isLocale(first) ? first : DEFAULT_LOCALE
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export const unavailablePage = (path: string): string => {
  const locale = localeOfPath(path)
  const t = TEXTS[locale]
  const home = locale === DEFAULT_LOCALE ? '/' : `/${locale}/`
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
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
<a href="${escapeHtml(/^\/(?![/\\])/.test(path) ? path : home)}">${escapeHtml(t.retry)}</a><a href="${home}">${escapeHtml(t.home)}</a>
</main>
</body>
</html>`
}

export const unavailableJson = (path: string) => ({
  errors: [{ message: TEXTS[localeOfPath(path)].body }],
})
