import { describe, expect, it } from 'vitest'

import { LANGUAGE_REDIRECT_SCRIPT } from '../../src/layouts/language-redirect'

/**
 * Runs the inline script against a page: its path, its <html lang>, the remembered choice (cookie
 * or local storage) and the browser language; returns where it sent the browser, or null.
 */
const run = (page: { path: string; lang: 'en' | 'de'; cookie?: string; stored?: string; browser?: string; search?: string }) => {
  let replaced: string | null = null
  const alternates: Record<string, string> = {
    en: `http://localhost${page.path.replace(/^\/de(\/|$)/, '/')}`,
    de: `http://localhost${page.path.startsWith('/de') ? page.path : `/de${page.path === '/' ? '/' : page.path}`}`,
  }
  const globals = {
    location: { pathname: page.path, search: page.search ?? '', hash: '', replace: (to: string) => (replaced = to) },
    document: {
      documentElement: { lang: page.lang },
      cookie: page.cookie ? `lng=${page.cookie}` : '',
      querySelector: (selector: string) => {
        const lang = /hreflang="(\w+)"/.exec(selector)?.[1] ?? ''
        return alternates[lang] ? { href: alternates[lang] } : null
      },
    },
    localStorage: { getItem: () => page.stored ?? null },
    sessionStorage: { getItem: () => null },
    navigator: { languages: [page.browser ?? 'en-GB'], language: page.browser ?? 'en-GB' },
    URLSearchParams,
    URL,
  }
  new Function(...Object.keys(globals), LANGUAGE_REDIRECT_SCRIPT)(...Object.values(globals))
  return replaced
}

describe('the language rule: a URL that says its language shows it', () => {
  it('keeps /de/ pages German after English was chosen, on public and account pages alike', () => {
    for (const path of ['/de/auctions', '/de/faq', '/de/dashboard', '/de/kyc', '/de/fees']) {
      expect(run({ path, lang: 'de', cookie: 'en' }), path).toBeNull()
      expect(run({ path, lang: 'de', stored: 'en' }), path).toBeNull()
    }
  })

  it('keeps English page paths English after German was chosen, or in a German browser', () => {
    for (const path of ['/auctions', '/faq', '/dashboard', '/kyc', '/fees']) {
      expect(run({ path, lang: 'en', cookie: 'de' }), path).toBeNull()
      expect(run({ path, lang: 'en', browser: 'de-DE' }), path).toBeNull()
    }
  })

  it('lets the remembered choice, else the browser language, pick the language of the home address only', () => {
    expect(run({ path: '/', lang: 'en', cookie: 'de' })).toBe('/de/')
    expect(run({ path: '/', lang: 'en', stored: 'de' })).toBe('/de/')
    expect(run({ path: '/', lang: 'en', browser: 'de-AT' })).toBe('/de/')
    expect(run({ path: '/', lang: 'en', cookie: 'en', browser: 'de-AT' })).toBeNull()
    expect(run({ path: '/', lang: 'en' })).toBeNull()
    // ?lng= is the header script's explicit switch.
    expect(run({ path: '/', lang: 'en', cookie: 'de', search: '?lng=en' })).toBeNull()
  })
})
