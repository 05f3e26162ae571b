import type { CollectionAfterChangeHook } from 'payload'

import { kycEmail, kycMessage } from '@core/email/account-emails'
import { notify } from '../../../notifications/notify'
import { isResubmission } from '@core/domain/kyc-review'
import type { KycReason, KycRequestedDocument } from '@core/domain/kyc-desk'
import { KYC_REASON_LABELS, KYC_REQUESTED_DOCUMENT_LABELS } from '../../../fields/options'

/**
 * Tells the applicant, in their language: "KYC submitted" by email on a (re)submission; on a
 * decision (approved, or rejected with the reason and a link to the prefilled form) an in-app
 * notification plus the email. The hook runs once per change, and a decision is a change of the
 * status, so each decision is announced exactly once. The notification is written in the
 * decision's transaction; a failed email never undoes the decision (it is logged as failed).
 */
export const notifyKycApplicant: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (context?.skipEmails) return doc
  const submitted = operation === 'create' || isResubmission(doc.status, previousDoc?.status)
  const decided = operation === 'update' && doc.status !== previousDoc?.status && (doc.status === 'approved' || doc.status === 'rejected' || doc.status === 'info_requested')
  if (!submitted && !decided) return doc
  const userId = typeof doc.user === 'object' ? doc.user.id : doc.user
  const user = await req.payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, req }).catch(() => null)
  if (!user) return doc
  const kind = submitted ? 'submitted' : (doc.status as 'approved' | 'rejected' | 'info_requested')
  const lang = user.language === 'de' ? 'de' : 'en'
  // A request for more information names the documents (in the applicant's language) before the reviewer's note.
  const documents = kind === 'info_requested' && Array.isArray(doc.requested_documents) ? (doc.requested_documents as KycRequestedDocument[]).map((d) => KYC_REQUESTED_DOCUMENT_LABELS[d]?.[lang] ?? d) : []
  // A rejection names the reasons picked from the list (in the applicant's language) before the reviewer's optional text.
  const reasons = kind === 'rejected' && Array.isArray(doc.decision_reasons) ? (doc.decision_reasons as KycReason[]).map((r) => KYC_REASON_LABELS[r]?.[lang] ?? r) : []
  const reason = [documents.join(', '), reasons.join(', '), doc.rejection_reason ?? ''].filter(Boolean).join('\n')
  const message = kycMessage(user, kind, reason)
  const mail = await kycEmail(user, kind, reason)
  await notify(
    req.payload,
    user,
    {
      inApp: kind === 'submitted' ? undefined : { type: 'kyc', title: message.subject, body: message.body, link: message.link },
      mail: { ...mail, template: `kyc-${kind}`, lang: user.language ?? 'en' },
    },
    { req, onMailError: (err) => req.payload.logger.warn({ err }, 'KYC email could not be sent') },
  )
  return doc
}
