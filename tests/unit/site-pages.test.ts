import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { LOCALES } from '../../src/i18n/config'
import { langFromLocaleParam, localeStaticPaths } from '../../src/i18n/routing'

const PAGES = path.resolve('src/pages')
const LOCALE_DIR = path.join(PAGES, '[...locale]')

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })

describe('site pages: one file per route, the language from the path', () => {
  it('has no per-language copy of the pages (no src/pages/de/)', () => {
    const copies = LOCALES.filter((lang) => fs.existsSync(path.join(PAGES, lang)))
    expect(copies).toEqual([])
  })

  it('keeps every page under src/pages/[...locale]/, except the error pages and the endpoints', () => {
    const outside = filesUnder(PAGES)
      .filter((file) => file.endsWith('.astro') && !file.startsWith(LOCALE_DIR + path.sep))
      .map((file) => path.relative(PAGES, file))
      .sort()
    expect(outside).toEqual(['404.astro', '500.astro'])
    const endpoints = filesUnder(PAGES)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.relative(PAGES, file))
      .sort()
    expect(endpoints).toEqual(['healthz.ts', 'robots.txt.ts', 'sitemap.xml.ts'])
  })

  it('lets every page take its language from the [...locale] parameter (and 404 on any other)', () => {
    const pages = fs.existsSync(LOCALE_DIR) ? filesUnder(LOCALE_DIR).filter((file) => file.endsWith('.astro')) : []
    expect(pages.length).toBeGreaterThanOrEqual(24)
    for (const file of pages) {
      const source = fs.readFileSync(file, 'utf8')
      // Either the page itself, or the one page head of the account and signed-in pages
      // (src/lib/account-server.ts, checked below), whose 404 answer the page returns first.
      if (/const head = await (accountPageHead|signedInPageHead)\(Astro\b/.test(source)) {
        expect(source, path.relative(PAGES, file)).toMatch(/if \(head\.response\) return head\.response/)
      } else {
        expect(source, path.relative(PAGES, file)).toContain('langFromLocaleParam(Astro.params.locale)')
        expect(source, path.relative(PAGES, file)).toMatch(/if \(!lang\b.*\) return new Response\(null, \{ status: 404 \}\)/)
      }
      // Prerendered pages list both languages; every other page renders on demand, as before.
      if (source.includes('getStaticPaths')) expect(source, path.relative(PAGES, file)).toContain('localeStaticPaths()')
      else expect(source, path.relative(PAGES, file)).toContain('export const prerender = false')
    }
  })

  it('gives the account and signed-in pages their language from the path in their one page head (404 on any other)', () => {
    const source = fs.readFileSync(path.join(PAGES, '..', 'lib', 'account-server.ts'), 'utf8')
    for (const head of ['accountPageHead', 'signedInPageHead']) {
      const start = source.indexOf(`export async function ${head}(`)
      expect(start, head).toBeGreaterThan(-1)
      const body = source.slice(start)
      const end = body.indexOf('\nexport ', 1)
      const own = end === -1 ? body : body.slice(0, end)
      expect(own, head).toContain('langFromLocaleParam(Astro.params.locale)')
      expect(own, head).toMatch(/if \(!lang\) return unknownLanguage\(\)/)
    }
    expect(source).toContain("new Response(null, { status: 404 })")
  })

  it('reads the language from the rest parameter: none is English, de is German, anything else is no page', () => {
    expect(langFromLocaleParam(undefined)).toBe('en')
    expect(langFromLocaleParam('de')).toBe('de')
    for (const other of ['en', 'fr', 'xx', 'de/de', 'de/en', 'DE', '']) expect(langFromLocaleParam(other), other).toBeNull()
    expect(localeStaticPaths()).toEqual([{ params: { locale: undefined } }, { params: { locale: 'de' } }])
  })
})
