import { atom, map } from 'nanostores';
import type { Socket } from 'socket.io-client';

import type { AuctionSnapshot, AuctionUpdate, ClientToServerEvents, MaskedSnapshot, Reply, ServerToClientEvents } from '@core/contract';
// Not from @core/contract: that module carries zod and the request schemas, which islands do not need.
import { isMaskedSnapshot } from '@core/contract-guards';
import { refreshSession } from './session';

/**
 * Live auction data for every island on the page: one socket.io connection to the same
 * origin, the server clock offset for countdowns, and the latest snapshot per auction.
 * Rooms are re-joined after every reconnect and the snapshot re-read from the join ack, so a
 * dropped connection never leaves stale prices.
 */
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** serverTime - Date.now() in ms; add to Date.now() to get the server's clock. */
export const $clockOffset = atom(0);
export const $snapshots = map<Record<string, AuctionSnapshot>>({});
/** This user's own "Bidder N" label per auction, sent to their sockets only after their bids (any tab). */
export const $ownLabels = map<Record<string, string>>({});
/**
 * True once the service withdrew this page's prices (the access-change rule,
 * core/auth/access-change.ts: signed out here or everywhere, blocked, email changed): a join
 * answered with the teaser. Islands then mask what the page was
 * rendered with, as for a visitor; a later join with prices (a fresh sign-in) clears it.
 */
export const $pricesWithdrawn = atom(false);

let socket: Client | null = null;
const joined = new Set<string>();
const updateListeners = new Set<(update: AuctionUpdate) => void>();
const reconnectListeners = new Set<() => void>();
const joinListeners = new Set<(snapshot: AuctionSnapshot) => void>();
let connectedOnce = false;

export const serverNow = () => Date.now() + $clockOffset.get();

const auctionIdOf = (key: string) => (/^\d+$/.test(key) ? Number(key) : key);

/**
 * Keeps the newest snapshot: one with fewer bids than the one shown is an older answer that
 * arrived late (a bid's reply after a rival's broadcast), and is dropped.
 */
export function applySnapshot(snapshot: AuctionSnapshot) {
  const key = String(snapshot.id);
  const shown = $snapshots.get()[key];
  if (shown && shown.bid_count > snapshot.bid_count) return;
  $snapshots.setKey(key, snapshot);
}

/** Called with every `auction:updated` (after the snapshot is applied); returns the unsubscribe. */
export function onAuctionUpdate(listener: (update: AuctionUpdate) => void): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/**
 * Called with the snapshot that answers each join. A bid accepted before this socket was in the
 * auction's room reached the room without it: the snapshot's bid_count tells who shows less.
 */
export function onJoined(listener: (snapshot: AuctionSnapshot) => void): () => void {
  joinListeners.add(listener);
  return () => joinListeners.delete(listener);
}

/** Called after the connection came back (rooms re-joined), when events may have been missed. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

const join = (client: Client, id: string) => {
  client.emit('auction:join', { auctionId: auctionIdOf(id) }, (reply: Reply<AuctionSnapshot | MaskedSnapshot>) => {
    if (!('data' in reply)) return;
    if (isMaskedSnapshot(reply.data)) {
      // Islands follow only auctions they show with prices: a masked answer means the prices
      // were withdrawn since the page loaded, so the page masks them too.
      const { [String(reply.data.id)]: _withdrawn, ...rest } = $snapshots.get();
      $snapshots.set(rest);
      // Who is signed in now (signed out, or an email to confirm): the bid box shows the right step.
      if (!$pricesWithdrawn.get()) void refreshSession();
      $pricesWithdrawn.set(true);
      return;
    }
    $pricesWithdrawn.set(false);
    $snapshots.setKey(String(reply.data.id), reply.data);
    for (const listener of joinListeners) listener(reply.data);
  });
};

let connecting: Promise<void> | null = null;

/**
 * Opens the one connection on the first follow. socket.io-client is loaded only then, so pages
 * and viewers that follow nothing (visitors see masked teasers) never download it; the rooms in
 * `joined` are joined on 'connect', which also covers follows made while it was loading.
 */
function connect(first: string) {
  if (connecting || typeof window === 'undefined') return;
  connecting = import('socket.io-client').then(({ io }) => {
    // The first auction followed (a detail page's own) names the socket in its handshake: the
    // balancer sends it to the instance that places that auction's bids (auction affinity).
    const query = /^[0-9a-zA-Z]+$/.test(first) ? { auction: first } : {};
    const client: Client = io({ path: '/socket.io', transports: ['websocket', 'polling'], query });
    socket = client;
    client.on('clock:sync', ({ serverTime }) => $clockOffset.set(serverTime - Date.now()));
    client.on('auction:updated', (update) => {
      const { new_bids: _entries, ...snapshot } = update;
      $snapshots.setKey(String(snapshot.id), snapshot);
      for (const listener of updateListeners) listener(update);
    });
    client.on('auction:own-label', ({ auction_id, label }) => $ownLabels.setKey(String(auction_id), label));
    // The session ended or the account may see less: the service already took this socket out of
    // every priced room. Connect again, so the handshake carries the cookies this browser has now,
    // and re-join: each answer says what a fresh check allows (the teaser after a sign-out).
    client.on('auth:changed', () => {
      client.disconnect();
      client.connect();
    });
    // The service refused the handshake (too many connections from this address): socket.io
    // does not try again by itself then, so the page would stay without live prices for good.
    // It tries again when the service says, or after a few seconds.
    client.on('connect_error', (err: Error & { data?: { retry_after_secs?: unknown } }) => {
      if (client.active) return;
      const after = Number(err.data?.retry_after_secs);
      setTimeout(() => client.connect(), (Number.isFinite(after) && after > 0 ? Math.min(after, 60) : 5) * 1000);
    });
    client.on('connect', () => {
      for (const id of joined) join(client, id);
      if (connectedOnce) for (const listener of reconnectListeners) listener();
      connectedOnce = true;
    });
  }).catch(() => {
    // The script could not be loaded (offline): the next follow tries again.
    connecting = null;
  });
}

/** Follow one auction (detail page, or each card on a list). */
export function followAuction(id: string | number): () => void {
  const key = String(id);
  connect(key);
  if (!joined.has(key)) {
    joined.add(key);
    if (socket?.connected) join(socket, key);
  }
  return () => {
    joined.delete(key);
    socket?.emit('auction:leave', { auctionId: auctionIdOf(key) });
  };
}
