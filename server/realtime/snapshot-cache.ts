import type { Server } from 'socket.io'

import type { AuctionSnapshot, AuctionUpdate, TAuctionId } from '@core/contract'

/** The server-side event that carries a broadcast snapshot to every other instance. */
const EVENT = 'mm:snapshot'

type Entry = { at: number; snapshot: Promise<AuctionSnapshot | null>; value?: AuctionSnapshot }

/**
 * Every instance's copy of the auctions' live snapshots, so a join (and a reconnect storm of
 * thousands of joins) is answered from memory instead of one database read each. It is kept
 * current by the broadcasts: `broadcast` stores the update here, tells the other instances
 * (serverSideEmit over the Redis adapter) and only then sends it to the rooms, so an instance has
 * the new snapshot before its sockets get the broadcast, and a socket that joins (room first, then
 * this read) either reads the new snapshot or receives its broadcast. An update with no more bids
 * than the copy (a status change, a staff edit) drops the copy instead, and the next join reads the
 * database. A copy older than `ttlMs` (10 s) is read again, which bounds what a change made
 * without a broadcast could leave stale. Concurrent loads of one auction share one read.
 */
export const createSnapshotCache = (
  io: Server,
  deps: {
    load: (id: TAuctionId) => Promise<AuctionSnapshot | null>
    /** Sends an update to the rooms (server/routes/bids.ts, broadcastTo). */
    send: (update: AuctionUpdate) => void
    ttlMs?: number
    max?: number
    now?: () => number
    countEveryMs?: number
  },
) => {
  const ttlMs = deps.ttlMs ?? 10_000
  const max = deps.max ?? 10_000
  const now = deps.now ?? Date.now
  const entries = new Map<string, Entry>()
  // Bumped by every update of an auction: a load that started before it does not keep its answer.
  const generation = new Map<string, number>()
  const bump = (key: string) => generation.set(key, (generation.get(key) ?? 0) + 1)

  const keep = (key: string, entry: Entry) => {
    entries.delete(key)
    entries.set(key, entry)
    while (entries.size > max) {
      const oldest = entries.keys().next().value as string
      entries.delete(oldest)
      generation.delete(oldest)
    }
  }

  /** Applies a broadcast snapshot here (from this instance or another); synchronous, so a join right after it never reads the old copy. */
  const apply = (update: unknown) => {
    if (!update || typeof update !== 'object' || !('id' in update)) return
    const { new_bids: _entries, ...snapshot } = update as AuctionUpdate
    const key = String(snapshot.id)
    bump(key)
    const known = entries.get(key)
    entries.delete(key)
    // More bids than a copy read before: the copy becomes this snapshot. Anything else (a status
    // change, a staff edit, a read still running, no copy) leaves no copy: the next join reads.
    if (known?.value && typeof snapshot.bid_count === 'number' && snapshot.bid_count > known.value.bid_count) {
      keep(key, { at: now(), snapshot: Promise.resolve(snapshot), value: snapshot })
    }
  }

  // Another instance broadcast: what it sent is data, checked in `apply`.
  io.on(EVENT, (update: unknown) => apply(update))

  // Whether other instances listen (the Redis adapter counts them; the in-memory adapter says 1):
  // asked now and every second, so the broadcast path never waits for it. The Redis adapter is
  // plugged in after this is built; within a second the count follows.
  let peers = false
  const count = () =>
    void io
      .of('/')
      .adapter.serverCount()
      .then(
        (servers) => (peers = servers > 1),
        () => undefined,
      )
  count()
  const counting = setInterval(count, deps.countEveryMs ?? 1_000)
  counting.unref()

  return {
    /** The auction's snapshot: this instance's copy, else one database read (shared by concurrent joins). */
    get(id: TAuctionId): Promise<AuctionSnapshot | null> {
      const key = String(id)
      const hit = entries.get(key)
      if (hit && now() - hit.at < ttlMs) return hit.snapshot
      const started = generation.get(key) ?? 0
      const loading = deps.load(id)
      const entry: Entry = { at: now(), snapshot: loading }
      keep(key, entry)
      loading.then(
        (snapshot) => {
          // An update arrived while reading, or the auction does not exist: not kept.
          if ((generation.get(key) ?? 0) !== started || !snapshot) {
            if (entries.get(key) === entry) entries.delete(key)
          } else entry.value = snapshot
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key)
        },
      )
      return loading
    },
    /** Stores the update here, tells the other instances, then sends it to the rooms. */
    broadcast(update: AuctionUpdate) {
      apply(update)
      if (peers) io.serverSideEmit(EVENT, update)
      deps.send(update)
    },
    /** Forgets every copy (the settings changed: min_next_bid and bid_increment follow them). */
    clear() {
      for (const key of entries.keys()) bump(key)
      entries.clear()
    },
    size: () => entries.size,
    stop: () => clearInterval(counting),
  }
}

export type SnapshotCache = ReturnType<typeof createSnapshotCache>
