import { atom } from 'nanostores';

import type { AuctionList, Reply } from '@core/contract';
import type { ListFacets } from '@core/domain/list-params';
import type { Suggestion } from '@core/domain/search';
import type { Locale } from '../i18n/config';
import { requestJson } from './http';

/**
 * The auction list's transport. The list page is rendered on the server (cards, counts, pages,
 * facets); a change of filters asks the server for the same page with the new query and swaps
 * the results region (`[data-list-results]`) in place, debounced, a newer query cancelling the one
 * under way. The card islands inside the new HTML hydrate by themselves (Astro's `astro-island`
 * elements start when connected). Also the search box's suggestions
 * (POST /svc/functions/search-suggest) and the lead capture of the locked list.
 */
export const $suggestions = atom<Suggestion[]>([]);
/** The facet counts of the results shown (from the region's `data-facets`), for the filter form. */
export const $listFacets = atom<ListFacets | undefined>(undefined);

const LIST_DEBOUNCE_MS = 150;
const SUGGEST_DEBOUNCE_MS = 120;
const REGION = '[data-list-results]';

/** The region's facet counts, written by the server as JSON (nothing when the list has none). */
const parseFacets = (json: string | null): ListFacets | undefined => {
  try {
    return json ? (JSON.parse(json) as ListFacets) : undefined;
  } catch {
    return undefined;
  }
};

let listRun: { timer: ReturnType<typeof setTimeout>; controller: AbortController } | null = null;

/** Marks the region as loading at once (the grid busy and dimmed, the count says so). */
const markLoading = (region: Element, loadingText: string) => {
  const grid = region.querySelector('.auction-grid');
  grid?.classList.add('auction-grid--loading');
  grid?.setAttribute('aria-busy', 'true');
  if (!grid) region.setAttribute('aria-busy', 'true');
  const count = region.querySelector('.auctions__count');
  if (count) count.textContent = loadingText;
};

/**
 * Loads the list page at `path` (e.g. "/de/auctions?q=bagger") and swaps its results region in.
 * A failed request shows the page's own error text in the count and leaves the cards as they were.
 */
export function loadListPage(path: string, loadingText: string, failedText: string) {
  if (listRun) {
    clearTimeout(listRun.timer);
    listRun.controller.abort();
  }
  const region = document.querySelector(REGION);
  if (!region) return;
  const controller = new AbortController();
  markLoading(region, loadingText);
  const timer = setTimeout(async () => {
    try {
      const reply = await fetch(path, { signal: controller.signal, headers: { accept: 'text/html' }, credentials: 'same-origin' });
      const html = await reply.text();
      if (controller.signal.aborted) return;
      const next = new DOMParser().parseFromString(html, 'text/html').querySelector(REGION);
      const current = document.querySelector(REGION);
      if (!next || !current) throw new Error(`no results in the answer (${reply.status})`);
      current.replaceWith(document.importNode(next, true));
      // Islands of the cards swapped out unmount (Astro's islands listen for this after leaving the page).
      document.dispatchEvent(new Event('astro:after-swap'));
      $listFacets.set(parseFacets(next.getAttribute('data-facets')));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('auctions', error);
      const current = document.querySelector(REGION);
      current?.querySelector('.auction-grid')?.classList.remove('auction-grid--loading');
      current?.querySelector('.auction-grid')?.setAttribute('aria-busy', 'false');
      current?.removeAttribute('aria-busy');
      const count = current?.querySelector('.auctions__count');
      if (count) count.textContent = failedText;
    }
  }, LIST_DEBOUNCE_MS);
  listRun = { timer, controller };
}

let suggestRun: { timer: ReturnType<typeof setTimeout>; controller: AbortController } | null = null;

/** Suggestions for the search box's text; blank text clears them. */
export function suggest(text: string, lang: Locale) {
  if (suggestRun) {
    clearTimeout(suggestRun.timer);
    suggestRun.controller.abort();
    suggestRun = null;
  }
  const q = text.trim();
  if (!q) {
    $suggestions.set([]);
    return;
  }
  const controller = new AbortController();
  const timer = setTimeout(async () => {
    const reply = await requestJson<{ suggestions: Suggestion[] }>('/svc/functions/search-suggest', { method: 'POST', body: { q, locale: lang }, signal: controller.signal });
    if (controller.signal.aborted) return;
    if ('data' in reply) $suggestions.set(reply.data.suggestions);
    else {
      console.error('search-suggest', reply.error);
      $suggestions.set([]);
    }
  }, SUGGEST_DEBOUNCE_MS);
  suggestRun = { timer, controller };
}

/** "Or unlock results by email" (POST /svc/functions/lead-capture). */
export const captureLead = (email: string, lang: Locale): Promise<Reply<{ sent: true }>> =>
  requestJson<{ sent: true }>('/svc/functions/lead-capture', { method: 'POST', body: { email, locale: lang } });

/** One list page outside the list island (the home page's "Closing soon"), e.g. "?sort=closing_soon&limit=6". */
export const loadAuctions = (search: string, signal?: AbortSignal): Promise<Reply<AuctionList>> => requestJson<AuctionList>(`/svc/auctions${search}`, { signal });

/** Live auctions per category (GET /svc/auctions/counts), for the home page's tiles. */
export const loadCategoryCounts = (): Promise<Reply<{ counts: Record<string, number>; total: number }>> =>
  requestJson<{ counts: Record<string, number>; total: number }>('/svc/auctions/counts');
