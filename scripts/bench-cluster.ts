/**
 * `npm run bench`, section "Scaled out" (`BENCH_ONLY=cluster` runs it alone): the
 * shape `npm run start:cluster` starts (redis-server, two service instances on one SQLite file,
 * HAProxy in front; scripts/lib/cluster.ts), loaded by socket.io clients in worker threads
 * (scripts/bench-clients.mjs). Every figure is printed beside its bare reference measured in the
 * same run, with the issue's target; nothing is asserted. `BENCH_SCALE` (default 1) scales the
 * client counts and the bid rate for quick runs while developing.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { io as connect, type Socket } from 'socket.io-client'

import { findProgram, freePort, INSTALL_HINT, startCluster, startRedisServer, stopProcess, waitFor200 } from './lib/cluster'
import { haproxyConfig } from './lib/haproxy'
import { percentile, startWorker, summary, type WorkerResult } from './lib/bench-workers'

type Snapshot = { id: number; current_price: number; min_next_bid: number; bid_count: number; status: string }
type Reply<T> = { data: T } | { error: { code: string; min_next_bid?: number } }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const stamp = () => performance.timeOrigin + performance.now()
const label = (text: string) => text.padEnd(60)
const p = (values: number[], q: number) => percentile([...values].sort((a, b) => a - b), q)
/** Every figure is printed with the machine's 1-minute load average at that moment (others may share the cores). */
const out = (line: string) => console.log(`${line}  [load ${os.loadavg()[0]!.toFixed(1)}]`)
const target = (value: number, limit: number, unit = 'ms') => `${value.toFixed(unit === 'ms' ? 1 : 2)} ${unit} (target ≤ ${limit} ${unit}: ${value <= limit ? 'met' : 'MISSED'})`

/** CPU time (user + system, all threads) a process has used so far, in seconds, from /proc; NaN when it is gone. */
const cpuSeconds = (pid: number | undefined) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name: state is field 3, utime field 14, stime field 15 (clock ticks).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return Number.NaN
  }
}
/** /proc reports CPU times in USER_HZ, which Linux fixes at 100 per second for user space. */
const CLOCK_TICKS = 100
/**
 * Where the cores went during a stretch: each named process's CPU time over the wall time, in
 * cores (2.00 is the whole of a 2-core machine). `this bench` is the bench process with its client
 * threads; the rest of the machine is the difference to the total.
 */
const cpuMeter = (processes: Record<string, number | undefined>) => {
  const start = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, cpuSeconds(pid)]))
  const wallStart = performance.now()
  return () => {
    const wall = (performance.now() - wallStart) / 1000
    return Object.entries(processes)
      .map(([name, pid]) => `${name} ${((cpuSeconds(pid) - (start[name] as number)) / wall).toFixed(2)}`)
      .join(', ')
  }
}

/** The file limit of this process and its children (HAProxy inherits it). */
const fileLimit = () => Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim()) || 0

const socketOnce = (base: string, cookie?: string, auction?: number) =>
  new Promise<Socket>((resolve, reject) => {
    // 60 s to connect, not socket.io-client's 20 s: an instance that has just started on a loaded
    // machine may take that long to answer its first handshake. With `auction` the handshake names
    // it, as the detail page's does, and the balancer sends it to that auction's instance.
    const socket = connect(base, { transports: ['websocket'], forceNew: true, timeout: 60_000, query: auction ? { auction: String(auction) } : {}, extraHeaders: cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {} })
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (err) => {
      socket.close()
      reject(err)
    })
  })
/** A socket of the bench itself; a failed handshake is tried again (5 times) before the section gives up. */
const socketTo = async (base: string, cookie?: string, auction?: number) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await socketOnce(base, cookie, auction)
    } catch (err) {
      if (attempt === 5) throw err
      console.log(`  (a bench socket to ${base} could not connect: ${err instanceof Error ? err.message : String(err)}; trying again)`)
      await sleep(1_000 * attempt)
    }
  }
}

/**
 * The kernel's counters of full accept queues (all listening sockets of this network namespace):
 * `ListenOverflows` counts connections that found a listener's accept queue full, `ListenDrops`
 * the SYNs dropped for it. Read before and after a storm, they show whether a process accepted too
 * slowly for the handshakes coming in.
 */
const listenQueueCounters = () => {
  try {
    const lines = fs.readFileSync('/proc/net/netstat', 'utf8').split('\n')
    const at = lines.findIndex((line) => line.startsWith('TcpExt:'))
    const names = lines[at]!.split(/\s+/)
    const values = lines[at + 1]!.split(/\s+/)
    return { overflows: Number(values[names.indexOf('ListenOverflows')]), drops: Number(values[names.indexOf('ListenDrops')]) }
  } catch {
    return null
  }
}
/** Prints the client workers that failed (their clients' figures are missing from the line above). */
const noteWorkerErrors = (what: string, results: WorkerResult[]) => {
  const errors = results.map((r) => r.workerError).filter(Boolean)
  if (errors.length) out(`${label(`  ${what}: client workers that failed`)} ${errors.length}: ${errors.join('; ')}`)
}
const countsOf = (results: (Record<string, number> | undefined)[]) =>
  results.reduce<Record<string, number>>((all, counts) => {
    for (const [key, count] of Object.entries(counts ?? {})) all[key] = (all[key] ?? 0) + count
    return all
  }, {})
const describeCounts = (counts: Record<string, number>) =>
  Object.keys(counts).length
    ? Object.entries(counts)
        .sort((a, b) => b[1] - a[1])
        .map(([key, count]) => `${count}× ${key}`)
        .join(', ')
    : 'none'
const ask = <T>(socket: Socket, event: string, body: unknown) =>
  new Promise<Reply<T> | null>((resolve) => socket.timeout(5_000).emit(event, body, (err: Error | null, reply: Reply<T>) => resolve(err ? null : reply)))

/** A bare socket.io + Redis adapter server in its own process (scripts/bench-bare-socketio.mjs). */
const startBareServer = async (redisUrl: string, fixedPort?: number) => {
  const port = fixedPort ?? (await freePort())
  // Profiled like the instances under BENCH_CPU_PROF, so the two sides of a ratio can be compared.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`, '--cpu-prof-name=bare-${pid}.cpuprofile'] : []
  const child = spawn(process.execPath, [...profile, path.resolve('scripts/bench-bare-socketio.mjs')], { env: { ...process.env, PORT: String(port), REDIS_URL: redisUrl }, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare socket.io server stopped (exit ${code})`)))
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
  })
  return { url: `http://127.0.0.1:${port}`, child }
}

/** HAProxy with the product's config (scripts/lib/haproxy.ts) in front of `urls`, for a bare reference. */
const startBalancer = async (urls: string[], fixedPort?: number) => {
  const port = fixedPort ?? (await freePort())
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-haproxy-'))
  const config = path.join(dir, 'haproxy.cfg')
  const servers = urls.map((url, i) => ({ name: `bare${i + 1}`, host: '127.0.0.1', port: Number(new URL(url).port) }))
  fs.writeFileSync(config, haproxyConfig({ bind: `127.0.0.1:${port}`, servers: { kind: 'list', servers } }))
  const child = spawn(findProgram('haproxy') ?? 'haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] })
  // What it says (a server marked DOWN, and why), for the storm's figures.
  const lines: string[] = []
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter((line) => line.trim())))
  const url = `http://127.0.0.1:${port}`
  if (!(await waitFor200(`${url}/health/instance`, 20_000))) throw new Error('the bare reference\'s HAProxy did not start forwarding')
  return { url, child, lines }
}

/** Listener workers (raw socket.io protocol) for `count` clients on `bases`, 2,500 per worker. */
const startListeners = async (count: number, bases: string[], room: number, cookie: string) => {
  const perWorker = Math.ceil(count / Math.max(1, Math.ceil(count / 2_500)))
  const workers: Awaited<ReturnType<typeof startWorker>>[] = []
  for (let start = 0; start < count; start += perWorker) {
    // Started one after another: thousands of simultaneous handshakes are the storm, not the setup.
    workers.push(await startWorker({ mode: 'listen', bases, count: Math.min(perWorker, count - start), room, cookies: [cookie], addressOffset: start }))
  }
  return {
    storm: () => workers.forEach((worker) => worker.storm()),
    stop: async () => {
      workers.forEach((worker) => worker.stop())
      return Promise.all(workers.map((worker) => worker.result))
    },
  }
}

const delaysOf = (results: WorkerResult[], sent: Map<number, number>) =>
  results.flatMap((r) => r.arrivals ?? []).filter(([price]) => sent.has(price)).map(([price, at]) => at - (sent.get(price) as number))

type Cluster = Awaited<ReturnType<typeof startCluster>>

/** What every section of the run shares: the cluster, the seeded bidders' sessions, and auctions made on demand. */
type Bench = {
  n: (full: number) => number
  /** redis-server's process (for the CPU figures) */
  redisPid: number | undefined
  portBase: number
  cluster: Cluster
  svc1: Cluster['instances'][number]
  svc2: Cluster['instances'][number]
  client: import('@libsql/client').Client
  bidderCount: number
  cookies: string[]
  watcherCookie: string
  soloA: string
  soloB: string
  newAuctions: (count: number, options?: { startPrice?: number; endInMs?: number }) => Promise<number[]>
  /** Processes a section started besides the cluster, stopped at the end whatever happens. */
  extra: ChildProcess[]
  /** Every line the cluster's processes printed (HAProxy's server state changes among them). */
  output: string[]
}

/** HAProxy's lines saying a server left the pool, e.g. `Server service/svc1 is DOWN, reason: Layer4 timeout`. */
const downLines = (lines: string[]) => lines.filter((line) => / is DOWN/.test(line)).map((line) => line.replace(/^.*Server /, '').replace(/(reason: [^,]+).*$/, '$1'))

// A lone bidder socket bids on one auction every `everyMs` and notes when each bid was sent.
const pacedBids = (socket: Socket, auctionId: number, times: number, everyMs: number, sent: Map<number, number>) =>
  (async () => {
    let amount = (await ask<Snapshot>(socket, 'auction:join', { auctionId }).then((reply) => (reply && 'data' in reply ? reply.data.min_next_bid : 0))) || 1_000
    let last = 0
    for (let i = 0; i < times; i++) {
      const at = stamp()
      sent.set(amount, at)
      const reply = await ask<{ snapshot: Snapshot }>(socket, 'bid:place', { auctionId, amount })
      if (reply && 'data' in reply) {
        last = reply.data.snapshot.current_price
        amount = reply.data.snapshot.min_next_bid
      } else amount = reply && 'error' in reply && reply.error.min_next_bid ? reply.error.min_next_bid : amount + 1_000
      await sleep(Math.max(0, everyMs - (stamp() - at)))
    }
    return last
  })()

/** The seller, the bidders with their sessions (three more than `bidderCount`), and a maker of live auctions. */
const seedBench = async (payload: Payload, bidderCount: number, userCount = bidderCount) => {
  const { issuePayloadSession } = await import('../server/auth/issue-session')
  const seller = await payload.create({ collection: 'users', data: { email: 'cluster-seller@bench.test', password: 'bench-1234' }, overrideAccess: true })
  const cookies: string[] = []
  // Each user is created with a password (Payload hashes it: the slow part of the set-up); with
  // fewer users than bidders (a scaled-down run) each user has several sessions, one per bidder.
  const users: (string | number)[] = []
  for (let i = 0; i < bidderCount + 3; i++) {
    if (i < userCount || i >= bidderCount) {
      const bidder = await payload.create({
        collection: 'users',
        data: { email: `cluster-bidder-${i}@bench.test`, password: 'bench-1234', email_confirmed_at: new Date().toISOString(), kyc_status: 'approved' },
        overrideAccess: true,
      })
      users.push(bidder.id)
    }
    const userId = i < bidderCount ? users[i % userCount]! : users.at(-1)!
    cookies.push((await issuePayloadSession(payload, userId)).cookie.split(';')[0] as string)
  }
  let made = 0
  const newAuctions = async (count: number, options: { startPrice?: number; endInMs?: number } = {}) => {
    const ids: number[] = []
    for (let k = 0; k < count; k++) {
      const i = made++
      const listing = await payload.create({
        collection: 'listings',
        data: { title: `Cluster loader ${i}`, category: 'wheel_loaders', brand: 'Volvo', model: 'L90', year: 2018, hours: 6000, location_city: 'Graz', location_country: 'AT', status: 'live', seller: seller.id } as never,
        overrideAccess: true,
      })
      const startPrice = options.startPrice ?? 1_000
      const auction = await payload.create({
        collection: 'auctions',
        data: { listing: listing.id, status: 'LIVE', start_time: new Date().toISOString(), end_time: new Date(Date.now() + (options.endInMs ?? 86_400_000)).toISOString(), start_price: startPrice, current_price: startPrice, bid_count: 0, anti_sniping_window_secs: 0 },
        overrideAccess: true,
      })
      ids.push(auction.id as number)
    }
    return ids
  }
  return { cookies, newAuctions }
}

/** 1. Open load through the balancer and on one instance without it, and cross-instance delivery beside it. */
const openLoad = async (bench: Bench) => {
  const { n, cluster, svc1, svc2, bidderCount, cookies, watcherCookie, soloA, newAuctions } = bench
  // 1. Open load through the balancer, and the same load on one instance without it.
  const rate = n(1_000)
  const seconds = Number(process.env.BENCH_BID_SECS ?? 10)
  const processes = { svc1: svc1.pid, svc2: svc2.pid, haproxy: cluster.balancer.pid, redis: bench.redisPid, 'this bench': process.pid }
  const runLoad = async (base: string | string[], auctionIds: number[], during?: () => Promise<void>, runSeconds = seconds) => {
    const half = bidderCount / 2
    const workers = await Promise.all(
      [0, 1].map((w) => startWorker({ mode: 'bid', base: Array.isArray(base) ? base[w % base.length] : base, addressOffset: w * half, cookies: cookies.slice(w * half, (w + 1) * half), auctionIds: auctionIds.slice(w * half, (w + 1) * half), durationMs: runSeconds * 1000, intervalMs: (bidderCount * 1000) / rate, warmupMs: 3000 })),
    )
    const cpu = cpuMeter(processes)
    workers.forEach((worker) => worker.go())
    await during?.()
    const results = await Promise.all(workers.map((worker) => worker.result))
    const cores = cpu()
    noteWorkerErrors('open load', results)
    const accepted = results.reduce((sum, r) => sum + (r.accepted?.length ?? 0), 0)
    const elapsed = Math.max(...results.map((r) => r.elapsedMs ?? seconds * 1000)) / 1000
    const refused = results.reduce((sum, r) => sum + Object.values(r.refused ?? {}).reduce((a, b) => a + b, 0), 0)
    const clientDelay = Math.max(...results.map((r) => r.clientLoopDelayP99 ?? 0))
    return { perSec: accepted / elapsed, refused, rtts: results.flatMap((r) => r.rtts ?? []), clientDelay, cores }
  }
  // Warm-up, not measured: freshly started instances compile their code paths and fill their
  // caches during their first seconds of load, which made whichever run came first the slowest
  // (a cold first run's p99 was 4-20 times a warm one's). Both instances and the balancer get the
  // same load for BENCH_WARM_SECS (default 8) first, so the runs below compare warm processes.
  const warmSeconds = Number(process.env.BENCH_WARM_SECS ?? 8)
  if (warmSeconds > 0) {
    const warm = await runLoad(cluster.url, await newAuctions(bidderCount), undefined, warmSeconds)
    out(`${label(`warm-up (not a figure): ${warmSeconds} s of the same load through HAProxy`)} round trip ${summary(warm.rtts)}`)
  }
  // Beside the load: a watcher on each instance (directly) in one auction, and a lone bidder
  // on svc2 bidding there 10 times a second: svc1's watcher sees it through Redis, svc2's locally.
  const [crossAuction] = await newAuctions(1)
  const watch1 = await socketTo(svc1.url, watcherCookie)
  const watch2 = await socketTo(svc2.url, watcherCookie)
  const seen1: [number, number][] = []
  const seen2: [number, number][] = []
  watch1.on('auction:updated', (s: Snapshot) => void seen1.push([s.current_price, stamp()]))
  watch2.on('auction:updated', (s: Snapshot) => void seen2.push([s.current_price, stamp()]))
  await Promise.all([ask(watch1, 'auction:join', { auctionId: crossAuction }), ask(watch2, 'auction:join', { auctionId: crossAuction })])
  const lone = await socketTo(svc2.url, soloA)
  const crossSent = new Map<number, number>()
  const balanced = await runLoad(cluster.url, await newAuctions(bidderCount), async () => {
    await sleep(3_000) // after the warm-up
    await pacedBids(lone, crossAuction, Math.max(20, seconds * 10 - 10), 100, crossSent)
  })
  const single = await runLoad(svc1.url, await newAuctions(bidderCount))
  // What the cross-process writer lock costs: the same load, half on each instance directly (no
  // balancer), so two processes commit to the one SQLite file at once.
  const split = await runLoad([svc1.url, svc2.url], await newAuctions(bidderCount))
  const delay = (seen: [number, number][]) => seen.filter(([price]) => crossSent.has(price)).map(([price, at]) => at - (crossSent.get(price) as number))
  const cross = delay(seen1)
  const local = delay(seen2)
  for (const socket of [watch1, watch2, lone]) socket.close()
  out(`${label(`open load ${rate} bids/s, ${bidderCount} auctions, through HAProxy`)} ${balanced.perSec.toFixed(0)} accepted/s, refused ${balanced.refused}, round trip ${summary(balanced.rtts)}`)
  out(`${label('  p99 round trip through HAProxy, two instances')} ${target(p(balanced.rtts, 99), 50)}`)
  out(`${label('  reference: same load on one instance, no balancer')} ${single.perSec.toFixed(0)} accepted/s, refused ${single.refused}, round trip ${summary(single.rtts)}`)
  out(`${label('  two instances p99 ≤ one instance p99 (this run)')} ${p(balanced.rtts, 99).toFixed(1)} ms vs ${p(single.rtts, 99).toFixed(1)} ms: ${p(balanced.rtts, 99) <= p(single.rtts, 99) ? 'met' : 'MISSED'}`)
  out(`${label('  writer lock: half the load on each instance, no balancer')} ${split.perSec.toFixed(0)} accepted/s, round trip ${summary(split.rtts)}; p99 +${(p(split.rtts, 99) - p(single.rtts, 99)).toFixed(1)} ms over one process`)
  // Where the balanced p99 goes: the split run is the same auctions partitioned over the same two
  // processes without HAProxy (what affinity does), so the difference is the balancer's hop; the
  // split run over the one-process run is what two writers on one SQLite file cost.
  out(`${label('  HAProxy hop: p99 through HAProxy − p99 split without it')} ${(p(balanced.rtts, 99) - p(split.rtts, 99)).toFixed(1)} ms`)
  out(`${label('  CPU in cores (through HAProxy / one instance / split)')} ${balanced.cores} / ${single.cores} / ${split.cores}`)
  out(`${label('  the clients themselves: their event-loop delay p99')} ${balanced.clientDelay.toFixed(1)} ms through HAProxy, ${single.clientDelay.toFixed(1)} ms one instance, ${split.clientDelay.toFixed(1)} ms split (a starved client adds this to every round trip)`)
  out(`${label('bid via svc2 seen by a watcher on svc1 (Redis), under load')} ${summary(cross)}; p99 ${target(p(cross, 99), 100)}`)
  out(`${label('  reference: the same bids seen by a watcher on svc2')} ${summary(local)}`)
  out(`${label('  p99 ratio cross-instance / same instance')} ${target(p(cross, 99) / p(local, 99), 1.3, '×')}`)
  return balanced
}

/** 2. Fan-out to many watchers over the two instances, beside bare socket.io + Redis adapter servers. */
const fanOut = async (bench: Bench, watchers: number, fanOutThroughBalancer: boolean, limit: number) => {
  const { portBase, cluster, svc1, svc2, watcherCookie, soloB, newAuctions, extra } = bench
  // 2. Fan-out to `watchers` listeners spread over the two instances, then the same over two
  //    bare socket.io + Redis adapter servers. Each broadcast is timed from the moment it was sent
  //    (the bid's request, or the bare server's trigger) to its arrival at each listener.
  const rounds = 20
  const fanBases = fanOutThroughBalancer ? [cluster.url] : [svc1.url, svc2.url]
  const [fanRoom] = await newAuctions(1, { startPrice: 100_000 })
  const listeners = await startListeners(watchers, fanBases, fanRoom as number, watcherCookie)
  const fanBidder = await socketTo(cluster.url, soloB)
  const fanSent = new Map<number, number>()
  await pacedBids(fanBidder, fanRoom as number, rounds, 250, fanSent)
  await sleep(2_000)
  const productArrivals = await listeners.stop()
  noteWorkerErrors('fan-out', productArrivals)
  const lastSnapshot = await ask<Snapshot>(fanBidder, 'auction:join', { auctionId: fanRoom })
  fanBidder.close()
  const bareServers = await Promise.all([startBareServer(cluster.redisUrl, portBase ? portBase + 4 : undefined), startBareServer(cluster.redisUrl, portBase ? portBase + 5 : undefined)])
  extra.push(...bareServers.map((server) => server.child))
  const bareListeners = await startListeners(watchers, bareServers.map((server) => server.url), fanRoom as number, watcherCookie)
  const trigger = await socketTo(bareServers[0]!.url)
  const bareSent = new Map<number, number>()
  const payloadOf = lastSnapshot && 'data' in lastSnapshot ? lastSnapshot.data : ({} as Snapshot)
  // Paced as pacedBids paces the product's bids: one every 250 ms, or on the answer when that is later.
  for (let i = 0; i < rounds; i++) {
    const price = 1 + i
    const at = stamp()
    bareSent.set(price, at)
    await ask(trigger, 'bench:emit', { room: fanRoom, payload: { ...payloadOf, current_price: price } })
    await sleep(Math.max(0, 250 - (stamp() - at)))
  }
  await sleep(2_000)
  const bareArrivals = await bareListeners.stop()
  noteWorkerErrors('fan-out reference', bareArrivals)
  trigger.close()
  await Promise.all(bareServers.map((server) => stopProcess(server.child, 3_000)))
  const fan = delaysOf(productArrivals, fanSent)
  const bareFan = delaysOf(bareArrivals, bareSent)
  const where = fanOutThroughBalancer ? 'through HAProxy' : `on the instances directly (HAProxy would need ${2 * watchers} descriptors; ulimit -n ${limit})`
  out(`${label(`fan-out: ${watchers} watchers over two instances`)} ${summary(fan)} of ${rounds * watchers} expected, ${where}`)
  out(`${label('  p99 delivery of an accepted bid')} ${target(p(fan, 99), 250)}`)
  out(`${label('  reference: bare socket.io + Redis adapter, same payload')} ${summary(bareFan)} of ${rounds * watchers} expected, two processes, same clients`)
  const ratio = p(fan, 99) / p(bareFan, 99)
  out(`${label('  p99 ratio product / bare')} ${target(ratio, 1.3, '×')}`)
}

/** One storm's workers' results: what the bench's listener workers report after a `storm`. */
type StormResult = { at: number; reconnectedAt: (number | null)[]; shown: [number, number][][] }

/**
 * Per client of one storm, from its drop: when its join was answered again (Infinity when it never
 * was) and when it first showed `finalPrice` (Infinity when it never did). Every listener has an
 * entry in `shown`; `reconnectedAt` has holes for those not back (which `map` would skip).
 */
const stormTimes = (storm: StormResult[], finalPrice: number) => {
  const back = storm.flatMap((s) => s.shown.map((_, i) => (s.reconnectedAt[i] ? (s.reconnectedAt[i] as number) - s.at : Number.POSITIVE_INFINITY)))
  const latest = storm.flatMap((s) => s.shown.map((shown) => (shown.find(([price]) => price === finalPrice)?.[1] ?? Number.POSITIVE_INFINITY) - s.at))
  return { back, latest, reconnected: back.filter(Number.isFinite) }
}

/** 3. A reconnect storm through the balancer under bids, beside the same storm on bare servers. */
/**
 * How long after the drop a storm's clients are counted as back (BENCH_STORM_WINDOW_SECS, default 20):
 * long enough that the slowest client's time is a number, not "not back within the window".
 */
const STORM_WINDOW_MS = Number(process.env.BENCH_STORM_WINDOW_SECS ?? 20) * 1000
const reconnectStorm = async (bench: Bench, stormClients: number, balanced: { rtts: number[] } | null) => {
  const { portBase, cluster, cookies, watcherCookie, soloA, newAuctions, extra } = bench
  // 3. Reconnect storm: `stormClients` listeners through the balancer lose their transports at
  //    once; bids go on meanwhile (100 bidders, 200 bids/s on other auctions) and a lone
  //    bidder raises the storm's auction every 250 ms for 3 s.
  const [stormRoom] = await newAuctions(1, { startPrice: 50_000 })
  const stormers = await startListeners(stormClients, [cluster.url], stormRoom as number, watcherCookie)
  const stormAuctions = await newAuctions(100)
  const stormLoad = await Promise.all(
    [0, 1].map((w) => startWorker({ mode: 'bid', base: cluster.url, cookies: cookies.slice(w * 50, w * 50 + 50), auctionIds: stormAuctions.slice(w * 50, w * 50 + 50), durationMs: 7_000, intervalMs: 500, warmupMs: 1_000 })),
  )
  // The raiser bids as the detail page would: its socket names the auction (the balancer's affinity).
  const raiser = await socketTo(cluster.url, soloA, stormRoom)
  stormLoad.forEach((worker) => worker.go())
  await sleep(1_500)
  const queueBefore = listenQueueCounters()
  const outputBefore = bench.output.length
  const stormCpu = cpuMeter({ svc1: bench.svc1.pid, svc2: bench.svc2.pid, haproxy: cluster.balancer.pid, redis: bench.redisPid, 'this bench': process.pid })
  stormers.storm()
  const stormStart = stamp()
  await pacedBids(raiser, stormRoom as number, 12, 250, new Map())
  const lastRaiseAnswered = stamp() - stormStart
  // The latest price is what the database holds (a raise whose answer timed out may still have been placed).
  const finalPrice = Number((await bench.client.execute({ sql: 'SELECT current_price FROM auctions WHERE id = ?', args: [stormRoom as number] })).rows[0]?.current_price)
  // Clients are counted back until STORM_WINDOW_MS after the drop (the bare reference gets the same window).
  await sleep(Math.max(0, STORM_WINDOW_MS - (stamp() - stormStart)))
  const stormCores = stormCpu()
  const stormResults = await Promise.all(stormLoad.map((worker) => worker.result))
  const stormEnd = stamp()
  const queueAfter = listenQueueCounters()
  const stormDown = downLines(bench.output.slice(outputBefore))
  const stormWorkers = await stormers.stop()
  noteWorkerErrors('storm', [...stormWorkers, ...stormResults])
  const storm = stormWorkers.map((r) => r.storm!).filter(Boolean)
  raiser.close()
  const { back, latest: latestWithin, reconnected } = stormTimes(storm, finalPrice)
  const stormRtts = stormResults.flatMap((r) => r.rtts ?? [])
  out(`${label(`reconnect storm: ${stormClients} clients dropped at once`)} ${reconnected.length} of ${back.length} back within ${((stormEnd - stormStart) / 1000).toFixed(1)} s; all back after ${target(Math.max(...back), 2_000)}`)
  out(`${label('  back after (per client)')} p50=${p(reconnected, 50).toFixed(0)}ms p99=${p(reconnected, 99).toFixed(0)}ms (socket.io-client's own delay: 0.5-1.5 s)`)
  out(`${label('  showing the latest price within 5 s')} ${latestWithin.filter((ms) => ms <= 5_000).length} of ${latestWithin.length} (slowest ${Math.max(...latestWithin).toFixed(0)} ms); the last raise was answered ${lastRaiseAnswered.toFixed(0)} ms after the drop`)
  // Why the clients that stayed away did: each failed reconnect attempt by its error, the accept
  // queues that overflowed meanwhile (the kernel's counters), and the servers HAProxy took out of the pool.
  const attempts = storm.reduce((sum, s) => sum + (s.attempts ?? 0), 0)
  out(`${label('  failed reconnect attempts, by reason')} ${describeCounts(countsOf(storm.map((s) => s.failures)))} (of ${attempts} attempts)`)
  out(`${label('  accept queues overflowed / SYNs dropped (kernel)')} ${queueBefore && queueAfter ? `${queueAfter.overflows - queueBefore.overflows} / ${queueAfter.drops - queueBefore.drops}` : 'n/a'}`)
  out(`${label('  HAProxy took a server out of the pool')} ${stormDown.length ? stormDown.join('; ') : 'never'}`)
  out(`${label('  CPU in cores during the storm')} ${stormCores}`)
  out(`${label('  bids during the storm (100 bidders, 200 bids/s)')} ${summary(stormRtts)}; p99 ${target(p(stormRtts, 99), 100)}`)
  out(`${label('  reference: open load without a storm (section above)')} ${balanced ? summary(balanced.rtts) : 'not run (BENCH_CLUSTER_PARTS)'}`)

  // The storm's bare reference: the same listeners, drop and window against two bare socket.io +
  // Redis adapter processes behind their own HAProxy (the product's config), while a trigger
  // broadcasts a new price every 250 ms for 3 s (as the lone bidder does above); no bids, no
  // sessions, no storage. It shows what reconnecting this many clients costs on this machine.
  const bareStorm = await Promise.all([startBareServer(cluster.redisUrl, portBase ? portBase + 4 : undefined), startBareServer(cluster.redisUrl, portBase ? portBase + 5 : undefined)])
  extra.push(...bareStorm.map((server) => server.child))
  const bareBalancer = await startBalancer(bareStorm.map((server) => server.url), portBase ? portBase + 6 : undefined)
  extra.push(bareBalancer.child)
  const bareStormers = await startListeners(stormClients, [bareBalancer.url], stormRoom as number, watcherCookie)
  const bareTrigger = await socketTo(bareStorm[0]!.url)
  const bareFinal = 1_000_000 + 11
  await ask(bareTrigger, 'bench:emit', { room: stormRoom, payload: { id: stormRoom, current_price: 1_000_000 } })
  await sleep(1_500)
  const bareQueueBefore = listenQueueCounters()
  const bareLinesBefore = bareBalancer.lines.length
  const bareCpu = cpuMeter({ bare1: bareStorm[0]!.child.pid, bare2: bareStorm[1]!.child.pid, haproxy: bareBalancer.child.pid, redis: bench.redisPid, 'this bench': process.pid })
  bareStormers.storm()
  const bareStormStart = stamp()
  for (let i = 1; i <= 11; i++) {
    await sleep(250)
    await ask(bareTrigger, 'bench:emit', { room: stormRoom, payload: { id: stormRoom, current_price: 1_000_000 + i } })
  }
  await sleep(Math.max(0, STORM_WINDOW_MS - (stamp() - bareStormStart)))
  const bareCores = bareCpu()
  const bareQueueAfter = listenQueueCounters()
  const bareDown = downLines(bareBalancer.lines.slice(bareLinesBefore))
  const bareStormWorkers = await bareStormers.stop()
  noteWorkerErrors('storm reference', bareStormWorkers)
  const bareStormResult = bareStormWorkers.map((r) => r.storm!).filter(Boolean)
  bareTrigger.close()
  for (const child of [bareBalancer.child, ...bareStorm.map((server) => server.child)]) await stopProcess(child, 3_000)
  const { back: bareBack, latest: bareLatest, reconnected: bareReconnected } = stormTimes(bareStormResult, bareFinal)
  const allLatest = Math.max(...latestWithin)
  const bareAllLatest = Math.max(...bareLatest)
  out(`${label('  all showing the latest price: product / bare')} ${allLatest.toFixed(0)} ms / ${bareAllLatest.toFixed(0)} ms; ${target(allLatest / bareAllLatest, 1.2, '×')}`)
  out(`${label('  reference: the same storm, bare socket.io + Redis, HAProxy')} ${bareReconnected.length} of ${bareBack.length} back; all back after ${Math.max(...bareBack).toFixed(0)} ms; per client p50=${p(bareReconnected, 50).toFixed(0)}ms p99=${p(bareReconnected, 99).toFixed(0)}ms; latest price within 5 s: ${bareLatest.filter((ms) => ms <= 5_000).length} of ${bareLatest.length}`)
  out(`${label('  reference: CPU in cores during its storm')} ${bareCores}`)
  out(
    `${label('  reference: failed attempts; queues overflowed; servers out')} ${describeCounts(countsOf(bareStormResult.map((s) => s.failures)))}; ${bareQueueBefore && bareQueueAfter ? `${bareQueueAfter.overflows - bareQueueBefore.overflows} / ${bareQueueAfter.drops - bareQueueBefore.drops}` : 'n/a'}; ${bareDown.length ? bareDown.join('; ') : 'never'}`,
  )

  // Like for like: the product's storm again without the 200 bids/s on other auctions, as the
  // reference runs (one raise every 250 ms for 3 s, nothing else). The storm above is the product
  // under load; this one is what a reconnect itself costs the product against bare socket.io.
  const [quietRoom] = await newAuctions(1, { startPrice: 50_000 })
  const quietStormers = await startListeners(stormClients, [cluster.url], quietRoom as number, watcherCookie)
  const quietRaiser = await socketTo(cluster.url, soloA, quietRoom)
  await sleep(1_500)
  const quietCpu = cpuMeter({ svc1: bench.svc1.pid, svc2: bench.svc2.pid, haproxy: cluster.balancer.pid, redis: bench.redisPid, 'this bench': process.pid })
  quietStormers.storm()
  const quietStart = stamp()
  await pacedBids(quietRaiser, quietRoom as number, 12, 250, new Map())
  const quietFinal = Number((await bench.client.execute({ sql: 'SELECT current_price FROM auctions WHERE id = ?', args: [quietRoom as number] })).rows[0]?.current_price)
  await sleep(Math.max(0, STORM_WINDOW_MS - (stamp() - quietStart)))
  const quietCores = quietCpu()
  const quietWorkers = await quietStormers.stop()
  noteWorkerErrors('storm without other bids', quietWorkers)
  quietRaiser.close()
  const quietStorm = quietWorkers.map((r) => r.storm!).filter(Boolean)
  const { back: quietBack, latest: quietLatest, reconnected: quietReconnected } = stormTimes(quietStorm, quietFinal)
  const quietAllLatest = Math.max(...quietLatest)
  out(
    `${label('  like for like: the same storm without other bids')} ${quietReconnected.length} of ${quietBack.length} back; all showing the latest price after ${quietAllLatest.toFixed(0)} ms / bare ${bareAllLatest.toFixed(0)} ms; ${target(quietAllLatest / bareAllLatest, 1.2, '×')}`,
  )
  out(`${label('  like for like: CPU in cores during that storm')} ${quietCores}`)
}

/** 4. Failover: one instance SIGKILLed under load; every acknowledged bid stored once, every auction closed once. */
const failover = async (bench: Bench) => {
  const { cluster, svc1, svc2, client, bidderCount, cookies, watcherCookie, soloB, newAuctions } = bench
  // 4. Failover: 200 bidders (1 bid/s each) through the balancer on 20 auctions; svc1 is
  //    SIGKILLed after 10 s. Ten more auctions, with one bid each, end 5 s after the kill.
  const failSecs = Number(process.env.BENCH_FAILOVER_SECS ?? 30)
  const soakAuctions = await newAuctions(20)
  const closing = await newAuctions(10, { endInMs: 120_000 })
  const survivorWatch = await socketTo(svc2.url, watcherCookie)
  const endedBroadcasts = new Map<number, number>()
  survivorWatch.on('auction:updated', (s: Snapshot) => {
    if (s.status === 'ENDED') endedBroadcasts.set(Number(s.id), (endedBroadcasts.get(Number(s.id)) ?? 0) + 1)
  })
  const closer = await socketTo(cluster.url, soloB)
  for (const auctionId of closing) {
    await ask(survivorWatch, 'auction:join', { auctionId })
    await ask(closer, 'bid:place', { auctionId, amount: 1_000 })
  }
  closer.close()
  const soakWorkers = await Promise.all(
    [0, 1].map((w) => startWorker({ mode: 'bid', base: cluster.url, cookies: cookies.slice(w * 100, w * 100 + 100), auctionIds: soakAuctions, durationMs: failSecs * 1000, intervalMs: 1000, random: true, follow: true, timeoutMs: 5_000 })),
  )
  soakWorkers.forEach((worker) => worker.go())
  await sleep(10_000)
  const killedAt = Date.now()
  process.kill(svc1.pid, 'SIGKILL')
  // The closing auctions end 5 s after the kill, on the survivor's clock.
  // The survivor may hold SQLite's writer lock for a moment: tried again rather than ending the run.
  for (let attempt = 1; ; attempt++) {
    try {
      await client.execute({ sql: `UPDATE auctions SET end_time = ? WHERE id IN (${closing.map(() => '?').join(',')})`, args: [new Date(killedAt + 5_000).toISOString(), ...closing] })
      break
    } catch (err) {
      if (attempt === 10) throw err
      await sleep(100)
    }
  }
  const soak = await Promise.all(soakWorkers.map((worker) => worker.result))
  noteWorkerErrors('failover', soak)
  await sleep(Math.max(0, killedAt + 12_000 - Date.now()))
  survivorWatch.close()

  const acked = soak.flatMap((r) => r.accepted ?? [])
  const refused = soak.reduce<Record<string, number>>((all, r) => {
    for (const [code, count] of Object.entries(r.refused ?? {})) all[code] = (all[code] ?? 0) + count
    return all
  }, {})
  const rows = (await client.execute({ sql: `SELECT id, auction_id, amount FROM bids WHERE auction_id IN (${soakAuctions.map(() => '?').join(',')})`, args: soakAuctions })).rows
  const stored = new Map(rows.map((row) => [Number(row.id), { auction: Number(row.auction_id), amount: Number(row.amount) }]))
  const ackedIds = new Set(acked.map(([, , id]) => Number(id)))
  const storedOnce = acked.filter(([auction, amount, id]) => stored.get(Number(id))?.auction === auction && stored.get(Number(id))?.amount === amount).length
  const amountTwice = soakAuctions.reduce((sum, id) => {
    const amounts = rows.filter((row) => Number(row.auction_id) === id).map((row) => Number(row.amount))
    return sum + amounts.length - new Set(amounts).size
  }, 0)
  const unacknowledged = rows.filter((row) => !ackedIds.has(Number(row.id))).length
  const prices = new Map((await client.execute({ sql: `SELECT id, current_price, status FROM auctions WHERE id IN (${[...soakAuctions, ...closing].map(() => '?').join(',')})`, args: [...soakAuctions, ...closing] })).rows.map((row) => [Number(row.id), { price: Number(row.current_price), status: String(row.status) }]))
  const orders = (await client.execute({ sql: `SELECT auction_id, COUNT(*) AS n FROM orders WHERE auction_id IN (${closing.map(() => '?').join(',')}) GROUP BY auction_id`, args: closing })).rows
  const closedTwice = closing.filter((id) => (endedBroadcasts.get(id) ?? 0) > 1 || Number(orders.find((row) => Number(row.auction_id) === id)?.n ?? 0) > 1).length
  const closedOnce = closing.filter((id) => prices.get(id)?.status === 'ENDED' && endedBroadcasts.get(id) === 1 && Number(orders.find((row) => Number(row.auction_id) === id)?.n ?? 0) === 1).length
  const clients = soak.flatMap((r) => (r.reconnects ?? []).map((count, i) => ({ reconnected: count > 0, shown: r.shown?.[i] ?? [] })))
  const moved = clients.filter((c) => c.reconnected)
  const showsLatest = (c: (typeof clients)[0]) => soakAuctions.every((id) => c.shown.find(([auction]) => auction === id)?.[1] === prices.get(id)?.price)
  out(`${label(`failover: ${bidderCount} bidders, ${failSecs} s, ${svc1.id} SIGKILLed at 10 s`)} ${acked.length} acknowledged, refused ${JSON.stringify(refused)}, round trip ${summary(soak.flatMap((r) => r.rtts ?? []))}`)
  out(`${label('  bidder handshakes that failed (each tried again)')} ${describeCounts(countsOf(soak.map((r) => r.connectFailures)))}`)
  out(`${label('  bids not sent while disconnected; still disconnected at the end')} ${soak.reduce((sum, r) => sum + (r.notSent ?? 0), 0)}; ${soak.reduce((sum, r) => sum + (r.disconnectedAtEnd ?? 0), 0)} of ${bidderCount}`)
  out(`${label('  acknowledged bids stored exactly once (checked in the DB)')} ${storedOnce} of ${acked.length}; an amount stored twice: ${amountTwice}; stored without an answer (lost with the instance): ${unacknowledged}`)
  out(`${label('  auctions closed twice (ENDED broadcasts or orders > 1)')} ${closedTwice}; closed once as expected: ${closedOnce} of ${closing.length}`)
  out(`${label("  the dead instance's clients reconnected")} ${moved.length} (of ${clients.length} bidders), showing the latest price of all 20 auctions: ${moved.filter(showsLatest).length}; all bidders: ${clients.filter(showsLatest).length}`)
}

export const benchCluster = async (payload: Payload, dataDir: string) => {
  const scale = Number(process.env.BENCH_SCALE ?? 1)
  const n = (full: number) => Math.max(2, Math.round(full * scale))
  console.log(`\nScaled out: two instances behind HAProxy, Redis adapter, one SQLite file${scale !== 1 ? ` — BENCH_SCALE=${scale}: client counts and rates scaled, not the issue's figures` : ''}`)
  const missing = ['redis-server', 'haproxy'].filter((name) => !findProgram(name))
  if (missing.length) {
    console.log(`  not run: ${missing.join(' and ')} not installed (${missing.map((name) => INSTALL_HINT[name]).join('; ')})`)
    return
  }
  const watchers = n(10_000)
  const stormClients = Number(process.env.BENCH_STORM_CLIENTS ?? n(5_000))
  // BENCH_CLUSTER_PARTS=storm,failover (say) runs only those sections, for working on one of them.
  const parts = new Set((process.env.BENCH_CLUSTER_PARTS ?? 'load,fanout,storm,failover').split(',').map((part) => part.trim()))
  if (parts.size < 4) console.log(`  BENCH_CLUSTER_PARTS=${[...parts].join(',')}: only these sections run`)
  const limit = fileLimit()
  console.log(`  machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}, ulimit -n ${limit}`)
  // The bench process holds every client socket (the watchers at most) and HAProxy two descriptors per proxied socket.
  if (limit < watchers + 2_000) {
    console.log(`  not run: ulimit -n is ${limit}; ${watchers} watchers need at least ${watchers + 2_000} open files in this process (run \`ulimit -n ${2 * watchers + 5_000}\` first, as root if the hard limit is lower)`)
    return
  }
  const fanOutThroughBalancer = limit >= 2 * watchers + 2_000

  const { client } = payload.db as unknown as { client: import('@libsql/client').Client }
  const bidderCount = 200
  // The full run has one user per bidder; a scaled-down run shares fewer users (sessions stay one per bidder).
  const { cookies, newAuctions } = await seedBench(payload, bidderCount, scale < 1 ? Math.max(10, n(bidderCount)) : bidderCount)
  // The last three: a watcher's session, and two lone bidders outside the load.
  const [watcherCookie, soloA, soloB] = cookies.slice(bidderCount) as [string, string, string]

  const output: string[] = []
  const t0 = performance.now()
  // BENCH_PORT_BASE=3700 puts everything on 3700-3706 (balancer, instances, Redis, bare servers and their balancer); unset, free ports.
  const portBase = Number(process.env.BENCH_PORT_BASE ?? 0)
  const redis = portBase ? await startRedisServer(() => undefined, portBase + 3) : null
  const cluster = await startCluster({
    instances: 2,
    port: portBase,
    instancePorts: portBase ? [portBase + 1, portBase + 2] : undefined,
    redisUrl: redis?.url,
    // Every bidder here bids from 127.0.0.1: the per-address limit (120 bids in 10 s) would refuse the load.
    env: {
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench',
      LOG_LEVEL: 'warn',
      BID_RATE_LIMIT_FACTOR: '1000',
      // BENCH_CPU_PROF=<dir>: each instance writes a V8 CPU profile there when it stops (for finding where a figure's time goes).
      ...(process.env.BENCH_CPU_PROF ? { NODE_OPTIONS: `--disable-warning=DEP0060 --cpu-prof --cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}` } : {}),
    },
    onLine: (source, line) => void output.push(`[${source}] ${line}`),
  }).catch((err: unknown) => {
    console.log(output.slice(-30).join('\n'))
    void redis?.stop()
    throw err
  })
  const extra: ChildProcess[] = []
  try {
    const [svc1, svc2] = cluster.instances as [(typeof cluster.instances)[0], (typeof cluster.instances)[0]]
    console.log(`  started in ${((performance.now() - t0) / 1000).toFixed(0)} s: redis-server, ${svc1.id} and ${svc2.id}, HAProxy on ${cluster.url}\n`)

    const bench: Bench = { n, redisPid: (redis ?? cluster.redis)?.child.pid, portBase, cluster, svc1, svc2, client, bidderCount, cookies, watcherCookie, soloA, soloB, newAuctions, extra, output }
    const balanced = parts.has('load') ? await openLoad(bench) : null
    if (parts.has('fanout')) await fanOut(bench, watchers, fanOutThroughBalancer, limit)
    if (parts.has('storm')) await reconnectStorm(bench, stormClients, balanced)
    if (parts.has('failover')) await failover(bench)
  } finally {
    for (const child of extra) await stopProcess(child, 3_000)
    await cluster.stop()
    await redis?.stop()
  }

  // 6. MongoDB: this section runs on SQLite only.
  console.log(
    process.env.MONGODB_URI
      ? '\nMongoDB: MONGODB_URI is set, but the bench has no MongoDB path: the bidding and scale-out figures for MongoDB were not measured.'
      : '\nMongoDB: MONGODB_URI is not set: the bidding and scale-out figures for MongoDB were not measured (SQLite only).',
  )
}
