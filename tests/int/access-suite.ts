import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from './helpers/files'
import { type DbKind, isAvailable, startPayload } from './helpers/payload'

const PDF = makePdf('Handelsregisterauszug')

/**
 * Access rules through the Local API with `overrideAccess: false`, the way the site and the
 * service act for a user. Shared by the SQLite and the MongoDB suite.
 */
export const accessSuite = (kind: DbKind) =>
  describe.skipIf(!isAvailable(kind))(`access rules on ${kind}`, () => {
    let payload: Payload
    let stop: () => Promise<void>
    const users: Record<string, any> = {}

    const makeUser = (email: string, data: Record<string, unknown> = {}) =>
      payload.create({ collection: 'users', data: { email, password: 'secret123', ...data }, overrideAccess: true })

    beforeAll(async () => {
      ;({ payload, stop } = await startPayload(kind))
      users.admin = await makeUser('admin@int.test', { roles: ['admin'] })
      users.editor = await makeUser('editor@int.test', { roles: ['editor'] })
      users.reviewer = await makeUser('reviewer@int.test', { roles: ['kyc-reviewer'] })
      users.alice = await makeUser('alice@int.test')
      users.bob = await makeUser('bob@int.test')
    })
    afterAll(async () => stop?.())

    const asUser = (user: any) => ({ user: { ...user, collection: 'users' }, overrideAccess: false as const })

    it('a visitor cannot create users, and a user cannot grant themselves a staff role or a KYC status', async () => {
      // Sign-up goes through the service (/svc/auth/signup, tests/int/accounts.test.ts).
      await expect(
        payload.create({
          collection: 'users',
          data: { email: 'mallory@int.test', password: 'secret123', roles: ['admin'], kyc_status: 'approved' },
          overrideAccess: false,
        }),
      ).rejects.toThrow()
      expect((await payload.find({ collection: 'users', where: { email: { equals: 'mallory@int.test' } }, overrideAccess: true })).totalDocs).toBe(0)
      const updated = await payload.update({
        collection: 'users',
        id: users.alice.id,
        data: { roles: ['admin'], email_confirmed_at: new Date().toISOString() },
        ...asUser(users.alice),
      })
      expect(updated.roles ?? []).toEqual([])
      expect(updated.email_confirmed_at ?? null).toBeNull()
    })

    it('a user sees only themselves; staff who review see everyone', async () => {
      const own = await payload.find({ collection: 'users', ...asUser(users.alice) })
      expect(own.docs.map((u) => u.email)).toEqual(['alice@int.test'])
      const all = await payload.find({ collection: 'users', limit: 50, ...asUser(users.reviewer) })
      expect(all.totalDocs).toBeGreaterThanOrEqual(5)
    })

    it('KYC records and their documents are private to the owner and KYC staff', async () => {
      const doc = await payload.create({
        collection: 'kyc-documents',
        data: { kind: 'business_registration' } as any,
        file: { data: PDF, mimetype: 'application/pdf', name: 'registration.pdf', size: PDF.length },
        ...asUser(users.alice),
      })
      expect((doc.owner as any)?.id ?? doc.owner).toBe(users.alice.id)
      const record = await payload.create({
        collection: 'kyc',
        data: {
          company_name: 'Alice Bau GmbH',
          vat_id: 'DE136695976',
          business_address: { street: 'Hauptstr. 1', postal_code: '80331', city: 'München' },
          country: 'DE',
          contact_person: 'Alice',
          phone: '+49891234567',
          business_registration: doc.id,
          proof_of_address: doc.id,
          status: 'approved',
        } as any,
        ...asUser(users.alice),
      })
      // The owner cannot approve themselves: status stays pending review.
      expect(record.status).toBe('pending_review')

      const bobSees = await payload.find({ collection: 'kyc', ...asUser(users.bob) })
      expect(bobSees.totalDocs).toBe(0)
      await expect(payload.findByID({ collection: 'kyc-documents', id: doc.id, ...asUser(users.bob) })).rejects.toThrow()
      await expect(payload.findByID({ collection: 'kyc', id: record.id, ...asUser(users.editor) })).rejects.toThrow()
      const reviewerSees = await payload.findByID({ collection: 'kyc', id: record.id, ...asUser(users.reviewer) })
      expect(reviewerSees.company_name).toBe('Alice Bau GmbH')

      const approved = await payload.update({ collection: 'kyc', id: record.id, data: { status: 'approved' }, ...asUser(users.reviewer) })
      expect(approved.status).toBe('approved')
      expect((approved.reviewed_by as any)?.id ?? approved.reviewed_by).toBe(users.reviewer.id)
      const alice = await payload.findByID({ collection: 'users', id: users.alice.id, overrideAccess: true })
      expect(alice.kyc_status).toBe('approved')
    })

    it('visitors see live listings only and never the reserve price', async () => {
      const base = { category: 'excavators', brand: 'Caterpillar', model: '320', year: 2019, hours: 5000, location_city: 'Köln', location_country: 'DE', reserve_price: 50_000 } as const
      await payload.create({ collection: 'listings', data: { ...base, title: 'Live excavator', status: 'live' }, overrideAccess: true })
      await payload.create({ collection: 'listings', data: { ...base, title: 'Draft excavator', status: 'draft' }, overrideAccess: true })
      const visitor = await payload.find({ collection: 'listings', overrideAccess: false })
      expect(visitor.docs.map((l) => l.title)).toEqual(['Live excavator'])
      expect(visitor.docs[0]?.reserve_price).toBeUndefined()
      const editor = await payload.find({ collection: 'listings', ...asUser(users.editor) })
      expect(editor.totalDocs).toBe(2)
      expect(editor.docs[0]?.reserve_price).toBe(50_000)
    })

    it('bids cannot be created, changed or deleted through the API, not even by an admin', async () => {
      await expect(
        payload.create({ collection: 'bids', data: { auction: 1, bidder: users.alice.id, amount: 1 } as any, ...asUser(users.alice) }),
      ).rejects.toThrow()
      await expect(
        payload.create({ collection: 'bids', data: { auction: 1, bidder: users.admin.id, amount: 1 } as any, ...asUser(users.admin) }),
      ).rejects.toThrow()
    })

    it('settings are public to read and only admins change them', async () => {
      const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: false })
      expect(settings.buyer_fee_pct).toBe(2)
      expect(settings.vat_pct).toBe(19)
      expect(settings.proxy_bidding_enabled).toBe(false)
      await expect(
        payload.updateGlobal({ slug: 'settings', data: { buyer_fee_pct: 0 }, ...asUser(users.editor) }),
      ).rejects.toThrow()
      const changed = await payload.updateGlobal({ slug: 'settings', data: { buyer_fee_pct: 2.5 }, ...asUser(users.admin) })
      expect(changed.buyer_fee_pct).toBe(2.5)
    })

    it('email logs, support messages and leads are for admins only', async () => {
      for (const collection of ['email-logs', 'support-messages', 'leads'] as const) {
        await expect(payload.find({ collection, ...asUser(users.editor) })).rejects.toThrow()
        await expect(payload.find({ collection, ...asUser(users.alice) })).rejects.toThrow()
        await expect(payload.find({ collection, ...asUser(users.admin) })).resolves.toBeTruthy()
      }
    })
  })
