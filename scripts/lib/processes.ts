import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'

import { unavailableResponse } from '../../server/http/unavailable-page'
import { rootDir } from './env'
import { childEnv } from './run'

export type Part = {
  name: string
  command: string
  args: string[]
  env?: Record<string, string>
  /**
   * The public port this part listens on (the front door). While the part is down or starting the
   * launcher itself answers there with the 503 page; both listen with SO_REUSEPORT (the part gets
   * LISTEN_REUSE_PORT=true), so the port never refuses a connection. The launcher lets go when
   * the part says over its IPC channel that it listens, or else once `readyUrl` answers 200.
   */
  standInPort?: number
  readyUrl?: string
}

/**
 * When a part that died is started again: after `initialDelayMs`, doubling up to `maxDelayMs`;
 * the delay starts over once the part has stayed up for `resetAfterMs`. `maxCrashes` deaths
 * within `crashWindowMs` mean it cannot run (a broken build, a bad setting): give up then.
 */
export type RestartPolicy = { initialDelayMs: number; maxDelayMs: number; resetAfterMs: number; maxCrashes: number; crashWindowMs: number }

export const DEFAULT_RESTART_POLICY: RestartPolicy = { initialDelayMs: 500, maxDelayMs: 30_000, resetAfterMs: 60_000, maxCrashes: 5, crashWindowMs: 60_000 }

/** The delay before the next start and the crash times still inside the window (pure, unit-tested). */
export const nextRestart = (
  policy: RestartPolicy,
  state: { delayMs: number; crashes: number[] },
  crash: { at: number; upForMs: number },
): { giveUp: boolean; delayMs: number; nextDelayMs: number; crashes: number[] } => {
  const crashes = [...state.crashes, crash.at].filter((at) => crash.at - at < policy.crashWindowMs)
  const delayMs = crash.upForMs >= policy.resetAfterMs ? policy.initialDelayMs : state.delayMs
  return { giveUp: crashes.length >= policy.maxCrashes, delayMs, nextDelayMs: Math.min(delayMs * 2, policy.maxDelayMs), crashes }
}

const LAST_LINES = 8

/**
 * Runs each part as its own process with its output prefixed by its name, and keeps it running:
 * a part that dies is started again with backoff (see RestartPolicy) while the others go on
 * serving. Only repeated fast deaths stop everything, with one line naming the part, its exit
 * code or signal and its last messages. Ctrl-C or SIGTERM stops every part (SIGTERM, so each
 * closes its database cleanly; SIGKILL after 10 s).
 */
export const superviseParts = (
  parts: Part[],
  {
    onExit,
    policy = DEFAULT_RESTART_POLICY,
    handleSignals = true,
  }: {
    onExit: (code: number) => void
    policy?: RestartPolicy
    /** Stop every part on Ctrl-C and SIGTERM (off when the caller stops them with more, e.g. a cluster). */
    handleSignals?: boolean
  },
) => {
  const children = new Map<string, ChildProcess>()
  const timers = new Set<NodeJS.Timeout>()
  const standIns = new Map<string, http.Server>()
  let stopping = false
  let stopped: Promise<void> | null = null

  const closeStandIn = (name: string) =>
    new Promise<void>((resolve) => {
      const server = standIns.get(name)
      standIns.delete(name)
      if (!server) return resolve()
      server.close(() => resolve())
      server.closeAllConnections()
    })

  /** Holds the part's public port while it is down: the same 503 page the gateway gives. */
  const openStandIn = (part: Part) => {
    if (!part.standInPort || standIns.has(part.name)) return
    const server = http.createServer((req, res) => {
      const answer = unavailableResponse(req.url ?? '/', req.headers)
      res.writeHead(answer.status, { ...answer.headers, connection: 'close' })
      res.end(answer.body)
    })
    // WebSocket upgrades (socket.io) are refused the same way; the client retries on its own.
    server.on('upgrade', (_req, socket) => socket.end('HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nConnection: close\r\n\r\n'))
    server.on('error', () => standIns.delete(part.name))
    // Where the service listens (its HOST, default every address).
    server.listen({ port: part.standInPort, host: part.env?.HOST ?? process.env.HOST ?? '0.0.0.0', reusePort: true })
    standIns.set(part.name, server)
  }

  /**
   * Closes the stand-in once the part holds the port itself: when it says so over the IPC channel
   * (`{ type: 'listening' }`, sent by the service right after its listen, while it still answers
   * the 503 page on its own until ready), or else once it answers `readyUrl` (or has died again).
   * Closing on the message leaves no moment in which the part serves and the stand-in still takes
   * a share of the port's connections.
   */
  const handOver = async (part: Part, child: ChildProcess) => {
    if (!part.readyUrl) return closeStandIn(part.name)
    let listening = false
    child.on('message', (message: unknown) => {
      if ((message as { type?: string } | null)?.type !== 'listening' || listening) return
      listening = true
      if (child.exitCode === null && child.signalCode === null) void closeStandIn(part.name)
    })
    while (!listening && !stopping && child.exitCode === null && child.signalCode === null) {
      const ready = await fetch(part.readyUrl, { signal: AbortSignal.timeout(2_000) }).then((response) => response.ok, () => false)
      if (ready) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    if (!listening && child.exitCode === null && child.signalCode === null) await closeStandIn(part.name)
  }

  /** Stops every part; resolves when all have exited (then `onExit` runs). */
  const stopAll = (code: number): Promise<void> => {
    if (stopped) return stopped
    stopping = true
    for (const timer of timers) clearTimeout(timer)
    for (const name of standIns.keys()) void closeStandIn(name)
    for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    const force = setTimeout(() => {
      for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }, 10_000)
    force.unref()
    const waitAll = [...children.values()].map(
      (child) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()))),
    )
    stopped = Promise.all(waitAll).then(() => onExit(code))
    return stopped
  }

  const keep = (part: Part) => {
    const prefix = `[${part.name}]`.padEnd(10)
    let delayMs = policy.initialDelayMs
    let crashes: number[] = []
    let restarts = 0

    const start = () => {
      const startedAt = Date.now()
      const lastLines: string[] = []
      openStandIn(part)
      const child = spawn(part.command, part.args, {
        cwd: rootDir,
        env: childEnv({ NODE_ENV: 'production', ...part.env, ...(part.standInPort ? { LISTEN_REUSE_PORT: 'true' } : {}) }),
        // A part behind a stand-in gets an IPC channel to say when it holds the port.
        stdio: part.standInPort ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
      })
      const pipe = (stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) =>
        stream?.on('data', (chunk: Buffer) => {
          for (const line of chunk.toString().split('\n')) {
            if (!line.trim()) continue
            out.write(`${prefix}${line}\n`)
            if (out !== process.stderr) continue
            lastLines.push(line)
            if (lastLines.length > LAST_LINES) lastLines.shift()
          }
        })
      pipe(child.stdout, process.stdout)
      pipe(child.stderr, process.stderr)
      child.on('error', (err) => lastLines.push(err.message))
      child.once('spawn', () => console.log(`${prefix}started (pid ${child.pid})`))
      if (part.standInPort) void handOver(part, child)
      child.on('exit', (code, signal) => {
        if (stopping) return
        const how = signal ? `signal ${signal}` : `exit code ${code}`
        const decision = nextRestart(policy, { delayMs, crashes }, { at: Date.now(), upForMs: Date.now() - startedAt })
        crashes = decision.crashes
        if (decision.giveUp) {
          const last = lastLines.length ? ` Its last messages: ${lastLines.map((line) => line.trim()).join(' | ')}` : ''
          console.error(
            `\n✖ The ${part.name} stopped ${crashes.length} times within ${Math.round(policy.crashWindowMs / 1000)} s (last: ${how}); giving up and stopping everything.${last}\n`,
          )
          void stopAll(1)
          return
        }
        delayMs = decision.nextDelayMs
        restarts++
        console.error(`${prefix}stopped unexpectedly (${how}); starting it again in ${decision.delayMs / 1000} s (restart ${restarts}).`)
        openStandIn(part)
        const timer = setTimeout(() => {
          timers.delete(timer)
          if (!stopping) start()
        }, decision.delayMs)
        timers.add(timer)
      })
      children.set(part.name, child)
    }
    start()
  }

  for (const part of parts) keep(part)

  if (handleSignals) {
    process.on('SIGINT', () => void stopAll(0))
    process.on('SIGTERM', () => void stopAll(0))
  }
  // If the launcher itself exits for any reason, no part is left running on its own.
  process.on('exit', () => {
    for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  })
  return { stopAll, pidOf: (name: string) => children.get(name)?.pid }
}

/** Polls a URL until it answers 200 or the time is up. */
export const waitForHealthy = async (url: string, timeoutMs = 120_000): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return true
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}
