import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { DUTY_MESSAGES, kycApprovalRefusal } from '@core/domain/duties'
import { canDecide, KYC_REASONS, KYC_REQUESTABLE_DOCUMENTS } from '@core/domain/kyc-desk'
import { isOwnRecord, SELF_DECISION_MESSAGE } from '@core/domain/kyc-review'
import type { KycStatus } from '@core/domain/statuses'
import { claimKyc } from './kyc-claims'
import { idOf, OpsError } from './ops-error'
import { requireRole } from './require-role'

type Lang = 'en' | 'de'

/** The refusals a reviewer reads (400), in the admin's language. */
const DECISION_MESSAGES = {
  unknownReason: { en: 'Unknown reason.', de: 'Unbekannter Grund.' },
  unknownDocument: { en: 'Unknown document.', de: 'Unbekanntes Dokument.' },
  tooLong: { en: 'The text is too long (at most 1000 characters).', de: 'Der Text ist zu lang (höchstens 1000 Zeichen).' },
  rejectReasons: { en: 'Please pick at least one reason for the rejection from the list.', de: 'Bitte wählen Sie mindestens einen Ablehnungsgrund aus der Liste.' },
  requestReasons: { en: 'Please choose at least one reason.', de: 'Bitte wählen Sie mindestens einen Grund.' },
  documents: { en: 'Please choose at least one document to ask for.', de: 'Bitte wählen Sie mindestens ein Dokument, das nachgereicht werden soll.' },
  requestNote: { en: 'Please tell the applicant what to upload.', de: 'Bitte schreiben Sie dem Antragsteller, was er hochladen soll.' },
} satisfies Record<string, Record<Lang, string>>

/**
 * The decision's body, checked with messages in the reviewer's language. A rejection needs at least
 * one reason from the list (core KYC_REASONS); the free text beside it is optional. A request for
 * more information needs the documents, a reason and the note the applicant reads.
 */
export const kycDecisionSchema = (language?: string) => {
  const m = (key: keyof typeof DECISION_MESSAGES) => DECISION_MESSAGES[key][language === 'de' ? 'de' : 'en']
  // Missing or not a list reads like an empty one.
  const reasons = (missing: string) => z.array(z.enum(KYC_REASONS, { message: m('unknownReason') }), { error: missing }).min(1, missing).max(KYC_REASONS.length)
  const text = z.string().trim().max(1000, m('tooLong'))
  return z.discriminatedUnion('decision', [
    z.object({ decision: z.literal('approve') }).strict(),
    z
      .object({
        decision: z.literal('reject'),
        /** Picked from the list: at least one. */
        reasons: reasons(m('rejectReasons')),
        /** What the applicant reads beside the reasons (optional). */
        reason: text.optional(),
      })
      .strict(),
    z
      .object({
        decision: z.literal('request_info'),
        documents: z.array(z.enum(KYC_REQUESTABLE_DOCUMENTS, { message: m('unknownDocument') })).min(1, m('documents')).max(KYC_REQUESTABLE_DOCUMENTS.length),
        reasons: reasons(m('requestReasons')),
        /** What the applicant reads beside the list of documents. */
        reason: text.min(1, m('requestNote')),
      })
      .strict(),
  ])
}
export const ZKycDecision = kycDecisionSchema('en')
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
        ? { status: 'rejected' as const, rejection_reason: input.reason || null, decision_reasons: input.reasons, requested_documents: [] }
        : { status: 'info_requested' as const, rejection_reason: input.reason, decision_reasons: input.reasons, requested_documents: input.documents }
  return req.payload.update({ collection: 'kyc', id, data, depth: 0, req, overrideAccess: false })
}
