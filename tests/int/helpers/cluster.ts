import type { Payload } from 'payload'
import { io as connect } from 'socket.io-client'
import { afterAll, beforeAll, describe } from 'vitest'

import { type Cluster, findProgram, startCluster } from '../../../scripts/lib/cluster'
import { type Client, SAME_ORIGIN } from './bidding'
import { startPayload } from './payload'

/** Why the cluster tests cannot run here, or null. `npm test`'s pre-step installs both. */
export const clusterMissing = (): string | null => {
  const missing = ['haproxy', 'redis-server'].filter((command) => !findProgram(command))
  return missing.length ? `needs ${missing.join(' and ')} (apt-get install -y ${missing.join(' ')})` : null
}

/**
 * What `npm run start:cluster` starts, minus the CMS and the site: redis-server, `instances`
 * service processes on one throwaway SQLite database and HAProxy in front, on free ports. The
 * test's own Payload (same file) creates users and auctions and reads what the instances wrote.
 */
export const startTestCluster = async (instances = 2) => {
  const { payload, dataDir, stop: stopPayload } = await startPayload('sqlite')
  const output: string[] = []
  let cluster: Cluster
  try {
    cluster = await startCluster({
      instances,
      port: 0,
      env: { DATA_DIR: dataDir, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'integration-test-secret', LOG_LEVEL: 'warn' },
      onLine: (source, line) => void output.push(`[${source}] ${line}`),
    })
  } catch (err) {
    await stopPayload()
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n${output.join('\n')}`, { cause: err })
  }
  const sockets: Client[] = []
  return {
    payload: payload as Payload,
    cluster,
    output,
    /** A socket.io client through the balancer (or at `base`), WebSocket only, as a signed-in browser. */
    client(cookie?: string, base = cluster.url) {
      const socket: Client = connect(base, {
        transports: ['websocket'],
        forceNew: true,
        reconnectionDelay: 200,
        reconnectionDelayMax: 1_000,
        extraHeaders: cookie ? { cookie, ...SAME_ORIGIN } : {},
      })
      sockets.push(socket)
      return socket
    },
    /** A socket the test opened itself (other options than `client`'s): closed with the cluster. */
    track<T extends Client>(socket: T): T {
      sockets.push(socket)
      return socket
    },
    /** Closes every socket opened so far. */
    closeClients() {
      for (const socket of sockets.splice(0)) socket.close()
    },
    async stop() {
      for (const socket of sockets) socket.close()
      await cluster.stop()
      await stopPayload()
    },
  }
}
export type TestCluster = Awaited<ReturnType<typeof startTestCluster>>

export type Health = {
  status: string
  instance?: string
  parts: Record<string, { ok: boolean; latencyMs?: number }>
  instances?: { id: string; pid: number; sockets: number }[]
}

export const health = async (base: string): Promise<{ status: number; body: Health }> => {
  const response = await fetch(`${base}/health`)
  return { status: response.status, body: (await response.json()) as Health }
}

/** Polls until `check` returns a value (not undefined) or `timeoutMs` passes (then throws `what`). */
export const eventually = async <T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export const connected = (socket: Client) => new Promise<void>((resolve) => (socket.connected ? resolve() : socket.once('connect', () => resolve())))

/**
 * The set-up every cluster test shares: a describe block that is skipped (the reason in its name)
 * when haproxy or redis-server is missing, and otherwise starts the cluster before its tests and
 * stops it (with every socket from `t.client` or `t.track`) after them. `body` gets the cluster as
 * `t`, filled in once it runs (so use it inside hooks and tests, not while declaring them).
 */
export const describeCluster = (name: string, body: (t: TestCluster) => void, instances = 2) => {
  const missing = clusterMissing()
  describe.skipIf(missing)(`${name}${missing ? ` (skipped: ${missing})` : ''}`, () => {
    const t = {} as TestCluster
    let started = false
    // The cluster's start (build, Payload's migrations, the instances) takes minutes on a loaded machine.
    beforeAll(async () => {
      Object.assign(t, await startTestCluster(instances))
      started = true
    }, 600_000)
    afterAll(async () => {
      if (started) await t.stop()
    })
    body(t)
  })
}
