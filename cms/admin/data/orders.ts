import type { PayloadRequest } from 'payload'

import type { CommissionOrder } from '@core/domain/commission'
import { SETTINGS_DEFAULTS } from '@core/settings'
import { inGroup } from '../../access'
import { readSettings } from '../../settings/read-settings'

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

/**
 * The commission rate the report uses: the settings' (read by admins only, as the field's access
 * says), else the platform default.
 */
export const loadCommissionPct = async (req: PayloadRequest): Promise<number> =>
  inGroup('admin', req.user) ? (await readSettings(req.payload)).commissionPct : SETTINGS_DEFAULTS.commissionPct
