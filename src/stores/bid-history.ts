import { map } from 'nanostores';

import type { AuctionSnapshot, PublicBid, TAuctionId } from '@core/contract';
import { requestJson } from './http';
import { $snapshots, onAuctionUpdate, onJoined, onReconnect } from './live-auctions';

/**
 * The public bid history of the auctions a page shows it for (the detail page), newest first;
 * undefined while the first read is under way. It is read once when the page follows it and again
 * only after a reconnect or a gap; every accepted bid's broadcast (and the bidder's own reply)
 * carries the entries it created, which are appended here (deduplicated by id).
 */
export const $bidHistory = map<Record<string, PublicBid[] | undefined>>({});

type Followed = {
  /** How many bids the shown history accounts for (the snapshot's bid_count when it was read or last grew). */
  bidCount: number | null;
  /** Entries that arrived while a read was under way; merged into its answer. */
  pending: PublicBid[];
  loading: boolean;
  /** The join answered while a read was under way: that read may predate a bid, so read again. */
  again: boolean;
  followers: number;
};
const followed = new Map<string, Followed>();

/** Adds entries (any order) to a newest-first list without duplicates; the newest highest entry clears the older flags. */
const merge = (history: readonly PublicBid[], entries: readonly PublicBid[]): PublicBid[] => {
  const seen = new Set(history.map((bid) => String(bid.id)));
  const fresh = entries.filter((bid) => !seen.has(String(bid.id)));
  if (!fresh.length) return [...history];
  // Stable: entries of one bid keep their order, and news goes before what was shown.
  const all = [...fresh, ...history].sort((a, b) => (a.created_at === b.created_at ? 0 : a.created_at < b.created_at ? 1 : -1));
  const highest = all.find((bid) => bid.is_highest);
  return all.map((bid) => (bid.is_highest && bid !== highest ? { ...bid, is_highest: false } : bid));
};

async function read(key: string) {
  const state = followed.get(key);
  if (!state || state.loading) return;
  state.loading = true;
  const reply = await requestJson<PublicBid[]>(`/svc/auctions/${encodeURIComponent(key)}/bids`);
  state.loading = false;
  if (!followed.has(key)) return;
  if ('error' in reply) {
    console.error('bid history', reply.error);
    $bidHistory.setKey(key, $bidHistory.get()[key] ?? []);
    return;
  }
  $bidHistory.setKey(key, merge(reply.data, state.pending));
  state.pending = [];
  state.bidCount = $snapshots.get()[key]?.bid_count ?? state.bidCount;
  if (state.again) {
    state.again = false;
    void read(key);
  }
}

/**
 * The join's snapshot counts more bids than the history shows: one was accepted before this
 * socket was in the auction's room, and its broadcast will never come. Read the history again.
 */
function joined(snapshot: AuctionSnapshot) {
  const state = followed.get(String(snapshot.id));
  if (!state || (state.bidCount !== null && snapshot.bid_count <= state.bidCount)) return;
  if (state.loading) state.again = true;
  else void read(String(snapshot.id));
}

/** Entries of one accepted bid (broadcast or the bidder's own reply) with the snapshot after it. */
export function receiveBids(snapshot: AuctionSnapshot, entries: readonly PublicBid[] | undefined) {
  const key = String(snapshot.id);
  const state = followed.get(key);
  if (!state) return;
  if (state.loading) {
    if (entries?.length) state.pending.push(...entries);
    return;
  }
  const received = entries?.length ?? 0;
  // More new bids than entries received: a broadcast was missed, read the whole history again.
  if (state.bidCount !== null && snapshot.bid_count - state.bidCount > received) {
    void read(key);
    return;
  }
  if (received) $bidHistory.setKey(key, merge($bidHistory.get()[key] ?? [], entries ?? []));
  state.bidCount = Math.max(state.bidCount ?? 0, snapshot.bid_count);
}

let wired = false;
const wire = () => {
  if (wired) return;
  wired = true;
  onAuctionUpdate((update) => receiveBids(update, update.new_bids));
  onJoined(joined);
  onReconnect(() => {
    for (const key of followed.keys()) void read(key);
  });
};

/**
 * Shows the history of an auction (the caller also follows the auction for its snapshot):
 * reads it now, then keeps it current. Returns the stop function.
 */
export function followBidHistory(id: TAuctionId, knownBidCount: number | null = null): () => void {
  const key = String(id);
  wire();
  const state = followed.get(key);
  if (state) state.followers++;
  else {
    followed.set(key, { bidCount: knownBidCount, pending: [], loading: false, again: false, followers: 1 });
    void read(key);
  }
  return () => {
    const current = followed.get(key);
    if (!current) return;
    if (--current.followers === 0) followed.delete(key);
  };
}
