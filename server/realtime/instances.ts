import os from 'node:os'

import { createClient } from 'redis'

import { REDIS_CLIENT_OPTIONS, within } from '../lib/redis-options'

/** What one service instance says about itself in Redis (its heartbeat). */
export type InstanceBeat = {
  id: string
  pid: number
  host: string
  startedAt: string
  /** When this heartbeat was written. */
  seenAt: string
  /** socket.io connections on this instance at that moment. */
  sockets: number
}

/** What /health reports about the shared Redis and the instances it has heard from. */
export type ClusterView = {
  /** This instance's id (INSTANCE_ID, else host name and process id). */
  id: string
  /** Round trip of one PING; rejects when Redis does not answer. */
  ping(): Promise<number>
  /** Every instance whose heartbeat has not expired, this one included, sorted by id. */
  instances(): Promise<InstanceBeat[]>
  close(): Promise<void>
}

const KEY_PREFIX = 'mm:instance:'
/** The Redis key of one instance's heartbeat (the cluster launcher removes it when the instance dies). */
export const instanceKey = (id: string) => `${KEY_PREFIX}${id}`

export const defaultInstanceId = () => `${os.hostname()}-${process.pid}`

/**
 * Heartbeats of the service instances behind the balancer: every `intervalMs` (500 ms) each
 * instance writes its beat to Redis with a TTL of `ttlMs` (1.5 s), so an instance that dies (even
 * by SIGKILL) drops out of /health within 1.5 s; a graceful stop removes it at once. A failed
 * write is retried on the next beat.
 */
export const startInstanceHeartbeat = async (options: {
  url: string
  id?: string
  sockets: () => number
  intervalMs?: number
  ttlMs?: number
}): Promise<ClusterView> => {
  const id = options.id ?? defaultInstanceId()
  const intervalMs = options.intervalMs ?? 500
  const ttlMs = options.ttlMs ?? 3 * intervalMs
  const startedAt = new Date().toISOString()
  // Without the offline queue a command fails at once while Redis is away instead of waiting.
  const client: ReturnType<typeof createClient> = createClient({ url: options.url, disableOfflineQueue: true, ...REDIS_CLIENT_OPTIONS })
  // Reconnects on its own; errors show in /health (ping fails) rather than crashing the process.
  client.on('error', () => undefined)
  await client.connect()

  const beat = async () => {
    const value: InstanceBeat = { id, pid: process.pid, host: os.hostname(), startedAt, seenAt: new Date().toISOString(), sockets: options.sockets() }
    // Bounded, so a Redis that stops answering cannot pile the beats up (each expires anyway).
    await within(client.set(`${KEY_PREFIX}${id}`, JSON.stringify(value), { PX: ttlMs }), ttlMs, 'Redis (heartbeat)')
  }
  await beat()
  const timer = setInterval(() => void beat().catch(() => undefined), intervalMs)
  timer.unref()

  return {
    id,
    async ping() {
      const started = performance.now()
      await within(client.ping(), 1_000, 'Redis')
      return Math.round(performance.now() - started)
    },
    async instances() {
      const keys: string[] = []
      for await (const batch of client.scanIterator({ MATCH: `${KEY_PREFIX}*`, COUNT: 100 })) keys.push(...batch)
      if (!keys.length) return []
      const values = await client.mGet(keys)
      return values
        .flatMap((value) => {
          if (!value) return []
          try {
            return [JSON.parse(value) as InstanceBeat]
          } catch {
            return []
          }
        })
        .sort((a, b) => a.id.localeCompare(b.id))
    },
    async close() {
      clearInterval(timer)
      // A clean stop leaves the list at once; a crash leaves it when the TTL runs out.
      await client.del(`${KEY_PREFIX}${id}`).catch(() => undefined)
      await client.quit().catch(() => undefined)
    },
  }
}
