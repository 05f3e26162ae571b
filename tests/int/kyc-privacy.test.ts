import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bidEligibility } from '@core/domain/eligibility'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'

const PDF = makePdf('Handelsregisterauszug')

/**
 * KYC over Payload's REST API on a real HTTP server (handleEndpoints, the handler Next.js uses),
 * with real cookies: submission, validation, privacy of records, documents, bids, invoices and
 * notifications between users, and the reviewer's decision with its emails.
 */
describe('KYC and private data over REST', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let server: Server
  let base: string
  const ids: Record<string, number> = {}
  const cookies: Record<string, string> = {}

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = chunks.length ? Buffer.concat(chunks) : undefined
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
      const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: req.method === 'GET' ? undefined : body })
      const response = await handleEndpoints({ config: payload.config, request })
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()))
      res.end(Buffer.from(await response.arrayBuffer()))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    for (const [key, roles] of [['alice', []], ['bob', []], ['reviewer', ['kyc-reviewer']]] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${key}@kyc.test`, password: 'secret12', roles: [...roles], email_confirmed_at: new Date().toISOString(), language: key === 'alice' ? 'de' : 'en' },
        overrideAccess: true,
      })
      ids[key] = user.id as number
      const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${key}@kyc.test`, password: 'secret12' }) })
      expect(login.status).toBe(200)
      cookies[key] = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    }
  })

  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await stop?.()
  })

  const api = (who: string, path: string, init: RequestInit = {}) =>
    // The browser sends its Origin; Payload accepts the cookie only from the public origin (CSRF).
    fetch(`${base}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: cookies[who] ?? '', origin: PUBLIC_ORIGIN } })

  const upload = (who: string, data: Buffer, name: string, type: string, kind = 'business_registration') => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(data)], { type }), name)
    form.append('_payload', JSON.stringify({ kind }))
    return api(who, '/api/kyc-documents', { method: 'POST', body: form })
  }

  const json = (data: unknown): RequestInit => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })

  const record = (registration: number, proof: number, overrides: Record<string, unknown> = {}) => ({
    company_name: 'Alpen Bau GmbH',
    vat_id: 'DE136695976',
    business_address: { street: 'Hauptstraße 1', postal_code: '80331', city: 'München' },
    country: 'DE',
    contact_person: 'Alice Huber',
    phone: '+49 89 1234567',
    business_registration: registration,
    proof_of_address: proof,
    ...overrides,
  })

  const templatesTo = async (to: string) =>
    (await payload.find({ collection: 'email-logs', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })).docs.map((m) => m.template)

  let kycId: number
  let docId: number

  it('refuses documents that are not really PDF, JPEG or PNG, and files over 10 MB', async () => {
    const fake = await upload('alice', Buffer.from('just text, not a PDF'), 'fake.pdf', 'application/pdf')
    expect(fake.status).toBe(400)
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)])
    const tooBig = await upload('alice', big, 'big.pdf', 'application/pdf')
    expect(tooBig.status).toBe(413)
    expect((await tooBig.json()).errors[0].message).toBe('File too large (max 10 MB)')
    expect((await payload.find({ collection: 'kyc-documents', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('rejects an invalid VAT ID or phone for the country with field-level errors', async () => {
    const doc = await upload('alice', PDF, 'registration.pdf', 'application/pdf')
    expect(doc.status).toBe(201)
    docId = (await doc.json()).doc.id
    const bad = await api('alice', '/api/kyc', { method: 'POST', ...json(record(docId, docId, { vat_id: 'DE136695977', phone: '12' })) })
    expect(bad.status).toBe(400)
    const paths = (await bad.json()).errors[0].data.errors.map((e: { path: string }) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['vat_id', 'phone']))
    expect((await payload.find({ collection: 'kyc', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('a user submits KYC (pending review, "KYC submitted" email); another user can never read it or its documents', async () => {
    const created = await api('alice', '/api/kyc', { method: 'POST', ...json(record(docId, docId, { status: 'approved' })) })
    expect(created.status).toBe(201)
    const doc = (await created.json()).doc
    kycId = doc.id
    expect(doc.status).toBe('pending_review')
    expect(await templatesTo('alice@kyc.test')).toContain('kyc-submitted')

    expect([403, 404]).toContain((await api('bob', `/api/kyc/${kycId}`)).status)
    expect((await (await api('bob', '/api/kyc')).json()).totalDocs).toBe(0)
    expect([403, 404]).toContain((await api('bob', `/api/kyc-documents/${docId}`)).status)
    const filename = (await payload.findByID({ collection: 'kyc-documents', id: docId, overrideAccess: true })).filename
    expect([403, 404]).toContain((await api('bob', `/api/kyc-documents/file/${filename}`)).status)
    expect([403, 404]).toContain((await api('', `/api/kyc-documents/file/${filename}`)).status)
    // The owner reads their own file; so does the reviewer.
    expect((await api('alice', `/api/kyc-documents/file/${filename}`)).status).toBe(200)
    expect((await api('reviewer', `/api/kyc-documents/file/${filename}`)).status).toBe(200)
    // Bob cannot change Alice's record either.
    expect([403, 404]).toContain((await api('bob', `/api/kyc/${kycId}`, { method: 'PATCH', ...json({ company_name: 'Hijacked' }) })).status)
  })

  it('the reviewer rejects with a reason; the user resubmits; the reviewer approves and the user can bid', async () => {
    const noReason = await api('reviewer', `/api/kyc/${kycId}`, { method: 'PATCH', ...json({ status: 'rejected' }) })
    expect(noReason.status).toBe(400)
    expect((await noReason.json()).errors[0].data.errors[0]).toMatchObject({ path: 'rejection_reason', message: 'Please give the reason for the rejection.' })
    const rejected = await api('reviewer', `/api/kyc/${kycId}`, { method: 'PATCH', ...json({ status: 'rejected', rejection_reason: 'Registration document unreadable' }) })
    expect(rejected.status).toBe(200)
    const mails = await payload.find({ collection: 'email-logs', where: { template: { equals: 'kyc-rejected' } }, overrideAccess: true })
    expect(mails.docs[0]?.html).toContain('Registration document unreadable')
    expect(mails.docs[0]?.language).toBe('de')

    const mine = (await (await api('alice', `/api/kyc/${kycId}`)).json()) as { status: string; rejection_reason: string }
    expect(mine).toMatchObject({ status: 'rejected', rejection_reason: 'Registration document unreadable' })

    const resubmitted = await api('alice', `/api/kyc/${kycId}`, { method: 'PATCH', ...json({ company_name: 'Alpen Bau GmbH & Co. KG' }) })
    expect(resubmitted.status).toBe(200)
    expect((await resubmitted.json()).doc.status).toBe('pending_review')

    const approved = await api('reviewer', `/api/kyc/${kycId}`, { method: 'PATCH', ...json({ status: 'approved' }) })
    const decided = (await approved.json()).doc
    expect(decided.status).toBe('approved')
    expect(decided.reviewed_by?.id ?? decided.reviewed_by).toBe(ids.reviewer)
    expect(decided.reviewed_at).toBeTruthy()
    const alice = await payload.findByID({ collection: 'users', id: ids.alice, overrideAccess: true })
    expect(bidEligibility(alice)).toBe('eligible')
    expect(await templatesTo('alice@kyc.test')).toEqual(['kyc-submitted', 'kyc-rejected', 'kyc-submitted', 'kyc-approved'])
  })

  it("a user never reads another user's bids, invoices or notifications (REST and Local API)", async () => {
    const listing = await payload.create({
      collection: 'listings',
      data: { title: 'Volvo EC220', category: 'excavators', brand: 'Volvo', model: 'EC220', year: 2017, hours: 6000, location_city: 'Graz', location_country: 'AT', status: 'live' },
      overrideAccess: true,
    })
    const now = Date.now()
    const auction = await payload.create({
      collection: 'auctions',
      data: { listing: listing.id, status: 'ENDED', start_time: new Date(now - 7200_000).toISOString(), end_time: new Date(now - 3600_000).toISOString(), start_price: 10_000, current_price: 12_000 },
      overrideAccess: true,
    })
    const bid = await payload.create({ collection: 'bids', data: { auction: auction.id, bidder: ids.alice, amount: 12_000, is_highest: true }, overrideAccess: true })
    const notification = await payload.create({ collection: 'notifications', data: { user: ids.alice, type: 'won', title: 'You won' }, overrideAccess: true })
    const order = await payload.create({
      collection: 'orders',
      data: { auction: auction.id, listing: listing.id, buyer: ids.alice, hammer_price: 12_000, buyer_fee: 240, vat_rate: 19, vat_amount: 2325.6, total: 14_565.6, payment_reference: 'MM-2026-0001' } as never,
      overrideAccess: true,
    })
    const invoice = await payload.create({
      collection: 'invoices',
      data: { number: 'MM-2026-0001', order: order.id, buyer: ids.alice, hammer_price: 12_000, buyer_fee: 240, buyer_fee_pct: 2, net_total: 12_240, vat_treatment: 'domestic', vat_rate: 19, vat_amount: 2325.6, total: 14_565.6, payment_reference: 'MM-2026-0001', issued_at: new Date().toISOString() } as never,
      overrideAccess: true,
    })

    for (const [collection, id] of [['bids', bid.id], ['notifications', notification.id], ['invoices', invoice.id], ['orders', order.id]] as const) {
      expect([403, 404], collection).toContain((await api('bob', `/api/${collection}/${id}`)).status)
      expect((await (await api('bob', `/api/${collection}`)).json()).totalDocs, collection).toBe(0)
      expect((await api('alice', `/api/${collection}/${id}`)).status, collection).toBe(200)
      const bob = { ...(await payload.findByID({ collection: 'users', id: ids.bob, overrideAccess: true })), collection: 'users' as const }
      await expect(payload.findByID({ collection, id, overrideAccess: false, user: bob }), collection).rejects.toThrow()
    }
    // Marking someone else's notification read is refused too.
    expect([403, 404]).toContain((await api('bob', `/api/notifications/${notification.id}`, { method: 'PATCH', ...json({ read: true }) })).status)
  })
})
