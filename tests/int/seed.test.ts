import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BRANDS, CATEGORIES, COUNTRIES } from '@core/domain/catalog'
import { DEMO_ACCOUNTS, seed, SEEDED_COLLECTIONS } from '../../cms/seed'
import { startPayload } from './helpers/payload'

const countAll = async (payload: Payload) =>
  Object.fromEntries(
    await Promise.all(
      SEEDED_COLLECTIONS.map(async (collection) => [collection, (await payload.count({ collection, overrideAccess: true })).totalDocs] as const),
    ),
  )

/** The demo data covers the catalogue and can be loaded again without duplicating anything. */
describe('demo data', () => {
  let payload: Payload
  let stop: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    await seed(payload)
    // The seed renders and uploads 361 photos (sharp): about a minute alone, several on two busy
    // cores (it timed out at 4 minutes while an end-to-end run shared the machine).
  }, 600_000)
  afterAll(async () => stop?.())

  it('covers every category, brand and country with live listings and auctions', async () => {
    const listings = await payload.find({ collection: 'listings', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    expect(listings.docs.length).toBeGreaterThanOrEqual(60)
    expect(new Set(listings.docs.map((l) => l.category))).toEqual(new Set(CATEGORIES))
    expect(new Set(listings.docs.map((l) => l.brand))).toEqual(new Set(BRANDS))
    expect(new Set(listings.docs.map((l) => l.location_country))).toEqual(new Set(COUNTRIES))
    for (const listing of listings.docs.slice(0, 5)) {
      const de = await payload.findByID({ collection: 'listings', id: listing.id, locale: 'de', fallbackLocale: false, overrideAccess: true })
      expect(de.description_md?.length, `German description of ${listing.slug}`).toBeGreaterThan(50)
      expect(de.description_md).not.toEqual(listing.description_md)
    }

    const now = Date.now()
    const auctions = await payload.find({ collection: 'auctions', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    const live = auctions.docs.filter((a) => a.status === 'LIVE' && Date.parse(a.end_time) > now)
    expect(live.length).toBeGreaterThanOrEqual(50)
    expect(live.some((a) => Date.parse(a.end_time) - now < 20 * 60_000)).toBe(true)
    expect(auctions.docs.filter((a) => a.status === 'ENDED').length).toBeGreaterThanOrEqual(3)
  })

  it('gives every listing 3 to 6 photos', async () => {
    const images = await payload.find({ collection: 'media', where: { kind: { equals: 'image' } }, limit: 0, pagination: false, depth: 0, overrideAccess: true })
    const perListing = new Map<unknown, number>()
    for (const image of images.docs) perListing.set(image.listing, (perListing.get(image.listing) ?? 0) + 1)
    for (const count of perListing.values()) {
      expect(count).toBeGreaterThanOrEqual(3)
      expect(count).toBeLessThanOrEqual(6)
    }
  })

  it('creates the demo accounts with the states the spec needs', async () => {
    const users = await payload.find({ collection: 'users', limit: 0, pagination: false, overrideAccess: true })
    const byEmail = new Map(users.docs.map((u) => [u.email, u]))
    for (const account of DEMO_ACCOUNTS) expect(byEmail.has(account.email), account.email).toBe(true)
    expect(byEmail.get('admin@demo.test')?.roles).toEqual(['admin'])
    expect(byEmail.get('buyer@demo.test')).toMatchObject({ kyc_status: 'approved' })
    expect(byEmail.get('buyer@demo.test')?.email_confirmed_at).toBeTruthy()
    expect(byEmail.get('pending@demo.test')).toMatchObject({ kyc_status: 'pending_review' })
    // The demo duplicate pair (security #24, section 5; #28): two pending applications with the same
    // VAT ID and the same IBAN (written differently), under different register numbers.
    expect(byEmail.get('duplicate@demo.test')).toMatchObject({ kyc_status: 'pending_review' })
    const pair = await payload.find({ collection: 'kyc', where: { user: { in: [byEmail.get('pending@demo.test')?.id, byEmail.get('duplicate@demo.test')?.id] } }, depth: 0, overrideAccess: true })
    expect(pair.docs.map((record) => record.vat_key)).toEqual(['DE287411932', 'DE287411932'])
    const { findKycDuplicates } = await import('../../cms/collections/Kyc/fraud-signals')
    expect((await findKycDuplicates(payload, pair.docs[0] as never)).map((signal) => signal.kind)).toEqual(['vat_id', 'iban'])
    expect(byEmail.get('unconfirmed@demo.test')?.email_confirmed_at ?? null).toBeNull()
    const login = await payload.login({ collection: 'users', data: { email: 'buyer@demo.test', password: 'demo1234' } })
    expect(login.user?.email).toBe('buyer@demo.test')
  })

  it('running it again duplicates nothing', async () => {
    const before = await countAll(payload)
    const summary = await seed(payload)
    expect(await countAll(payload)).toEqual(before)
    for (const count of Object.values(summary.collections)) expect(count.created).toBe(0)
  }, 120_000)
})
