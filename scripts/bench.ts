/**
 * `npm run bench`: prints performance figures measured on this machine (never asserted by tests).
 * Boots the bidding service with a real Payload on a throwaway SQLite database and measures the
 * request paths that exist so far. Later features add their own sections here.
 */
import fs from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

const measure = async (label: string, runs: number, concurrency: number, once: () => Promise<unknown>) => {
  const times: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < runs) {
        const t0 = performance.now()
        await once()
        times.push(performance.now() - t0)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(44)} n=${String(runs).padEnd(5)} c=${String(concurrency).padEnd(3)} ` +
      `p50=${percentile(times, 50).toFixed(2)}ms p95=${percentile(times, 95).toFixed(2)}ms ` +
      `p99=${percentile(times, 99).toFixed(2)}ms  ${(runs / elapsed).toFixed(0)} req/s`,
  )
}

const main = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-bench-'))
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = 'bench'
  process.env.LOG_LEVEL = 'silent'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../cms/payload.config')
  const { migrateDatabase } = await import('../cms/migrate')
  const { createApplication } = await import('../server/app')
  const { createLogger } = await import('../server/logger')
  const { createPayloadAuctionRepository } = await import('../server/storage/auction-repository')

  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const listing = await payload.create({
    collection: 'listings',
    data: { title: 'Bench excavator', category: 'excavators', brand: 'Komatsu', model: 'PC210', year: 2020, hours: 4000, location_city: 'Wien', location_country: 'AT', status: 'live' },
    overrideAccess: true,
  })
  const auction = await payload.create({
    collection: 'auctions',
    data: { listing: listing.id, status: 'LIVE', start_time: new Date().toISOString(), end_time: new Date(Date.now() + 86_400_000).toISOString(), start_price: 50_000 },
    overrideAccess: true,
  })

  const server = createServer()
  const repository = createPayloadAuctionRepository(payload)
  const big = { signup: 1e6, verify: 1e6, login: 1e6, reset: 1e6, windowMs: 60_000 }
  const { io } = createApplication(server, {
    logger: createLogger('silent'),
    auctions: repository,
    probe: repository,
    payload,
    accountLimits: big,
    authLimits: big,
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  console.log(`\nBench on ${os.cpus().length} cores, Node ${process.version}, embedded SQLite\n`)
  for (let i = 0; i < 50; i++) await fetch(`${base}/svc/time`).then((r) => r.arrayBuffer()) // warm-up
  await measure('GET /svc/time (service floor)', 2000, 10, () => fetch(`${base}/svc/time`).then((r) => r.arrayBuffer()))
  await measure('GET /svc/auctions/:id (snapshot via Local API)', 2000, 10, () =>
    fetch(`${base}/svc/auctions/${auction.id}`).then((r) => r.arrayBuffer()),
  )
  await measure('GET /health (database probe)', 500, 5, () => fetch(`${base}/health`).then((r) => r.arrayBuffer()))

  // Accounts: sign-up hashes the password (Payload's pbkdf2), so it is the slow path on purpose.
  const post = (url: string, data: unknown) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) }).then((r) => r.arrayBuffer())
  let n = 0
  await measure('POST /svc/auth/signup (new user + email)', 100, 4, () => post(`${base}/svc/auth/signup`, { email: `bench${n++}@example.com`, password: 'secret12' }))
  await measure('POST /svc/auth/signup (existing: same answer)', 100, 4, () => post(`${base}/svc/auth/signup`, { email: 'bench1@example.com', password: 'secret12' }))
  await measure('POST /svc/auth/verify-email (unknown token)', 500, 10, () => post(`${base}/svc/auth/verify-email`, { token: 'a'.repeat(64) }))

  await io.close()
  await payload.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error(`Bench failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  })
