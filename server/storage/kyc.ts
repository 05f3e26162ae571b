import type { Payload } from 'payload'

import type { Kyc } from '../../cms/payload-types'

/**
 * A user's latest approved business verification (company, address, country, VAT ID), or null:
 * the one lookup behind the buyer's VAT case (bid box, order) and the parties on the invoice.
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
