import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApplication } from '../../server/app'
import { createBidding } from '../../server/bidding/create-bidding'
import type { AuctionSnapshot, ClientToServerEvents, ServerToClientEvents } from '@core/contract'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { makePdf } from './helpers/files'
import { serveEndpoints, startPayload } from './helpers/payload'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const PASSWORD = 'secret12'
const ROLES = { admin: ['admin'], editor: ['editor'], reviewer: ['kyc-reviewer'], buyer: [], bidder: [] } as const
type Who = keyof typeof ROLES | 'anonymous'

/**
 * The operations endpoints (/api/ops/…) over HTTP with real sessions, on Payload's own request
 * handler, with a real bidding service on a random port for the live side: who may do what,
 * validation messages, and that a refused or failed action leaves the data as it was.
 */
describe('staff operations: KYC, listings, auctions, orders', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let cms: Server
  let service: Server
  let cmsBase: string
  let io: ReturnType<typeof createApplication>['io']
  const ids: Record<string, number> = {}
  const cookies: Record<string, string> = {}
  const sockets: Array<Socket<ServerToClientEvents, ClientToServerEvents>> = []

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    ;({ server: cms, base: cmsBase } = await serveEndpoints(payload))

    // The bidding service with Payload, so its internal refresh route is mounted; the CMS side finds it by SERVICE_URL.
    service = createServer()
    const repository = createPayloadAuctionRepository(payload)
    const bidding = createBidding(payload, { rateLimits: { perUser: 10_000, perIp: 10_000, windowMs: 10_000 } })
    ;({ io } = createApplication(service, { logger: createLogger('silent'), auctions: repository, probe: repository, bidding, payload }))
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    process.env.SERVICE_URL = `http://127.0.0.1:${(service.address() as AddressInfo).port}`

    for (const [who, roles] of Object.entries(ROLES)) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${who}@ops.test`, password: PASSWORD, roles: [...roles], email_confirmed_at: new Date().toISOString(), kyc_status: 'approved', language: who === 'bidder' ? 'de' : 'en' },
        overrideAccess: true,
      })
      ids[who] = user.id as number
      const login = await fetch(`${cmsBase}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${who}@ops.test`, password: PASSWORD }) })
      expect(login.status).toBe(200)
      cookies[who] = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    }
  })

  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await io?.close()
    cms?.closeAllConnections()
    await new Promise((resolve) => cms?.close(resolve))
    delete process.env.SERVICE_URL
    await stop?.()
  })

  const call = (who: Who, path: string, body?: unknown, language?: 'en' | 'de') =>
    fetch(`${cmsBase}/api/ops/${path}`, {
      method: 'POST',
      headers: { cookie: [who === 'anonymous' ? '' : (cookies[who] ?? ''), language ? `payload-lng=${language}` : ''].filter(Boolean).join('; '), origin: PUBLIC_ORIGIN, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
      body: body instanceof FormData ? body : JSON.stringify(body ?? {}),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; error?: { code: string; message: string } } }))

  const expectRoles = async (path: string, body: unknown, allowed: Who[]) => {
    for (const who of ['anonymous', 'buyer', 'editor', 'reviewer', 'admin'] as Who[]) {
      if (allowed.includes(who)) continue
      const refused = await call(who, path, body)
      expect(refused.status, `${who} on ${path}`).toBe(who === 'anonymous' ? 401 : 403)
    }
  }

  const png = (colour: string) => sharp({ create: { width: 16, height: 12, channels: 3, background: colour } }).png().toBuffer()

  const listingForm = async (fields: Record<string, unknown>, photos: Array<{ data: Buffer; name: string; type?: string }>) => {
    const form = new FormData()
    form.set('data', JSON.stringify(fields))
    for (const photo of photos) form.append('photos', new Blob([new Uint8Array(photo.data)], { type: photo.type ?? 'image/png' }), photo.name)
    form.append('documents', new Blob([new Uint8Array(makePdf('Manual'))], { type: 'application/pdf' }), 'manual.pdf')
    form.set('inspection', new Blob([new Uint8Array(makePdf('Inspection'))], { type: 'application/pdf' }), 'inspection.pdf')
    return form
  }

  const machine = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    category: 'excavators',
    brand: 'Liebherr',
    model: 'R 926',
    year: 2018,
    hours: 7200,
    location_city: 'Ulm',
    location_country: 'DE',
    description_en: 'Well kept **crawler excavator**.',
    description_de: 'Gepflegter **Kettenbagger**.',
    inspector: 'DEKRA',
    inspected_at: '2026-10-01',
    inspection_summary_en: 'No defects found.',
    inspection_summary_de: 'Keine Mängel festgestellt.',
    ...extra,
  })

  const counts = async () => ({
    listings: (await payload.count({ collection: 'listings', overrideAccess: true })).totalDocs,
    media: (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs,
  })

  describe('KYC decisions', () => {
    const pendingRecord = async (company: string) => {
      const owner = await payload.create({ collection: 'users', data: { email: `${company.toLowerCase().replace(/\W+/g, '')}@ops.test`, password: PASSWORD, language: 'de' }, overrideAccess: true })
      const doc = await payload.create({
        collection: 'kyc-documents',
        data: { owner: owner.id, kind: 'business_registration' },
        file: { data: makePdf('Register'), mimetype: 'application/pdf', name: 'register.pdf', size: makePdf('Register').length },
        overrideAccess: true,
      })
      const record = await payload.create({
        collection: 'kyc',
        data: {
          user: owner.id,
          status: 'pending_review',
          company_name: company,
          vat_id: 'DE136695976',
          business_address: { street: 'Hauptstraße 1', postal_code: '80331', city: 'München' },
          country: 'DE',
          contact_person: 'Eva Maier',
          phone: '+49 89 1234567',
          business_registration: doc.id,
          proof_of_address: doc.id,
        },
        overrideAccess: true,
        context: { skipEmails: true },
      })
      return { id: record.id as number, ownerId: owner.id as number, email: owner.email }
    }

    it('only admins and KYC reviewers decide; anonymous 401, buyer and editor 403', async () => {
      const record = await pendingRecord('Refused Bau GmbH')
      await expectRoles(`kyc/${record.id}/decision`, { decision: 'approve' }, ['reviewer', 'admin'])
      expect((await payload.findByID({ collection: 'kyc', id: record.id, overrideAccess: true })).status).toBe('pending_review')
    })

    it('a rejection needs a reason picked from the list (free text optional); without one a 400 in the admin language and nothing changes', async () => {
      const record = await pendingRecord('Ohne Grund GmbH')
      for (const body of [{ decision: 'reject', reason: 'Proof of address is older than 3 months' }, { decision: 'reject', reasons: [], reason: 'x' }]) {
        const refused = await call('reviewer', `kyc/${record.id}/decision`, body)
        expect(refused.status).toBe(400)
        expect(refused.body.error?.message).toBe('Please pick at least one reason for the rejection from the list.')
        const german = await call('reviewer', `kyc/${record.id}/decision`, body, 'de')
        expect(german.status).toBe(400)
        expect(german.body.error?.message).toBe('Bitte wählen Sie mindestens einen Ablehnungsgrund aus der Liste.')
      }
      expect((await call('reviewer', `kyc/${record.id}/decision`, { decision: 'reject', reasons: ['no_such_reason'] }, 'de')).body.error?.message).toBe('Unbekannter Grund.')
      const unchanged = await payload.findByID({ collection: 'kyc', id: record.id, overrideAccess: true })
      expect(unchanged.status).toBe('pending_review')
      expect(unchanged.reviewed_by ?? null).toBeNull()
      expect((await call('reviewer', `kyc/${record.id}/decision`, { decision: 'maybe' })).status).toBe(400)

      // A reason from the list without free text is enough; the applicant reads the reason in their language.
      const rejected = await call('reviewer', `kyc/${record.id}/decision`, { decision: 'reject', reasons: ['document_expired'] })
      expect(rejected.status).toBe(200)
      const doc = await payload.findByID({ collection: 'kyc', id: record.id, depth: 0, overrideAccess: true })
      expect(doc).toMatchObject({ status: 'rejected', decision_reasons: ['document_expired'], rejection_reason: null })
      const notes = await payload.find({ collection: 'notifications', where: { user: { equals: record.ownerId } }, overrideAccess: true })
      expect(notes.docs.map((note) => note.body).join('\n')).toContain('Dokument abgelaufen')
    })

    it('the reviewer rejects with a reason and approves; who and when are recorded, the user is emailed, a second decision is refused', async () => {
      const rejected = await pendingRecord('Abgelehnt GmbH')
      const reject = await call('reviewer', `kyc/${rejected.id}/decision`, { decision: 'reject', reasons: ['document_expired'], reason: 'Proof of address is older than 3 months' })
      expect(reject.status).toBe(200)
      const doc = await payload.findByID({ collection: 'kyc', id: rejected.id, depth: 0, overrideAccess: true })
      expect(doc).toMatchObject({ status: 'rejected', rejection_reason: 'Proof of address is older than 3 months', reviewed_by: ids.reviewer })
      expect(Date.now() - new Date(doc.reviewed_at as string).getTime()).toBeLessThan(60_000)
      const mails = await payload.find({ collection: 'email-logs', where: { to: { equals: rejected.email } }, overrideAccess: true })
      expect(mails.docs.map((mail) => mail.template)).toContain('kyc-rejected')

      const approved = await pendingRecord('Freigegeben GmbH')
      expect((await call('admin', `kyc/${approved.id}/decision`, { decision: 'approve' })).status).toBe(200)
      expect((await payload.findByID({ collection: 'users', id: approved.ownerId, overrideAccess: true })).kyc_status).toBe('approved')
      const again = await call('reviewer', `kyc/${approved.id}/decision`, { decision: 'reject', reasons: ['other'], reason: 'Changed my mind' })
      expect(again.status).toBe(409)
      expect((await payload.findByID({ collection: 'kyc', id: approved.id, overrideAccess: true })).status).toBe('approved')
      expect((await call('reviewer', 'kyc/999999/decision', { decision: 'approve' })).status).toBe(404)
    })
  })

  describe('listings', () => {
    it('an editor creates a listing with ordered photos, documents, inspection report and both languages', async () => {
      const red = await png('#ff0000')
      const blue = await png('#0000ff')
      const created = await call('editor', 'listings', await listingForm(machine('Liebherr R 926 Ops', { status: 'live' }), [{ data: blue, name: 'blue.png' }, { data: red, name: 'red.png' }]))
      expect(created.status).toBe(200)
      const id = created.body.data?.id as number
      const en = await payload.findByID({ collection: 'listings', id, locale: 'en', depth: 0, overrideAccess: true })
      const de = await payload.findByID({ collection: 'listings', id, locale: 'de', depth: 0, overrideAccess: true })
      expect(en).toMatchObject({ status: 'live', description_md: 'Well kept **crawler excavator**.', brand: 'Liebherr' })
      expect(de.description_md).toBe('Gepflegter **Kettenbagger**.')
      expect(de.inspection_report?.summary_md).toBe('Keine Mängel festgestellt.')
      const media = await payload.find({ collection: 'media', where: { listing: { equals: id } }, sort: 'sort_order', depth: 0, overrideAccess: true })
      const photos = media.docs.filter((doc) => doc.kind === 'image')
      expect(photos.map((doc) => doc.filename)).toEqual(['blue.png', 'red.png'])
      expect(media.docs.filter((doc) => doc.kind === 'document')).toHaveLength(1)
      expect(en.inspection_report?.file).toBe(media.docs.find((doc) => doc.kind === 'inspection_report')?.id)
    })

    it('refuses reviewers, buyers and visitors; refuses invalid fields; a failed upload leaves nothing behind', async () => {
      const before = await counts()
      const photo = await png('#00ff00')
      for (const who of ['anonymous', 'buyer', 'reviewer'] as Who[]) {
        const refused = await call(who, 'listings', await listingForm(machine('Not allowed'), [{ data: photo, name: 'a.png' }]))
        expect(refused.status).toBe(who === 'anonymous' ? 401 : 403)
      }
      const invalid = await call('editor', 'listings', await listingForm(machine('X', { year: 1800 }), []))
      expect(invalid.status).toBe(400)
      expect(invalid.body.error?.message).toBe('Please enter a title (at least 3 characters).')
      const notReady = await call('editor', 'listings', await listingForm(machine('No photos yet', { status: 'live' }), []))
      expect(notReady.status).toBe(400)
      expect(notReady.body.error?.message).toBe('A live listing needs at least one photo.')
      // The second "photo" is text with an image type: Payload refuses it after the listing and the first photo exist.
      const broken = await call('editor', 'listings', await listingForm(machine('Broken upload'), [{ data: photo, name: 'ok.png' }, { data: Buffer.from('not an image at all'), name: 'fake.png' }]))
      expect(broken.status).toBe(400)
      expect(await counts()).toEqual(before)
    })

    it('draft → live needs photos and both descriptions; back to draft is refused while an auction runs', async () => {
      const draft = await call('editor', 'listings', await listingForm(machine('Draft only', { description_de: '' }), [{ data: await png('#123456'), name: 'c.png' }]))
      expect(draft.status).toBe(200)
      const id = draft.body.data?.id as number
      const refused = await call('editor', `listings/${id}/status`, { status: 'live' })
      expect(refused.status).toBe(400)
      expect(refused.body.error?.message).toBe('A live listing needs the description in English and in German.')
      expect((await payload.findByID({ collection: 'listings', id, overrideAccess: true })).status).toBe('draft')
      await payload.update({ collection: 'listings', id, locale: 'de', data: { description_md: 'Jetzt auch auf Deutsch.' }, overrideAccess: true })
      await expectRoles(`listings/${id}/status`, { status: 'live' }, ['editor', 'admin'])
      expect((await call('editor', `listings/${id}/status`, { status: 'live' })).status).toBe(200)
      const auction = await call('admin', 'auctions', { listing: id, start_time: new Date().toISOString(), start_price: 1000 })
      expect(auction.status).toBe(200)
      const back = await call('editor', `listings/${id}/status`, { status: 'draft' })
      expect(back.status).toBe(409)
      expect((await payload.findByID({ collection: 'listings', id, overrideAccess: true })).status).toBe('live')
    })
  })

  describe('auctions', () => {
    let listingId: number
    let auctionId: number

    beforeAll(async () => {
      const listing = await payload.create({
        collection: 'listings',
        data: { title: 'CAT 950 Ops', category: 'wheel_loaders', brand: 'Caterpillar', model: '950M', year: 2020, hours: 3000, location_city: 'Linz', location_country: 'AT', status: 'live', reserve_price: 30_000 },
        overrideAccess: true,
      })
      listingId = listing.id as number
    })

    it('only admins create auctions; validation errors change nothing', async () => {
      const body = { listing: listingId, start_time: new Date().toISOString(), start_price: 20_000 }
      await expectRoles('auctions', body, ['admin'])
      const noPrice = await call('admin', 'auctions', { listing: listingId, start_time: new Date().toISOString() })
      expect(noPrice.status).toBe(400)
      expect(noPrice.body.error?.message).toBe('Please enter the start price.')
      const past = await call('admin', 'auctions', { ...body, start_time: new Date(Date.now() - 86_400_000).toISOString(), reserve_price: 45_000 })
      expect(past.status).toBe(400)
      expect(past.body.error?.message).toBe('The start time lies in the past.')
      // The reserve was not touched by the refused request.
      expect((await payload.findByID({ collection: 'listings', id: listingId, overrideAccess: true })).reserve_price).toBe(30_000)
      expect((await payload.count({ collection: 'auctions', where: { listing: { equals: listingId } }, overrideAccess: true })).totalDocs).toBe(0)
    })

    it('an admin creates a live auction lasting the settings length (24 h), visible to the live service', async () => {
      const created = await call('admin', 'auctions', { listing: listingId, start_time: new Date().toISOString(), start_price: 20_000, bid_increment: 500, reserve_price: 25_000 })
      expect(created.status).toBe(200)
      const auction = created.body.data as { id: number; status: string; start_time: string; end_time: string }
      auctionId = auction.id
      expect(auction.status).toBe('LIVE')
      expect(new Date(auction.end_time).getTime() - new Date(auction.start_time).getTime()).toBe(24 * 3_600_000)
      expect((await payload.findByID({ collection: 'listings', id: listingId, overrideAccess: true })).reserve_price).toBe(25_000)
      const duplicate = await call('admin', 'auctions', { listing: listingId, start_time: new Date().toISOString(), start_price: 1 })
      expect(duplicate.status).toBe(409)
    })

    it('extending moves the end for live clients; a bid that read the old end cannot overwrite it', async () => {
      const { bidStoreFor } = await import('../../server/bidding/create-bidding')
      const store = bidStoreFor(payload)
      const before = await store.loadAuction(auctionId)
      // A staff member's socket: only those who may see prices get the live updates.
      const client = connect(process.env.SERVICE_URL as string, { transports: ['websocket'], forceNew: true, extraHeaders: { cookie: cookies.admin ?? '', origin: PUBLIC_ORIGIN } })
      sockets.push(client)
      await new Promise<void>((resolve) => client.emit('auction:join', { auctionId }, () => resolve()))
      const update = new Promise<AuctionSnapshot>((resolve) => client.once('auction:updated', resolve))

      await expectRoles(`auctions/${auctionId}/extend`, { minutes: 30 }, ['admin'])
      expect((await call('admin', `auctions/${auctionId}/extend`, { minutes: 0 })).status).toBe(400)
      const extended = await call('admin', `auctions/${auctionId}/extend`, { minutes: 30 })
      expect(extended.status).toBe(200)
      const newEnd = new Date(before!.end_time).getTime() + 30 * 60_000
      expect(new Date((await update).end_time).getTime()).toBe(newEnd)

      // A bid prepared on the old read (version and end time) loses its conditional write.
      const stale = await store.acceptBid({
        auctionId,
        expectedVersion: before!.version,
        expectedEndTime: before!.end_time,
        bids: [{ bidderId: ids.bidder as number, amount: 21_000, maxAmount: null, isProxy: false }],
        endTime: before!.end_time,
        reserveMet: false,
        createdAt: new Date().toISOString(),
      })
      expect(stale).toBeNull()
      const after = await store.loadAuction(auctionId)
      expect(new Date(after!.end_time).getTime()).toBe(newEnd)
      expect(after!.bid_count).toBe(0)
    })

    it('cancelling needs a reason, stops bidding and tells every bidder in their language', async () => {
      const fresh = await store().loadAuction(auctionId)
      const bid = await store().acceptBid({
        auctionId,
        expectedVersion: fresh!.version,
        expectedEndTime: fresh!.end_time,
        bids: [{ bidderId: ids.bidder as number, amount: 20_000, maxAmount: null, isProxy: false }],
        endTime: fresh!.end_time,
        reserveMet: false,
        createdAt: new Date().toISOString(),
      })
      expect(bid).not.toBeNull()
      await expectRoles(`auctions/${auctionId}/cancel`, { reason: 'Machine damaged in transport' }, ['admin'])
      const noReason = await call('admin', `auctions/${auctionId}/cancel`, { reason: '' })
      expect(noReason.status).toBe(400)
      expect(noReason.body.error?.message).toBe('Please give the reason for the cancellation.')
      expect((await payload.findByID({ collection: 'auctions', id: auctionId, overrideAccess: true })).status).toBe('LIVE')

      const cancelled = await call('admin', `auctions/${auctionId}/cancel`, { reason: 'Machine damaged in transport' })
      expect(cancelled.status).toBe(200)
      expect(cancelled.body.data).toMatchObject({ notified: 1 })
      const auction = await payload.findByID({ collection: 'auctions', id: auctionId, overrideAccess: true })
      expect(auction).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Machine damaged in transport', bid_count: 1, current_price: 20_000 })
      const notes = await payload.find({ collection: 'notifications', where: { user: { equals: ids.bidder } }, overrideAccess: true })
      expect(notes.docs[0]?.title).toBe('Auktion abgebrochen: CAT 950 Ops')
      expect(notes.docs[0]?.body).toContain('Machine damaged in transport')
      const mails = await payload.find({ collection: 'email-logs', where: { to: { equals: 'bidder@ops.test' } }, overrideAccess: true })
      expect(mails.docs.map((mail) => mail.template)).toContain('auction_cancelled')
      // Bids now fail; a second cancel or extend is refused.
      const late = await store().loadAuction(auctionId)
      expect(await store().acceptBid({ auctionId, expectedVersion: late!.version, expectedEndTime: late!.end_time, bids: [{ bidderId: ids.bidder as number, amount: 30_000, maxAmount: null, isProxy: false }], endTime: late!.end_time, reserveMet: true, createdAt: new Date().toISOString() })).toBeNull()
      expect((await call('admin', `auctions/${auctionId}/extend`, { minutes: 10 })).status).toBe(409)
    })

    let cachedStore: ReturnType<typeof import('../../server/storage/sqlite-bid-store').createSqliteBidStore> | null = null
    const store = () => {
      if (!cachedStore) throw new Error('store not ready')
      return cachedStore
    }
    beforeAll(async () => {
      const { bidStoreFor } = await import('../../server/bidding/create-bidding')
      cachedStore = bidStoreFor(payload) as typeof cachedStore
    })
  })

  describe('orders', () => {
    let orderId: number

    beforeAll(async () => {
      const listing = await payload.create({
        collection: 'listings',
        data: { title: 'Volvo A30 Ops', category: 'dump_trucks', brand: 'Volvo', model: 'A30G', year: 2017, hours: 9000, location_city: 'Graz', location_country: 'AT', status: 'sold' },
        overrideAccess: true,
      })
      const auction = await payload.create({
        collection: 'auctions',
        data: { listing: listing.id, status: 'ENDED', start_time: new Date(Date.now() - 2 * 86_400_000).toISOString(), end_time: new Date(Date.now() - 86_400_000).toISOString(), start_price: 40_000, current_price: 50_000, bid_count: 3 },
        overrideAccess: true,
      })
      const order = await payload.create({
        collection: 'orders',
        data: { auction: auction.id, listing: listing.id, buyer: ids.bidder as number, status: 'awaiting_payment', hammer_price: 50_000, buyer_fee: 1000, vat_rate: 19, vat_amount: 9690, total: 60_690, payment_reference: 'MM-OPS-1' },
        overrideAccess: true,
      })
      orderId = order.id as number
    })

    it('only admins move orders; the SEPA reference is required and checked; refused steps change nothing', async () => {
      await expectRoles(`orders/${orderId}/paid`, { sepa_reference: 'E2E-REF-1', amount: 70_000, paid_on: '2026-11-22' }, ['admin'])
      const missing = await call('admin', `orders/${orderId}/paid`, { sepa_reference: ' ', amount: 60_690, paid_on: '2026-11-22' })
      expect(missing.status).toBe(400)
      expect(missing.body.error?.message).toBe('Please enter the bank reference of the transfer.')
      expect((await call('admin', `orders/${orderId}/paid`, { sepa_reference: 'bad<script>', amount: 60_690, paid_on: '2026-11-22' })).status).toBe(400)
      expect((await call('admin', `orders/${orderId}/picked-up`)).status).toBe(409)
      const unchanged = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
      expect(unchanged).toMatchObject({ status: 'awaiting_payment' })
      expect(unchanged.sepa_reference ?? null).toBeNull()
    })

    it('awaiting payment → paid (with the SEPA reference) → picked up; then nothing can be cancelled', async () => {
      const paid = await call('admin', `orders/${orderId}/paid`, { sepa_reference: 'SEPA-2026-11-22/4711', amount: 60_690, paid_on: '2026-11-22' })
      expect(paid.status).toBe(200)
      expect(paid.body.data).toMatchObject({ status: 'paid', sepa_reference: 'SEPA-2026-11-22/4711' })
      expect((await call('admin', `orders/${orderId}/paid`, { sepa_reference: 'again', amount: 60_690, paid_on: '2026-11-22' })).status).toBe(409)
      expect((await call('admin', `orders/${orderId}/picked-up`)).body.data).toMatchObject({ status: 'picked_up' })
      const cancel = await call('admin', `orders/${orderId}/cancel`, { reason: 'Buyer withdrew' })
      expect(cancel.status).toBe(409)
      expect((await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })).status).toBe('picked_up')
    })
  })

  it('the service refuses the internal refresh without the shared token', async () => {
    const response = await fetch(`${process.env.SERVICE_URL}/svc/internal/auctions/1/refresh`, { method: 'POST', headers: { 'x-internal-token': 'guess' } })
    expect(response.status).toBe(403)
  })
})
