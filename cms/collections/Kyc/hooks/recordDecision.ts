import type { CollectionBeforeChangeHook } from 'payload'
import { APIError } from 'payload'

import {
  changedOwnerFields,
  isSelfDecision,
  ownerChangeOutcome,
  refId,
  SELF_DECISION_MESSAGE,
  type KycStatusValue,
} from '@core/domain/kyc-review'

/**
 * Stamps submissions and decisions, and keeps a decision someone else's:
 * - nobody changes the status of their own record, whatever their role (403, on create too);
 * - an owner's change to a decided record sends it back to pending review (a rejected or
 *   info-requested record on any save, keeping its first submission's place in the queue; an approved one when an applicant field changed), clearing the old decision;
 * - a staff decision records who decided and when.
 * Server code without a signed-in user (seed) is not an actor and passes unchanged.
 */
export const recordDecision: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const now = new Date().toISOString()
  const actorId = req.user && req.user.collection === 'users' ? req.user.id : null
  const statusBefore = operation === 'create' ? null : ((originalDoc?.status ?? null) as KycStatusValue | null)
  const statusAfter = (data.status ?? statusBefore ?? 'pending_review') as KycStatusValue

  if (isSelfDecision({ actorId, ownerIds: [originalDoc?.user, data.user], statusBefore: statusBefore ?? 'pending_review', statusAfter })) {
    throw new APIError(SELF_DECISION_MESSAGE, 403, null, true)
  }

  if (operation === 'create') {
    const decided = statusAfter !== 'pending_review' && actorId !== null
    return { ...data, status: statusAfter, submitted_at: now, first_submitted_at: now, ...(decided ? { reviewed_by: actorId, reviewed_at: now } : {}) }
  }

  const outcome = ownerChangeOutcome({
    actorId,
    ownerId: refId(originalDoc?.user),
    statusBefore,
    changedFields: changedOwnerFields(originalDoc, data),
  })
  if (outcome === 'resubmitted') {
    // Back in the queue at its first submission's place (first_submitted_at stays); the old decision and any claim are cleared.
    return {
      ...data,
      status: 'pending_review',
      submitted_at: now,
      first_submitted_at: originalDoc?.first_submitted_at ?? originalDoc?.submitted_at ?? now,
      rejection_reason: null,
      decision_reasons: [],
      requested_documents: [],
      reviewed_by: null,
      reviewed_at: null,
      claimed_by: null,
      claimed_until: null,
    }
  }
  if (statusAfter !== statusBefore) {
    // A decision ends the reviewer's claim.
    return { ...data, reviewed_by: actorId, reviewed_at: now, claimed_by: null, claimed_until: null }
  }
  return data
}
