import { fillFigures, platformFigures } from '@core/content/figures';
import type { PublicSettings as ServicePublicSettings } from '@core/contract';
import { publicSettingsOf, SETTINGS_DEFAULTS } from '@core/settings';

import type { Locale } from '../i18n/config';

/** Info and legal pages the site serves from the CMS (spec section 2). */
export const INFO_PAGES = [
  'how-it-works',
  'about',
  'platform',
  'company',
  'contact',
  'fees',
  'cookies',
  'terms',
  'privacy',
  'imprint',
] as const;
export type InfoPageSlug = (typeof INFO_PAGES)[number];
export const isInfoPage = (slug: string | undefined): slug is InfoPageSlug =>
  INFO_PAGES.includes(slug as InfoPageSlug);

export type CmsPage = { slug: string; title: string; description?: string | null; body_md?: string | null; updatedAt: string };
export type CmsFaq = { id: number | string; question: string; answer_md: string; topic: string; sort_order?: number | null };

/**
 * How long a page may be served from memory. An editor's published change is therefore live
 * within this time without a redeploy, and a page costs the CMS at most one request a minute.
 */
export const CONTENT_TTL_MS = Number(process.env.CONTENT_TTL_MS ?? 60_000);

type Entry<T> = { value: T; fetchedAt: number; pending?: Promise<T> };
const cache = new Map<string, Entry<unknown>>();

const cmsUrl = () => process.env.CMS_URL ?? 'http://127.0.0.1:3001';

const cached = async <T>(key: string, load: () => Promise<T>): Promise<T> => {
  const entry = cache.get(key) as Entry<T> | undefined;
  if (entry && Date.now() - entry.fetchedAt < CONTENT_TTL_MS) return entry.value;
  if (entry?.pending) return entry.pending;
  const pending = load().then(
    (value) => {
      cache.set(key, { value, fetchedAt: Date.now() });
      return value;
    },
    (error: unknown) => {
      // Keep serving the last good copy if the CMS is briefly unreachable.
      if (entry) {
        cache.set(key, { ...entry, pending: undefined });
        return entry.value;
      }
      cache.delete(key);
      throw error;
    },
  );
  cache.set(key, { value: entry?.value as T, fetchedAt: entry?.fetchedAt ?? 0, pending });
  return pending;
};

const getJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${cmsUrl()}${path}`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`CMS answered ${response.status} for ${path}`);
  return (await response.json()) as T;
};

/** A published page in a language (German falls back to English field by field), or null. */
export const getPage = (slug: InfoPageSlug, lang: Locale): Promise<CmsPage | null> =>
  cached(`page:${slug}:${lang}`, async () => {
    const query = new URLSearchParams({ 'where[slug][equals]': slug, locale: lang, 'fallback-locale': 'en', depth: '0', limit: '1' });
    const result = await getJson<{ docs: CmsPage[] }>(`/api/pages?${query}`);
    return result.docs[0] ?? null;
  });

/** All published FAQs in a language, in their editorial order. */
export const getFaqs = (lang: Locale): Promise<CmsFaq[]> =>
  cached(`faqs:${lang}`, async () => {
    const query = new URLSearchParams({ locale: lang, 'fallback-locale': 'en', depth: '0', limit: '200', sort: 'sort_order' });
    const result = await getJson<{ docs: CmsFaq[] }>(`/api/faqs?${query}`);
    return result.docs;
  });

/**
 * The settings every public page may show: GET /svc/settings as a visitor reads it (core/settings.ts
 * `publicSettingsOf`). The auction length, hidden from visitors there, is the default here as it
 * always was: pages that state it get it filled by the CMS (cms/hooks/fill-teaser-figures.ts).
 */
export type PublicSettings = Omit<ServicePublicSettings, 'auction_length_hours'> & { auction_length_hours: number };

/** What the site shows while the service cannot be asked (the platform defaults, core/settings.ts). */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = { ...publicSettingsOf(SETTINGS_DEFAULTS, true), auction_length_hours: SETTINGS_DEFAULTS.auctionLengthHours };

const serviceUrl = () => process.env.SERVICE_URL ?? 'http://127.0.0.1:3000';

/**
 * The site's one reader of the settings, cached like the pages (CONTENT_TTL_MS): an admin's change
 * shows on the site within that time. Never throws.
 */
export const getPublicSettings = (): Promise<PublicSettings> =>
  cached('settings', async (): Promise<PublicSettings> => {
    const response = await fetch(new URL('/svc/settings', serviceUrl()), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`the service answered ${response.status} for /svc/settings`);
    const { data } = (await response.json()) as { data: ServicePublicSettings };
    return { ...DEFAULT_PUBLIC_SETTINGS, ...data, auction_length_hours: data.auction_length_hours ?? DEFAULT_PUBLIC_SETTINGS.auction_length_hours };
  }).catch(() => DEFAULT_PUBLIC_SETTINGS);

/** A page's or FAQ's Markdown with its `{{figure}}` placeholders filled from the settings (core/content/figures.ts). */
export const withFigures = (markdown: string, settings: PublicSettings, lang: Locale): string => fillFigures(markdown, platformFigures(settings, lang));
