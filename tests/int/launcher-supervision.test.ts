import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { build } from '../../scripts/build'
import { freePort } from '../../scripts/lib/cluster'

/**
 * `npm start` keeps running when a part dies: each of the site, the CMS and the service is killed
 * (SIGKILL) in turn; it comes back on its own while the others go on serving, and meanwhile the
 * front door answers the 503 page (EN or DE, Retry-After) for what is missing. Uses the production
 * build (built here when out of date, as `npm start` does) on a fresh, migrated database.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let launcher: ChildProcess
let output = ''
let base = ''
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-launcher-'))

/** The pid the launcher last reported for a part ("[site]    started (pid 123)"). */
const pidOf = (part: string) => {
  const matches = [...output.matchAll(new RegExp(`\\[${part}\\]\\s+started \\(pid (\\d+)\\)`, 'g'))]
  return Number(matches.at(-1)?.[1] ?? 0)
}
const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(5_000) }).then(
    async (response) => ({ status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() }),
    () => null,
  )
const until = async <T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${output.split('\n').slice(-30).join('\n')}`)
    await sleep(100)
  }
}

beforeAll(async () => {
  // What `npm start` builds first: nothing when the build is up to date (as after `npm run build`).
  await build()
  const [gateway, cms, site] = [await freePort(), await freePort(), await freePort()]
  base = `http://127.0.0.1:${gateway}`
  launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, SKIP_BUILD: 'true', SEED: 'false', DATA_DIR: dataDir, PORT: String(gateway), CMS_PORT: String(cms), SITE_PORT: String(site), PAYLOAD_SECRET: 'launcher-test-secret', LOG_LEVEL: 'warn' },
  })
  launcher.stdout?.on('data', (chunk) => (output += chunk))
  launcher.stderr?.on('data', (chunk) => (output += chunk))
  await until('every part up', async () => (await get('/health'))?.status === 200, 300_000)
}, 900_000)

afterAll(async () => {
  if (launcher && launcher.exitCode === null) {
    launcher.kill('SIGTERM')
    await new Promise((resolve) => launcher.once('exit', resolve))
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('npm start when a part dies', () => {
  it('serves the built pages, interactive islands included, before anything dies', { timeout: 60_000 }, async () => {
    // The build above runs under Vitest (NODE_ENV=test); it must still be the production build.
    // A React error mid-stream still answers 200 with a cut-off page, so the island's own markup and
    // the end of the document are what prove it rendered.
    for (const page of ['/auctions', '/de/auctions']) {
      const answer = await get(page)
      expect(answer?.status, page).toBe(200)
      expect(answer?.text, page).toContain('<div class="auctions"')
      expect(answer?.text, page).toContain('</html>')
    }
  })

  it('answers the 503 page for the dead site in EN and DE while the service answers, and starts the site again', { timeout: 120_000 }, async () => {
    const [site, cms, service] = [pidOf('site'), pidOf('cms'), pidOf('service')]
    expect(site && cms && service).toBeTruthy()
    process.kill(site, 'SIGKILL')
    const [english, german, auctions] = await Promise.all([get('/'), get('/de/', { 'accept-language': 'en' }), get('/svc/auctions')])
    expect(english).toMatchObject({ status: 503, retryAfter: '5' })
    expect(english?.text).toContain('<html lang="en">')
    expect(english?.text).toContain('Temporarily unavailable')
    expect(german?.status).toBe(503)
    expect(german?.text).toContain('<html lang="de">')
    expect(german?.text).toContain('Vorübergehend nicht erreichbar')
    expect(auctions?.status).toBe(200)

    await until('the site back', async () => (await get('/'))?.status === 200)
    expect(pidOf('site')).not.toBe(site)
    expect(output).toMatch(/\[site\]\s+stopped unexpectedly \(signal SIGKILL\); starting it again in 0\.5 s \(restart 1\)/)
    expect([pidOf('cms'), pidOf('service')]).toEqual([cms, service])
  })

  it('answers the 503 page (JSON for /api) for the dead CMS while the site and the service answer, and starts the CMS again', { timeout: 120_000 }, async () => {
    const [site, cms, service] = [pidOf('site'), pidOf('cms'), pidOf('service')]
    process.kill(cms, 'SIGKILL')
    const [api, home, auctions] = await Promise.all([get('/api/users/me'), get('/'), get('/svc/auctions')])
    expect(api).toMatchObject({ status: 503, retryAfter: '5' })
    expect(JSON.parse(api?.text ?? '{}')).toEqual({ errors: [{ message: expect.stringMatching(/restarting/) }] })
    expect(home?.status).toBe(200)
    expect(auctions?.status).toBe(200)

    await until('the CMS back', async () => (await get('/health'))?.status === 200 && (await get('/api/users/me'))?.status !== 503)
    expect(pidOf('cms')).not.toBe(cms)
    expect([pidOf('site'), pidOf('service')]).toEqual([site, service])
  })

  it('holds the front door with the 503 page while the service itself restarts, then serves again; the CMS and the site run on', { timeout: 120_000 }, async () => {
    const [site, cms, service] = [pidOf('site'), pidOf('cms'), pidOf('service')]
    process.kill(service, 'SIGKILL')
    // The launcher answers on the service's port until the new service has started.
    const standIn = await until('the 503 page at the front door', async () => {
      const reply = await get('/de/auktionen')
      return reply?.status === 503 ? reply : undefined
    }, 5_000)
    expect(standIn.retryAfter).toBe('5')
    expect(standIn.text).toContain('Vorübergehend nicht erreichbar')

    await until('the service back', async () => (await get('/health'))?.status === 200, 100_000)
    expect(pidOf('service')).not.toBe(service)
    // Once the service answers, every request is its own: the stand-in let go of the port when the
    // new service began to listen, so none of these lands on a leftover 503.
    const after = []
    for (let i = 0; i < 20; i++) after.push((await get(i % 2 ? '/' : '/svc/auctions'))?.status)
    expect(after).toEqual(Array(20).fill(200))
    expect([pidOf('site'), pidOf('cms')]).toEqual([site, cms])
    expect(launcher.exitCode).toBeNull()
  })
})
