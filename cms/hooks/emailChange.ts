import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { newVerificationToken } from '../auth/email-verification'
import { emailChangedEmail, verificationEmail } from '@core/email/account-emails'
import { LANGUAGE_HEADER, TEMPLATE_HEADER } from '../email/adapter'

/** Where the new address's token waits (request context, per user) for the mail after the save. */
const tokenKey = (id: unknown) => `emailChangeToken:${String(id)}`

const normalise = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

/**
 * A changed email address is unconfirmed until its owner opens the link sent to it, however it was
 * changed (the user's own PATCH /api/users/:id, an admin in the admin, server code): bidding
 * waits for it (eligibility: email_unconfirmed). A fresh single-use verification token replaces
 * any earlier one, so an old link cannot confirm the new address. Sessions stay valid.
 */
export const resetConfirmationOnEmailChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  // An erased account's placeholder address is not a change of address (cms/ops/erase-account.ts).
  if (context?.erasure) return data
  if (operation !== 'update' || typeof data?.email !== 'string' || !originalDoc?.email) return data
  if (normalise(data.email) === normalise(originalDoc.email)) return data
  const { token, data: verification } = newVerificationToken()
  context[tokenKey(originalDoc.id)] = token
  return { ...data, ...verification, email_confirmed_at: null }
}

/**
 * After the change is saved: the verification link to the new address and a notice to the old
 * one, both in the user's language. A mail that cannot be sent is logged (email logs) and does not
 * undo the change; the user can ask for a new link on /verify-pending.
 */
export const mailOnEmailChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (context?.erasure) return doc
  const token = context[tokenKey(doc.id)]
  if (operation !== 'update' || typeof token !== 'string') return doc
  delete context[tokenKey(doc.id)]
  const language = doc.language === 'de' ? 'de' : 'en'
  const headers = (template: string) => ({ [TEMPLATE_HEADER]: template, [LANGUAGE_HEADER]: language })
  const [verification, notice] = await Promise.all([verificationEmail(doc, token, { changed: true }), emailChangedEmail(doc, doc.email)])
  const warn = (err: unknown) => req.payload.logger.warn({ err, user: doc.id }, 'email-change mail could not be sent')
  await req.payload
    .sendEmail({ to: doc.email, subject: verification.subject, html: verification.html, text: verification.text, headers: headers('verification') })
    .catch(warn)
  if (previousDoc?.email) {
    await req.payload.sendEmail({ to: previousDoc.email, subject: notice.subject, html: notice.html, text: notice.text, headers: headers('email-changed') }).catch(warn)
  }
  return doc
}
