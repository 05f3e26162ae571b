import type { Payload } from 'payload'

import { planAuctions } from './data/auctions'
import { buildListingFixtures } from './data/listings'
import { ensureSettings } from './steps/ensure-settings'
import type { Log, StepCount } from './steps/types'
import { upsertAccountExtras } from './steps/upsert-account-extras'
import { upsertAuctions } from './steps/upsert-auctions'
import { upsertContent } from './steps/upsert-content'
import { upsertKycRecords } from './steps/upsert-kyc'
import { upsertListingImages } from './steps/upsert-listing-images'
import { upsertListings } from './steps/upsert-listings'
import { upsertUsers } from './steps/upsert-users'
import { settleVatChecks } from '../collections/Kyc/vat-check'

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts'

/** Collections the seed writes. */
export const SEEDED_COLLECTIONS = ['users', 'kyc-documents', 'kyc', 'listings', 'media', 'auctions', 'bids', 'pages', 'faqs', 'watchlist', 'notifications'] as const
type SeededCollection = (typeof SEEDED_COLLECTIONS)[number]

export type SeedCount = StepCount & { total: number }

export type SeedSummary = {
  durationMs: number
  collections: Record<SeededCollection, SeedCount>
  settings: 'created' | 'existing'
}

export type SeedOptions = {
  log?: Log
  /** Photo uploads in flight at once (default 2, one per core). */
  imageConcurrency?: number
}

const add = (a: StepCount, b: StepCount): StepCount => ({ created: a.created + b.created, updated: a.updated + b.updated })

/**
 * Fills the database with the demo marketplace: staff and buyer accounts with KYC, listings in
 * every category with photos and inspection reports, live and ended auctions with bid histories.
 * Safe to run again: existing records are found by their natural keys and nothing is duplicated.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {})
  const startedAt = Date.now()
  const now = new Date()

  const settings = await ensureSettings(payload)
  const users = await upsertUsers(payload, now)
  log(`users: ${users.count.created} created, ${users.count.updated} updated`)
  const kyc = await upsertKycRecords(payload, users.ids, now)
  log(`kyc: ${kyc.kyc.created} records, ${kyc.documents.created} documents created`)

  const content = await upsertContent(payload)
  log(`content: ${content.pages.created} pages, ${content.faqs.created} FAQs created`)

  const fixtures = buildListingFixtures()
  const listings = await upsertListings(payload, fixtures, users.ids.seller, now, log)
  const auctions = await upsertAuctions(payload, fixtures, planAuctions(fixtures, now), listings.ids, users.ids, log)
  const images = await upsertListingImages(payload, fixtures, listings.ids, {
    concurrency: options.imageConcurrency ?? 2,
    log,
  })
  log(`images: ${images.created} created, ${images.updated} given German alt text`)
  const extras = await upsertAccountExtras(payload, users.ids)
  log(`demo buyer: ${extras.watchlist.created} watched auctions, ${extras.notifications.created} notifications created`)

  const steps: Record<SeededCollection, StepCount> = {
    users: users.count,
    'kyc-documents': kyc.documents,
    kyc: kyc.kyc,
    listings: listings.listings,
    media: add(images, listings.reports),
    auctions: auctions.auctions,
    bids: auctions.bids,
    pages: content.pages,
    faqs: content.faqs,
    watchlist: extras.watchlist,
    notifications: extras.notifications,
  }
  const totals = await Promise.all(
    SEEDED_COLLECTIONS.map((slug) => payload.count({ collection: slug, overrideAccess: true })),
  )
  const collections = Object.fromEntries(
    SEEDED_COLLECTIONS.map((slug, i) => [slug, { ...steps[slug], total: totals[i].totalDocs }]),
  ) as Record<SeededCollection, SeedCount>

  // The VIES answers for the new KYC records (asked in the background, at most VIES_TIMEOUT_MS each)
  // are stored before the seed's process exits, so no record stays "being checked".
  await settleVatChecks()
  return { durationMs: Date.now() - startedAt, collections, settings: settings.created ? 'created' : 'existing' }
}
