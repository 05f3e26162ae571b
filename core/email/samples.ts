import type { Locale } from '../i18n/locales'
import { emailChangedEmail, existingAccountEmail, kycEmail, leadUnlockEmail, resetEmail, verificationEmail } from './account-emails'
import { bidEmail } from './bid-messages'
import { savedSearchDigestEmail, savedSearchMatchEmail } from './saved-search-messages'
import { reminderEmail } from './reminder-emails'
import { dailySummaryEmail, dunningEmail } from './back-office-emails'
import { publicUrl, siteLink } from './layout'
import { supportAcknowledgementEmail, supportAnswerEmail, supportInboxEmail } from './support-emails'
import type { EmailTemplate, RenderedEmail } from './templates'

const SAMPLE = {
  token: 'sample-token-not-valid',
  newEmail: 'new-address@example.com',
  listing: 'Caterpillar 320 GC excavator (sample)',
  amount: 48_250,
  search: 'Bagger bis 2015 unter 8.000 h (sample)',
  reason: 'The proof of address is older than three months (sample)',
  support: { id: 'sample', email: 'buyer@example.com', name: 'Jonas Weber', topic: 'payments', message: 'Can I pay the invoice in two instalments? (sample)' },
  answer: 'Thank you for asking. The invoice is payable in one SEPA transfer within 14 days (sample).',
}

/** The template filled with sample data, in the given language (the admin's email test). */
export const renderSampleEmail = async (template: EmailTemplate, language: Locale): Promise<RenderedEmail> => {
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
    case 'kyc-info_requested':
      return kycEmail(user, 'info_requested', SAMPLE.reason)
    case 'lead-unlock':
      return leadUnlockEmail(language, `${publicUrl()}/svc/functions/lead-verify?token=${SAMPLE.token}`)
    case 'support-inbox':
      return supportInboxEmail(SAMPLE.support)
    case 'support-acknowledgement':
      return supportAcknowledgementEmail(language, SAMPLE.support)
    case 'support-answer':
      return supportAnswerEmail(language, SAMPLE.support, SAMPLE.answer)
    case 'saved-search-match':
      return savedSearchMatchEmail(language, { search: SAMPLE.search, listing: SAMPLE.listing, link: siteLink(language, '/auctions') })
    case 'saved-search-digest':
      return savedSearchDigestEmail(language, [{ search: SAMPLE.search, listing: SAMPLE.listing, link: siteLink(language, '/auctions') }], siteLink(language, '/dashboard/notifications'))
    case 'auction-reminder':
      return reminderEmail(language, { listing: SAMPLE.listing, endTime: new Date(Date.now() + 3_600_000), timeZone: undefined, leadMinutes: 60, link: siteLink(language, '/auctions') })
    case 'payment-reminder':
      return dunningEmail(language, { stage: 1, listing: SAMPLE.listing, reference: 'MM-000123', total: 57_417.5, dueDate: new Date(Date.now() - 86_400_000), timeZone: undefined, iban: 'DE89 3704 0044 0532 0130 00', link: siteLink(language, '/dashboard') })
    case 'daily-summary':
      return dailySummaryEmail(language, { day: new Date(), timeZone: undefined, kycWaiting: 3, auctionsEndingToday: [{ title: SAMPLE.listing, endTime: new Date() }], overdue: [{ reference: 'MM-000123', total: 57_417.5, daysOverdue: 2 }], link: `${publicUrl()}/admin` })
    default:
      return bidEmail(template, language, { listing: SAMPLE.listing, amount: SAMPLE.amount, link: siteLink(language, '/auctions'), reason: SAMPLE.reason })
  }
}
