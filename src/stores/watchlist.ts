import { map } from 'nanostores';

import type { Reply, TAuctionId, WatchStatus } from '@core/contract';
import { requestJson } from './http';

/** Whether the signed-in user watches an auction, per auction id (absent until asked). */
export const $watching = map<Record<string, boolean>>({});

/** Asks the service once per auction and page (GET /svc/watchlist/status). */
export async function loadWatchStatus(auctionId: TAuctionId): Promise<void> {
  const key = String(auctionId);
  if (key in $watching.get()) return;
  const reply = await requestJson<WatchStatus>(`/svc/watchlist/status?auctionId=${encodeURIComponent(key)}`);
  if ('data' in reply) $watching.setKey(key, Boolean(reply.data.watching));
  else console.error('watch status', reply.error);
}

/** Adds or removes the auction (POST /svc/watchlist, DELETE /svc/watchlist/:id); the store follows only on success. */
export async function setWatching(auctionId: TAuctionId, watch: boolean): Promise<Reply<WatchStatus>> {
  const key = String(auctionId);
  const reply = watch
    ? await requestJson<WatchStatus>('/svc/watchlist', { method: 'POST', body: { auctionId } })
    : await requestJson<WatchStatus>(`/svc/watchlist/${encodeURIComponent(key)}`, { method: 'DELETE' });
  if ('data' in reply) $watching.setKey(key, watch);
  return reply;
}

/** The dashboard's e-mail switch of one watched auction (PATCH /svc/watchlist/:id). */
export const setWatchEmail = (auctionId: TAuctionId, notifyEmail: boolean): Promise<Reply<WatchStatus>> =>
  requestJson<WatchStatus>(`/svc/watchlist/${encodeURIComponent(String(auctionId))}`, { method: 'PATCH', body: { notify_email: notifyEmail } });
