import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ZAuctionListQuery } from '../../core/domain/search'
import { insertSyntheticListings } from '../../scripts/lib/synthetic-listings'
import { createSqliteCatalogRepository } from '../../server/storage/catalog-repository'
import { payloadDb } from '../../server/storage/db'
import { createSearchHits } from '../../server/storage/search-hits'
import { startPayload } from './helpers/payload'

type Row = Record<string, unknown>
type Client = { execute(stmt: { sql: string; args: (string | number | null)[] }): Promise<{ rows: Row[] }> }

/**
 * The kept full-text matches (server/storage/search-hits.ts) on a real SQLite database built by
 * the migrations: a match is evaluated once while the index is unchanged, and again after any
 * write that changes the index, also one through another connection (another instance).
 */
describe('kept full-text matches', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let client: Client
  /** A second connection to the same file, as another instance has. */
  let other: ReturnType<typeof createClient>
  /** Statements that evaluated a full-text match on `client`. */
  let matches = 0
  let counting: Client

  beforeAll(async () => {
    let dataDir: string
    ;({ payload, stop, dataDir } = await startPayload('sqlite'))
    const db = payloadDb(payload)
    if (db.kind !== 'sqlite') throw new Error('SQLite expected')
    client = db.client as unknown as Client
    await insertSyntheticListings(client as never, 300)
    const file = fs.readdirSync(dataDir).find((name) => name.endsWith('.db'))
    other = createClient({ url: `file:${path.join(dataDir, file!)}` })
    counting = {
      execute: (stmt) => {
        if (/MATCH/.test(stmt.sql)) matches++
        return client.execute(stmt)
      },
    }
  }, 600_000)

  afterAll(async () => {
    other?.close()
    await stop?.()
  })

  const indexed = async (match: string) =>
    (await client.execute({ sql: 'SELECT rowid FROM listings_search WHERE listings_search MATCH ? ORDER BY rowid', args: [match] })).rows.map((row) => Number(row.rowid))
  const sorted = (json: string | null) => (JSON.parse(json ?? 'null') as number[]).sort((a, b) => a - b)

  it('evaluates a match once while the index is unchanged, and gives what the index finds', async () => {
    const hits = createSearchHits(counting)
    matches = 0
    const first = await hits('"crawler"')
    const again = await hits('"crawler"')
    expect(matches).toBe(1)
    expect(again).toBe(first)
    expect(sorted(first)).toEqual(await indexed('"crawler"'))
    expect(sorted(first).length).toBeGreaterThan(0)
  })

  it('evaluates it again after a write through another connection: a title, a description, a deleted listing', async () => {
    const hits = createSearchHits(counting)
    expect(await hits('"zzqx"')).toBe('[]')
    // Another instance renames a listing.
    const [{ id }] = (await other.execute(`SELECT id FROM listings WHERE status = 'live' ORDER BY id LIMIT 1`)).rows as unknown as { id: number }[]
    await other.execute({ sql: `UPDATE listings SET title = title || ' zzqx' WHERE id = ?`, args: [id] })
    expect(sorted(await hits('"zzqx"'))).toEqual([Number(id)])
    // …and writes a description.
    expect(await hits('"yyqw"')).toBe('[]')
    await other.execute({ sql: `UPDATE listings_locales SET description_md = description_md || ' yyqw' WHERE _parent_id = ? AND _locale = 'de'`, args: [id] })
    expect(sorted(await hits('"yyqw"'))).toEqual([Number(id)])
    // An update of another column keeps the kept match.
    await hits('"zzqx"')
    matches = 0
    await other.execute({ sql: `UPDATE listings SET hours = hours + 1 WHERE id = ?`, args: [id] })
    await hits('"zzqx"')
    expect(matches).toBe(0)
    // A deleted listing leaves the match.
    const before = sorted(await hits('"crawler"'))
    const gone = before[0]!
    await other.execute({ sql: `DELETE FROM listings_search WHERE rowid = ?`, args: [gone] }).catch(() => undefined)
    await other.execute({ sql: `DELETE FROM listings_locales WHERE _parent_id = ?`, args: [gone] })
    await other.execute({ sql: `DELETE FROM auctions WHERE listing_id = ?`, args: [gone] })
    await other.execute({ sql: `DELETE FROM media WHERE listing_id = ?`, args: [gone] })
    await other.execute({ sql: `DELETE FROM listings WHERE id = ?`, args: [gone] })
    const after = sorted(await hits('"crawler"'))
    expect(after).not.toContain(gone)
    expect(after).toEqual(await indexed('"crawler"'))
  })

  it('the list finds a renamed listing on the next request, with the match kept before the rename', async () => {
    const repo = createSqliteCatalogRepository(client)
    const now = new Date()
    const query = ZAuctionListQuery.parse({ q: 'vvkj' })
    expect((await repo.listAuctions(query, now)).total).toBe(0)
    expect((await repo.facetCounts(query, now)).weight.every((w) => w.count === 0)).toBe(true)
    const [{ id }] = (await other.execute(`SELECT a.id AS id, l.id AS lid FROM auctions a JOIN listings l ON l.id = a.listing_id WHERE l.status = 'live' AND a.status = 'LIVE' AND a.end_time > datetime('now') ORDER BY l.id DESC LIMIT 1`)).rows as unknown as { id: number }[]
    await other.execute({ sql: `UPDATE listings SET title = title || ' vvkj' WHERE id = (SELECT listing_id FROM auctions WHERE id = ?)`, args: [id] })
    const found = await repo.listAuctions(query, now)
    expect(found.items.map((item) => item.id)).toEqual([Number(id)])
    expect(found.total).toBe(1)
  })

  it('keeps no match with more hits than its limit, and forgets the least recently used', async () => {
    const small = createSearchHits(counting, { maxIds: 5 })
    expect(await small('"crawler"')).toBeNull()
    const few = createSearchHits(counting, { maxEntries: 2 })
    matches = 0
    await few('"crawler"')
    await few('"loader"')
    await few('"crawler"')
    expect(matches).toBe(2)
    await few('"paver"')
    // "loader" was the least recently used.
    await few('"crawler"')
    expect(matches).toBe(3)
    await few('"loader"')
    expect(matches).toBe(4)
  })

  it('a failed match is not kept', async () => {
    let fail = true
    const flaky: Client = {
      execute: (stmt) => (fail && /MATCH/.test(stmt.sql) ? Promise.reject(new Error('disk I/O error')) : client.execute(stmt)),
    }
    const hits = createSearchHits(flaky)
    await expect(hits('"crawler"')).rejects.toThrow('disk I/O error')
    fail = false
    expect(sorted(await hits('"crawler"'))).toEqual(await indexed('"crawler"'))
  })
})
