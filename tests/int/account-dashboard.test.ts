import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApplication } from '../../server/app'
import { createBidding } from '../../server/bidding/create-bidding'
import { settleSale } from '../../server/invoicing/settle-sale'
import { createSettingsSource } from '../../server/settings/settings'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { bidHttp, createAuction, createUser, PASSWORD, SAME_ORIGIN } from './helpers/bidding'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'
import { sessionCookie } from './helpers/session'

type TestUser = Awaited<ReturnType<typeof createUser>>

/**
 * The dashboard's data and account actions through the service over real HTTP with a real
 * Payload (SQLite): every list holds only the caller's own records, another user's records can
 * be neither read nor marked, "sign out everywhere" revokes older sessions, a password change
 * needs the current password, and activity is written by the server only.
 */
describe('account dashboard', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let server: Server
  let base: string
  let alice: TestUser
  let bob: TestUser
  let auctionId: number

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    const settings = createSettingsSource(payload)
    const bidding = createBidding(payload, { settings, rateLimits: { perUser: 1000, perIp: 1000, windowMs: 10_000 } })
    createApplication(server, {
      logger: createLogger('silent'),
      auctions: repository,
      probe: repository,
      payload,
      bidding,
      invoices: { payload, settings, resolveUser: bidding.resolveUser },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    alice = await createUser(payload, 'alice@example.com')
    bob = await createUser(payload, 'bob@example.com', { language: 'de' })
    // Each has a watch, a notification and a won auction with order and invoice.
    for (const user of [alice, bob]) {
      const { auctionId: id, listingId } = await createAuction(payload, {})
      await payload.create({ collection: 'watchlist', data: { user: user.id, listing: listingId, auction: id }, overrideAccess: true })
      await payload.create({ collection: 'notifications', data: { user: user.id, type: 'system', title: `For ${user.email}` }, overrideAccess: true })
      await payload.update({ collection: 'auctions', id, data: { status: 'ENDED', winner: user.id, current_price: 20_000 }, overrideAccess: true })
      await payload.update({ collection: 'listings', id: listingId, data: { status: 'sold' } as never, overrideAccess: true })
      await settleSale({ payload, settings } as never, id)
    }
    ;({ auctionId } = await createAuction(payload, {}))
  })

  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await stop?.()
  })

  const get = (path: string, cookie: string) => fetch(`${base}${path}`, { headers: { cookie, ...SAME_ORIGIN } })
  const send = (method: string, path: string, cookie: string, body: unknown) =>
    fetch(`${base}${path}`, { method, headers: { cookie, 'content-type': 'application/json', ...SAME_ORIGIN }, body: JSON.stringify(body) })
  const dataOf = async <T>(response: Response) => ((await response.json()) as { data: T }).data
  const asUser = (user: TestUser) => ({ user: { id: user.id, email: user.email, collection: 'users' } as never, overrideAccess: false as const })
  const login = async (email: string, password = PASSWORD) => {
    const cookie = await sessionCookie(payload, email, password)
    if (!cookie) throw new Error(`sign-in refused for ${email}`)
    return cookie
  }
  const whoIs = async (cookie: string) => (await payload.auth({ headers: new Headers({ cookie, ...SAME_ORIGIN }) })).user

  it('lists only the caller’s own won auctions, invoices, watchlist, notifications and activity', async () => {
    const won = await dataOf<{ machine: { title: string }; status: string; invoice: { id: number } | null }[]>(await get('/svc/account/won', alice.cookie))
    expect(won).toHaveLength(1)
    expect(won[0].machine.title).toMatch(/Komatsu/)
    expect(won[0].status).toBe('awaiting_payment')
    expect(won[0].invoice).toBeTruthy()
    const invoices = await dataOf<{ id: number; pdf_url: string }[]>(await get('/svc/account/invoices', alice.cookie))
    expect(invoices.map((i) => i.id)).toEqual([won[0].invoice?.id])
    expect((await get(invoices[0].pdf_url, alice.cookie)).headers.get('content-type')).toBe('application/pdf')
    expect((await get(invoices[0].pdf_url, bob.cookie)).status).toBe(404)
    expect(await dataOf<unknown[]>(await get('/svc/account/watchlist', alice.cookie))).toHaveLength(1)
    const notifications = await dataOf<{ title: string }[]>(await get('/svc/account/notifications', alice.cookie))
    expect(notifications.every((n) => !n.title.includes('bob@'))).toBe(true)
    const activity = await dataOf<{ type: string }[]>(await get('/svc/account/activity', alice.cookie))
    expect(activity.map((a) => a.type)).toContain('sign_in')
    for (const path of ['/svc/account/won', '/svc/account/activity', '/svc/account/profile']) expect((await get(path, '')).status, path).toBe(401)
  })

  it('gives a user no access to another user’s activity, notifications, invoices or watchlist through Payload', async () => {
    for (const collection of ['activity', 'notifications', 'invoices', 'watchlist', 'orders'] as const) {
      const field = collection === 'invoices' || collection === 'orders' ? 'buyer' : 'user'
      const bobs = await payload.find({ collection, where: { [field]: { equals: bob.id } }, overrideAccess: true, depth: 0 })
      expect(bobs.totalDocs, `${collection} of bob exist`).toBeGreaterThan(0)
      const seenByAlice = await payload.find({ collection, where: { [field]: { equals: bob.id } }, depth: 0, ...asUser(alice) })
      expect(seenByAlice.totalDocs, collection).toBe(0)
      await expect(payload.findByID({ collection, id: bobs.docs[0].id, depth: 0, ...asUser(alice) }), collection).rejects.toThrow()
    }
    // Nobody writes activity through the API, not even about themselves.
    await expect(payload.create({ collection: 'activity', data: { user: alice.id, type: 'sign_in' }, ...asUser(alice) })).rejects.toThrow()
  })

  it('marks only the caller’s notifications read, one or all', async () => {
    const bobsNote = (await payload.find({ collection: 'notifications', where: { user: { equals: bob.id } }, overrideAccess: true })).docs[0]
    const foreign = await send('POST', '/svc/notifications/read', alice.cookie, { ids: [bobsNote.id] })
    expect(await dataOf<{ updated: number }>(foreign)).toEqual({ updated: 0 })
    expect((await payload.findByID({ collection: 'notifications', id: bobsNote.id, overrideAccess: true })).read_at ?? null).toBeNull()
    await payload.create({ collection: 'notifications', data: { user: alice.id, type: 'system', title: 'second' }, overrideAccess: true })
    const all = await send('POST', '/svc/notifications/read', alice.cookie, { all: true })
    expect(await dataOf<{ updated: number }>(all)).toEqual({ updated: 2 })
    const unread = await payload.count({ collection: 'notifications', where: { and: [{ user: { equals: alice.id } }, { read_at: { exists: false } }] }, overrideAccess: true })
    expect(unread.totalDocs).toBe(0)
    expect((await payload.findByID({ collection: 'notifications', id: bobsNote.id, overrideAccess: true })).read_at ?? null).toBeNull()
    expect((await send('POST', '/svc/notifications/read', alice.cookie, { ids: 'all' })).status).toBe(400)
  })

  it('shows a placed bid on the bidder’s activity, newest first, and never on anyone else’s', async () => {
    const placed = await bidHttp(base, auctionId, alice.cookie, { amount: 10_500 })
    expect(placed.status).toBe(201)
    const activity = await dataOf<{ type: string; amount: number | null; machine: { title: string } | null; created_at: string }[]>(
      await get('/svc/account/activity', alice.cookie),
    )
    expect(activity[0]).toMatchObject({ type: 'bid_placed', amount: 10_500, machine: { title: expect.any(String) } })
    const times = activity.map((row) => Date.parse(row.created_at))
    expect(times).toEqual([...times].sort((x, y) => y - x))
    const bobs = await dataOf<{ type: string }[]>(await get('/svc/account/activity', bob.cookie))
    expect(bobs.map((row) => row.type)).not.toContain('bid_placed')
  })

  it('sign out everywhere revokes older sessions too', async () => {
    const user = await createUser(payload, 'everywhere@example.com')
    const older = user.cookie
    const newer = await login('everywhere@example.com')
    expect((await whoIs(older))?.email).toBe('everywhere@example.com')
    const response = await send('POST', '/svc/account/sign-out-everywhere', newer, {})
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('payload-token=;'))).toBe(true)
    expect(await whoIs(older)).toBeNull()
    expect(await whoIs(newer)).toBeNull()
    const activity = await payload.find({ collection: 'activity', where: { user: { equals: user.id } }, overrideAccess: true })
    expect(activity.docs.map((a) => a.type)).toContain('signed_out_everywhere')
  })

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const user = await createUser(payload, 'changer@example.com')
    const other = await login('changer@example.com')
    const wrong = await send('POST', '/svc/account/password', user.cookie, { current_password: 'not-it', new_password: 'brand-new-1' })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).error.message).toBe('The current password is incorrect.')
    const short = await send('POST', '/svc/account/password', user.cookie, { current_password: PASSWORD, new_password: '123' })
    expect(short.status).toBe(400)
    const ok = await send('POST', '/svc/account/password', user.cookie, { current_password: PASSWORD, new_password: 'brand-new-1' })
    expect(ok.status).toBe(200)
    await expect(login('changer@example.com')).rejects.toThrow()
    expect(await login('changer@example.com', 'brand-new-1')).toMatch(/^payload-token=/)
    expect((await whoIs(user.cookie))?.email).toBe('changer@example.com')
    expect(await whoIs(other)).toBeNull()
    // A session alone cannot set a password through the API (no current password).
    await expect(payload.update({ collection: 'users', id: user.id, data: { password: 'hijacked1' } as never, ...asUser(user) })).rejects.toThrow(/current password/)
    const types = (await payload.find({ collection: 'activity', where: { user: { equals: user.id } }, overrideAccess: true })).docs.map((a) => a.type)
    expect(types.filter((t) => t === 'sign_in')).toHaveLength(3)
    expect(types).toContain('password_changed')
  })

  it('saves the preferred language and shows the KYC company data read-only', async () => {
    const saved = await send('PATCH', '/svc/account/profile', alice.cookie, { language: 'de' })
    expect(await dataOf(saved)).toEqual({ language: 'de' })
    expect((await send('PATCH', '/svc/account/profile', alice.cookie, { language: 'fr' })).status).toBe(400)
    const profile = await dataOf<{ language: string; company: unknown }>(await get('/svc/account/profile', alice.cookie))
    expect(profile).toMatchObject({ language: 'de', company: null })
  })

  it('logs Payload’s own password-reset email with its template name and the user’s language', async () => {
    await payload.forgotPassword({ collection: 'users', data: { email: bob.email } })
    const logs = await payload.find({ collection: 'email-logs', where: { to: { equals: bob.email } }, sort: '-createdAt', overrideAccess: true })
    expect(logs.docs[0]).toMatchObject({ template: 'password-reset', language: 'de', subject: 'Passwort zurücksetzen' })
    expect(logs.docs[0].html).toContain('/de/reset-password?token=')
  })

  it('records KYC submission and the decision on the owner’s activity', async () => {
    const kycUser = await createUser(payload, 'kyc-activity@example.com', { kyc: undefined })
    const pdf = makePdf('Registration')
    const doc = await payload.create({ collection: 'kyc-documents', data: { owner: kycUser.id }, file: { data: pdf, mimetype: 'application/pdf', name: 'r.pdf', size: pdf.length }, overrideAccess: true } as never)
    const record = await payload.create({
      collection: 'kyc',
      data: {
        user: kycUser.id,
        company_name: 'Bau GmbH',
        vat_id: 'DE136695976',
        business_address: { street: 'Hauptstr. 1', postal_code: '10115', city: 'Berlin' },
        country: 'DE',
        contact_person: 'Anna',
        phone: '+49 30 1234567',
        business_registration: doc.id,
        proof_of_address: doc.id,
      } as never,
      overrideAccess: true,
      context: { skipEmails: true },
    })
    await payload.update({ collection: 'kyc', id: record.id, data: { status: 'approved' }, overrideAccess: true, context: { skipEmails: true } })
    const types = (await payload.find({ collection: 'activity', where: { user: { equals: kycUser.id } }, sort: 'createdAt', overrideAccess: true })).docs.map((a) => a.type)
    expect(types).toEqual(['sign_in', 'kyc_submitted', 'kyc_approved'])
  })
})
