import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { DUTY_MESSAGES, kycApprovalRefusal } from '@core/domain/duties'
import { isOwnRecord, SELF_DECISION_MESSAGE } from '@core/domain/kyc-review'
import { idOf, OpsError } from './ops-error'
import { requireRole } from './require-role'

export const ZKycDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }).strict(),
  z
    .object({
      decision: z.literal('reject'),
      reason: z.string().trim().min(1, 'Please give the reason for the rejection.').max(1000, 'The reason is too long (at most 1000 characters).'),
    })
    .strict(),
])
export type TKycDecision = z.infer<typeof ZKycDecision>

/**
 * A reviewer's decision on a pending KYC record, never on their own (the collection's hook refuses
 * that too; here it is answered like every refused staff action). The update runs as the reviewer
 * (their access rules apply); the collection's hooks record who decided and when, mirror the status
 * onto the user and send the decision email in the user's language.
 */
export const decideKyc = async (req: PayloadRequest, id: number, input: TKycDecision) => {
  const reviewer = requireRole(req, 'kyc')
  const record = await req.payload
    .findByID({ collection: 'kyc', id, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!record) throw new OpsError(404, 'not_found', 'This KYC record does not exist.')
  if (isOwnRecord(record.user, reviewer.id)) throw new OpsError(403, 'own_record', SELF_DECISION_MESSAGE)
  if (record.status !== 'pending_review') throw new OpsError(409, 'already_decided', 'This record has already been decided.')
  if (input.decision === 'approve') {
    // Separation of duties (core/domain/duties.ts): a staff account never holds an approved record.
    const owner = await req.payload.findByID({ collection: 'users', id: idOf(record.user) ?? 0, depth: 0, overrideAccess: true, disableErrors: true, req })
    const refusal = kycApprovalRefusal({ ownerRoles: (owner?.roles ?? []) as string[], statusBefore: record.status, statusAfter: 'approved' })
    if (refusal) throw new OpsError(409, refusal, DUTY_MESSAGES[refusal][req.i18n?.language === 'de' ? 'de' : 'en'])
  }
  return req.payload.update({
    collection: 'kyc',
    id,
    data: input.decision === 'approve' ? { status: 'approved', rejection_reason: null } : { status: 'rejected', rejection_reason: input.reason },
    depth: 0,
    req,
    overrideAccess: false,
  })
}
