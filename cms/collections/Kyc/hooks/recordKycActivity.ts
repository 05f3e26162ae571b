import type { CollectionAfterChangeHook } from 'payload'

import { recordActivity } from '../../Activity/record-activity'
import { isResubmission } from '@core/domain/kyc-review'

/** KYC (re)submissions and staff decisions appear on the owner's activity page. */
export const recordKycActivity: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const submitted = operation === 'create' || isResubmission(doc.status, previousDoc?.status)
  const decided = operation === 'update' && doc.status !== previousDoc?.status && (doc.status === 'approved' || doc.status === 'rejected')
  if (!submitted && !decided) return doc
  const user = typeof doc.user === 'object' ? doc.user.id : doc.user
  const type = submitted ? 'kyc_submitted' : doc.status === 'approved' ? 'kyc_approved' : 'kyc_rejected'
  await recordActivity(req.payload, { user, type }, req)
  return doc
}
