/**
 * Every email template the platform sends (the name the email log records). Names only: the
 * admin's views import this list, so it must not pull in the renderer (./samples.ts renders them).
 */
export const EMAIL_TEMPLATES = [
  'verification',
  'account-exists',
  'email-changed',
  'password-reset',
  'kyc-submitted',
  'kyc-approved',
  'kyc-rejected',
  'kyc-info_requested',
  'lead-unlock',
  'outbid',
  'won',
  'watchlist_bid',
  'reserve_not_met',
  'auction_cancelled',
  'saved-search-match',
  'saved-search-digest',
  'auction-reminder',
  'support-inbox',
  'support-acknowledgement',
  'support-answer',
  'payment-reminder',
  'daily-summary',
] as const
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number]

export type RenderedEmail = { subject: string; html: string; text: string }
