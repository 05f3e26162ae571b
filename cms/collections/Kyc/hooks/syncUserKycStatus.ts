import type { CollectionAfterChangeHook } from 'payload'

/** Mirrors the record's status onto the user, where the bid eligibility check reads it. */
export const syncUserKycStatus: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status === previousDoc?.status) return doc
  const userId = typeof doc.user === 'object' ? doc.user.id : doc.user
  await req.payload.update({
    collection: 'users',
    id: userId,
    data: { kyc_status: doc.status },
    req,
    overrideAccess: true,
  })
  return doc
}
