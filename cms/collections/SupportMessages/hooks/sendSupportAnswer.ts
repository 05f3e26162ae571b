import type { CollectionAfterChangeHook } from 'payload'

import { LANGUAGE_HEADER, TEMPLATE_HEADER } from '../../../email/adapter'
import { supportAnswerEmail } from '@core/email/support-emails'

/**
 * Emails the staff answer to the sender, in the language they wrote in, when a message is
 * marked answered. A failed email never undoes the answer (it is logged as failed).
 */
export const sendSupportAnswer: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'answered' || previousDoc?.status === 'answered' || !doc.answer) return doc
  const lang = doc.context?.locale === 'de' ? 'de' : 'en'
  const mail = await supportAnswerEmail(lang, { id: doc.id, email: doc.email, topic: doc.topic, message: doc.message }, doc.answer)
  await req.payload
    .sendEmail({ to: doc.email, subject: mail.subject, html: mail.html, text: mail.text, headers: { [TEMPLATE_HEADER]: 'support-answer', [LANGUAGE_HEADER]: lang } })
    .catch((err: unknown) => req.payload.logger.warn({ err }, 'support answer email could not be sent'))
  return doc
}
