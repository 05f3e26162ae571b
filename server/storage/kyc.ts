import type { Payload } from 'payload'

import type { Kyc } from '../../cms/payload-types'

/**
 * A user's latest approved business verification (company, address, country and VAT ID): what
 * the bid box's totals, the order's VAT treatment and the invoice's buyer block are based on.
 * Null for no user or no approved record. Read with the service's rights (callers check access).
 */
export const approvedKycOf = async (payload: Payload, userId: number | string | null | undefined): Promise<Kyc | null> => {
  if (userId == null) return null
  const found = await payload.find({
    collection: 'kyc',
    where: { and: [{ user: { equals: userId } }, { status: { equals: 'approved' } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}
