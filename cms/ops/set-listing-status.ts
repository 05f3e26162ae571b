import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { missingForLive } from './create-listing'
import { OpsError } from './ops-error'
import { requireRole } from './require-role'

export const ZListingStatus = z.object({ status: z.enum(['draft', 'live']) }).strict()

/**
 * Draft → live (once it has photos and both descriptions) and back to draft (only while no
 * auction is scheduled or running for it, so a live auction never loses its listing).
 */
export const setListingStatus = async (req: PayloadRequest, id: number, status: 'draft' | 'live') => {
  requireRole(req, 'listings')
  const { payload } = req
  const listing = await payload.findByID({ collection: 'listings', id, depth: 0, req, overrideAccess: false, disableErrors: true }).catch(() => null)
  if (!listing) throw new OpsError(404, 'not_found', 'This listing does not exist.')
  if (listing.status === status) return listing
  if (status === 'live') {
    if (listing.status !== 'draft') throw new OpsError(409, 'invalid_transition', 'Only a draft can go live.')
    const [all, photos] = await Promise.all([
      // Every locale at once, without fallback, so an empty German text is seen as empty.
      payload.findByID({ collection: 'listings', id, depth: 0, locale: 'all', req, overrideAccess: false }),
      payload.count({ collection: 'media', where: { listing: { equals: id }, kind: { equals: 'image' } }, req, overrideAccess: false }),
    ])
    // Cast: with locale 'all' Payload returns a localized field as { en, de }, the generated type describes a single locale.
    const text = (all.description_md ?? {}) as unknown as Record<string, string | null | undefined>
    const missing = missingForLive({ description_en: text.en ?? '', description_de: text.de ?? '' }, photos.totalDocs)
    if (missing) throw new OpsError(400, 'not_ready', missing)
  } else {
    const active = await payload.count({
      collection: 'auctions',
      where: { listing: { equals: id }, status: { in: ['SCHEDULED', 'LIVE'] } },
      req,
      overrideAccess: false,
    })
    if (active.totalDocs > 0) throw new OpsError(409, 'auction_active', 'This listing has a scheduled or live auction; cancel it first.')
  }
  return payload.update({ collection: 'listings', id, data: { status }, depth: 0, req, overrideAccess: false })
}
