import { fillFigures, platformFigures, type FigureSettings } from '@core/content/figures';
import { PLATFORM_DEFAULTS } from '@core/domain/defaults';
import { DEFAULT_TIME_ZONE, timeZoneOr } from '@core/time/format';

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

/** The settings every public page may show (the settings global as a visitor reads it). */
export type PublicSettings = FigureSettings & {
  /** The platform's time zone: every time the site shows is in it (core/time/format.ts). */
  time_zone: string;
  proxy_bidding_enabled: boolean;
  support_phone: string | null;
  sell_site_url: string;
};

/** What the site shows while the CMS cannot be asked (the platform defaults). */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  buyer_fee_pct: PLATFORM_DEFAULTS.buyerFeePct,
  vat_pct: PLATFORM_DEFAULTS.vatPct,
  auction_length_hours: PLATFORM_DEFAULTS.auctionLengthHours,
  anti_sniping_window_secs: PLATFORM_DEFAULTS.antiSnipingWindowSecs,
  anti_sniping_extension_secs: PLATFORM_DEFAULTS.antiSnipingExtensionSecs,
  increment_table: PLATFORM_DEFAULTS.incrementTable,
  payment_term_days: PLATFORM_DEFAULTS.paymentTermDays,
  proxy_bidding_enabled: PLATFORM_DEFAULTS.proxyBiddingEnabled,
  time_zone: DEFAULT_TIME_ZONE,
  support_phone: null,
  sell_site_url: PLATFORM_DEFAULTS.sellSiteUrl,
};

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * The public settings (fees, auction rules, time zone, sell site, support phone), cached like the
 * pages (CONTENT_TTL_MS): an admin's change shows on the site within that time. Never throws.
 */
export const getPublicSettings = (): Promise<PublicSettings> =>
  cached('settings', async (): Promise<PublicSettings> => {
    const doc = await getJson<Record<string, unknown>>('/api/globals/settings?depth=0');
    const d = DEFAULT_PUBLIC_SETTINGS;
    const table = Array.isArray(doc.increment_table)
      ? (doc.increment_table as Array<{ from?: unknown; increment?: unknown }>).map((row) => ({ from: Number(row.from), increment: Number(row.increment) })).filter((row) => Number.isFinite(row.from) && row.increment > 0)
      : [];
    return {
      buyer_fee_pct: numberOr(doc.buyer_fee_pct, d.buyer_fee_pct),
      vat_pct: numberOr(doc.vat_pct, d.vat_pct),
      auction_length_hours: numberOr(doc.auction_length_hours, d.auction_length_hours),
      anti_sniping_window_secs: numberOr(doc.anti_sniping_window_secs, d.anti_sniping_window_secs),
      anti_sniping_extension_secs: numberOr(doc.anti_sniping_extension_secs, d.anti_sniping_extension_secs),
      increment_table: table.length ? table : d.increment_table,
      payment_term_days: d.payment_term_days,
      proxy_bidding_enabled: doc.proxy_bidding_enabled === true,
      time_zone: timeZoneOr(doc.time_zone),
      support_phone: typeof doc.support_phone === 'string' && doc.support_phone.trim() ? doc.support_phone.trim() : null,
      sell_site_url: typeof doc.sell_site_url === 'string' && /^https?:\/\//.test(doc.sell_site_url) ? doc.sell_site_url : d.sell_site_url,
    };
  }).catch(() => DEFAULT_PUBLIC_SETTINGS);

/** A page's or FAQ's Markdown with its `{{figure}}` placeholders filled from the settings (core/content/figures.ts). */
export const withFigures = (markdown: string, settings: PublicSettings, lang: Locale): string => fillFigures(markdown, platformFigures(settings, lang));
