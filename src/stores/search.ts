import { atom } from 'nanostores';

import type { AuctionList, Reply } from '@core/contract';
import type { Suggestion } from '@core/domain/search';
import type { Locale } from '../i18n/config';
import { requestJson } from './http';

/**
 * The auction list's transport: the results for the current filters (GET /svc/auctions) and the
 * search box's suggestions (POST /svc/functions/search-suggest), each debounced, with a newer
 * query cancelling the one under way; and the lead capture of the locked list.
 */
/** `started` turns true in the browser once the island hands over its first page (never on the server). */
export type ListState = { data: AuctionList | null; loading: boolean; started: boolean };
export const $auctionList = atom<ListState>({ data: null, loading: true, started: false });
export const $suggestions = atom<Suggestion[]>([]);

/** The list island's extra parameters: its page size (the service's default, LIST_PAGE_SIZE) and the facet counts. */
const LIST_EXTRA = 'facets=1';
const LIST_DEBOUNCE_MS = 150;
const SUGGEST_DEBOUNCE_MS = 120;

/** The server-rendered first page (or nothing: then the first query loads it). */
export function startAuctionList(initial: AuctionList | null) {
  $auctionList.set({ data: initial, loading: initial === null, started: true });
}

let listRun: { timer: ReturnType<typeof setTimeout>; controller: AbortController } | null = null;

/** Loads the list for a URL query such as "?q=bagger&sort=price_asc" (empty for none). */
export function queryAuctions(search: string) {
  if (listRun) {
    clearTimeout(listRun.timer);
    listRun.controller.abort();
  }
  const controller = new AbortController();
  $auctionList.set({ ...$auctionList.get(), loading: true });
  const timer = setTimeout(async () => {
    const reply = await requestJson<AuctionList>(`/svc/auctions${search || '?'}${search ? '&' : ''}${LIST_EXTRA}`, { signal: controller.signal });
    if (controller.signal.aborted) return;
    if ('data' in reply) $auctionList.set({ data: reply.data, loading: false, started: true });
    else {
      console.error('auctions', reply.error);
      const previous = $auctionList.get().data;
      $auctionList.set({ data: previous ? { ...previous, items: [], total: 0 } : previous, loading: false, started: true });
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
