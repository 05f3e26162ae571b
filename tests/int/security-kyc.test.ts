import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bidEligibility } from '@core/domain/eligibility'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const PDF = makePdf('Handelsregisterauszug')
const SELF_DECISION = 'You cannot decide your own verification.'
const FOREIGN_DOCUMENT = 'Please attach a document uploaded from the account being verified.'

const ACCOUNTS = {
  admin: ['admin'],
  reviewer: ['kyc-reviewer'],
  reviewer2: ['kyc-reviewer'],
  buyer: [],
  carol: [],
  dave: [],
  mallory: [],
} as const
type Who = keyof typeof ACCOUNTS

/**
 * Security issue #13, sections 2 and 4, over Payload's own REST handler (the one Next.js uses),
 * its GraphQL handler and the Local API as a signed-in user: the mirrored KYC status on a user is
 * never writable through the API, nobody decides their own verification (and since issue #24 §3
 * nobody approves a staff member's record: staff never bid), an owner's change to a decided record sends it
 * back to review, and a record only ever points at its own user's documents.
 */
describe('KYC integrity (security #13, sections 2 and 4)', () => {
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
        data: { email: `${who}@sec-kyc.test`, password: 'secret12', roles: [...roles] as never, email_confirmed_at: new Date().toISOString() },
        overrideAccess: true,
      })
      ids[who] = user.id as number
      const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${who}@sec-kyc.test`, password: 'secret12' }) })
      expect(login.status).toBe(200)
      cookies[who] = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    }
  })

  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await stop?.()
  })

  const api = (who: Who, path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: cookies[who], origin: PUBLIC_ORIGIN } })
  const json = (method: string, data: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })
  const gql = async (who: Who, query: string) =>
    (await (await api(who, '/api/graphql', json('POST', { query }))).json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> }
  const decide = async (who: Who, id: number, body: unknown) => {
    const response = await api(who, `/api/ops/kyc/${id}/decision`, json('POST', body))
    return { status: response.status, body: (await response.json()) as { data?: unknown; error?: { code: string; message: string } } }
  }
  const asUser = async (who: Who) => ({
    user: { ...(await payload.findByID({ collection: 'users', id: ids[who], overrideAccess: true })), collection: 'users' as const },
    overrideAccess: false as const,
  })
  const userRow = (who: Who) => payload.findByID({ collection: 'users', id: ids[who], depth: 0, overrideAccess: true })
  const kycRow = (id: number) => payload.findByID({ collection: 'kyc', id, depth: 0, overrideAccess: true })

  const upload = async (who: Who, kind = 'business_registration'): Promise<number> => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), `${who}-${kind}.pdf`)
    form.append('_payload', JSON.stringify({ kind }))
    const response = await api(who, '/api/kyc-documents', { method: 'POST', body: form })
    expect(response.status).toBe(201)
    return (await response.json()).doc.id
  }

  const company = (registration: number, proof: number, overrides: Record<string, unknown> = {}) => ({
    company_name: 'Alpen Bau GmbH',
    vat_id: 'DE136695976',
    business_address: { street: 'Hauptstraße 1', postal_code: '80331', city: 'München' },
    country: 'DE',
    contact_person: 'Anna Huber',
    phone: '+49 89 1234567',
    business_registration: registration,
    proof_of_address: proof,
    ...overrides,
  })

  /** The user submits their own KYC over REST with two documents they uploaded; returns the record id. */
  const submit = async (who: Who, overrides: Record<string, unknown> = {}): Promise<number> => {
    const response = await api(who, '/api/kyc', json('POST', company(await upload(who), await upload(who, 'proof_of_address'), overrides)))
    expect(response.status).toBe(201)
    return (await response.json()).doc.id
  }

  const fieldErrors = async (response: Response) =>
    ((await response.json()).errors?.[0]?.data?.errors ?? []) as Array<{ path: string; message: string }>

  describe('kyc_status on a user is never writable through the API', () => {
    it('a KYC reviewer cannot approve themselves with PATCH /api/users/<own id> (nor can a buyer), and cannot bid', async () => {
      await api('reviewer', `/api/users/${ids.reviewer}`, json('PATCH', { kyc_status: 'approved' }))
      const reviewer = await userRow('reviewer')
      expect(reviewer.kyc_status ?? null).toBeNull()
      expect(bidEligibility(reviewer)).toBe('staff_account') // staff never bid (issue #24 §3)

      await api('mallory', `/api/users/${ids.mallory}`, json('PATCH', { kyc_status: 'approved' }))
      await gql('mallory', `mutation { updateUser(id: ${ids.mallory}, data: { kyc_status: approved }) { id } }`)
      expect((await userRow('mallory')).kyc_status ?? null).toBeNull()
    })

    it('an admin cannot set it on themselves or on anyone else (REST, GraphQL, Local API), nor on a new user', async () => {
      await api('admin', `/api/users/${ids.admin}`, json('PATCH', { kyc_status: 'approved' }))
      await api('admin', `/api/users/${ids.dave}`, json('PATCH', { kyc_status: 'approved' }))
      const viaGraphql = await gql('admin', `mutation { updateUser(id: ${ids.admin}, data: { kyc_status: approved }) { id kyc_status } }`)
      expect(viaGraphql.data?.updateUser ?? null).not.toMatchObject({ kyc_status: 'approved' })
      await payload.update({ collection: 'users', id: ids.admin, data: { kyc_status: 'approved' }, ...(await asUser('admin')) })
      await payload.update({ collection: 'users', id: ids.reviewer, data: { kyc_status: 'approved' }, ...(await asUser('admin')) })
      for (const who of ['admin', 'dave', 'reviewer'] as const) {
        const user = await userRow(who)
        expect(user.kyc_status ?? null, who).toBeNull()
        expect(bidEligibility(user), who).toBe(who === 'dave' ? 'kyc_required' : 'staff_account')
      }
      const created = await api('admin', '/api/users', json('POST', { email: 'new@sec-kyc.test', password: 'secret12', kyc_status: 'approved' }))
      expect(created.status).toBe(201)
      const fresh = await payload.find({ collection: 'users', where: { email: { equals: 'new@sec-kyc.test' } }, overrideAccess: true })
      expect(fresh.docs[0]?.kyc_status ?? null).toBeNull()
    })
  })

  describe('a KYC decision is never your own', () => {
    let reviewerRecord: number
    let adminRecord: number

    it('a reviewer cannot decide their own record: REST PATCH, GraphQL, Local API and the decision endpoint all refuse', async () => {
      reviewerRecord = await submit('reviewer', { company_name: 'Rita Reviewer Bau GmbH' })
      expect((await kycRow(reviewerRecord)).status).toBe('pending_review')

      const patched = await api('reviewer', `/api/kyc/${reviewerRecord}`, json('PATCH', { status: 'approved' }))
      expect(patched.status).toBe(403)
      expect((await patched.json()).errors[0].message).toBe(SELF_DECISION)

      // Payload's GraphQL update input requires the address group as a whole.
      const address = 'business_address: { street: "Hauptstraße 1", postal_code: "80331", city: "München" }'
      const viaGraphql = await gql('reviewer', `mutation { updateKyc(id: ${reviewerRecord}, data: { status: approved, ${address} }) { id status } }`)
      expect(viaGraphql.errors?.[0]?.message).toBe(SELF_DECISION)

      await expect(payload.update({ collection: 'kyc', id: reviewerRecord, data: { status: 'rejected', rejection_reason: 'Testing' }, ...(await asUser('reviewer')) })).rejects.toThrow(SELF_DECISION)

      const viaOps = await decide('reviewer', reviewerRecord, { decision: 'approve' })
      expect(viaOps.status).toBe(403)
      expect(viaOps.body.error).toEqual({ code: 'own_record', message: SELF_DECISION })

      const row = await kycRow(reviewerRecord)
      expect(row.status).toBe('pending_review')
      expect(row.reviewed_by ?? null).toBeNull()
      expect((await userRow('reviewer')).kyc_status).toBe('pending_review')
      expect(bidEligibility(await userRow('reviewer'))).toBe('staff_account') // staff never bid (issue #24 §3)
    })

    it('an admin cannot decide their own record either, nor create it already approved', async () => {
      const born = await api('admin', '/api/kyc', json('POST', company(await upload('admin'), await upload('admin', 'proof_of_address'), { status: 'approved' })))
      expect(born.status).toBe(403)
      expect((await born.json()).errors[0].message).toBe(SELF_DECISION)
      expect((await payload.find({ collection: 'kyc', where: { user: { equals: ids.admin } }, overrideAccess: true })).totalDocs).toBe(0)

      adminRecord = await submit('admin', { company_name: 'Anna Admin Handel GmbH' })
      const patched = await api('admin', `/api/kyc/${adminRecord}`, json('PATCH', { status: 'approved' }))
      expect(patched.status).toBe(403)
      const viaOps = await decide('admin', adminRecord, { decision: 'approve' })
      expect(viaOps.status).toBe(403)
      expect(viaOps.body.error?.code).toBe('own_record')
      expect((await kycRow(adminRecord)).status).toBe('pending_review')
      expect(bidEligibility(await userRow('admin'))).toBe('staff_account')
    })

    it('the owner of a record cannot be changed to pass a decision to oneself', async () => {
      const carolRecord = await submit('carol', { company_name: 'Carol Tiefbau GmbH' })
      await api('reviewer2', `/api/kyc/${carolRecord}`, json('PATCH', { user: ids.reviewer2, status: 'approved' }))
      const row = await kycRow(carolRecord)
      expect(row.user).toBe(ids.carol)
      expect(bidEligibility(await userRow('reviewer2'))).toBe('staff_account')
      expect((await userRow('reviewer2')).kyc_status ?? null).toBeNull()
    })

    it("another reviewer cannot approve a staff member's record either (separation of duties, issue #24 §3)", async () => {
      const approved = await decide('reviewer2', reviewerRecord, { decision: 'approve' })
      expect(approved.status).toBe(409)
      expect(approved.body.error?.code).toBe('staff_record')
      expect(await kycRow(reviewerRecord)).toMatchObject({ status: 'pending_review' })
      expect(bidEligibility(await userRow('reviewer'))).toBe('staff_account')

      const byReviewer = await api('reviewer', `/api/kyc/${adminRecord}`, json('PATCH', { status: 'approved' }))
      expect(byReviewer.status).toBe(403)
      expect((await kycRow(adminRecord)).status).toBe('pending_review')
      expect(bidEligibility(await userRow('admin'))).toBe('staff_account')
    })
  })

  describe('a decided record keeps its integrity', () => {
    it('an approved buyer who edits their record goes back to review, cannot bid, and the edit is in the audit log', async () => {
      const id = await submit('buyer', { company_name: 'De Vries Grondverzet B.V.' })
      expect((await decide('reviewer', id, { decision: 'approve' })).status).toBe(200)
      expect(bidEligibility(await userRow('buyer'))).toBe('eligible')

      const edited = await api('buyer', `/api/kyc/${id}`, json('PATCH', { company_name: 'Shell Company B.V.' }))
      expect(edited.status).toBe(200)
      const row = await kycRow(id)
      expect(row).toMatchObject({ company_name: 'Shell Company B.V.', status: 'pending_review' })
      expect(row.reviewed_by ?? null).toBeNull()
      expect(row.reviewed_at ?? null).toBeNull()
      const buyer = await userRow('buyer')
      expect(buyer.kyc_status).toBe('pending_review')
      expect(bidEligibility(buyer)).toBe('kyc_in_review') // back in review: cannot bid

      const audit = await payload.find({
        collection: 'audit-logs',
        where: { and: [{ target_collection: { equals: 'kyc' } }, { target_id: { equals: String(id) } }, { actor: { equals: ids.buyer } }, { action: { equals: 'update' } }] },
        overrideAccess: true,
      })
      expect(audit.docs).toHaveLength(1)
      expect(audit.docs[0]?.changed_fields).toEqual(expect.arrayContaining(['company_name', 'status']))
      expect(audit.docs[0]?.changes).toMatchObject({
        company_name: { from: 'De Vries Grondverzet B.V.', to: 'Shell Company B.V.' },
        status: { from: 'approved', to: 'pending_review' },
      })

      // Approved again by a reviewer; a staff correction of someone else's record keeps the decision.
      expect((await decide('reviewer', id, { decision: 'approve' })).status).toBe(200)
      const corrected = await api('reviewer2', `/api/kyc/${id}`, json('PATCH', { contact_person: 'Jan de Vries' }))
      expect(corrected.status).toBe(200)
      expect((await kycRow(id)).status).toBe('approved')
      // An owner's save that changes nothing keeps it approved too.
      expect((await api('buyer', `/api/kyc/${id}`, json('PATCH', { company_name: 'Shell Company B.V.' }))).status).toBe(200)
      expect((await kycRow(id)).status).toBe('approved')
      expect(bidEligibility(await userRow('buyer'))).toBe('eligible')
    })
  })

  describe("a record only points at its own user's documents", () => {
    let mallorys: number

    it("a user cannot create a record with another user's document", async () => {
      mallorys = await upload('mallory')
      const daves = await upload('dave', 'proof_of_address')
      const before = (await payload.count({ collection: 'kyc', overrideAccess: true })).totalDocs
      const refused = await api('mallory', '/api/kyc', json('POST', company(mallorys, daves)))
      expect(refused.status).toBe(400)
      expect(await fieldErrors(refused)).toEqual([expect.objectContaining({ path: 'proof_of_address', message: FOREIGN_DOCUMENT })])
      expect((await payload.count({ collection: 'kyc', overrideAccess: true })).totalDocs).toBe(before)
    })

    it("a user cannot attach another user's document to their record later; nor can staff", async () => {
      const id = await submit('dave', { company_name: 'Dave Kranverleih GmbH' })
      const before = await kycRow(id)

      const byOwner = await api('dave', `/api/kyc/${id}`, json('PATCH', { business_registration: mallorys }))
      expect(byOwner.status).toBe(400)
      expect(await fieldErrors(byOwner)).toEqual([expect.objectContaining({ path: 'business_registration', message: FOREIGN_DOCUMENT })])

      const byStaff = await api('admin', `/api/kyc/${id}`, json('PATCH', { proof_of_address: mallorys }))
      expect(byStaff.status).toBe(400)
      expect(await fieldErrors(byStaff)).toEqual([expect.objectContaining({ path: 'proof_of_address', message: FOREIGN_DOCUMENT })])

      await expect(payload.update({ collection: 'kyc', id, data: { business_registration: mallorys }, ...(await asUser('dave')) })).rejects.toThrow()
      // A document id that does not exist gets the same answer (no hint which ids exist).
      const missing = await api('dave', `/api/kyc/${id}`, json('PATCH', { business_registration: 999_999 }))
      expect(missing.status).toBe(400)
      expect(await fieldErrors(missing)).toEqual([expect.objectContaining({ path: 'business_registration', message: FOREIGN_DOCUMENT })])

      const after = await kycRow(id)
      expect(after.business_registration).toBe(before.business_registration)
      expect(after.proof_of_address).toBe(before.proof_of_address)

      // Their own new upload is fine.
      const replaced = await api('dave', `/api/kyc/${id}`, json('PATCH', { business_registration: await upload('dave') }))
      expect(replaced.status).toBe(200)
    })
  })
})
