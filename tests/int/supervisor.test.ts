import net from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { freePort } from '../../scripts/lib/cluster'
import { DEFAULT_RESTART_POLICY, nextRestart, type RestartPolicy, superviseParts } from '../../scripts/lib/processes'

/**
 * The launcher's supervisor (what `npm start` and `npm run start:cluster` run the parts with), on
 * real child processes: a part that dies is started again while the others keep running, the
 * front door's port answers the 503 page while it is down, and repeated fast deaths end
 * everything with one line naming the part, its exit code and its last messages.
 */
const FAST: RestartPolicy = { initialDelayMs: 300, maxDelayMs: 2_000, resetAfterMs: 60_000, maxCrashes: 5, crashWindowMs: 60_000 }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const alive = (pid: number | undefined) => {
  try {
    return pid !== undefined && process.kill(pid, 0)
  } catch {
    return false
  }
}
const until = async <T>(what: string, check: () => T | null | undefined | Promise<T | null | undefined>, timeoutMs = 20_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    // null is "not yet" too: `answer` gives null while nothing listens on the port.
    if (value !== undefined && value !== null && value !== false) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await sleep(50)
  }
}
/** A tiny HTTP server as a part: it answers "up <pid>" on its port. */
const serverPart = (name: string, port: number) => ({
  name,
  command: process.execPath,
  args: ['-e', `require('node:http').createServer((q, s) => s.end('up ' + process.pid)).listen({ port: ${port}, host: '127.0.0.1', reusePort: process.env.LISTEN_REUSE_PORT === 'true' })`],
})

let stop: (() => Promise<void>) | null = null
afterEach(async () => {
  await stop?.()
  stop = null
  vi.restoreAllMocks()
})

describe('the restart policy', () => {
  it('doubles the delay up to the maximum, starts over after a long run, and gives up at 5 deaths within 60 s', () => {
    let state = { delayMs: DEFAULT_RESTART_POLICY.initialDelayMs, crashes: [] as number[] }
    const delays: number[] = []
    for (let i = 0; i < 4; i++) {
      const decision = nextRestart(DEFAULT_RESTART_POLICY, state, { at: i * 1_000, upForMs: 100 })
      expect(decision.giveUp).toBe(false)
      delays.push(decision.delayMs)
      state = { delayMs: decision.nextDelayMs, crashes: decision.crashes }
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000])
    expect(nextRestart(DEFAULT_RESTART_POLICY, state, { at: 5_000, upForMs: 100 }).giveUp).toBe(true)
    // The same fifth death after a minute of running: the window holds fewer, the delay starts over.
    expect(nextRestart(DEFAULT_RESTART_POLICY, state, { at: 64_000, upForMs: 60_000 })).toMatchObject({ giveUp: false, delayMs: 500 })
    expect(nextRestart(DEFAULT_RESTART_POLICY, { delayMs: 30_000, crashes: [] }, { at: 0, upForMs: 0 }).nextDelayMs).toBe(30_000)
  })
})

describe('superviseParts', () => {
  it('starts a killed part again while the other keeps running, and answers 503 on its port meanwhile', { timeout: 60_000 }, async () => {
    // (The front part and the launcher's stand-in share the port with SO_REUSEPORT while it starts.)
    const [frontPort, otherPort] = [await freePort(), await freePort()]
    const log: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => void log.push(line))
    vi.spyOn(console, 'error').mockImplementation((line: string) => void log.push(line))
    const exits: number[] = []
    const supervisor = superviseParts(
      [{ ...serverPart('front', frontPort), standInPort: frontPort, readyUrl: `http://127.0.0.1:${frontPort}/`, env: { HOST: '127.0.0.1' } }, serverPart('other', otherPort)],
      { onExit: (code) => void exits.push(code), policy: { ...FAST, initialDelayMs: 1_500 }, handleSignals: false },
    )
    stop = () => supervisor.stopAll(0)
    const answer = (port: number) => fetch(`http://127.0.0.1:${port}/de/auktionen`).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), text: await r.text() }), () => null)
    const first = await until('the front part up', async () => ((await answer(frontPort))?.text.startsWith('up') ? supervisor.pidOf('front') : undefined))
    const other = supervisor.pidOf('other')
    expect((await until('the other part up', () => answer(otherPort)))?.text).toBe(`up ${other}`)

    process.kill(first, 'SIGKILL')
    // While it waits to start again, the launcher holds its port: the 503 page in the path's language.
    const down = await until('the stand-in page', async () => {
      const reply = await answer(frontPort)
      return reply?.status === 503 ? reply : undefined
    })
    expect(down.retryAfter).toBe('5')
    expect(down.text).toContain('<html lang="de">')
    expect(down.text).toContain('Vorübergehend nicht erreichbar')
    expect((await answer(otherPort))?.text).toBe(`up ${other}`)

    const second = await until('the front part started again', async () => {
      const reply = await answer(frontPort)
      return reply?.text.startsWith('up') && supervisor.pidOf('front') !== first ? supervisor.pidOf('front') : undefined
    })
    expect(second).not.toBe(first)
    expect(alive(other)).toBe(true)
    expect(supervisor.pidOf('other')).toBe(other)
    expect(log.some((line) => /\[front\]\s+stopped unexpectedly \(signal SIGKILL\); starting it again in 1\.5 s \(restart 1\)/.test(line))).toBe(true)
    expect(exits).toEqual([])
  })

  it('gives up after 5 deaths within a minute with one line naming the part, its exit code and last messages, and stops the others', { timeout: 60_000 }, async () => {
    const otherPort = await freePort()
    const errors: string[] = []
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line))
    const exited = new Promise<number>((resolve) => {
      const supervisor = superviseParts(
        [{ name: 'crasher', command: process.execPath, args: ['-e', "console.error('cannot open the database: disk full'); process.exit(3)"] }, serverPart('other', otherPort)],
        { onExit: resolve, policy: { ...FAST, initialDelayMs: 50 }, handleSignals: false },
      )
      stop = () => supervisor.stopAll(0)
    })
    const code = await exited
    expect(code).toBe(1)
    const giveUp = errors.filter((line) => line.includes('giving up'))
    expect(giveUp).toHaveLength(1)
    expect(giveUp[0]).toMatch(/✖ The crasher stopped 5 times within 60 s \(last: exit code 3\); giving up and stopping everything\. Its last messages: cannot open the database: disk full/)
    expect(errors.filter((line) => /\[crasher\]\s+stopped unexpectedly/.test(line))).toHaveLength(4)
    // The other part was stopped with it.
    expect(await new Promise((resolve) => net.connect(otherPort, '127.0.0.1').on('connect', () => resolve('open')).on('error', () => resolve('closed')))).toBe('closed')
  })
})
