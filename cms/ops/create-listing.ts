import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { BRANDS, CATEGORIES, CONDITIONS, COUNTRIES } from '@core/domain/catalog'
import { OpsError } from './ops-error'
import { requireRole } from './require-role'

const text = (max: number) => z.string().trim().max(max)
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === '' || value === null || value === undefined ? undefined : Number(value)), schema.optional())

export const ZListingInput = z
  .object({
    title: text(160).min(3, 'Please enter a title (at least 3 characters).'),
    category: z.enum(CATEGORIES, { message: 'Please choose a category.' }),
    brand: z.enum(BRANDS, { message: 'Please choose a brand.' }),
    model: text(80).min(1, 'Please enter the model.'),
    year: z.coerce.number({ message: 'Please enter the year.' }).int().min(1950, 'The year must be 1950 or later.').max(new Date().getFullYear() + 1, 'The year lies in the future.'),
    hours: z.coerce.number({ message: 'Please enter the operating hours.' }).int().min(0, 'Hours cannot be negative.').max(1_000_000),
    serial_number: text(80).optional(),
    condition: z.enum(CONDITIONS).default('good'),
    location_city: text(120).min(1, 'Please enter the city.'),
    location_country: z.enum(COUNTRIES, { message: 'Please choose a country.' }),
    description_en: text(20_000).default(''),
    description_de: text(20_000).default(''),
    reserve_price: optionalNumber(z.number().min(0, 'The reserve cannot be negative.')),
    inspector: text(120).optional(),
    inspected_at: z.union([z.literal(''), z.iso.date('Please enter the inspection date as YYYY-MM-DD.')]).optional(),
    inspection_summary_en: text(5_000).optional(),
    inspection_summary_de: text(5_000).optional(),
    status: z.enum(['draft', 'live']).default('draft'),
  })
  .strict()
export type TListingInput = z.infer<typeof ZListingInput>

export type UploadFile = { data: Buffer; mimetype: string; name: string; size: number }
export type ListingFiles = { photos: UploadFile[]; documents: UploadFile[]; inspection?: UploadFile }

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp']
const MAX_PHOTO_BYTES = 15 * 1024 * 1024
const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024
export const MAX_PHOTOS = 20

/** What a live listing needs: photos and a description in both languages (the site shows both). */
export const missingForLive = (input: { description_en?: string; description_de?: string }, photoCount: number): string | null => {
  if (photoCount < 1) return 'A live listing needs at least one photo.'
  if (!input.description_en?.trim() || !input.description_de?.trim()) return 'A live listing needs the description in English and in German.'
  return null
}

const checkFiles = (files: ListingFiles) => {
  if (files.photos.length > MAX_PHOTOS) throw new OpsError(400, 'invalid_request', `At most ${MAX_PHOTOS} photos.`, 'photos')
  for (const photo of files.photos) {
    if (!PHOTO_TYPES.includes(photo.mimetype)) throw new OpsError(400, 'invalid_request', `${photo.name}: photos must be JPEG, PNG or WebP.`, 'photos')
    if (photo.size > MAX_PHOTO_BYTES) throw new OpsError(413, 'file_too_large', `${photo.name} is larger than 15 MB.`, 'photos')
  }
  for (const doc of [...files.documents, ...(files.inspection ? [files.inspection] : [])]) {
    if (doc.mimetype !== 'application/pdf') throw new OpsError(400, 'invalid_request', `${doc.name}: documents must be PDF files.`, 'documents')
    if (doc.size > MAX_DOCUMENT_BYTES) throw new OpsError(413, 'file_too_large', `${doc.name} is larger than 20 MB.`, 'documents')
  }
}

/**
 * Creates a listing with its photos (in the given order), documents and inspection report, in
 * English and German, as the signed-in editor or admin. SQLite runs Payload without transactions,
 * so a failed step deletes what earlier steps created: either the whole listing exists or nothing.
 */
export const createListing = async (req: PayloadRequest, input: TListingInput, files: ListingFiles) => {
  requireRole(req, 'listings')
  checkFiles(files)
  if (input.status === 'live') {
    const missing = missingForLive(input, files.photos.length)
    if (missing) throw new OpsError(400, 'not_ready', missing)
  }
  const { payload } = req
  const asUser = { req, overrideAccess: false } as const
  const createdMedia: Array<number | string> = []
  let listingId: number | string | null = null
  try {
    const listing = await payload.create({
      collection: 'listings',
      locale: 'en',
      data: {
        title: input.title,
        category: input.category,
        brand: input.brand,
        model: input.model,
        year: input.year,
        hours: input.hours,
        serial_number: input.serial_number || undefined,
        condition: input.condition,
        location_city: input.location_city,
        location_country: input.location_country,
        description_md: input.description_en,
        reserve_price: input.reserve_price,
        // Live only once the photos are attached, so the public site never shows it without them.
        status: 'draft',
        inspection_report: {
          inspector: input.inspector || undefined,
          inspected_at: input.inspected_at ? new Date(input.inspected_at).toISOString() : undefined,
          summary_md: input.inspection_summary_en || undefined,
        },
      },
      depth: 0,
      ...asUser,
    })
    listingId = listing.id
    await payload.update({
      collection: 'listings',
      id: listing.id,
      locale: 'de',
      data: { description_md: input.description_de, inspection_report: { summary_md: input.inspection_summary_de || undefined } },
      depth: 0,
      ...asUser,
    })
    const upload = async (file: UploadFile, kind: 'image' | 'document' | 'inspection_report', sortOrder: number) => {
      const media = await payload.create({
        collection: 'media',
        data: { listing: listing.id as number, kind, sort_order: sortOrder, alt: input.title },
        file,
        depth: 0,
        ...asUser,
      })
      createdMedia.push(media.id)
      return media
    }
    for (const [index, photo] of files.photos.entries()) await upload(photo, 'image', index)
    for (const [index, doc] of files.documents.entries()) await upload(doc, 'document', index)
    const report = files.inspection ? await upload(files.inspection, 'inspection_report', 0) : null
    return await payload.update({
      collection: 'listings',
      id: listing.id,
      locale: 'en',
      data: { status: input.status, ...(report ? { inspection_report: { file: report.id as number } } : {}) },
      depth: 0,
      ...asUser,
    })
  } catch (err) {
    await undo(req, listingId, createdMedia)
    throw err
  }
}

/** Removes what a failed creation left behind (as the system: the editor may not delete listings). */
const undo = async (req: PayloadRequest, listingId: number | string | null, mediaIds: Array<number | string>) => {
  for (const id of mediaIds) {
    await req.payload.delete({ collection: 'media', id, overrideAccess: true, req }).catch(() => undefined)
  }
  if (listingId != null) await req.payload.delete({ collection: 'listings', id: listingId, overrideAccess: true, req }).catch(() => undefined)
}
