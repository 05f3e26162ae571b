import { Server } from 'socket.io'
import { describe, expect, it } from 'vitest'

import type { AuctionSnapshot, AuctionUpdate } from '@core/contract'
import { createSnapshotCache } from '../../server/realtime/snapshot-cache'

const snapshot = (bidCount: number, status = 'LIVE'): AuctionSnapshot =>
  ({ id: 7, status, current_price: 10_000 + bidCount * 100, bid_count: bidCount, end_time: new Date(0).toISOString(), reserve_met: false, min_next_bid: 10_100 + bidCount * 100, bid_increment: 100, proxy_bidding: false }) as AuctionSnapshot

/** A cache over a counted loader that answers what `db` holds; `release` lets a held read finish. */
const setup = (options: { ttlMs?: number; now?: () => number } = {}) => {
  const io = new Server()
  let db = snapshot(0)
  let loads = 0
  let hold: Promise<void> | null = null
  const sent: AuctionUpdate[] = []
  const cache = createSnapshotCache(io, {
    load: async () => {
      loads++
      const answer = db
      if (hold) await hold
      return answer
    },
    send: (update) => void sent.push(update),
    ...options,
  })
  return {
    io,
    cache,
    sent,
    loads: () => loads,
    set: (next: AuctionSnapshot) => void (db = next),
    holdReads: () => {
      let release = () => undefined as void
      hold = new Promise<void>((resolve) => (release = resolve))
      return () => {
        hold = null
        release()
      }
    },
  }
}

describe('the per-instance snapshot cache', () => {
  it('answers concurrent joins with one read, then from memory', async () => {
    const s = setup()
    const answers = await Promise.all(Array.from({ length: 50 }, () => s.cache.get(7)))
    expect(answers.every((answer) => answer?.bid_count === 0)).toBe(true)
    await s.cache.get(7)
    expect(s.loads()).toBe(1)
  })

  it('takes a broadcast with more bids as the new copy, before sending it to the rooms', async () => {
    const s = setup()
    await s.cache.get(7)
    s.set(snapshot(1))
    const update = { ...snapshot(1), new_bids: [] } as AuctionUpdate
    s.cache.broadcast(update)
    expect(s.sent).toEqual([update])
    expect(await s.cache.get(7)).toEqual(snapshot(1))
    expect(s.loads()).toBe(1)
  })

  it('drops the copy on an update without more bids (a status change): the next join reads', async () => {
    const s = setup()
    await s.cache.get(7)
    s.set(snapshot(0, 'ENDED'))
    s.cache.broadcast(snapshot(0, 'ENDED'))
    expect((await s.cache.get(7))?.status).toBe('ENDED')
    expect(s.loads()).toBe(2)
  })

  it('does not keep a read that an update overtook', async () => {
    const s = setup()
    const release = s.holdReads()
    const reading = s.cache.get(7) // reads bid_count 0
    s.set(snapshot(1))
    s.cache.broadcast(snapshot(1))
    release()
    expect((await reading)?.bid_count).toBe(0)
    // That old answer was not kept: the next join reads the new state.
    expect((await s.cache.get(7))?.bid_count).toBe(1)
    expect(s.loads()).toBe(2)
  })

  it('reads again after the TTL and after clear()', async () => {
    let clock = 0
    const s = setup({ ttlMs: 1_000, now: () => clock })
    await s.cache.get(7)
    clock = 999
    await s.cache.get(7)
    expect(s.loads()).toBe(1)
    clock = 1_000
    await s.cache.get(7)
    expect(s.loads()).toBe(2)
    s.cache.clear()
    await s.cache.get(7)
    expect(s.loads()).toBe(3)
  })

  it('applies what another instance broadcast', async () => {
    const s = setup()
    await s.cache.get(7)
    // What the Redis adapter hands over from another instance's serverSideEmit.
    s.io.listeners('mm:snapshot' as never).forEach((listener) => (listener as (update: unknown) => void)(snapshot(3)))
    expect(await s.cache.get(7)).toEqual(snapshot(3))
    expect(s.loads()).toBe(1)
  })
})
