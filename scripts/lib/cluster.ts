/**
 * The scaled-out shape on one machine, from Debian's packages: redis-server (unless a REDIS_URL
 * is given), N bidding-service instances (each the front door, on its own loopback port) and
 * HAProxy in front of them on one public port, with the configuration of scripts/lib/haproxy.ts.
 * Used by `npm run start:cluster` (which adds the CMS and the site, once each) and by the
 * tests/int/cluster-*.test.ts files, so the tests start exactly what the command starts.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'

import { instanceKey } from '../../server/realtime/instances'
import { haproxyConfig } from './haproxy'
import { rootDir } from './env'
import { DEFAULT_RESTART_POLICY, nextRestart, type RestartPolicy } from './processes'
import { childEnv } from './run'
import { buildService, SERVICE_ENTRY } from './service-build'

export type Line = (source: string, line: string) => void

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** The exact command that installs a missing program (what `npm test`'s pre-step runs as root). */
export const INSTALL_HINT: Record<string, string> = {
  'redis-server': 'sudo apt-get install -y redis-server',
  haproxy: 'sudo apt-get install -y haproxy',
}

/**
 * Where a program is: on the PATH, or in the sbin folders Debian installs daemons to (not on
 * every user's PATH). Null when it is not installed.
 */
export const findProgram = (name: string): string | null => {
  if (spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0) return name
  return ['/usr/sbin', '/usr/local/sbin'].map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file)) ?? null
}

/** Starts a program, hands each output line to `onLine`, and turns a missing program into one clear error. */
const launch = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv, onLine: Line) => {
  const child = spawn(findProgram(command) ?? command, args, { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const forward = (stream: NodeJS.ReadableStream | null) => {
    let rest = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) if (line.trim()) onLine(name, line)
    })
  }
  forward(child.stdout)
  forward(child.stderr)
  const started = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve)
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(new Error(err.code === 'ENOENT' && INSTALL_HINT[command] ? `${command} was not found: run \`${INSTALL_HINT[command]}\`.` : `${name} could not start: ${err.message}`)),
    )
  })
  return { child, started }
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())))

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
export const stopProcess = async (child: ChildProcess, graceMs = 10_000) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const force = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited(child)
  clearTimeout(force)
}

/** Polls `url` until it answers 200; false when `timeoutMs` passes first or `gone` resolves. */
export const waitFor200 = async (url: string, timeoutMs: number, gone?: Promise<unknown>) => {
  let dead = false
  void gone?.then(() => (dead = true))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !dead) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return true
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return false
}

/** redis-server on loopback without persistence (the counters, heartbeats and fan-out are transient). */
export const startRedisServer = async (onLine: Line, port?: number) => {
  const chosen = port ?? (await freePort())
  const { child, started } = launch('redis', 'redis-server', ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], process.env, () => undefined)
  await started
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`redis-server stopped at start (exit ${code}); is port ${chosen} free?`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve()
    })
  })
  onLine('redis', `redis-server ready on 127.0.0.1:${chosen}`)
  return { url: `redis://127.0.0.1:${chosen}`, child, stop: () => stopProcess(child) }
}

export type Instance = {
  id: string
  port: number
  url: string
  /** Its HEALTH_PORT: where HAProxy checks it (server/http/health-listener.ts). */
  healthPort: number
  /** The current process (a new one after each restart). */
  child: ChildProcess
  /** The service's own process id (the instance runs as one Node process, so a signal reaches it). */
  pid: number
  /** How often it was started again after it died. */
  restarts: number
}

export type ClusterOptions = {
  instances: number
  /** The balancer's port on 127.0.0.1 (0: a free one). */
  port: number
  /** Ports of the instances (default: free ones). */
  instancePorts?: number[]
  /** An existing Redis; unset starts a redis-server. */
  redisUrl?: string
  /** Environment of every instance (DATA_DIR, PAYLOAD_SECRET, CMS_URL, SITE_URL, …). */
  env?: Record<string, string>
  onLine?: Line
  /** How long an instance may take to answer its health check. */
  startTimeoutMs?: number
  /** When an instance that died is started again, and when to give up (see RestartPolicy). */
  restartPolicy?: RestartPolicy
  /** Called once when an instance died too often to go on: the caller stops the cluster. */
  onGiveUp?: (message: string) => void
}

/**
 * Starts Redis (unless given), the instances and HAProxy; resolves when every instance answers
 * `/health/instance` and the balancer forwards. `stop()` ends them all (instances first, so they
 * close the database cleanly; then the balancer; then Redis).
 */
export const startCluster = async (options: ClusterOptions) => {
  const onLine: Line = options.onLine ?? ((source, line) => process.stdout.write(`${`[${source}]`.padEnd(10)}${line}\n`))
  const children: ChildProcess[] = []
  let redis: Awaited<ReturnType<typeof startRedisServer>> | null = null
  const instances: Instance[] = []
  let balancer: ChildProcess | null = null
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-cluster-'))

  let stopping = false
  const timers = new Set<NodeJS.Timeout>()
  const closers: (() => Promise<void>)[] = []
  const stop = async () => {
    stopping = true
    for (const timer of timers) clearTimeout(timer)
    await Promise.all(instances.map((instance) => stopProcess(instance.child)))
    for (const close of closers) await close()
    if (balancer) await stopProcess(balancer, 3_000)
    if (redis) await redis.stop()
    for (const child of children) await stopProcess(child, 3_000)
    fs.rmSync(workDir, { recursive: true, force: true })
  }

  try {
    if (!options.redisUrl) redis = await startRedisServer(onLine)
    const redisUrl = options.redisUrl ?? redis!.url
    const port = options.port || (await freePort())

    const policy = options.restartPolicy ?? DEFAULT_RESTART_POLICY
    const env = (id: string, instancePort: number, healthPort: number) =>
      childEnv({
        NODE_ENV: 'production',
        // http-proxy (inside http-proxy-middleware) still calls util._extend; the warning is noise.
        NODE_OPTIONS: '--disable-warning=DEP0060',
        PUBLIC_URL: `http://localhost:${port}`,
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(instancePort),
        HEALTH_PORT: String(healthPort),
        REDIS_URL: redisUrl,
        INSTANCE_ID: id,
        // One proxy hop (HAProxy) in front: the client address is the one it appends.
        TRUST_PROXY: '1',
      })
    // The built service, one Node process per instance, so a signal sent to it reaches the service.
    await buildService()
    // The launcher removes a dead instance's heartbeat at once, so /health shows it down without
    // waiting for the heartbeat to expire (1.5 s).
    const beats = createClient({ url: redisUrl, disableOfflineQueue: true })
    beats.on('error', () => undefined)
    await beats.connect()
    // A graceful close waits for Redis; if Redis is gone (killed, or a test stopped it) that would
    // wait for ever, so after a second the connection is simply dropped.
    closers.push(async () => {
      const closed = beats.close().then(() => true, () => false)
      const done = await Promise.race([closed, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000).unref())])
      if (!done) beats.destroy()
    })
    const spawnInstance = (id: string, instancePort: number, healthPort: number) => launch(id, 'node', ['--enable-source-maps', SERVICE_ENTRY], env(id, instancePort, healthPort), onLine)

    /**
     * Keeps an instance running: when it dies it is started again on the same port with backoff
     * (HAProxy's health check brings it back into the pool); repeated fast deaths give up.
     */
    const supervise = (instance: Instance) => {
      let delayMs = policy.initialDelayMs
      let crashes: number[] = []
      const watch = (child: ChildProcess, startedAt: number) => {
        const lastLines: string[] = []
        child.stderr?.on('data', (chunk: Buffer) => {
          for (const line of chunk.toString().split('\n')) {
            if (!line.trim()) continue
            lastLines.push(line.trim())
            if (lastLines.length > 8) lastLines.shift()
          }
        })
        child.once('exit', (code, signal) => {
          if (stopping) return
          void beats.del(instanceKey(instance.id)).catch(() => undefined)
          const how = signal ? `signal ${signal}` : `exit code ${code}`
          const decision = nextRestart(policy, { delayMs, crashes }, { at: Date.now(), upForMs: Date.now() - startedAt })
          crashes = decision.crashes
          if (decision.giveUp) {
            const last = lastLines.length ? ` Its last messages: ${lastLines.join(' | ')}` : ''
            options.onGiveUp?.(`Instance ${instance.id} stopped ${crashes.length} times within ${Math.round(policy.crashWindowMs / 1000)} s (last: ${how}); giving up.${last}`)
            return
          }
          delayMs = decision.nextDelayMs
          onLine(instance.id, `stopped (${how}); HAProxy sends its clients to the other instances; starting it again in ${decision.delayMs / 1000} s.`)
          const timer = setTimeout(() => {
            timers.delete(timer)
            if (stopping) return
            const next = spawnInstance(instance.id, instance.port, instance.healthPort)
            instance.child = next.child
            instance.pid = next.child.pid ?? 0
            instance.restarts++
            next.started.catch((err: Error) => onLine(instance.id, err.message))
            watch(next.child, Date.now())
          }, decision.delayMs)
          timers.add(timer)
        })
      }
      watch(instance.child, Date.now())
    }

    const startInstance = async (index: number) => {
      const id = `svc${index + 1}`
      const instancePort = options.instancePorts?.[index] ?? (await freePort())
      let healthPort = await freePort()
      while (healthPort === instancePort) healthPort = await freePort()
      const { child, started } = spawnInstance(id, instancePort, healthPort)
      await started
      const instance: Instance = { id, port: instancePort, healthPort, url: `http://127.0.0.1:${instancePort}`, child, pid: child.pid ?? 0, restarts: 0 }
      instances.push(instance)
      return instance
    }
    await Promise.all(Array.from({ length: options.instances }, (_, index) => startInstance(index)))
    instances.sort((a, b) => a.id.localeCompare(b.id))
    const timeout = options.startTimeoutMs ?? 180_000
    // Ready on both ports: the service's own and the health port HAProxy will check.
    const up = await Promise.all(
      instances.map(async (instance) => (await waitFor200(`${instance.url}/health/instance`, timeout, exited(instance.child))) && waitFor200(`http://127.0.0.1:${instance.healthPort}/health/instance`, 10_000, exited(instance.child))),
    )
    const down = instances.filter((_, index) => !up[index]).map((instance) => instance.id)
    if (down.length) throw new Error(`Instance ${down.join(', ')} did not come up (see its messages above).`)

    const config = path.join(workDir, 'haproxy.cfg')
    fs.writeFileSync(
      config,
      haproxyConfig({ bind: `127.0.0.1:${port}`, servers: { kind: 'list', servers: instances.map((instance) => ({ name: instance.id, host: '127.0.0.1', port: instance.port, checkPort: instance.healthPort })) } }),
    )
    // -db: stay in the foreground, so stopping this launcher stops the balancer.
    const haproxy = launch('haproxy', 'haproxy', ['-db', '-f', config], process.env, onLine)
    await haproxy.started
    balancer = haproxy.child
    const url = `http://127.0.0.1:${port}`
    if (!(await waitFor200(`${url}/health/instance`, 20_000, exited(haproxy.child)))) throw new Error('HAProxy did not start forwarding (see its messages above).')
    for (const instance of instances) supervise(instance)

    return {
      url,
      port,
      redisUrl,
      /** The redis-server this cluster started (null when REDIS_URL was given). */
      redis,
      /** HAProxy's process (the bench counts its CPU time). */
      balancer: haproxy.child,
      instances,
      /** Starts another program that belongs to the cluster (the CMS, the site) and stops it with the rest. */
      adopt: (child: ChildProcess) => void children.push(child),
      stop,
    }
  } catch (err) {
    await stop()
    throw err
  }
}
export type Cluster = Awaited<ReturnType<typeof startCluster>>
