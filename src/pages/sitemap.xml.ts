import type { APIRoute } from 'astro';

import { LOCALES } from '../i18n/config';
import { localizePath } from '../i18n/routing';
import { INFO_PAGES } from '../lib/cms-content';

export const prerender = false;

const STATIC_PATHS = ['/', '/auctions', '/faq', ...INFO_PAGES.map((slug) => `/${slug}`)];

/** Live listings' auction pages, read from the CMS (public data only). */
const liveListingPaths = async (): Promise<string[]> => {
  try {
    const url = `${process.env.CMS_URL ?? 'http://127.0.0.1:3001'}/api/listings?where[status][equals]=live&limit=1000&depth=0&select[slug]=true`;
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return [];
    const { docs } = (await response.json()) as { docs: { slug?: string }[] };
    return docs.filter((doc) => doc.slug).map((doc) => `/auctions/${doc.slug}`);
  } catch {
    return [];
  }
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml with every public page in both languages and their hreflang alternates. */
export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:3000');
  const paths = [...STATIC_PATHS, ...(await liveListingPaths())];
  const urls = paths.flatMap((path) =>
    LOCALES.map((lang) => {
      const alternates = LOCALES.map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(new URL(localizePath(alt, path), base).href)}"/>`,
      ).join('\n');
      return `  <url>\n    <loc>${escapeXml(new URL(localizePath(lang, path), base).href)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
};
