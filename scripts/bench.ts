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

import { benchAdmin } from './bench-admin'
import { benchCluster } from './bench-cluster'
import { benchPages } from './bench-pages'
import { percentile, startWorker, summary } from './lib/bench-workers'


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
      `p99=${percentile(times, 99).toFixed(2)}ms  ${(runs / elapsed).toFixed(0)} req/s  load ${os.loadavg()[0].toFixed(1)}`,
  )
  return times
}

type NewAuctions = (n: number, startPrice?: number) => Promise<number[]>

/**
 * 1. Storage limit: the bare conditional update + insert, one transaction each, sequential, on
 *    the same database file with the same driver and prepared statements as the bid store.
 */
const storageLimit = async (file: string, sellerId: number, newAuctions: NewAuctions) => {
  const [storageAuction] = await newAuctions(1)
  const { default: Database } = await import('libsql')
  const bare = new Database(file)
  bare.exec('PRAGMA busy_timeout = 5000')
  const bareUpdate = bare.prepare('UPDATE auctions SET current_price = ?, bid_count = bid_count + 1, version = version + 1 WHERE id = ? AND version = ?')
  const bareInsert = bare.prepare('INSERT INTO bids (auction_id, bidder_id, amount, is_highest, updated_at, created_at) VALUES (?, ?, ?, 0, ?, ?)')
  const bareWrite = bare.transaction((i: number) => {
    if (bareUpdate.run([2_000 + i, storageAuction, i]).changes !== 1) throw new Error('bare write lost its version')
    const at = new Date().toISOString()
    bareInsert.run([storageAuction, sellerId, 2_000 + i, at, at])
  })
  const storageRuns = 5000
  const t0 = performance.now()
  for (let i = 0; i < storageRuns; i++) bareWrite.immediate(i)
  const storagePerSec = storageRuns / ((performance.now() - t0) / 1000)
  bare.close()
  console.log(`${'storage limit: conditional update + insert'.padEnd(44)} ${storagePerSec.toFixed(0)} writes/s (one transaction each)`)
  return storagePerSec
}

/** 4. Soak: 200 bidders on 20 auctions for 60 s, then every accepted bid checked against storage. */
const soakRun = async (base: string, cookies: string[], client: import('@libsql/client').Client, newAuctions: NewAuctions) => {
  const soakSecs = Number(process.env.BENCH_SOAK_SECS ?? 60)
  const twenty = await newAuctions(20)
  const soakWorkers = await Promise.all(
    [0, 1].map((w) => startWorker({ mode: 'bid', base, cookies: cookies.slice(w * 100, w * 100 + 100), auctionIds: twenty, durationMs: soakSecs * 1000, random: true })),
  )
  soakWorkers.forEach((worker) => worker.go())
  const soak = await Promise.all(soakWorkers.map((worker) => worker.result))
  const acked = soak.flatMap((r) => r.accepted ?? [])
  const refused = soak.reduce<Record<string, number>>((all, r) => {
    for (const [code, n] of Object.entries(r.refused ?? {})) all[code] = (all[code] ?? 0) + n
    return all
  }, {})
  let lost = 0
  let doubles = 0
  let broken = 0
  for (const id of twenty) {
    const rows = (await client.execute({ sql: 'SELECT amount, is_highest FROM bids WHERE auction_id = ? ORDER BY id', args: [id] })).rows.map((row) => ({ amount: Number(row.amount), highest: Boolean(row.is_highest) }))
    const stored = new Set(rows.map((row) => row.amount))
    const mine = acked.filter(([auctionId]) => auctionId === id).map(([, amount]) => amount)
    lost += mine.filter((amount) => !stored.has(amount)).length
    doubles += mine.length - new Set(mine).size + (rows.length - mine.length)
    for (let i = 1; i < rows.length; i++) if (rows[i].amount <= rows[i - 1].amount) broken++
    if (rows.length && rows.filter((row) => row.highest).length !== 1) broken++
    const auction = (await client.execute({ sql: 'SELECT bid_count FROM auctions WHERE id = ?', args: [id] })).rows[0]
    if (Number(auction?.bid_count) !== rows.length) broken++
  }
  console.log(
    `${`soak: 200 bidders, 20 auctions, ${soakSecs} s`.padEnd(44)} ${acked.length} accepted, refused ${JSON.stringify(refused)}; ` +
      `lost=${lost} double-accepted-or-unacknowledged=${doubles} order/flag/count errors=${broken}`,
  )
}

/**
 * Bidding figures: accepted bids/s over 100 auctions with the bid round trip, the
 * storage limit (bare conditional update + insert on the same file), broadcast delivery to 2,000
 * socket.io clients against a bare socket.io broadcast, and a soak run with 200 bidders checked
 * for lost or double-accepted bids. Clients run in worker threads.
 */
const benchBidding = async (payload: import('payload').Payload) => {
  const { createApplication } = await import('../server/app')
  const { createLogger } = await import('../server/logger')
  const { createPayloadAuctionRepository } = await import('../server/storage/auction-repository')
  const { afterBid, bidStoreFor, createBidding, notifyAfterBid } = await import('../server/bidding/create-bidding')
  const { createNotifier } = await import('../server/notifications/send-notifications')
  const { sqliteFile } = await import('../cms/db')
  const { auctionRoom } = await import('@core/contract')
  const client = (payload.db as unknown as { client: import('@libsql/client').Client }).client

  const seller = await payload.create({ collection: 'users', data: { email: 'bench-seller@bench.test', password: 'bench-1234' }, overrideAccess: true })
  let made = 0
  const newAuctions = async (n: number, startPrice = 1_000) => {
    const ids: number[] = []
    for (let k = 0; k < n; k++) {
      const i = made++
      const listing = await payload.create({
        collection: 'listings',
        data: { title: `Bench loader ${i}`, category: 'wheel_loaders', brand: 'Volvo', model: 'L90', year: 2018, hours: 6000, location_city: 'Graz', location_country: 'AT', status: 'live', seller: seller.id } as never,
        overrideAccess: true,
      })
      const auction = await payload.create({
        collection: 'auctions',
        data: { listing: listing.id, status: 'LIVE', start_time: new Date().toISOString(), end_time: new Date(Date.now() + 86_400_000).toISOString(), start_price: startPrice, current_price: startPrice, bid_count: 0, anti_sniping_window_secs: 0 },
        overrideAccess: true,
      })
      ids.push(auction.id as number)
    }
    return ids
  }
  // Sign-in answers carry no token (it is only in the HttpOnly cookie): sessions are opened on the
  // server, the same session a password sign-in gives.
  const { issuePayloadSession } = await import('../server/auth/issue-session')
  const cookies: string[] = []
  for (let i = 0; i < 200; i++) {
    const email = `bench-bidder-${i}@bench.test`
    const bidder = await payload.create({
      collection: 'users',
      data: { email, password: 'bench-1234', email_confirmed_at: new Date().toISOString(), kyc_status: 'approved' },
      overrideAccess: true,
    })
    cookies.push((await issuePayloadSession(payload, bidder.id)).cookie.split(';')[0] as string)
  }

  const server = createServer()
  const repository = createPayloadAuctionRepository(payload)
  // Wired as server/index.ts wires it: the SQLite store on its own connection, and the emails and
  // notifications after each bid (outbid, watchers) with their throttle claims in the database.
  const store = bidStoreFor(payload)
  const notifier = createNotifier(payload, createLogger('silent'), { claim: (input) => store.claimNotification(input) })
  const bidding = createBidding(payload, { store, afterAccepted: afterBid(notifyAfterBid(notifier)), rateLimits: { perUser: 1e9, perIp: 1e9, windowMs: 10_000 } })
  const { io, broadcast } = createApplication(server, { logger: createLogger('silent'), auctions: repository, probe: repository, bidding })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  console.log('\nBidding (socket.io bid:place with acknowledgement; clients in worker threads)')

  const storagePerSec = await storageLimit(sqliteFile(), seller.id, newAuctions)

  // 2. Bids over 100 auctions: 100 bidders, one auction each. First an open load of 500 bids/s
  //    (each bidder every 200 ms) for the round trip at that rate, then back-to-back bidding for
  //    the most the service accepts, compared with the storage limit.
  const throughputSecs = Number(process.env.BENCH_BID_SECS ?? 10)
  const targetRate = Number(process.env.BENCH_BID_RATE ?? 500)
  // Each run first bids for 3 s on the same sockets at the same pace (JIT, prepared statements,
  // each socket's session check), uncounted.
  const runBidders = async (auctionIds: number[], intervalMs?: number, seconds = throughputSecs) => {
    const workers = await Promise.all(
      [0, 1].map((w) => startWorker({ mode: 'bid', base, cookies: cookies.slice(w * 50, w * 50 + 50), auctionIds: auctionIds.slice(w * 50, w * 50 + 50), durationMs: seconds * 1000, intervalMs, warmupMs: 3000 })),
    )
    workers.forEach((worker) => worker.go())
    const results = await Promise.all(workers.map((worker) => worker.result))
    const accepted = results.reduce((sum, r) => sum + (r.accepted?.length ?? 0), 0)
    const elapsed = Math.max(...results.map((r) => r.elapsedMs ?? seconds * 1000)) / 1000
    return { perSec: accepted / elapsed, rtts: results.flatMap((r) => r.rtts ?? []), refused: results.reduce((sum, r) => sum + Object.values(r.refused ?? {}).reduce((a, b) => a + b, 0), 0) }
  }
  const paced = await runBidders(await newAuctions(100), (100 * 1000) / targetRate)
  console.log(`${`open load of ${targetRate} bids/s over 100 auctions`.padEnd(44)} ${paced.perSec.toFixed(0)} accepted bids/s, refused ${paced.refused}, round trip ${summary(paced.rtts)}`)
  const flat = await runBidders(await newAuctions(100))
  console.log(`${'back-to-back bidding over 100 auctions'.padEnd(44)} ${flat.perSec.toFixed(0)} accepted bids/s, refused ${flat.refused}, round trip ${summary(flat.rtts)}`)
  console.log(`${'bid path (most accepted) / storage limit'.padEnd(44)} ${((100 * flat.perSec) / storagePerSec).toFixed(0)}%`)

  // 3. Broadcast to 2,000 clients: the bid path's broadcast vs a bare socket.io emit.
  const [room] = await newAuctions(1, 100_000)
  const listeners = await Promise.all([0, 1].map(() => startWorker({ mode: 'listen', base, count: 1000, room, cookies: cookies.slice(0, 1) })))
  const bidder = (await payload.find({ collection: 'users', where: { email: { equals: 'bench-bidder-199@bench.test' } }, overrideAccess: true })).docs[0]
  const sent = new Map<number, number>()
  const stamp = () => performance.timeOrigin + performance.now()
  const rounds = 40
  let price = 100_000
  for (let i = 0; i < rounds; i++) {
    const accepted = await bidding.place(bidder as never, '127.0.0.1', { auctionId: room, amount: price }, (snapshot) => {
      sent.set(snapshot.current_price, stamp())
      broadcast(snapshot)
    })
    price = accepted.snapshot.min_next_bid ?? price + 1_000
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const bareSent = new Map<number, number>()
  for (let i = 0; i < rounds; i++) {
    const at = new Date().toISOString()
    const snapshot = {
      id: room, status: 'LIVE', current_price: 1 + i, bid_count: i, end_time: at, reserve_met: true, min_next_bid: 2 + i, bid_increment: 1,
      new_bids: [{ id: 1_000_000 + i, amount: 1 + i, bidder_label: 'Bidder 1', created_at: at, is_highest: true }],
    }
    bareSent.set(snapshot.current_price, stamp())
    io.to(auctionRoom(room)).emit('auction:updated', snapshot)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
  listeners.forEach((listener) => listener.stop())
  const arrivals = (await Promise.all(listeners.map((listener) => listener.result))).flatMap((r) => r.arrivals ?? [])
  const delays = (from: Map<number, number>) => arrivals.filter(([p]) => from.has(p)).map(([p, at]) => at - (from.get(p) as number))
  const bidDelays = delays(sent)
  const bareDelays = delays(bareSent)
  console.log(`${'broadcast of accepted bids to 2,000 clients'.padEnd(44)} ${summary(bidDelays)} of ${rounds * 2000} expected`)
  console.log(`${'bare socket.io broadcast, same payload'.padEnd(44)} ${summary(bareDelays)} of ${rounds * 2000} expected`)

  await soakRun(base, cookies, client, newAuctions)
  await io.close()
  await store.close?.()
}

/**
 * Auction list section: 100,000 synthetic listings (BENCH_LISTINGS) with auctions, descriptions in both locales
 * and one photo each, inserted in bulk straight into the throwaway database (the Local API
 * would take minutes). Then the list endpoint (filtered, searched, sorted) against the same
 * SQL run directly, and search-suggest.
 */
const benchAuctionList = async (payload: import('payload').Payload) => {
  const { ZAuctionListQuery } = await import('@core/domain/search')
  const { createCatalogRepository, listSql } = await import('../server/storage/catalog-repository')
  const { createApplication } = await import('../server/app')
  const { createLogger } = await import('../server/logger')
  const { createPayloadAuctionRepository } = await import('../server/storage/auction-repository')
  const { insertSyntheticListings } = await import('./lib/synthetic-listings')
  type Client = { execute(stmt: string | { sql: string; args: unknown[] }): Promise<{ rows: Record<string, unknown>[] }> }
  const client = (payload.db as unknown as { client: Client }).client
  const N = Number(process.env.BENCH_LISTINGS ?? 100_000)
  const t0 = performance.now()
  // A database kept from an earlier run (BENCH_DATA_DIR) already has them.
  const existing = Number((await client.execute({ sql: 'SELECT COUNT(*) AS n FROM listings WHERE slug LIKE ?', args: ['bench-%'] })).rows[0]?.n ?? 0)
  if (existing < N) {
    await insertSyntheticListings(client, N)
    console.log(`\nAuction list: ${N} synthetic listings with auctions inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`)
  } else console.log(`\nAuction list: ${existing} synthetic listings from the kept database\n`)

  const email = 'bench@bench.test'
  const user =
    (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })).docs[0] ??
    (await payload.create({ collection: 'users', data: { email, password: 'bench1234', email_confirmed_at: new Date().toISOString() } as never, overrideAccess: true }))
  const { issuePayloadSession } = await import('../server/auth/issue-session')
  const sessionCookie = (await issuePayloadSession(payload, user.id)).cookie.split(';')[0] as string
  const server = createServer()
  const auctions = createPayloadAuctionRepository(payload)
  const { cachedCatalog, countedByCategory } = await import('../server/storage/catalog-cache')
  const catalog = cachedCatalog(createCatalogRepository(payload))
  const { io } = createApplication(server, { logger: createLogger('silent'), auctions, probe: auctions, payload, catalog })
  // The direct-SQL run takes longer than Node's 5 s keep-alive; keep the pooled connection open.
  server.keepAliveTimeout = 600_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const signedIn = { cookie: sessionCookie, 'sec-fetch-site': 'same-origin' }

  // The issue's query and the five most common filter combinations of the demo journeys
  // (scripts/lib/list-queries.ts): each straight in SQLite (the statements the repository runs,
  // the reference) and through the endpoint, as the list page asks it (facets=1) and without.
  const { LIST_QUERIES } = await import('./lib/list-queries')
  const { facetSql, ftsMatch } = await import('../server/storage/catalog-repository')
  const runs = Number(process.env.BENCH_LIST_RUNS ?? 200)
  console.log(`Load average (1/5/15 min) before the list queries: ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')} on ${os.cpus().length} cores shared with other work`)
  for (const { name, params, corrected } of LIST_QUERIES) {
    const search = new URLSearchParams(params).toString()
    const first = await (await fetch(`${base}/svc/auctions?${search}`, { headers: signedIn })).json()
    console.log(`\n${name}: ?${search}\n  ${first.data.total} matches${first.data.spelling ? `, spelling ${JSON.stringify(first.data.spelling)}` : ''}, masked=${first.data.masked} for the signed-in user`)
    for (let i = 0; i < 20; i++) await fetch(`${base}/svc/auctions?${search}&facets=1`, { headers: signedIn }).then((r) => r.arrayBuffer())
    // What the route runs: a list counted by category takes its total (and share) from the cached counts.
    const counts = await catalog.categoryCounts(new Date())
    const live = Object.values(counts).reduce((sum, n) => sum + n, 0)
    const statements = [params, ...(corrected ? [{ ...params, q: corrected }] : [])].flatMap((p) => {
      const query = ZAuctionListQuery.parse(p)
      const total = query.category ? counts[query.category as keyof typeof counts] : live
      const known = countedByCategory(query) ? { total, share: total / live } : undefined
      const { list, count, withTotal } = listSql(query, new Date(), known)
      return withTotal || known ? [list] : [list, count]
    })
    const cpu0 = process.cpuUsage()
    await measure('  straight in SQLite (page + total)', runs, 1, async () => {
      for (const statement of statements) await client.execute(statement)
    })
    // CPU time per run of this process (SQLite runs in it): steadier than the wall time when other work shares the cores.
    const cpu = process.cpuUsage(cpu0)
    console.log(`  straight in SQLite: ${((cpu.user + cpu.system) / 1000 / runs).toFixed(2)} ms CPU per run (mean)`)
    const facets = facetSql(ZAuctionListQuery.parse(params), new Date())
    await measure('  straight in SQLite (facets)', runs, 1, () => client.execute(facets))
    await measure('  GET /svc/auctions (user)', runs, 1, () => fetch(`${base}/svc/auctions?${search}`, { headers: signedIn }).then((r) => r.arrayBuffer()))
    await measure('  GET /svc/auctions&facets=1 (user, the page)', runs, 1, () => fetch(`${base}/svc/auctions?${search}&facets=1`, { headers: signedIn }).then((r) => r.arrayBuffer()))
    // The same page when the search's match is not kept (server/storage/search-hits.ts): the
    // first request of a search, or any after a listing changed. Each run first raises the index
    // version, as a listing's edit does (that write is in the time).
    if (ftsMatch(ZAuctionListQuery.parse(params)) !== null) {
      await measure('  GET /svc/auctions&facets=1 (user, the page), match not kept', Math.min(runs, 100), 1, async () => {
        await client.execute('UPDATE listings_search_version SET v = v + 1 WHERE id = 1')
        await fetch(`${base}/svc/auctions?${search}&facets=1`, { headers: signedIn }).then((r) => r.arrayBuffer())
      })
    }
  }
  const search = new URLSearchParams(LIST_QUERIES[0]!.params).toString()
  console.log('')
  await measure('GET /svc/auctions filtered+searched+sorted (visitor)', 300, 1, () => fetch(`${base}/svc/auctions?${search}`).then((r) => r.arrayBuffer()))
  await measure('GET /svc/auctions default list (visitor)', 300, 1, () => fetch(`${base}/svc/auctions`).then((r) => r.arrayBuffer()))
  await measure('GET /svc/auctions by price, no filter (visitor)', 300, 1, () => fetch(`${base}/svc/auctions?sort=price_desc`).then((r) => r.arrayBuffer()))
  await measure('GET /svc/auctions newly listed, one category (visitor)', 300, 1, () => fetch(`${base}/svc/auctions?sort=newly_listed&category=excavators`).then((r) => r.arrayBuffer()))
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
  // BENCH_ONLY=pages runs just the page figures (JavaScript per page, Lighthouse) against the whole product.
  if (process.env.BENCH_ONLY === 'pages') return benchPages()
  // BENCH_ONLY=admin runs just the admin screens' first loads.
  if (process.env.BENCH_ONLY === 'admin') return benchAdmin()
  // BENCH_DATA_DIR=<dir>: measure again on a database an earlier run kept (BENCH_KEEP_DATA=1); with
  // BENCH_ONLY=list only the list section runs, without inserting the listings again.
  const kept = process.env.BENCH_DATA_DIR
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mm-bench-'))
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
  // BENCH_ONLY=cluster runs just the scaled-out figures.
  if (process.env.BENCH_ONLY === 'cluster') {
    await benchCluster(payload, dataDir)
    await payload.destroy()
    fs.rmSync(dataDir, { recursive: true, force: true })
    return
  }
  if (kept && process.env.BENCH_ONLY === 'list') {
    await benchAuctionList(payload)
    await payload.destroy()
    return
  }
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

  // BENCH_ONLY=bidding runs just the bidding section (the list section inserts 100,000 listings).
  if (process.env.BENCH_ONLY !== 'bidding') await benchAuctionList(payload)

  await io.close()
  // BENCH_ONLY=list stops after the list section.
  if (process.env.BENCH_ONLY !== 'list') await benchBidding(payload)
  if (!process.env.BENCH_ONLY) await benchCluster(payload, dataDir)
  await payload.destroy()
  // BENCH_KEEP_DATA=1 keeps the bench's database (for EXPLAIN QUERY PLAN and the like) and names it.
  if (process.env.BENCH_KEEP_DATA || kept) console.log(`\nThe bench's database is kept in ${dataDir}`)
  else fs.rmSync(dataDir, { recursive: true, force: true })
  if (!process.env.BENCH_ONLY) {
    await benchPages()
    await benchAdmin()
  }
}

main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error(`Bench failed: ${err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ''}` : String(err)}`)
    process.exit(1)
  })
