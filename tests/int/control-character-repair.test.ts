import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { up as repairControlCharacters } from '../../cms/migrations/20261125_170000_repair_control_characters'
import { startFrontDoor } from './helpers/front-door'
import { startPayload } from './helpers/payload'

const PASSWORD = 'secret12'

/**
 * Issue #24, section 4: a saved search stored with a NUL in its name broke its owner's
 * GET /svc/saved-searches for good. The migration repairs every stored text value: control
 * characters removed, tab and line breaks kept only where the field takes several lines.
 */
describe('repair of stored control characters (migration)', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let door: Awaited<ReturnType<typeof startFrontDoor>>
  let cookie = ''
  let buyerId: number
  let savedSearchId: number
  let auctionId: number
  let listingId: number
  const db = () => payload.db as unknown as { drizzle: { run(query: unknown): Promise<unknown>; all(query: unknown): Promise<Record<string, unknown>[]> } }
  /** The stored value, read as bytes (reading a text with a NUL stops at the NUL). */
  const column = async (table: string, name: string, id: number) => {
    const hex = (await db().drizzle.all(sql`SELECT hex(${sql.identifier(name)}) AS value FROM ${sql.identifier(table)} WHERE id = ${id}`))[0]?.value as string
    return Buffer.from(hex, 'hex').toString('utf8')
  }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    door = await startFrontDoor(payload)
    const buyer = await payload.create({ collection: 'users', data: { email: 'repair@int.test', password: PASSWORD, name: 'Eve', email_confirmed_at: new Date().toISOString() }, overrideAccess: true })
    buyerId = buyer.id as number
    const login = await fetch(`${door.base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'repair@int.test', password: PASSWORD }) })
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    savedSearchId = (await payload.create({ collection: 'saved-searches', data: { user: buyerId, name: 'Bagger', filters: { category: 'excavators' } } as never, overrideAccess: true })).id as number
    const listing = await payload.create({
      collection: 'listings',
      data: { title: 'Volvo EC220', category: 'excavators', brand: 'Volvo', model: 'EC220', year: 2017, hours: 8000, location_city: 'Bonn', location_country: 'DE', status: 'draft', description_md: 'Line one\nLine two' } as never,
      overrideAccess: true,
    })
    listingId = listing.id as number
    const now = Date.now()
    auctionId = (
      await payload.create({
        collection: 'auctions',
        data: { listing: listing.id, status: 'CANCELLED', start_time: new Date(now - 7_200_000).toISOString(), end_time: new Date(now + 3_600_000).toISOString(), start_price: 1_000, current_price: 1_000, bid_count: 0, cancel_reason: 'ok' } as never,
        overrideAccess: true,
      })
    ).id as number

    // What the old doors let through, written straight into the database as it was stored.
    await db().drizzle.run(sql`UPDATE saved_searches SET name = ${'Bagger\u0000Köln'} WHERE id = ${savedSearchId}`)
    await db().drizzle.run(sql`UPDATE users SET name = ${'Eve\u0007\nSmith'} WHERE id = ${buyerId}`)
    await db().drizzle.run(sql`UPDATE auctions SET cancel_reason = ${'Seller withdrew.\nSee note\u000b\u0000.\tDone'} WHERE id = ${auctionId}`)
    await db().drizzle.run(sql`UPDATE listings_locales SET description_md = ${'Line one\r\nLine\u001b two'} WHERE _parent_id = ${listingId} AND _locale = 'en'`)
  }, 120_000)

  afterAll(async () => {
    await door?.stop()
    await stop?.()
  })

  const savedSearches = () => fetch(`${door.base}/svc/saved-searches`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })

  it('the stored values hold the characters before the repair', async () => {
    expect(await column('saved_searches', 'name', savedSearchId)).toBe('Bagger\u0000Köln')
    // What the buyer's list answered with it (a 500 before issue #24; logged, not asserted, as the service's own fix may already cope).
    console.info('GET /svc/saved-searches before the repair:', (await savedSearches()).status)
  })

  it('repairs every text column: controls removed, tab and line breaks kept only in multi-line fields; the buyer\'s list works again', async () => {
    await repairControlCharacters({ db: db().drizzle, payload, req: {} } as never)
    expect(await column('saved_searches', 'name', savedSearchId)).toBe('BaggerKöln')
    expect(await column('users', 'name', buyerId)).toBe('EveSmith')
    expect(await column('auctions', 'cancel_reason', auctionId)).toBe('Seller withdrew.\nSee note.\tDone')
    const [{ value: description }] = (await db().drizzle.all(sql`SELECT hex(description_md) AS value FROM listings_locales WHERE _parent_id = ${listingId} AND _locale = 'en'`)) as [{ value: string }]
    expect(Buffer.from(description, 'hex').toString('utf8')).toBe('Line one\r\nLine two')

    const response = await savedSearches()
    expect(response.status).toBe(200)
    expect(JSON.stringify(await response.json())).toContain('BaggerKöln')
    // And the repaired documents can be saved again through Payload (the character rule passes).
    await payload.update({ collection: 'saved-searches', id: savedSearchId, data: { alert: 'none' } as never, overrideAccess: true })
    await payload.update({ collection: 'users', id: buyerId, data: { language: 'de' }, overrideAccess: true })
  })

  it('is idempotent: a second run changes nothing', async () => {
    const before = await db().drizzle.all(sql`SELECT * FROM saved_searches`)
    await repairControlCharacters({ db: db().drizzle, payload, req: {} } as never)
    expect(await db().drizzle.all(sql`SELECT * FROM saved_searches`)).toEqual(before)
  })
})
