import type { CollectionAfterChangeHook } from 'payload'

import { kycEmail } from '@core/email/account-emails'
import { LANGUAGE_HEADER, TEMPLATE_HEADER } from '../../../email/adapter'
import { isResubmission } from '@core/domain/kyc-review'

/**
 * "KYC submitted" on a (re)submission, and the decision (approved, or rejected with the reason),
 * in the user's language. A failed email never undoes the change (it is logged as failed).
 */
export const sendKycEmails: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (context?.skipEmails) return doc
  const submitted = operation === 'create' || isResubmission(doc.status, previousDoc?.status)
  const decided = operation === 'update' && doc.status !== previousDoc?.status && (doc.status === 'approved' || doc.status === 'rejected')
  if (!submitted && !decided) return doc
  const userId = typeof doc.user === 'object' ? doc.user.id : doc.user
  const user = await req.payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, req }).catch(() => null)
  if (!user) return doc
  const kind = submitted ? 'submitted' : doc.status === 'approved' ? 'approved' : 'rejected'
  const mail = await kycEmail(user, kind, doc.rejection_reason ?? '')
  await req.payload
    .sendEmail({
      to: user.email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: { [TEMPLATE_HEADER]: kind === 'submitted' ? 'kyc-submitted' : `kyc-${kind}`, [LANGUAGE_HEADER]: user.language ?? 'en' },
    })
    .catch((err: unknown) => req.payload.logger.warn({ err }, 'KYC email could not be sent'))
  return doc
}
