import type { Payload } from 'payload'

import type { ListingFixture } from '../data/listings'
import { renderListingImage } from '../images'
import { runPool } from '../run-pool'
import type { Log, StepCount } from './types'

type ImageJob = { fixture: ListingFixture; listingId: number; sortOrder: number; mediaId?: number }

const altText = (fixture: ListingFixture, sortOrder: number) => ({
  en: `${fixture.title}, photo ${sortOrder + 1} of ${fixture.image_count}`,
  de: `${fixture.title}, Foto ${sortOrder + 1} von ${fixture.image_count}`,
})

/**
 * Renders and uploads the demo photos of every listing, with alt text in both languages.
 * A photo is identified by listing and sort order, so a re-run uploads only what is missing
 * (and adds German alt text where an interrupted run left it out).
 */
export const upsertListingImages = async (
  payload: Payload,
  fixtures: ListingFixture[],
  listingIds: Map<string, number>,
  options: { concurrency: number; log: Log },
): Promise<StepCount> => {
  const count: StepCount = { created: 0, updated: 0 }
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ listing: { in: [...listingIds.values()] } }, { kind: { equals: 'image' } }] },
    locale: 'de',
    fallbackLocale: false,
    pagination: false,
    depth: 0,
    select: { listing: true, sort_order: true, alt: true },
    overrideAccess: true,
  })
  const existing = new Map(
    docs.map((doc) => [`${typeof doc.listing === 'object' ? doc.listing?.id : doc.listing}:${doc.sort_order}`, doc]),
  )

  const jobs: ImageJob[] = fixtures.flatMap((fixture) => {
    const listingId = listingIds.get(fixture.slug)
    if (listingId === undefined) return []
    return Array.from({ length: fixture.image_count }, (_, sortOrder): ImageJob | null => {
      const found = existing.get(`${listingId}:${sortOrder}`)
      if (!found) return { fixture, listingId, sortOrder }
      return found.alt ? null : { fixture, listingId, sortOrder, mediaId: found.id }
    }).filter((job): job is ImageJob => job !== null)
  })
  if (!jobs.length) return count

  options.log(`images: ${jobs.length} to render and upload…`)
  let done = 0
  await runPool(jobs, options.concurrency, async ({ fixture, listingId, sortOrder, mediaId }) => {
    const alt = altText(fixture, sortOrder)
    // Two uploads run at once so sharp keeps both cores busy. Each writes only its own rows, so
    // it needs no transaction, and two open SQLite transactions would contend for the one writer.
    const write = { overrideAccess: true, depth: 0, disableTransaction: true } as const
    let id = mediaId
    if (id === undefined) {
      const data = await renderListingImage({
        brand: fixture.machine.brand,
        model: fixture.machine.model,
        shape: fixture.machine.shape,
        index: sortOrder,
        seedLabel: fixture.slug,
      })
      const media = await payload.create({
        collection: 'media',
        locale: 'en',
        data: { listing: listingId, kind: 'image', sort_order: sortOrder, alt: alt.en },
        file: { data, mimetype: 'image/jpeg', name: `${fixture.slug}-${sortOrder + 1}.jpg`, size: data.length },
        // A file left on disk by an interrupted run is replaced rather than renamed around.
        overwriteExistingFiles: true,
        ...write,
      })
      id = media.id
      count.created++
    } else {
      count.updated++
    }
    await payload.update({ collection: 'media', id, locale: 'de', data: { alt: alt.de }, ...write })
    if (++done % 50 === 0) options.log(`images: ${done}/${jobs.length}`)
  })
  return count
}
