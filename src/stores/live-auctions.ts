import { atom, map } from 'nanostores';
import { io, type Socket } from 'socket.io-client';

import { type AuctionSnapshot, type ClientToServerEvents, isMaskedSnapshot, type MaskedSnapshot, type Reply, type ServerToClientEvents } from '@core/contract';

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
export const $connected = atom(false);

let socket: Client | null = null;
const joined = new Set<string>();

export const serverNow = () => Date.now() + $clockOffset.get();

const apply = (snapshot: AuctionSnapshot) => {
  $snapshots.setKey(String(snapshot.id), snapshot);
};

const join = (client: Client, id: string) => {
  client.emit('auction:join', { auctionId: /^\d+$/.test(id) ? Number(id) : id }, (reply: Reply<AuctionSnapshot | MaskedSnapshot>) => {
    // A masked answer (no prices for this viewer) leaves the page's own teaser as it is.
    if ('data' in reply && !isMaskedSnapshot(reply.data)) apply(reply.data);
  });
};

function connect(): Client | null {
  if (socket) return socket;
  if (typeof window === 'undefined') return null;
  socket = io({ path: '/socket.io', transports: ['websocket', 'polling'] });
  socket.on('clock:sync', ({ serverTime }) => $clockOffset.set(serverTime - Date.now()));
  socket.on('auction:updated', apply);
  socket.on('connect', () => {
    $connected.set(true);
    for (const id of joined) join(socket as Client, id);
  });
  socket.on('disconnect', () => $connected.set(false));
  return socket;
}

/** Follow one auction (detail page, or each card on a list). */
export function followAuction(id: string | number): () => void {
  const key = String(id);
  const client = connect();
  if (!joined.has(key)) {
    joined.add(key);
    if (client?.connected) join(client, key);
  }
  return () => {
    joined.delete(key);
    client?.emit('auction:leave', { auctionId: /^\d+$/.test(key) ? Number(key) : key });
  };
}
