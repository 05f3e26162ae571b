import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { DUTY_MESSAGES, kycApprovalRefusal } from '@core/domain/duties'
import { canDecide, KYC_REASONS, KYC_REQUESTABLE_DOCUMENTS } from '@core/domain/kyc-desk'
import { isOwnRecord, SELF_DECISION_MESSAGE } from '@core/domain/kyc-review'
import type { KycStatus } from '@core/domain/statuses'
import { claimKyc } from './kyc-claims'
import { idOf, OpsError } from './ops-error'
import { requireRole } from './require-role'

const ZReasons = z.array(z.enum(KYC_REASONS, { message: 'Unknown reason.' })).max(KYC_REASONS.length)
const ZNote = (message: string) => z.string().trim().min(1, message).max(1000, 'The text is too long (at most 1000 characters).')

export const ZKycDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }).strict(),
  z
    .object({
      decision: z.literal('reject'),
      /** What the applicant reads (required). */
      reason: ZNote('Please give the reason for the rejection.'),
      /** Picked from the list (the screen asks for at least one; older clients send none). */
      reasons: ZReasons.default([]),
    })
    .strict(),
  z
    .object({
      decision: z.literal('request_info'),
      documents: z.array(z.enum(KYC_REQUESTABLE_DOCUMENTS, { message: 'Unknown document.' })).min(1, 'Please choose at least one document to ask for.').max(KYC_REQUESTABLE_DOCUMENTS.length),
      reasons: ZReasons.min(1, 'Please choose at least one reason.'),
      /** What the applicant reads beside the list of documents. */
      reason: ZNote('Please tell the applicant what to upload.'),
    })
    .strict(),
])
export type TKycDecision = z.infer<typeof ZKycDecision>

/**
 * A reviewer's decision on a KYC application waiting for review, never on their own (the
 * collection's hook refuses that too), and never on one another reviewer holds (the decision first
 * takes the claim for the reviewer in one conditional update, so two reviewers deciding at once
 * cannot both win). Which decision may follow which status is the state machine in
 * core/domain/kyc-desk.ts. The update runs as the reviewer (their access rules apply); the
 * collection's hooks record who decided and when, end the claim, mirror the status onto the user
 * and tell the applicant in their language.
 */
export const decideKyc = async (req: PayloadRequest, id: number, input: TKycDecision) => {
  const reviewer = requireRole(req, 'kyc')
  const record = await req.payload
    .findByID({ collection: 'kyc', id, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!record) throw new OpsError(404, 'not_found', 'This KYC record does not exist.')
  if (isOwnRecord(record.user, reviewer.id)) throw new OpsError(403, 'own_record', SELF_DECISION_MESSAGE)
  if (!canDecide(record.status as KycStatus, input.decision)) {
    throw new OpsError(409, 'already_decided', record.status === 'info_requested' ? 'This application is waiting for the applicant’s documents.' : 'This record has already been decided.')
  }
  if (input.decision === 'approve') {
    // Separation of duties (core/domain/duties.ts): a staff account never holds an approved record.
    const owner = await req.payload.findByID({ collection: 'users', id: idOf(record.user) ?? 0, depth: 0, overrideAccess: true, disableErrors: true, req })
    const refusal = kycApprovalRefusal({ ownerRoles: (owner?.roles ?? []) as string[], statusBefore: record.status, statusAfter: 'approved' })
    if (refusal) throw new OpsError(409, refusal, DUTY_MESSAGES[refusal][req.i18n?.language === 'de' ? 'de' : 'en'])
  }
  // Refused (409) when another reviewer holds the application; the hook clears the claim with the decision.
  await claimKyc(req, id)
  const data =
    input.decision === 'approve'
      ? { status: 'approved' as const, rejection_reason: null, decision_reasons: [], requested_documents: [] }
      : input.decision === 'reject'
        ? { status: 'rejected' as const, rejection_reason: input.reason, decision_reasons: input.reasons, requested_documents: [] }
        : { status: 'info_requested' as const, rejection_reason: input.reason, decision_reasons: input.reasons, requested_documents: input.documents }
  return req.payload.update({ collection: 'kyc', id, data, depth: 0, req, overrideAccess: false })
}
