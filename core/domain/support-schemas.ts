import { z } from 'zod'

import { LOCALES } from '../i18n/locales'
import { safeText } from '../validation/safe-text'
import {
  CHAT_CONTENT_MAX,
  CHAT_HISTORY_MAX,
  CHAT_MESSAGE_MAX,
  SUPPORT_EMAIL_ERROR,
  SUPPORT_MESSAGE_LENGTH_ERROR,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_TOPIC_ERROR,
  SUPPORT_TOPICS,
} from './support'

/** Request shapes of the two support functions, built from the rules in ./support (kept zod-free for the widget). */
const ZLocale = z.enum(LOCALES).catch('en')
const SUPPORT_SLUG_MAX = 200

export const ZSupportAiChat = z.object({
  message: safeText({ multiline: true }, { message: 'Message must not be empty.' })
    .trim()
    .min(1, 'Message must not be empty.')
    .max(CHAT_MESSAGE_MAX, `Message is too long (at most ${CHAT_MESSAGE_MAX} characters).`),
  locale: ZLocale.default('en'),
  history: z
    .array(
      z.object({
        // Only the two chat roles: a caller cannot smuggle in a "system" turn.
        role: z.enum(['user', 'assistant'], { message: 'History roles must be user or assistant.' }),
        content: safeText({ multiline: true }).max(CHAT_CONTENT_MAX, `History messages must be at most ${CHAT_CONTENT_MAX} characters.`),
      }),
    )
    .max(CHAT_HISTORY_MAX, `History is too long (at most ${CHAT_HISTORY_MAX} messages).`)
    .default([]),
  /**
   * The page the widget is open on: an auction's slug at most. Only a hint: the service looks the
   * slug up in the public list and answers with the session user's own figures, never anyone else's.
   */
  page: z
    .object({
      auction_slug: z
        .string({ message: 'The page’s auction must be given by its slug.' })
        .trim()
        .max(SUPPORT_SLUG_MAX, `The page’s auction slug is too long (at most ${SUPPORT_SLUG_MAX} characters).`)
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The page’s auction slug may contain only lower-case letters, digits and hyphens.')
        .optional(),
    })
    .strict()
    .default({}),
})
export type TSupportAiChat = z.infer<typeof ZSupportAiChat>

const optionalText = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), safeText().trim().max(max))

export const ZSupportContext = z.object({
  url: optionalText(2000),
  locale: ZLocale.default('en'),
  // Accepted for the spec's shape, never trusted: the service takes the user from the session.
  user_id: z.union([safeText().max(64), z.number(), z.null()]).optional(),
  page_title: optionalText(300),
  user_agent: optionalText(500),
})

export const ZSupportSendMessage = z.object({
  name: optionalText(120),
  email: safeText({}, { message: SUPPORT_EMAIL_ERROR }).trim().toLowerCase().pipe(z.email(SUPPORT_EMAIL_ERROR).max(254, SUPPORT_EMAIL_ERROR)),
  topic: z.enum(SUPPORT_TOPICS, { message: SUPPORT_TOPIC_ERROR }),
  message: safeText({ multiline: true }, { message: SUPPORT_MESSAGE_LENGTH_ERROR })
    .trim()
    .min(SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGE_LENGTH_ERROR)
    .max(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_LENGTH_ERROR),
  context: ZSupportContext.default({ url: '', locale: 'en', page_title: '', user_agent: '' }),
  /** Honeypot: a field people never see and bots fill in. */
  website: safeText().max(500).optional(),
})
export type TSupportSendMessage = z.infer<typeof ZSupportSendMessage>
