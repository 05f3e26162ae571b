import { map } from 'nanostores';

import type { BidStanding, StandingMap, TAuctionId } from '@core/contract';
import { requestJson } from './http';
import { onAuctionUpdate } from './live-auctions';

/**
 * The signed-in viewer's own standing per auction on a list (cards, watchlist): seeded from the
 * page's data, then asked again (GET /svc/auctions/standing) when a followed auction on which the
 * viewer stands gets a bid. The public broadcast never says who bid; the service answers for the
 * caller only.
 */
export const $standings = map<Record<string, BidStanding>>({});

const tracked = new Set<string>();
let pending: ReturnType<typeof setTimeout> | null = null;
let stopListening: (() => void) | null = null;

async function refresh() {
  pending = null;
  const ids = [...tracked];
  if (ids.length === 0) return;
  const reply = await requestJson<StandingMap>(`/svc/auctions/standing?ids=${ids.map(encodeURIComponent).join(',')}`);
  if (!('data' in reply)) return;
  for (const id of ids) {
    const standing = reply.data[id];
    if (standing) $standings.setKey(id, standing);
  }
}

/** Seeds the standings shown on the page and follows them; returns the stop function. */
export function trackStandings(initial: { id: TAuctionId; standing: BidStanding | null | undefined }[]): () => void {
  const keys: string[] = [];
  for (const { id, standing } of initial) {
    if (!standing) continue;
    const key = String(id);
    keys.push(key);
    tracked.add(key);
    $standings.setKey(key, standing);
  }
  stopListening ??= onAuctionUpdate((update) => {
    // A bid on an auction the viewer stands on: ask once for everything tracked (bursts coalesce).
    if (!tracked.has(String(update.id)) || pending) return;
    pending = setTimeout(() => void refresh(), 150);
  });
  return () => {
    for (const key of keys) tracked.delete(key);
  };
}
