import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AUCTION_ACTION, ORDER_ACTION } from '../../cms/access'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'

/**
 * The audit log records who changed what in auctions, KYC, orders, users and the settings, for
 * changes made through the API as a staff member (Local API with `overrideAccess: false`, the way
 * the admin screens act) and for the system's own writes.
 */
describe('audit log', () => {
  let payload: Payload
  let stop: () => Promise<void>
  const users: Record<string, any> = {}
  const asUser = (user: any) => ({ user: { ...user, collection: 'users' }, overrideAccess: false as const })
  const entriesFor = async (target: string, id?: string | number) =>
    (
      await payload.find({
        collection: 'audit-logs',
        where: { and: [{ target_collection: { equals: target } }, ...(id === undefined ? [] : [{ target_id: { equals: String(id) } }])] },
        sort: 'createdAt',
        limit: 100,
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    const make = (email: string, data: Record<string, unknown> = {}) =>
      payload.create({ collection: 'users', data: { email, password: 'secret123', ...data }, overrideAccess: true })
    users.admin = await make('admin@audit.test', { roles: ['admin'] })
    users.reviewer = await make('reviewer@audit.test', { roles: ['kyc-reviewer'] })
    users.buyer = await make('buyer@audit.test', { email_confirmed_at: new Date().toISOString() })
  })
  afterAll(async () => stop?.())

  it('records a settings change with the admin, the field and the old and new value', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { buyer_fee_pct: 2.5 }, ...asUser(users.admin) })
    const [entry] = await entriesFor('globals/settings')
    expect(entry).toMatchObject({ action: 'update', actor_email: 'admin@audit.test', changed_fields: ['buyer_fee_pct'] })
    expect((entry?.actor as any)?.id ?? entry?.actor).toBe(users.admin.id)
    expect(entry?.changes).toEqual({ buyer_fee_pct: { from: 2, to: 2.5 } })
  })

  it('refuses invalid settings and records nothing for them', async () => {
    const before = (await entriesFor('globals/settings')).length
    await expect(
      payload.updateGlobal({ slug: 'settings', data: { increment_table: [{ from: 100, increment: 10 }] }, ...asUser(users.admin) }),
    ).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'settings', data: { sell_site_url: 'javascript:alert(1)' }, ...asUser(users.admin) })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'settings', data: { support_phone: '12' }, ...asUser(users.admin) })).rejects.toThrow()
    expect(await entriesFor('globals/settings')).toHaveLength(before)
  })

  it('records blocking a user without any secret, and blocking ends the sessions and the sign-in', async () => {
    const login = await payload.login({ collection: 'users', data: { email: 'buyer@audit.test', password: 'secret123' } })
    expect(login.user?.email).toBe('buyer@audit.test')
    const withSession = await payload.findByID({ collection: 'users', id: users.buyer.id, overrideAccess: true, showHiddenFields: true })
    expect((withSession as any).sessions?.length).toBeGreaterThan(0)

    await payload.update({ collection: 'users', id: users.buyer.id, data: { blocked: true }, ...asUser(users.admin) })
    const blocked = await payload.findByID({ collection: 'users', id: users.buyer.id, overrideAccess: true, showHiddenFields: true })
    expect((blocked as any).sessions ?? []).toHaveLength(0)
    await expect(payload.login({ collection: 'users', data: { email: 'buyer@audit.test', password: 'secret123' } })).rejects.toThrow(/blocked/i)

    await payload.update({ collection: 'users', id: users.buyer.id, data: { password: 'another-secret-1' }, ...asUser(users.admin) })
    const entries = await entriesFor('users', users.buyer.id)
    const block = entries.find((e) => e.action === 'update' && e.changed_fields?.includes('blocked'))
    expect(block).toMatchObject({ action: 'update', actor_email: 'admin@audit.test' })
    expect(block?.changes).toMatchObject({ blocked: { from: false, to: true } })
    const serialised = JSON.stringify(entries)
    for (const secret of ['hash', 'salt', 'password', 'sessions', 'another-secret-1']) expect(serialised).not.toContain(`"${secret}`)

    await payload.update({ collection: 'users', id: users.buyer.id, data: { blocked: false }, ...asUser(users.admin) })
    await expect(payload.login({ collection: 'users', data: { email: 'buyer@audit.test', password: 'another-secret-1' } })).resolves.toBeTruthy()
  })

  it('records a KYC decision by the reviewer and the status it copies onto the user', async () => {
    const pdf = makePdf('Nachweis')
    const doc = await payload.create({
      collection: 'kyc-documents',
      data: { kind: 'business_registration' } as never,
      file: { data: pdf, mimetype: 'application/pdf', name: 'registration.pdf', size: pdf.length },
      ...asUser(users.buyer),
    })
    const record = await payload.create({
      collection: 'kyc',
      data: {
        company_name: 'Audit Bau GmbH',
        vat_id: 'DE136695976',
        business_address: { street: 'Hauptstr. 1', postal_code: '80331', city: 'München' },
        country: 'DE',
        contact_person: 'Anna Audit',
        phone: '+49891234567',
        business_registration: doc.id,
        proof_of_address: doc.id,
      } as never,
      context: { skipEmails: true },
      ...asUser(users.buyer),
    })
    await payload.update({ collection: 'kyc', id: record.id, data: { status: 'approved' }, context: { skipEmails: true }, ...asUser(users.reviewer) })

    const kycEntries = await entriesFor('kyc', record.id)
    expect(kycEntries.map((e) => [e.action, e.actor_email])).toEqual([
      ['create', 'buyer@audit.test'],
      ['update', 'reviewer@audit.test'],
    ])
    expect(kycEntries[1]?.changes).toMatchObject({ status: { from: 'pending_review', to: 'approved' } })
    const userEntries = await entriesFor('users', users.buyer.id)
    expect(userEntries.some((e) => e.actor_email === 'reviewer@audit.test' && e.changed_fields?.includes('kyc_status'))).toBe(true)
  })

  it('records auctions and orders changed by an admin and by the system', async () => {
    const listing = await payload.create({
      collection: 'listings',
      data: { title: 'Audit crane', category: 'cranes', brand: 'Liebherr', model: 'LTM 1050', year: 2015, hours: 9000, location_city: 'Wien', location_country: 'AT', status: 'live' } as never,
      overrideAccess: true,
    })
    const now = Date.now()
    const auction = await payload.create({
      collection: 'auctions',
      data: { listing: listing.id, status: 'LIVE', start_time: new Date(now - 60_000).toISOString(), end_time: new Date(now + 3_600_000).toISOString(), start_price: 1000, current_price: 1000 },
      ...asUser(users.admin),
    })
    // As the auction's own action "cancel" writes it (cms/ops/change-live-auction.ts).
    await payload.update({ collection: 'auctions', id: auction.id, data: { status: 'CANCELLED', cancel_reason: 'Seller withdrew' }, ...asUser(users.admin), context: AUCTION_ACTION })
    const auctionEntries = await entriesFor('auctions', auction.id)
    expect(auctionEntries.map((e) => e.action)).toEqual(['create', 'update'])
    expect(auctionEntries[1]?.changed_fields?.sort()).toEqual(['cancel_reason', 'status'])

    const order = await payload.create({
      collection: 'orders',
      data: { auction: auction.id, listing: listing.id, buyer: users.buyer.id, hammer_price: 1000, buyer_fee: 20, vat_rate: 19, vat_amount: 193.8, total: 1213.8, payment_reference: 'MM-AUDIT-1' },
      overrideAccess: true,
    })
    // As the order's own action "mark paid" writes it (cms/ops/change-order-status.ts).
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'paid', paid_at: new Date().toISOString() }, ...asUser(users.admin), context: ORDER_ACTION })
    await payload.delete({ collection: 'orders', id: order.id, ...asUser(users.admin) })
    const orderEntries = await entriesFor('orders', order.id)
    expect(orderEntries.map((e) => [e.action, e.actor_email ?? null])).toEqual([
      ['create', null],
      ['update', 'admin@audit.test'],
      ['delete', 'admin@audit.test'],
    ])
    expect(orderEntries[1]?.changes).toMatchObject({ status: { from: 'awaiting_payment', to: 'paid' } })
  })
})
