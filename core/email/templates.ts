import { renderMessage, type MessageKind } from './bid-messages'
import { emailChangedEmail, existingAccountEmail, kycEmail, resetEmail, verificationEmail } from './account-emails'

/**
 * Every email template the platform sends (the name the email log records), each renderable with
 * sample data for the admin's email test.
 */
export const EMAIL_TEMPLATES = [
  'verification',
  'account-exists',
  'email-changed',
  'password-reset',
  'kyc-submitted',
  'kyc-approved',
  'kyc-rejected',
  'outbid',
  'won',
  'watchlist_bid',
  'reserve_not_met',
] as const
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number]

export type RenderedEmail = { subject: string; html?: string; text?: string }

const SAMPLE = {
  token: 'sample-token-not-valid',
  newEmail: 'new-address@example.com',
  listing: 'Caterpillar 320 GC excavator (sample)',
  amount: 48_250,
  link: `${(process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '')}/auctions`,
  reason: 'The proof of address is older than three months (sample)',
}

const bidding = (kind: MessageKind, language: 'en' | 'de'): RenderedEmail => {
  const message = renderMessage(kind, language, { listing: SAMPLE.listing, amount: SAMPLE.amount, link: SAMPLE.link })
  return { subject: message.subject, text: message.body }
}

/** The template filled with sample data, in the given language. */
export const renderSampleEmail = (template: EmailTemplate, language: 'en' | 'de'): RenderedEmail => {
  const user = { language }
  switch (template) {
    case 'verification':
      return verificationEmail(user, SAMPLE.token)
    case 'account-exists':
      return existingAccountEmail(user)
    case 'email-changed':
      return emailChangedEmail(user, SAMPLE.newEmail)
    case 'password-reset':
      return resetEmail(user, SAMPLE.token)
    case 'kyc-submitted':
      return kycEmail(user, 'submitted')
    case 'kyc-approved':
      return kycEmail(user, 'approved')
    case 'kyc-rejected':
      return kycEmail(user, 'rejected', SAMPLE.reason)
    default:
      return bidding(template, language)
  }
}
