import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DUTY_MESSAGES } from '@core/domain/duties'
import { bidHttp, createAuction, emitWithAck, startService } from './helpers/bidding'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'
import { sessionCookie } from './helpers/session'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const PDF = makePdf('Handelsregisterauszug')
const PASSWORD = 'secret12'

/**
 * Issue #24 §3, separation of duties, over Payload's REST and GraphQL handlers (the ones Next.js
 * uses, with the staff endpoints under /api/ops), the bidding service over HTTP and socket.io, and
 * the audit log: staff never bid and never hold an approved KYC record, a staff role is never given
 * to an account that bids on a live auction or holds an approved verification, and every role
 * grant and removal is in the audit log.
 */
describe('separation of duties', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let server: Server
  let base: string
  let service: Awaited<ReturnType<typeof startService>>
  const ids: Record<string, number> = {}
  const cookies: Record<string, string> = {}

  const makeAccount = async (who: string, data: Record<string, unknown> = {}) => {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${who}@duties.test`, password: PASSWORD, email_confirmed_at: new Date().toISOString(), ...data } as never,
      overrideAccess: true,
    })
    ids[who] = user.id as number
    cookies[who] = await sessionCookie(payload, `${who}@duties.test`, PASSWORD)
  }

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
    service = await startService(payload)

    await makeAccount('admin', { roles: ['admin'] })
    await makeAccount('reviewer', { roles: ['kyc-reviewer'] })
    // Before the rule, an admin could hold an approved record: legacy data the bid check must handle.
    await makeAccount('legacy', { roles: ['admin'], kyc_status: 'approved' })
    await makeAccount('bidder', { kyc_status: 'approved' })
    await makeAccount('verified', { kyc_status: 'approved' })
    await makeAccount('newcomer')
  })

  afterAll(async () => {
    await service?.stop()
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await stop?.()
  })

  const api = (who: string, path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: cookies[who] ?? '', origin: PUBLIC_ORIGIN } })
  const json = (method: string, data: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })
  const gql = async (who: string, query: string) =>
    (await (await api(who, '/api/graphql', json('POST', { query }))).json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: unknown }> }
  const userRow = (who: string) => payload.findByID({ collection: 'users', id: ids[who] as number, depth: 0, overrideAccess: true })

  const upload = async (who: string, kind: string): Promise<number> => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), `${who}-${kind}.pdf`)
    form.append('_payload', JSON.stringify({ kind }))
    const response = await api(who, '/api/kyc-documents', { method: 'POST', body: form })
    expect(response.status).toBe(201)
    return (await response.json()).doc.id
  }
  const submitKyc = async (who: string): Promise<number> => {
    const response = await api(
      who,
      '/api/kyc',
      json('POST', {
        company_name: `${who} Handel GmbH`,
        vat_id: 'DE136695976',
        business_address: { street: 'Hauptstraße 1', postal_code: '80331', city: 'München' },
        country: 'DE',
        contact_person: 'Anna Huber',
        phone: '+49 89 1234567',
        business_registration: await upload(who, 'business_registration'),
        proof_of_address: await upload(who, 'proof_of_address'),
      }),
    )
    expect(response.status).toBe(201)
    return (await response.json()).doc.id
  }
  const bidsBy = async (who: string) =>
    (await payload.count({ collection: 'bids', where: { bidder: { equals: ids[who] } }, overrideAccess: true })).totalDocs

  it('the reported attack: an admin creates a KYC reviewer, who cannot approve the admin; the admin cannot bid', async () => {
    const created = await api('admin', '/api/users', json('POST', { email: 'helper@duties.test', password: PASSWORD, roles: ['kyc-reviewer'], email_confirmed_at: new Date().toISOString() }))
    expect(created.status).toBe(201)
    ids.helper = (await created.json()).doc.id
    cookies.helper = await sessionCookie(payload, 'helper@duties.test', PASSWORD)

    const record = await submitKyc('admin')
    const decision = await api('helper', `/api/ops/kyc/${record}/decision`, json('POST', { decision: 'approve' }))
    expect(decision.status).toBe(409)
    expect((await decision.json()).error).toEqual({ code: 'staff_record', message: DUTY_MESSAGES.staff_record.en })

    // The same decision through the collection's own doors: REST PATCH and GraphQL.
    const patched = await api('helper', `/api/kyc/${record}`, json('PATCH', { status: 'approved' }))
    expect(patched.status).toBe(403)
    expect((await patched.json()).errors[0].message).toBe(DUTY_MESSAGES.staff_record.en)
    const address = 'business_address: { street: "Hauptstraße 1", postal_code: "80331", city: "München" }'
    const viaGraphql = await gql('helper', `mutation { updateKyc(id: ${record}, data: { status: approved, ${address} }) { id status } }`)
    expect(viaGraphql.errors?.[0]?.message).toBe(DUTY_MESSAGES.staff_record.en)
    // The admin's own screens (Local API as the reviewer, access rules applied) refuse it too.
    const helper = { ...(await userRow('helper')), collection: 'users' as const }
    await expect(payload.update({ collection: 'kyc', id: record, data: { status: 'approved' }, user: helper, overrideAccess: false })).rejects.toThrow(DUTY_MESSAGES.staff_record.en)

    expect((await payload.findByID({ collection: 'kyc', id: record, overrideAccess: true })).status).toBe('pending_review')
    expect((await userRow('admin')).kyc_status).toBe('pending_review')

    // Rejecting stays possible (the queue offers only that for a staff record).
    expect((await api('helper', `/api/ops/kyc/${record}/decision`, json('POST', { decision: 'reject', reasons: ['other'], reason: 'Staff account' }))).status).toBe(200)

    const { auctionId } = await createAuction(payload, { startPrice: 10_000 })
    const bid = await bidHttp(service.base, auctionId, cookies.admin as string, { amount: 10_100 })
    expect(bid.status).toBe(403)
    expect(bid.body.error.code).toBe('staff_account')
    expect(await bidsBy('admin')).toBe(0)
  })

  it('a staff account with an approved record from before the rule cannot bid, over HTTP nor socket', async () => {
    expect((await userRow('legacy')).kyc_status).toBe('approved')
    const { auctionId } = await createAuction(payload, { startPrice: 20_000 })

    const overHttp = await bidHttp(service.base, auctionId, cookies.legacy as string, { amount: 20_100 })
    expect(overHttp.status).toBe(403)
    expect(overHttp.body.error).toEqual({ code: 'staff_account', message: DUTY_MESSAGES.staff_account.en })

    const socket = service.client(cookies.legacy)
    const overSocket = await emitWithAck<{ error?: { code: string } }>(socket, 'bid:place', { auctionId, amount: 20_100 })
    expect(overSocket.error?.code).toBe('staff_account')
    expect(await bidsBy('legacy')).toBe(0)

    // The same auction takes an approved buyer's bid (the refusal is about the account, not the auction).
    expect((await bidHttp(service.base, auctionId, cookies.bidder as string, { amount: 20_000 })).status).toBe(201)
  })

  it('a staff role is not granted to a buyer with a live bid, via REST nor GraphQL; nothing changes', async () => {
    expect(await bidsBy('bidder')).toBeGreaterThan(0)
    const viaRest = await api('admin', `/api/users/${ids.bidder}`, json('PATCH', { roles: ['kyc-reviewer'] }))
    expect(viaRest.status).toBe(403)
    expect((await viaRest.json()).errors[0].message).toBe(DUTY_MESSAGES.staff_grant_live_bids.en)

    const viaGraphql = await gql('admin', `mutation { updateUser(id: ${ids.bidder}, data: { roles: editor }) { id roles } }`)
    expect(viaGraphql.errors?.[0]?.message).toBe(DUTY_MESSAGES.staff_grant_live_bids.en)

    const admin = { ...(await userRow('admin')), collection: 'users' as const }
    await expect(payload.update({ collection: 'users', id: ids.bidder as number, data: { roles: ['admin'] }, user: admin, overrideAccess: false })).rejects.toThrow(
      DUTY_MESSAGES.staff_grant_live_bids.en,
    )
    expect((await userRow('bidder')).roles ?? []).toEqual([])
  })

  it('a staff role is not granted to an account with an approved KYC record (refused, not withdrawn)', async () => {
    const viaRest = await api('admin', `/api/users/${ids.verified}`, json('PATCH', { roles: ['editor'] }))
    expect(viaRest.status).toBe(403)
    expect((await viaRest.json()).errors[0].message).toBe(DUTY_MESSAGES.staff_grant_kyc_approved.en)
    const row = await userRow('verified')
    expect(row.roles ?? []).toEqual([])
    expect(row.kyc_status).toBe('approved')
  })

  it('every role grant and removal, through REST, GraphQL and the admin, is in the audit log', async () => {
    const entriesFor = async (id: number) =>
      (
        await payload.find({
          collection: 'audit-logs',
          where: { and: [{ target_collection: { equals: 'users' } }, { target_id: { equals: String(id) } }] },
          sort: 'createdAt',
          limit: 100,
          depth: 0,
          overrideAccess: true,
        })
      ).docs.filter((entry) => (entry.changed_fields as string[] | null)?.includes('roles'))

    // The account created with a role over REST in the first test: its creation names the role.
    const [creation] = await entriesFor(ids.helper as number)
    expect(creation).toMatchObject({ action: 'create', actor_email: 'admin@duties.test', changes: { roles: { from: null, to: ['kyc-reviewer'] } } })

    expect((await api('admin', `/api/users/${ids.newcomer}`, json('PATCH', { roles: ['editor'] }))).status).toBe(200)
    const viaGraphql = await gql('admin', `mutation { updateUser(id: ${ids.newcomer}, data: { roles: [editor, kyc_reviewer] }) { id roles } }`)
    expect(viaGraphql.errors).toBeUndefined()
    const admin = { ...(await userRow('admin')), collection: 'users' as const }
    await payload.update({ collection: 'users', id: ids.newcomer as number, data: { roles: [] }, user: admin, overrideAccess: false })

    const entries = (await entriesFor(ids.newcomer as number)).filter((entry) => entry.action === 'update')
    expect(entries.map((entry) => entry.changes)).toEqual([
      { roles: { from: [], to: ['editor'] } },
      { roles: { from: ['editor'], to: ['editor', 'kyc-reviewer'] } },
      { roles: { from: ['editor', 'kyc-reviewer'], to: [] } },
    ])
    for (const entry of entries) {
      expect(entry).toMatchObject({ action: 'update', actor_email: 'admin@duties.test', target_id: String(ids.newcomer) })
      expect(entry.createdAt).toBeTruthy()
    }
    expect(entries.map((entry) => entry.summary)).toEqual([
      `admin@duties.test update users #${ids.newcomer}: roles granted editor (none → editor)`,
      `admin@duties.test update users #${ids.newcomer}: roles granted kyc-reviewer (editor → editor, kyc-reviewer)`,
      `admin@duties.test update users #${ids.newcomer}: roles removed editor, kyc-reviewer (editor, kyc-reviewer → none)`,
    ])
    // A refused grant changes nothing, so it leaves no entry.
    expect((await entriesFor(ids.bidder as number)).filter((entry) => entry.action === 'update')).toEqual([])
  })
})
