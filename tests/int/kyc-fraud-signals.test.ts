import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { settleVatChecks } from '../../cms/collections/Kyc/vat-check'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'

const ACCOUNTS = { reviewer: ['kyc-reviewer'], admin: ['admin'], alice: [], bob: [], carol: [], dora: [], emil: [], fritz: [], gerd: [], hana: [], ida: [], jan: [], kim: [], lea: [] } as const
type Who = keyof typeof ACCOUNTS

type Signal = { kind: string; record: number; user: number; field?: string; otherField?: string; company: string; email: string; submitted_at: string | null; status: string }
type VatCheck = { status: string | null; vat: string | null; name: string | null; address: string | null; checked_at: string | null; reason: string | null; detail: string | null }

/**
 * Security issue #24, section 5 (KYC fraud signals), over Payload's own REST and GraphQL handlers:
 * two accounts that submit the same VAT ID (written differently) and the same document bytes both
 * carry a duplicate signal naming the other, for KYC staff only; the VAT ID is asked of VIES after
 * the save, here of a fake VIES server this test starts (valid, invalid, too slow, not there), and
 * the record says "not checked" with the reason when there is no answer; a VAT ID with a wrong
 * checksum is refused at the door.
 */
describe('KYC fraud signals (security #24, section 5)', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let server: Server
  let base: string
  const ids = {} as Record<Who, number>
  const cookies = {} as Record<Who, string>

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    const graphql = GRAPHQL_POST(payload.config)
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
      const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: req.method === 'GET' ? undefined : Buffer.concat(chunks) })
      const response = req.url === '/api/graphql' ? await graphql(request) : await handleEndpoints({ config: payload.config, request })
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()))
      res.end(Buffer.from(await response.arrayBuffer()))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    for (const [who, roles] of Object.entries(ACCOUNTS) as Array<[Who, readonly string[]]>) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${who}@fraud.test`, password: 'secret12', roles: [...roles] as never, email_confirmed_at: new Date().toISOString() },
        overrideAccess: true,
      })
      ids[who] = user.id as number
      const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${who}@fraud.test`, password: 'secret12' }) })
      expect(login.status).toBe(200)
      cookies[who] = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    }
  })

  afterEach(async () => {
    await settleVatChecks()
    process.env.VIES_URL = 'off'
    delete process.env.VIES_TIMEOUT_MS
  })

  afterAll(async () => {
    await settleVatChecks()
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await stop?.()
  })

  const api = (who: Who, path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: cookies[who], origin: PUBLIC_ORIGIN } })
  const json = (method: string, data: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })
  const gql = async (who: Who, query: string) =>
    (await (await api(who, '/api/graphql', json('POST', { query }))).json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> }

  const upload = async (who: Who, bytes: Buffer, kind = 'business_registration'): Promise<number> => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `${who}-${kind}.pdf`)
    form.append('_payload', JSON.stringify({ kind }))
    const response = await api(who, '/api/kyc-documents', { method: 'POST', body: form })
    expect(response.status).toBe(201)
    return (await response.json()).doc.id
  }

  const company = (who: Who, overrides: Record<string, unknown>) => ({
    company_name: `${who[0]?.toUpperCase()}${who.slice(1)} Bau GmbH`,
    vat_id: 'DE136695976',
    business_address: { street: 'Hauptstraße 1', postal_code: '80331', city: 'München' },
    country: 'DE',
    contact_person: 'Anna Huber',
    phone: '+49 89 1234567',
    ...overrides,
  })

  /** The user submits their KYC over REST (as /kyc does) with two documents they uploaded; returns the record id. */
  const submit = async (who: Who, overrides: Record<string, unknown> = {}, registration: Buffer = makePdf(`${who} registration`)) => {
    const data = company(who, { business_registration: await upload(who, registration), proof_of_address: await upload(who, makePdf(`${who} proof`), 'proof_of_address'), ...overrides })
    const response = await api(who, '/api/kyc', json('POST', data))
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()).doc.id as number
  }
  const restRecord = async (who: Who, id: number) => {
    const response = await api(who, `/api/kyc/${id}?depth=0`)
    expect(response.status).toBe(200)
    return (await response.json()) as Record<string, unknown> & { duplicate_signals?: Signal[]; vat_check?: VatCheck }
  }

  describe('duplicate signals', () => {
    let alice: number
    let bob: number
    let carol: number
    const shared = makePdf('Handelsregisterauszug HRB 12345 Alpen Bau GmbH')

    beforeAll(async () => {
      alice = await submit('alice', { vat_id: 'DE136695976' }, shared)
      // The same VAT ID written differently, and the very same registration document bytes.
      bob = await submit('bob', { vat_id: 'de 136.695-976' }, Buffer.from(shared))
      carol = await submit('carol', { vat_id: 'DE111111125' })
    })

    it('both records carry the signal naming the other account’s record (REST, as a KYC reviewer)', async () => {
      const a = await restRecord('reviewer', alice)
      const b = await restRecord('reviewer', bob)
      expect(a.duplicate_signals).toEqual([
        expect.objectContaining({ kind: 'vat_id', record: bob, user: ids.bob, company: 'Bob Bau GmbH', email: 'bob@fraud.test', status: 'pending_review' }),
        expect.objectContaining({ kind: 'document', record: bob, field: 'business_registration', otherField: 'business_registration', email: 'bob@fraud.test' }),
      ])
      expect(b.duplicate_signals).toEqual([
        expect.objectContaining({ kind: 'vat_id', record: alice, user: ids.alice, company: 'Alice Bau GmbH', email: 'alice@fraud.test' }),
        expect.objectContaining({ kind: 'document', record: alice, field: 'business_registration' }),
      ])
      expect(a.duplicate_signals?.[0]?.submitted_at).toBeTruthy()
      expect(b.vat_key).toBe('DE136695976')
      // A record of its own with nothing in common with anyone: no signal.
      expect((await restRecord('reviewer', carol)).duplicate_signals).toEqual([])
    })

    it('admins see them too, and over GraphQL', async () => {
      expect((await restRecord('admin', alice)).duplicate_signals).toHaveLength(2)
      const viaGraphql = await gql('reviewer', `{ Kyc(id: ${bob}) { id duplicate_signals vat_check { status } } }`)
      expect(viaGraphql.errors).toBeUndefined()
      const signals = (viaGraphql.data?.Kyc as { duplicate_signals: Signal[] }).duplicate_signals
      expect(signals.map((signal) => `${signal.kind}:${signal.record}`)).toEqual([`vat_id:${alice}`, `document:${alice}`])
    })

    it('the applicant reading their own record over REST or GraphQL sees no signals, no VAT check and no fingerprints', async () => {
      const own = await restRecord('alice', alice)
      expect(own.company_name).toBe('Alice Bau GmbH')
      for (const field of ['duplicate_signals', 'vat_check', 'vat_key']) expect(own, field).not.toHaveProperty(field)
      const list = await (await api('alice', `/api/kyc?where[user][equals]=${ids.alice}&depth=1`)).json()
      expect(list.docs).toHaveLength(1)
      expect(list.docs[0]).not.toHaveProperty('duplicate_signals')
      expect(list.docs[0].business_registration).not.toHaveProperty('sha256')
      expect(JSON.stringify(list)).not.toContain('bob@fraud.test')

      const viaGraphql = await gql('alice', `{ Kyc(id: ${alice}) { id company_name duplicate_signals vat_key vat_check { status name } business_registration { id sha256 } } }`)
      const doc = viaGraphql.data?.Kyc as Record<string, unknown> | null
      expect(doc?.company_name).toBe('Alice Bau GmbH')
      expect(doc?.duplicate_signals ?? null).toBeNull()
      expect(doc?.vat_key ?? null).toBeNull()
      expect((doc?.vat_check as VatCheck | null)?.status ?? null).toBeNull()
      expect((doc?.business_registration as { sha256?: string | null } | null)?.sha256 ?? null).toBeNull()
      expect(JSON.stringify(viaGraphql)).not.toContain('bob@fraud.test')

      // Another buyer reads neither record at all.
      expect((await api('carol', `/api/kyc/${alice}`)).status).toBe(404)
    })

    it('the document fingerprint is the SHA-256 of the bytes, set at upload, readable by staff, not writable', async () => {
      const record = await restRecord('reviewer', alice)
      const doc = await (await api('reviewer', `/api/kyc-documents/${record.business_registration}`)).json()
      const { createHash } = await import('node:crypto')
      expect(doc.sha256).toBe(createHash('sha256').update(shared).digest('hex'))
      const forged = await api('admin', `/api/kyc-documents/${record.business_registration}`, json('PATCH', { sha256: 'f'.repeat(64) }))
      expect(forged.status).toBeLessThan(500)
      expect((await (await api('reviewer', `/api/kyc-documents/${record.business_registration}`)).json()).sha256).toBe(doc.sha256)
    })

    it('a signal never blocks the decision, and goes away when the applicant corrects the VAT ID', async () => {
      const decided = await api('reviewer', `/api/ops/kyc/${carol}/decision`, json('POST', { decision: 'approve' }))
      expect(decided.status).toBe(200)
      const rejected = await api('reviewer', `/api/ops/kyc/${bob}/decision`, json('POST', { decision: 'reject', reasons: ['vat_id_invalid'], reason: 'Same VAT ID as another account' }))
      expect(rejected.status).toBe(200)
      const corrected = await api('bob', `/api/kyc/${bob}`, json('PATCH', { vat_id: 'DE113298780' }))
      expect(corrected.status).toBe(200)
      expect((await restRecord('reviewer', alice)).duplicate_signals?.map((signal) => signal.kind)).toEqual(['document'])
    })
  })

  describe('duplicate signals: commercial register number and IBAN', () => {
    it('the same register number and IBAN (written differently) under another VAT ID and other documents: both records name the other; an invalid IBAN is refused', async () => {
      // A wrong check digit is refused at the door with a clear message, and nothing is stored.
      const before = (await payload.count({ collection: 'kyc', overrideAccess: true })).totalDocs
      const bad = await api('lea', '/api/kyc', json('POST', company('lea', { vat_id: 'DE129000020', iban: 'DE89 3704 0044 0532 0130 01', business_registration: await upload('lea', makePdf('lea first')), proof_of_address: await upload('lea', makePdf('lea proof first'), 'proof_of_address') })))
      expect(bad.status).toBe(400)
      expect(JSON.stringify(await bad.json())).toContain('This is not a valid IBAN.')
      expect((await payload.count({ collection: 'kyc', overrideAccess: true })).totalDocs).toBe(before)
      const jan = await submit('jan', { vat_id: 'DE129000003', registration_number: 'HRB 98765 B', iban: 'DE89 3704 0044 0532 0130 00' })
      const kim = await submit('kim', { vat_id: 'DE129000011', registration_number: 'hrb98765-b', iban: 'de89370400440532013000' })
      const lea = await submit('lea', { vat_id: 'DE129000020', registration_number: 'HRB 1', iban: 'AT61 1904 3002 3457 3201' })
      const ofJan = (await restRecord('reviewer', jan)).duplicate_signals ?? []
      expect(ofJan.map((signal) => [signal.kind, signal.record, signal.email])).toEqual([
        ['registration', kim, 'kim@fraud.test'],
        ['iban', kim, 'kim@fraud.test'],
      ])
      expect(((await restRecord('admin', kim)).duplicate_signals ?? []).map((signal) => [signal.kind, signal.record])).toEqual([
        ['registration', jan],
        ['iban', jan],
      ])
      expect((await restRecord('reviewer', lea)).duplicate_signals).toEqual([])
      // The applicant reads what they sent, never the signals or the compared keys.
      const own = await restRecord('kim', kim)
      expect(own).toMatchObject({ registration_number: 'hrb98765-b', iban: 'de89370400440532013000' })
      expect(own.duplicate_signals).toBeUndefined()
      expect(own.iban_key).toBeUndefined()
      expect(own.registration_key).toBeUndefined()
    })
  })

  describe('VAT ID check with VIES', () => {
    const requests: Array<{ countryCode: string; vatNumber: string }> = []
    let vies: Server
    let viesUrl: string
    const hanging: ServerResponse[] = []

    beforeAll(async () => {
      // A stand-in for the EC's VIES REST endpoint (POST check-vat-number): it answers by number.
      vies = createServer(async (req: IncomingMessage, res: ServerResponse) => {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { countryCode: string; vatNumber: string }
        requests.push(body)
        const send = (answer: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
        if (body.vatNumber === '114189102') return void hanging.push(res) // never answers: the check gives up
        if (body.vatNumber === '113891176') return send({ countryCode: 'DE', vatNumber: body.vatNumber, valid: false, name: '---', address: '---' })
        if (body.vatNumber === '119429301') return send({ valid: false, userError: 'MS_UNAVAILABLE' })
        return send({ countryCode: body.countryCode, vatNumber: body.vatNumber, requestDate: '2026-11-25+01:00', valid: true, name: 'DORA BAU GMBH', address: 'HAUPTSTRASSE 1\n80331 MÜNCHEN' })
      })
      await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve))
      viesUrl = `http://127.0.0.1:${(vies.address() as AddressInfo).port}/taxation_customs/vies/rest-api/check-vat-number`
    })

    afterAll(async () => {
      for (const res of hanging) res.destroy()
      vies?.closeAllConnections()
      await new Promise((resolve) => vies?.close(resolve))
    })

    const vatCheck = async (id: number) => (await restRecord('reviewer', id)).vat_check as VatCheck

    it('valid: VIES is asked after the save and its name, address and time are recorded', async () => {
      process.env.VIES_URL = viesUrl
      const id = await submit('dora', { vat_id: 'DE 122 119 035' })
      await settleVatChecks()
      expect(requests).toContainEqual({ countryCode: 'DE', vatNumber: '122119035' })
      const check = await vatCheck(id)
      expect(check).toMatchObject({ status: 'valid', vat: 'DE122119035', name: 'DORA BAU GMBH', address: 'HAUPTSTRASSE 1, 80331 MÜNCHEN', reason: null })
      expect(Date.parse(check.checked_at ?? '')).toBeGreaterThan(Date.now() - 60_000)
      // Recording the answer is not a change by the applicant: the record stays in review, nothing else moved.
      expect((await restRecord('reviewer', id)).status).toBe('pending_review')
    })

    it('invalid: recorded as invalid (the review goes on; the reviewer decides)', async () => {
      process.env.VIES_URL = viesUrl
      const id = await submit('emil', { vat_id: 'DE113891176' })
      await settleVatChecks()
      expect(await vatCheck(id)).toMatchObject({ status: 'invalid', vat: 'DE113891176', name: null })
      expect((await api('reviewer', `/api/ops/kyc/${id}/decision`, json('POST', { decision: 'approve' }))).status).toBe(200)
    })

    it('slow: the submission does not wait for VIES; after the timeout the record says "not checked" (timeout)', async () => {
      process.env.VIES_URL = viesUrl
      process.env.VIES_TIMEOUT_MS = '3000' // long enough that the record is surely read before it runs out
      const before = hanging.length
      const id = await submit('fritz', { vat_id: 'DE114189102' })
      // The record is saved and readable while VIES has not answered.
      expect((await vatCheck(id)).status).toBe('pending')
      await settleVatChecks()
      expect(hanging.length).toBe(before + 1)
      expect(await vatCheck(id)).toMatchObject({ status: 'not_checked', reason: 'timeout', vat: 'DE114189102' })
    })

    it('VIES answers with an error, or is not there at all: "not checked" with the reason', async () => {
      process.env.VIES_URL = viesUrl
      const unavailable = await submit('gerd', { vat_id: 'DE119429301' })
      await settleVatChecks()
      expect(await vatCheck(unavailable)).toMatchObject({ status: 'not_checked', reason: 'service_error', detail: 'MS_UNAVAILABLE' })

      // A port nobody listens on (as on a machine without internet access).
      const closed = createServer()
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
      const port = (closed.address() as AddressInfo).port
      await new Promise((resolve) => closed.close(resolve))
      process.env.VIES_URL = `http://127.0.0.1:${port}/check-vat-number`
      const unreachable = await submit('hana', { vat_id: 'DE126639095' })
      await settleVatChecks()
      expect(await vatCheck(unreachable)).toMatchObject({ status: 'not_checked', reason: 'unreachable', vat: 'DE126639095' })
    })

    it('switched off (as in every other test): "not checked", and the applicant never sees the result', async () => {
      process.env.VIES_URL = 'off'
      const id = await submit('ida', { vat_id: 'DE126823642' })
      expect(await vatCheck(id)).toMatchObject({ status: 'not_checked', reason: 'disabled' })
      expect(await restRecord('ida', id)).not.toHaveProperty('vat_check')
    })
  })

  it('a VAT ID with a wrong checksum is refused at the submission door with a clear message, and nothing is stored', async () => {
    const registration = await upload('carol', makePdf('carol again'))
    const proof = await upload('carol', makePdf('carol proof again'), 'proof_of_address')
    const before = await payload.count({ collection: 'kyc', overrideAccess: true })
    // carol already has a record, so the door is the update of it, as /kyc does for a resubmission
    const mine = (await payload.find({ collection: 'kyc', where: { user: { equals: ids.carol } }, overrideAccess: true })).docs[0]
    const response = await api('carol', `/api/kyc/${mine?.id}`, json('PATCH', company('carol', { vat_id: 'DE136695977', business_registration: registration, proof_of_address: proof })))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'vat_id', message: 'This is not a valid VAT ID for the chosen country.' })])
    expect(await payload.count({ collection: 'kyc', overrideAccess: true })).toEqual(before)
    expect((await payload.findByID({ collection: 'kyc', id: mine?.id as number, overrideAccess: true })).vat_id).toBe('DE111111125')

    const fresh = await api('admin', '/api/kyc', json('POST', company('admin', { vat_id: 'DE 136 695 977', business_registration: await upload('admin', makePdf('adm')), proof_of_address: await upload('admin', makePdf('adm2'), 'proof_of_address') })))
    expect(fresh.status).toBe(400)
    expect(JSON.stringify(await fresh.json())).toContain('This is not a valid VAT ID for the chosen country.')
  })
})
