import fs from 'node:fs'
import path from 'node:path'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { settleVatChecks } from '../../cms/collections/Kyc/vat-check'
import { allTables, snapshotTables, startFrontDoor } from './helpers/front-door'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const PASSWORD = 'secret12'
const EMAIL = 'erika.mustermann@erasure.test'
const NAME = 'Erika Mustermann'
const COMPANY = 'Mustermann Tiefbau GmbH'

/**
 * Issue #24, section 4: deleting a user who had signed in was a 500. An admin erases an account
 * (GDPR Art. 17) with POST /api/ops/users/:id/erase; a plain DELETE is a 409 naming that way.
 * Through the real gateway and Payload, on a buyer who signed in, bid, watched, saved searches,
 * set a reminder, has KYC with documents, an order and an invoice.
 */
describe('account erasure', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let dataDir: string
  let door: Awaited<ReturnType<typeof startFrontDoor>>
  let tables: string[]
  let adminCookie = ''
  let buyerCookie = ''
  let buyerId: number
  let invoiceId: number
  let orderId: number
  const documentFiles: string[] = []
  const db = () => (payload.db as unknown as { drizzle: { all(query: unknown): Promise<Record<string, unknown>[]> } }).drizzle

  const login = async (email: string) => {
    const response = await fetch(`${door.base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) })
    return { status: response.status, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] as string }
  }
  const api = (cookie: string, method: string, url: string, body?: unknown) =>
    fetch(`${door.base}${url}`, { method, headers: { cookie, origin: PUBLIC_ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) })

  beforeAll(async () => {
    ;({ payload, stop, dataDir } = await startPayload('sqlite'))
    door = await startFrontDoor(payload)
    await payload.create({ collection: 'users', data: { email: 'admin@erasure.test', password: PASSWORD, roles: ['admin'], email_confirmed_at: new Date().toISOString() }, overrideAccess: true })
    const buyer = await payload.create({ collection: 'users', data: { email: EMAIL, name: NAME, password: PASSWORD, email_confirmed_at: new Date().toISOString(), language: 'de' }, overrideAccess: true })
    buyerId = buyer.id as number
    adminCookie = (await login('admin@erasure.test')).cookie
    // The buyer signs in (a session and an activity row with IP and browser) …
    buyerCookie = (await login(EMAIL)).cookie
    expect(buyerCookie).toMatch(/^payload-token=/)

    // … submits KYC with two documents …
    const documents: number[] = []
    for (const kind of ['business_registration', 'proof_of_address']) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(makePdf())], { type: 'application/pdf' }), `${kind}-erika.pdf`)
      form.append('_payload', JSON.stringify({ kind }))
      const response = await fetch(`${door.base}/api/kyc-documents`, { method: 'POST', body: form, headers: { cookie: buyerCookie, origin: PUBLIC_ORIGIN } })
      expect(response.status).toBe(201)
      const doc = (await response.json()).doc
      documents.push(doc.id)
      documentFiles.push(path.join(dataDir, 'kyc-documents', doc.filename))
    }
    for (const file of documentFiles) expect(fs.existsSync(file)).toBe(true)
    const kyc = await api(buyerCookie, 'POST', '/api/kyc', {
      company_name: COMPANY,
      vat_id: 'DE136695976',
      business_address: { street: 'Lindenweg 7', postal_code: '50667', city: 'Köln' },
      country: 'DE',
      contact_person: NAME,
      phone: '+49 221 555 0101',
      business_registration: documents[0],
      proof_of_address: documents[1],
    })
    expect(kyc.status).toBe(201)
    // The VAT check asks VIES in the background and writes its answer to the record: let it land
    // now, so it does not change the tables while a test compares them before and after.
    await settleVatChecks()

    // … bids on an auction that ended, won it (order and invoice), watches another, saves a search …
    const listing = await payload.create({
      collection: 'listings',
      data: { title: 'Liebherr R 926', category: 'excavators', brand: 'Liebherr', model: 'R 926', year: 2018, hours: 6100, location_city: 'Köln', location_country: 'DE', status: 'live' } as never,
      overrideAccess: true,
    })
    const now = Date.now()
    const auction = await payload.create({
      collection: 'auctions',
      data: { listing: listing.id, status: 'ENDED', start_time: new Date(now - 90_000_000).toISOString(), end_time: new Date(now - 3_600_000).toISOString(), start_price: 40_000, current_price: 52_000, bid_count: 2, winner: buyerId } as never,
      overrideAccess: true,
    })
    for (const amount of [45_000, 52_000]) {
      await payload.create({ collection: 'bids', data: { auction: auction.id, bidder: buyerId, amount, is_highest: amount === 52_000 } as never, overrideAccess: true })
    }
    await payload.create({ collection: 'watchlist', data: { user: buyerId, listing: listing.id, auction: auction.id } as never, overrideAccess: true })
    await payload.create({ collection: 'reminders', data: { user: buyerId, auction: auction.id, lead_minutes: 60 } as never, overrideAccess: true })
    await payload.create({ collection: 'saved-searches', data: { user: buyerId, name: 'Bagger Köln', filters: { category: 'excavators' } } as never, overrideAccess: true })
    await payload.create({ collection: 'notifications', data: { user: buyerId, type: 'won', title: `Glückwunsch, ${NAME}` } as never, overrideAccess: true })
    await payload.create({ collection: 'support-messages', data: { user: buyerId, name: NAME, email: EMAIL, topic: 'other', message: 'Bitte rufen Sie mich zurück, ich habe eine Frage zur Abholung.' } as never, overrideAccess: true })
    await payload.create({ collection: 'email-logs', data: { to: EMAIL, subject: `Hallo ${NAME}`, status: 'sent', template: 'won' } as never, overrideAccess: true })
    const order = await payload.create({
      collection: 'orders',
      data: { auction: auction.id, listing: listing.id, buyer: buyerId, hammer_price: 49_523.81, buyer_fee: 2_476.19, vat_rate: 19, vat_amount: 9_880, total: 61_880, payment_reference: 'MM-2026-0042' } as never,
      overrideAccess: true,
    })
    orderId = order.id as number
    const invoice = await payload.create({
      collection: 'invoices',
      data: { number: 'RE-2026-0042', order: order.id, buyer: buyerId, hammer_price: 49_523.81, buyer_fee: 2_476.19, buyer_fee_pct: 5, net_total: 52_000, vat_treatment: 'domestic', vat_rate: 19, vat_amount: 9_880, total: 61_880, payment_reference: 'MM-2026-0042', issued_at: new Date().toISOString() } as never,
      overrideAccess: true,
    })
    invoiceId = invoice.id as number
    tables = await allTables(payload)
  }, 180_000)

  afterAll(async () => {
    await door?.stop()
    await stop?.()
  })

  /** Every table whose rows hold the text (case-insensitive), with the matching rows' columns. */
  const tablesHolding = async (text: string) => {
    const found: string[] = []
    for (const table of tables) {
      for (const row of await db().all(sql.raw(`SELECT * FROM "${table}"`))) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value === 'string' && value.toLowerCase().includes(text.toLowerCase())) found.push(`${table}.${column}`)
        }
      }
    }
    return [...new Set(found)].sort()
  }

  it('the buyer\'s data is really there before (the checks below can fail)', async () => {
    expect(await tablesHolding(EMAIL)).toEqual(expect.arrayContaining(['users.email', 'support_messages.email', 'email_logs.to']))
    expect(await tablesHolding(NAME)).toEqual(expect.arrayContaining(['users.name', 'kyc.contact_person']))
    expect((await payload.count({ collection: 'activity', where: { user: { equals: buyerId } }, overrideAccess: true })).totalDocs).toBeGreaterThan(0)
  })

  it('a plain DELETE of the user is a 409 that names the erase action, and changes nothing', async () => {
    const before = await snapshotTables(payload, tables)
    for (const base of [door.base, door.cms]) {
      const response = await fetch(`${base}/api/users/${buyerId}`, { method: 'DELETE', headers: { cookie: adminCookie, origin: PUBLIC_ORIGIN } })
      expect(response.status).toBe(409)
      expect((await response.json()).errors[0].message).toMatch(/Erase account/)
    }
    const graphql = await api(adminCookie, 'POST', '/api/graphql', { query: `mutation { deleteUser(id: ${buyerId}) { id } }` })
    expect(graphql.status).toBeLessThan(500)
    expect(JSON.stringify(await graphql.json())).toMatch(/Erase account/)
    expect(await snapshotTables(payload, tables)).toEqual(before)
  })

  it('erasing needs an admin and the account\'s email typed as confirmation; a refusal changes nothing', async () => {
    const before = await snapshotTables(payload, tables)
    expect((await api(buyerCookie, 'POST', `/api/ops/users/${buyerId}/erase`, { confirm_email: EMAIL })).status).toBe(403)
    expect((await api('', 'POST', `/api/ops/users/${buyerId}/erase`, { confirm_email: EMAIL })).status).toBe(401)
    const wrong = await api(adminCookie, 'POST', `/api/ops/users/${buyerId}/erase`, { confirm_email: 'someone@else.test' })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).error.code).toBe('confirmation_mismatch')
    expect((await api(adminCookie, 'POST', `/api/ops/users/${buyerId}/erase`, {})).status).toBe(400)
    expect((await api(adminCookie, 'POST', `/api/ops/users/${buyerId}/erase`, '"str"')).status).toBe(400)
    expect((await api(adminCookie, 'POST', '/api/ops/users/abc/erase', { confirm_email: EMAIL })).status).toBe(400)
    expect((await api(adminCookie, 'POST', '/api/ops/users/999999/erase', { confirm_email: EMAIL })).status).toBe(404)
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: 'admin@erasure.test' } }, overrideAccess: true })).docs[0]!
    const own = await api(adminCookie, 'POST', `/api/ops/users/${admin.id}/erase`, { confirm_email: 'admin@erasure.test' })
    expect(own.status).toBe(409)
    expect(await snapshotTables(payload, tables)).toEqual(before)
  })

  it('erases the account: no row holds the email or name (invoices keep the recipient as issued), bids and invoices stay, no orphans, no sign-in', async () => {
    const response = await api(adminCookie, 'POST', `/api/ops/users/${buyerId}/erase`, { confirm_email: EMAIL.toUpperCase() })
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data.kept).toEqual({ bids: 2, orders: 1, invoices: 1, listings: 0 })
    expect(data.deleted).toMatchObject({ kyc: 1, 'kyc-documents': 2, watchlist: 1, reminders: 1, 'saved-searches': 1, notifications: 1, 'support-messages': 1 })
    // The KYC submission's receipt and the one logged above.
    expect(data.deleted['email-logs']).toBeGreaterThanOrEqual(2)
    expect(data.deleted.activity).toBeGreaterThan(0)

    // Personal data: the email nowhere; the name and company only on the invoice, as issued (§14b UStG).
    expect(await tablesHolding(EMAIL)).toEqual([])
    expect(await tablesHolding('erika')).toEqual(['invoices.billed_to_contact'])
    expect(await tablesHolding(COMPANY)).toEqual(['invoices.billed_to_company'])
    expect(await tablesHolding('+49 221 555 0101')).toEqual([])

    // Kept: the anonymised account, its bids, the order and the invoice with their numbers and amounts.
    const user = await payload.findByID({ collection: 'users', id: buyerId, overrideAccess: true, showHiddenFields: true })
    expect(user).toMatchObject({ email: `erased-${buyerId}@erased.invalid`, name: null, blocked: true, email_confirmed_at: null, roles: [] })
    expect(user.sessions ?? []).toEqual([])
    const bids = await payload.find({ collection: 'bids', where: { bidder: { equals: buyerId } }, overrideAccess: true, sort: 'amount' })
    expect(bids.docs.map((bid) => bid.amount)).toEqual([45_000, 52_000])
    const invoice = await payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, overrideAccess: true })
    expect(invoice).toMatchObject({ number: 'RE-2026-0042', total: 61_880, buyer: buyerId, buyer_vat_id: 'DE136695976', billed_to: { company: COMPANY, street: 'Lindenweg 7', postal_code: '50667', city: 'Köln', country: 'DE' } })
    expect(await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })).toMatchObject({ total: 61_880, buyer: buyerId })
    for (const collection of ['kyc', 'kyc-documents', 'watchlist', 'reminders', 'saved-searches', 'notifications', 'activity', 'support-messages'] as const) {
      const field = collection === 'kyc-documents' ? 'owner' : 'user'
      expect({ collection, left: (await payload.count({ collection, where: { [field]: { equals: buyerId } }, overrideAccess: true })).totalDocs }).toEqual({ collection, left: 0 })
    }
    // The files of the KYC documents are gone from the disk.
    for (const file of documentFiles) expect(fs.existsSync(file)).toBe(false)

    // No orphaned references anywhere (SQLite checks every foreign key).
    expect(await db().all(sql.raw('PRAGMA foreign_key_check'))).toEqual([])

    // The audit log records the erasure, by whom, with counts only.
    const audit = await payload.find({ collection: 'audit-logs', where: { target_id: { equals: String(buyerId) }, changed_fields: { contains: 'erased' } }, overrideAccess: true })
    expect(audit.docs[0]).toMatchObject({ actor_email: 'admin@erasure.test', target_collection: 'users' })

    // The account cannot sign in again, with the old address or the placeholder; the old session is gone.
    expect((await login(EMAIL)).status).toBe(401)
    expect((await login(`erased-${buyerId}@erased.invalid`)).status).toBe(401)
    const me = await (await api(buyerCookie, 'GET', '/api/users/me')).json()
    expect(me.user ?? null).toBeNull()
    expect((await api(buyerCookie, 'GET', '/svc/saved-searches')).status).toBe(401)

    // Erasing again is a clear 409.
    const again = await api(adminCookie, 'POST', `/api/ops/users/${buyerId}/erase`, { confirm_email: `erased-${buyerId}@erased.invalid` })
    expect(again.status).toBe(409)
  })
})
