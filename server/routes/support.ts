import { Router } from 'express'
import type { Payload } from 'payload'

import { LANGUAGE_HEADER, TEMPLATE_HEADER } from '../../cms/email/adapter'
import { supportAcknowledgementEmail, supportInboxEmail, type SupportMessageMail } from '@core/email/support-emails'
import { canSeePrices } from '@core/domain/price-visibility'
import { resolveUser } from '../auth/resolve-user'
import { CHAT_FALLBACK } from '@core/domain/support'
import { ZSupportAiChat, ZSupportSendMessage, type TSupportAiChat, type TSupportSendMessage } from '@core/domain/support-schemas'
import { limitedWith, type LimiterStore } from '../http/rate-limit'
import { validate } from '../http/validate'
import { readSettings } from '../settings/settings'
import type { Logger } from '../logger'
import type { LlmConfig } from '../support/llm-answer'
import { answerWithLlm } from '../support/llm-answer'
import type { SupportAssistant } from '../support/support-assistant'

export type SupportLimits = { chat: number; send: number; chatWindowMs: number; sendWindowMs: number }
export const DEFAULT_SUPPORT_LIMITS: SupportLimits = { chat: 30, chatWindowMs: 60_000, send: 5, sendWindowMs: 15 * 60_000 }

/** The one answer to a sent message, also given to a bot that filled the honeypot. */
export const SUPPORT_SENT = 'Thank you! Your message has been sent. We will answer you by email.'


/**
 * The support widget's two functions (spec section 7): POST /svc/functions/support-ai-chat
 * answers a question, offline by default or grounded through an OpenAI-compatible model when
 * configured; POST /svc/functions/support-send-message stores a message for staff, then emails
 * the support inbox and acknowledges to the sender.
 */
export const supportRouter = (deps: {
  payload: Payload
  assistant: SupportAssistant
  llm?: LlmConfig | null
  limits?: SupportLimits
  logger?: Logger
  limiterStore?: LimiterStore
}) => {
  const { payload } = deps
  const limits = deps.limits ?? DEFAULT_SUPPORT_LIMITS
  const router = Router()
  const tooMany = 'Too many requests. Please wait a moment and try again.'

  router.post('/functions/support-ai-chat', limitedWith('support-chat', limits.chat, limits.chatWindowMs, tooMany, deps.limiterStore), validate({ body: ZSupportAiChat }), async (req, res) => {
    const input = res.locals.input.body as TSupportAiChat
    const started = performance.now()
    // The asker is whoever the session cookie says, never anything in the body; checked only when
    // the answer is about them (most questions are about the platform, and a check reads the database).
    const hasSession = Boolean(req.headers.authorization) || /(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '')
    const resolve = async () => {
      const user = await resolveUser(payload, req.headers)
      return { user, unmasked: canSeePrices(user) }
    }
    const offline = await deps.assistant.answer({ ...input, page: { auctionSlug: input.page.auction_slug }, grounding: Boolean(deps.llm) }, { hasSession, resolve })
    let response = offline.markdown || CHAT_FALLBACK
    // Only a confident answer is reworded by a model; a question back or a hand-over stays as it is.
    if (deps.llm && offline.kind === 'answer') {
      const llm = await answerWithLlm(deps.llm, { ...input, grounding: offline.grounding })
      if (llm) response = llm
      else deps.logger?.warn('support AI model did not answer; the offline answer was given')
    }
    // kind and choices let the widget offer the choices as buttons, or the human tab with the question prefilled.
    // Server-Timing: the time the service took to answer (without the network), for operators and `npm run support:score`.
    res.set('Server-Timing', `answer;dur=${(performance.now() - started).toFixed(1)}`)
    res.set('Cache-Control', 'private, no-store').json({ data: { response, kind: offline.kind, ids: offline.ids, choices: offline.choices } })
  })

  const inboxAddress = async () => (await readSettings(payload)).supportInbox

  /** Inbox notice and acknowledgement; the outcome is recorded on the stored message. */
  const deliver = async (mail: SupportMessageMail, lang: 'en' | 'de') => {
    let status: 'sent' | 'failed' = 'sent'
    try {
      const inbox = await supportInboxEmail(mail)
      await payload.sendEmail({
        to: await inboxAddress(),
        replyTo: mail.email,
        subject: inbox.subject,
        html: inbox.html,
        text: inbox.text,
        headers: { [TEMPLATE_HEADER]: 'support-inbox', [LANGUAGE_HEADER]: 'en' },
      })
      const ack = await supportAcknowledgementEmail(lang, mail)
      await payload.sendEmail({
        to: mail.email,
        subject: ack.subject,
        html: ack.html,
        text: ack.text,
        headers: { [TEMPLATE_HEADER]: 'support-acknowledgement', [LANGUAGE_HEADER]: lang },
      })
    } catch (err) {
      status = 'failed'
      deps.logger?.warn({ err, id: mail.id }, 'support message stored, but its email failed')
    }
    await payload.update({ collection: 'support-messages', id: mail.id, data: { email_status: status }, overrideAccess: true }).catch((err: unknown) => {
      deps.logger?.error({ err, id: mail.id }, 'could not record the support email status')
    })
  }

  router.post('/functions/support-send-message', limitedWith('support-send', limits.send, limits.sendWindowMs, tooMany, deps.limiterStore), validate({ body: ZSupportSendMessage }), async (req, res) => {
    const input = res.locals.input.body as TSupportSendMessage
    if (input.website) {
      // A bot filled the field people never see: it gets the usual answer and nothing happens.
      res.status(201).json({ data: { sent: true, message: SUPPORT_SENT } })
      return
    }
    const user = await resolveUser(payload, req.headers)
    const lang = input.context.locale === 'de' ? 'de' : 'en'
    // Stored first: whatever happens to the email, staff have the message in the admin.
    const stored = await payload.create({
      collection: 'support-messages',
      data: {
        name: input.name || null,
        email: input.email,
        topic: input.topic,
        message: input.message,
        status: 'open',
        email_status: 'pending',
        user: user ? (user.id as number) : null,
        context: {
          url: input.context.url || null,
          locale: lang,
          page_title: input.context.page_title || null,
          user_agent: (input.context.user_agent || req.get('user-agent') || '').slice(0, 500) || null,
        },
      },
      overrideAccess: true,
    })
    res.status(201).json({ data: { sent: true, message: SUPPORT_SENT } })
    // Email after answering: a slow or unreachable mail server never holds up the sender.
    void deliver({ id: stored.id, name: input.name, email: input.email, topic: input.topic, message: input.message, context: stored.context, userId: user?.id ?? null }, lang)
  })

  return router
}
