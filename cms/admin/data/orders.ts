import type { PayloadRequest } from 'payload'

import type { CommissionOrder } from '@core/domain/commission'
import { PLATFORM_DEFAULTS } from '@core/domain/defaults'

/**
 * Every order with its listing's category and country, read as the signed-in user
 * (`overrideAccess: false`), so only a user allowed to read all orders gets them all.
 */
export const loadCommissionOrders = async (req: PayloadRequest): Promise<CommissionOrder[]> => {
  const result = await req.payload.find({
    collection: 'orders',
    depth: 1,
    pagination: false,
    select: { createdAt: true, status: true, hammer_price: true, buyer_fee: true, listing: true },
    populate: { listings: { category: true, location_country: true } },
    overrideAccess: false,
    user: req.user,
  })
  return result.docs.map((doc) => {
    const listing = (typeof doc.listing === 'object' ? doc.listing : null) as { category?: string; location_country?: string } | null
    return {
      createdAt: String(doc.createdAt),
      status: String(doc.status ?? 'awaiting_payment'),
      hammer_price: Number(doc.hammer_price ?? 0),
      buyer_fee: Number(doc.buyer_fee ?? 0),
      category: listing?.category ?? '',
      country: listing?.location_country ?? '',
    }
  })
}

/** The commission rate the report uses: the settings global, or the platform default. */
export const loadCommissionPct = async (req: PayloadRequest): Promise<number> => {
  const settings = await req.payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false, user: req.user })
  return Number(settings.commission_pct ?? PLATFORM_DEFAULTS.commissionPct)
}
