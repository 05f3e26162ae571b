/**
 * Rules of the support widget (spec sections 3, 5 and 9), shared by the widget's form (instant
 * feedback) and the service (the truth): same limits, same messages.
 */
export const SUPPORT_TOPICS = ['bidding', 'kyc', 'payments', 'technical', 'other'] as const
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]

export const SUPPORT_MESSAGE_MIN = 10
export const SUPPORT_MESSAGE_MAX = 1500
export const SUPPORT_MESSAGE_LENGTH_ERROR = 'Message must be between 10 and 1500 characters'
export const SUPPORT_EMAIL_ERROR = 'Please enter a valid email address.'
export const SUPPORT_TOPIC_ERROR = 'Please choose a topic.'

/** Whether a message's length is acceptable; counted on the trimmed text, like the server does. */
export const isSupportMessageLengthValid = (message: string) => {
  const length = message.trim().length
  return length >= SUPPORT_MESSAGE_MIN && length <= SUPPORT_MESSAGE_MAX
}

/**
 * Chat caps. The widget sends its whole history (spec section 7); the service accepts at most
 * CHAT_HISTORY_MAX earlier messages of at most CHAT_CONTENT_MAX characters each, so one request
 * stays small, and answers from the newest few.
 */
export const CHAT_MESSAGE_MAX = 1000
export const CHAT_HISTORY_MAX = 20
export const CHAT_CONTENT_MAX = 1000
export const CHAT_FALLBACK = "Sorry, I couldn't process that."

export type ChatMessage = { role: 'user' | 'assistant'; content: string }
