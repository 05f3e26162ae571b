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

/**
 * Auction list section: 20,000 synthetic listings with auctions, descriptions in both locales
 * and one photo each, inserted in bulk straight into the throwaway database (the Local API
 * would take minutes). Then the list endpoint (filtered, searched, sorted) against the same
 * SQL run directly, and search-suggest.
 */
const benchAuctionList = async (payload: import('payload').Payload) => {
  const { ZAuctionListQuery } = await import('../server/domain/search')
  const { createCatalogRepository, listSql } = await import('../server/storage/catalog-repository')
  const { createApplication } = await import('../server/app')
  const { createLogger } = await import('../server/logger')
  const { createPayloadAuctionRepository } = await import('../server/storage/auction-repository')
  const { insertSyntheticListings } = await import('./lib/synthetic-listings')
  type Client = { execute(stmt: string | { sql: string; args: unknown[] }): Promise<{ rows: Record<string, unknown>[] }> }
  const client = (payload.db as unknown as { client: Client }).client
  const N = 20_000
  const t0 = performance.now()
  await insertSyntheticListings(client, N)
  console.log(`\nAuction list: ${N} synthetic listings with auctions inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`)

  const user = await payload.create({ collection: 'users', data: { email: 'bench@bench.test', password: 'bench1234' } as never, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'bench1234' } })
  const server = createServer()
  const auctions = createPayloadAuctionRepository(payload)
  const catalog = createCatalogRepository(payload)
  const { io } = createApplication(server, { logger: createLogger('silent'), auctions, probe: auctions, payload, catalog })
  // The direct-SQL run takes longer than Node's 5 s keep-alive; keep the pooled connection open.
  server.keepAliveTimeout = 120_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const signedIn = { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }

  const params = { q: 'bagger crawler', category: 'excavators', yMin: '2005', hMax: '15000', country: 'de', sort: 'price_desc' }
  const search = new URLSearchParams(params).toString()
  const first = await (await fetch(`${base}/svc/auctions?${search}`, { headers: signedIn })).json()
  console.log(`query ?${search}: ${first.data.total} matches, masked=${first.data.masked}`)
  for (let i = 0; i < 30; i++) await fetch(`${base}/svc/auctions?${search}`, { headers: signedIn }).then((r) => r.arrayBuffer())
  const { list, count } = listSql(ZAuctionListQuery.parse(params), new Date())
  await measure('same query directly in SQLite (list + count)', 300, 1, () => Promise.all([client.execute(list), client.execute(count)]))
  await measure('GET /svc/auctions filtered+searched+sorted (user)', 300, 1, () => fetch(`${base}/svc/auctions?${search}`, { headers: signedIn }).then((r) => r.arrayBuffer()))
  await measure('GET /svc/auctions filtered+searched+sorted (visitor)', 300, 1, () => fetch(`${base}/svc/auctions?${search}`).then((r) => r.arrayBuffer()))
  await measure('GET /svc/auctions default list (visitor)', 300, 1, () => fetch(`${base}/svc/auctions`).then((r) => r.arrayBuffer()))
  await measure('GET /svc/auctions filtered+searched+sorted c=4 (user)', 400, 4, () => fetch(`${base}/svc/auctions?${search}`, { headers: signedIn }).then((r) => r.arrayBuffer()))
  await measure('GET /svc/auctions/counts', 300, 1, () => fetch(`${base}/svc/auctions/counts`).then((r) => r.arrayBuffer()))
  let n = 0
  const terms = ['lie', 'bagger', 'cat', 'ko', 'LI1', 'walze', 'volvo', 'JC']
  await measure('POST /svc/functions/search-suggest', 200, 1, () =>
    fetch(`${base}/svc/functions/search-suggest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: terms[n++ % terms.length], locale: 'de' }) }).then((r) => r.arrayBuffer()),
  )
  await io.close()
  await new Promise((resolve) => server.close(resolve))
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

  await benchAuctionList(payload)

  await io.close()
  await payload.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error(`Bench failed: ${err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ''}` : String(err)}`)
    process.exit(1)
  })
