import type { Payload, PayloadRequest } from 'payload'

import { LANGUAGE_HEADER, TEMPLATE_HEADER } from '../email/adapter'
import type { Notification } from '../payload-types'

/** The fields of a user that every notice reads: where to mail, in which language, and who may hear what. */
const RECIPIENT_FIELDS = { email: true, language: true, email_confirmed_at: true, blocked: true, roles: true } as const

/**
 * The user a notice goes to, null when the account is gone. Whether they may hear it (blocked,
 * unconfirmed, may not see prices) is the caller's rule: it differs by message.
 */
export const recipientOf = (payload: Payload, id: number | string) =>
  payload.findByID({ collection: 'users', id, depth: 0, select: RECIPIENT_FIELDS, overrideAccess: true, disableErrors: true })

/** The in-app notification: what the dashboard's notifications list shows. */
export type InAppNotice = Pick<Notification, 'type' | 'title' | 'body' | 'link'>

/** A rendered email (core/email/*: subject, html, text in `lang`) and the template name the email log records it under. */
export type NoticeMail = { subject: string; html: string; text: string; lang: string; template: string }

/**
 * The one sender of notices to a user: the in-app notification, then the email, each only when
 * given (a digest is mail only; a saved-search match mails only when the search asks for it). Both
 * go through Payload (the notification with the caller's `req` when it must share a transaction;
 * the mail through the logged email adapter, with the template and language for the email log).
 * A failed mail throws, unless `onMailError` takes it (a decision already made must not be undone
 * by a mail). Who receives what, and how often, is the caller's rule.
 */
export const notify = async (
  payload: Payload,
  to: { id: number | string; email: string },
  notice: { inApp?: InAppNotice; mail?: NoticeMail },
  options: { req?: PayloadRequest; onMailError?: (err: unknown) => void } = {},
): Promise<void> => {
  const { inApp, mail } = notice
  if (inApp) {
    await payload.create({
      collection: 'notifications',
      data: { user: to.id as number, type: inApp.type, title: inApp.title, body: inApp.body, link: inApp.link },
      overrideAccess: true,
      ...(options.req ? { req: options.req } : {}),
    })
  }
  if (!mail) return
  const sent = payload.sendEmail({
    to: to.email,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: { [TEMPLATE_HEADER]: mail.template, [LANGUAGE_HEADER]: mail.lang },
  })
  await (options.onMailError ? sent.catch(options.onMailError) : sent)
}
