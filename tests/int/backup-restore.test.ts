import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AuctionSnapshot, BidAccepted, Reply } from '@core/contract'
import { sqliteFile } from '../../cms/db-file'
import { runBackupProcess, startBackupSchedule } from '../../server/backup/schedule'
import { createSqliteBidStore } from '../../server/storage/sqlite-bid-store'
import { type Client, bidHttp, createAuction, createUser, emitWithAck, SAME_ORIGIN, startService } from './helpers/bidding'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Waits until `done()` holds (checked every 50 ms), failing with `what` after `ms`. */
const until = async (what: string, done: () => boolean, ms = 60_000) => {
  const deadline = Date.now() + ms
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}
const root = path.resolve(import.meta.dirname, '../..')

/** Runs one of the npm scripts' programs (tsx scripts/x.ts) as an operator would, to its end. */
const runScript = (script: string, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn('tsx', [script, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code: code ?? 1, output }))
  })

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

type Acked = { auctionId: number; bidId: number; amount: number; at: number }
type BidRow = { id: number; auction_id: number; bidder_id: number; amount: number; is_highest: number }
type AuctionRow = { id: number; current_price: number; bid_count: number; start_price: number }

const readDb = (file: string) => {
  const db = new Database(file, { readonly: true })
  try {
    return {
      bids: db.prepare('SELECT id, auction_id, bidder_id, amount, is_highest FROM bids ORDER BY id').all() as BidRow[],
      auctions: db.prepare('SELECT id, current_price, bid_count, start_price FROM auctions ORDER BY id').all() as AuctionRow[],
    }
  } finally {
    db.close()
  }
}

/**
 * Issue #25 §2: `npm run backup` while bidders bid over socket.io, then `npm run restore` into a
 * second data folder and the service started on it (its own process). Every bid acknowledged
 * before the backup started is there; the restored database is one instant of the original (its
 * bids are exactly the original's up to one id) and consistent (each auction's price is its
 * highest bid, its count the number of its bids, one highest flag); uploads and KYC documents are
 * byte-equal; the restored service serves the auctions and takes a new bid from a session of
 * before. A restore into the running product is refused and changes nothing.
 */
describe('backup while bids stream, restore into a second data folder', () => {
  let payload: Payload
  let dataDir: string
  let stopPayload: () => Promise<void>
  let service: Awaited<ReturnType<typeof startService>>
  let restored: ChildProcess | undefined
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-backup-test-'))

  beforeAll(async () => {
    ;({ payload, dataDir, stop: stopPayload } = await startPayload('sqlite'))
    service = await startService(payload)
  })

  afterAll(async () => {
    restored?.kill('SIGTERM')
    await service?.stop()
    await stopPayload?.()
    fs.rmSync(scratch, { recursive: true, force: true })
  })

  it('restores every bid acknowledged before the backup, a consistent instant, and the files byte-equal', { timeout: 240_000 }, async () => {
    const seller = await createUser(payload, 'backup-seller@test.example')
    const bidders: Awaited<ReturnType<typeof createUser>>[] = []
    for (let i = 0; i < 5; i++) bidders.push(await createUser(payload, `backup-bidder${i}@test.example`))
    const auctions: number[] = []
    let listingId = 0
    for (let i = 0; i < 3; i++) {
      const created = await createAuction(payload, { sellerId: seller.id, startPrice: 10_000, bidIncrement: 100 })
      auctions.push(created.auctionId)
      listingId = created.listingId
    }
    // An upload (a photo with its generated sizes) and a KYC document.
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8a000' } }).jpeg().toBuffer()
    await payload.create({ collection: 'media', data: { listing: listingId, kind: 'image', alt: 'Excavator' }, file: { data: photo, mimetype: 'image/jpeg', name: 'excavator.jpg', size: photo.length }, overrideAccess: true })
    const pdf = makePdf('Handelsregisterauszug Müller GmbH')
    await payload.create({ collection: 'kyc-documents', data: { owner: bidders[0]!.id, kind: 'business_registration' }, file: { data: pdf, mimetype: 'application/pdf', name: 'registration.pdf', size: pdf.length }, overrideAccess: true })

    // Bidders bid on all three auctions, each at the latest minimum it knows.
    const acked: Acked[] = []
    let bidding = true
    const loop = async (socket: Client, index: number) => {
      const latest = new Map<number, AuctionSnapshot>()
      socket.on('auction:updated', (snapshot) => {
        const known = latest.get(Number(snapshot.id))
        if (!known || snapshot.bid_count >= known.bid_count) latest.set(Number(snapshot.id), snapshot)
      })
      for (const auctionId of auctions) {
        const reply = await emitWithAck<Reply<AuctionSnapshot>>(socket, 'auction:join', { auctionId })
        if ('data' in reply) latest.set(auctionId, reply.data)
      }
      let turn = index
      while (bidding) {
        const auctionId = auctions[turn++ % auctions.length]!
        const amount = latest.get(auctionId)?.min_next_bid ?? 10_000
        const reply = await emitWithAck<Reply<BidAccepted>>(socket, 'bid:place', { auctionId, amount })
        if ('data' in reply) {
          acked.push({ auctionId, bidId: Number(reply.data.bid.id), amount: reply.data.bid.amount, at: Date.now() })
          latest.set(auctionId, reply.data.snapshot)
        }
        await sleep(100 + Math.random() * 100)
      }
    }
    const loops = bidders.map((bidder, index) => loop(service.client(bidder.cookie), index))
    await until('20 acknowledged bids', () => acked.length >= 20)

    // The backup, as `npm run backup` runs it, while the bids go on.
    const backupDir = path.join(scratch, 'backups')
    const ackedBefore = [...acked]
    const backup = await runScript('scripts/backup.ts', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir })
    const finishedAt = Date.now()
    // Bids go on after the backup: they must not be in it.
    await until('10 bids acknowledged after the backup', () => acked.filter((bid) => bid.at > finishedAt).length >= 10)
    bidding = false
    await Promise.all(loops)
    expect(backup.code, backup.output).toBe(0)
    expect(ackedBefore.length, 'bids acknowledged before the backup').toBeGreaterThanOrEqual(20)
    expect(acked.length - ackedBefore.length - acked.filter((bid) => bid.at > finishedAt).length, 'bids acknowledged while the backup ran').toBeGreaterThan(0)
    const archives = fs.readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'))
    expect(archives).toHaveLength(1)
    const archive = path.join(backupDir, archives[0]!)

    // Restoring into the running product is refused, and changes nothing.
    const original = sqliteFile()
    const inode = fs.statSync(original).ino
    const refused = await runScript('scripts/restore.ts', [archive], { DATA_DIR: dataDir })
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('The product is running')
    expect(fs.statSync(original).ino).toBe(inode)
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('replaced-'))).toEqual([])

    // Restore into a second, empty data folder.
    const second = path.join(scratch, 'data-restored')
    const restore = await runScript('scripts/restore.ts', [archive], { DATA_DIR: second })
    expect(restore.code, restore.output).toBe(0)
    expect(restore.output).toContain('checksums verified')

    // Every bid acknowledged before the backup started is there, as acknowledged.
    const after = readDb(path.join(second, 'marketplace.db'))
    const byId = new Map(after.bids.map((bid) => [bid.id, bid]))
    for (const bid of ackedBefore) expect(byId.get(bid.bidId), `bid ${bid.bidId} acknowledged before the backup`).toMatchObject({ auction_id: bid.auctionId, amount: bid.amount })
    // One instant: exactly the original's bids up to the last one in the copy (ids are given in commit order).
    const originalBids = readDb(original).bids
    const lastId = Math.max(...after.bids.map((bid) => bid.id))
    expect(after.bids.map((bid) => bid.id)).toEqual(originalBids.filter((bid) => bid.id <= lastId).map((bid) => bid.id))
    expect(after.bids.length, 'bids after the backup are not in it').toBeLessThan(originalBids.length)
    const ackedIds = new Set(acked.map((bid) => bid.bidId))
    for (const bid of after.bids) expect(ackedIds.has(bid.id), `restored bid ${bid.id} was acknowledged`).toBe(true)
    // Consistent: each auction's price is its highest bid, its count the number of its bids.
    for (const auctionId of auctions) {
      const auction = after.auctions.find((row) => row.id === auctionId)!
      const bids = after.bids.filter((bid) => bid.auction_id === auctionId)
      expect(bids.length).toBeGreaterThan(0)
      const highest = Math.max(...bids.map((bid) => bid.amount))
      expect({ price: auction.current_price, count: auction.bid_count }).toEqual({ price: highest, count: bids.length })
      expect(bids.filter((bid) => bid.is_highest === 1).map((bid) => bid.amount)).toEqual([highest])
    }

    // Uploads (with their generated sizes) and KYC documents, byte-equal.
    for (const folder of ['media', 'kyc-documents']) {
      const files = fs.readdirSync(path.join(dataDir, folder)).sort()
      expect(files.length, folder).toBeGreaterThan(0)
      expect(fs.readdirSync(path.join(second, folder)).sort()).toEqual(files)
      for (const file of files) expect(fs.readFileSync(path.join(second, folder, file)).equals(fs.readFileSync(path.join(dataDir, folder, file))), `${folder}/${file}`).toBe(true)
    }

    // The service, started on the restored folder, serves the restored auctions and takes a new bid
    // from a session of before the backup.
    const port = await freePort()
    restored = spawn('node', ['--import', 'tsx', 'server/index.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: second, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const base = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 120_000
    while (!(await fetch(`${base}/health`).then((reply) => reply.ok, () => false))) {
      expect(restored.exitCode, 'the restored service exited').toBeNull()
      expect(Date.now(), 'the restored service answers /health within 2 minutes').toBeLessThan(deadline)
      await sleep(500)
    }
    for (const auctionId of auctions) {
      const auction = after.auctions.find((row) => row.id === auctionId)!
      const reply = await fetch(`${base}/svc/auctions/${auctionId}`, { headers: { cookie: bidders[1]!.cookie, ...SAME_ORIGIN } })
      const { data } = (await reply.json()) as { data: AuctionSnapshot }
      expect({ price: data.current_price, count: data.bid_count }).toEqual({ price: auction.current_price, count: auction.bid_count })
    }
    const next = after.auctions.find((row) => row.id === auctions[0])!.current_price + 100
    const leader = after.bids.find((bid) => bid.auction_id === auctions[0] && bid.is_highest === 1)!.bidder_id
    const placed = await bidHttp(base, auctions[0]!, bidders.find((bidder) => bidder.id !== leader)!.cookie, { amount: next })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  })
  it('the daily backup is taken by one of two instances (claimed in the database) and keeps the newest BACKUP_KEEP', { timeout: 120_000 }, async () => {
    const backupDir = path.join(scratch, 'scheduled')
    fs.mkdirSync(backupDir, { recursive: true })
    // Three older backups (only their names matter for keeping): 5, 4 and 3 days ago.
    const today = new Date()
    const daysAgo = (days: number) => `machinerymarket-backup-${new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10)}T03-00-00-000Z.tar.gz`
    for (const days of [5, 4, 3]) fs.writeFileSync(path.join(backupDir, daysAgo(days)), 'old')
    const now = () => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 23, 59))
    const logged: string[] = []
    const logger = { info: (_: object, message: string) => void logged.push(message), error: (_: object, message: string) => void logged.push(message) }
    // Two instances: each its own connection to the one database, as behind the balancer.
    const stores = [createSqliteBidStore(sqliteFile()), createSqliteBidStore(sqliteFile())]
    const schedules = stores.map((store) =>
      startBackupSchedule({
        schedule: 'daily',
        at: '00:00',
        keep: 2,
        now,
        claim: (input) => store.claimNotification(input),
        logger,
        backupDir: () => backupDir,
        run: (keep) => runBackupProcess(keep, { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupDir }),
        intervalMs: 3_600_000,
      }),
    )
    try {
      const taken = await Promise.all(schedules.map((schedule) => schedule.check()))
      expect(taken.filter(Boolean), JSON.stringify(logged)).toHaveLength(1)
      expect(logged).toEqual(['scheduled backup written'])
      const kept = fs.readdirSync(backupDir).sort()
      expect(kept).toHaveLength(2)
      expect(kept[0]).toBe(daysAgo(3))
      expect(fs.statSync(path.join(backupDir, kept[1]!)).size).toBeGreaterThan(1_000)
      // Done for today: neither takes another.
      expect(await Promise.all(schedules.map((schedule) => schedule.check()))).toEqual([false, false])
    } finally {
      for (const schedule of schedules) schedule.stop()
      for (const store of stores) await store.close()
    }
  })
})
