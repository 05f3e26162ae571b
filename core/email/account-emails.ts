/**
 * Account emails (verification, existing-account notice, address-changed notice, password reset,
 * KYC decisions, lead unlock) in English and German, in the one layout (./layout.tsx): HTML and
 * plain text, a button to a link built from PUBLIC_URL in the recipient's language.
 */
import type { Locale } from '../i18n/locales'
import { renderEmail, siteLink, TEMPLATE_META } from './layout'

export const emailLang = (user?: { language?: string | null } | null): Locale => (user?.language === 'de' ? 'de' : 'en')

export { TEMPLATE_META }

type Simple = { subject: string; heading: string; body: string; cta: string; note?: string }

/** One account email in the shared layout: heading, text, a button to `link`, an optional note. */
const simple = async (lang: Locale, text: Simple, link: string, template?: string) => {
  const mail = await renderEmail({ lang, template, preview: text.body, heading: text.heading, paragraphs: [text.body], button: { label: text.cta, href: link }, note: text.note })
  return { subject: text.subject, ...mail, link }
}

const localized = siteLink

/**
 * The link that confirms an address: after sign-up, or (`changed`) for the new address after the
 * user's email was changed (bidding waits until it is confirmed again).
 */
export const verificationEmail = async (user: { language?: string | null }, token: string, options: { changed?: boolean } = {}) => {
  const lang = emailLang(user)
  const link = localized(lang, `/verify-email?token=${encodeURIComponent(token)}`)
  const text =
    lang === 'de'
      ? {
          subject: options.changed ? 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse' : 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
          heading: options.changed ? 'Neue E-Mail-Adresse bestätigen' : 'Willkommen bei MachineryMarket',
          body: options.changed
            ? 'Die E-Mail-Adresse Ihres Kontos wurde auf diese Adresse geändert. Bestätigen Sie sie, um wieder bieten zu können. Der Link ist 24 Stunden gültig und kann einmal verwendet werden.'
            : 'Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist 24 Stunden gültig und kann einmal verwendet werden.',
          cta: 'E-Mail-Adresse bestätigen',
        }
      : {
          subject: options.changed ? 'Please confirm your new email address' : 'Please confirm your email address',
          heading: options.changed ? 'Confirm your new email address' : 'Welcome to MachineryMarket',
          body: options.changed
            ? 'The email address of your account was changed to this address. Confirm it to bid again. The link is valid for 24 hours and can be used once.'
            : 'Confirm your email address to activate your account. The link is valid for 24 hours and can be used once.',
          cta: 'Confirm email address',
        }
  return simple(lang, text, link)
}

/** Sent to the previous address when an account's email address is changed. */
export const emailChangedEmail = async (user: { language?: string | null }, newEmail: string) => {
  const lang = emailLang(user)
  const link = localized(lang, '/contact')
  const text =
    lang === 'de'
      ? {
          subject: 'Ihre E-Mail-Adresse wurde geändert',
          heading: 'Ihre E-Mail-Adresse wurde geändert',
          body: `Die E-Mail-Adresse Ihres MachineryMarket-Kontos wurde auf ${newEmail} geändert. Nachrichten zu Ihrem Konto gehen ab jetzt an diese Adresse. Wenn Sie das nicht waren, wenden Sie sich bitte sofort an den Support.`,
          cta: 'Support kontaktieren',
        }
      : {
          subject: 'Your email address was changed',
          heading: 'Your email address was changed',
          body: `The email address of your MachineryMarket account was changed to ${newEmail}. Messages about your account now go to that address. If this was not you, please contact support at once.`,
          cta: 'Contact support',
        }
  return simple(lang, text, link)
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export const existingAccountEmail = async (user: { language?: string | null }) => {
  const lang = emailLang(user)
  const link = localized(lang, '/forgot-password')
  const text =
    lang === 'de'
      ? {
          subject: 'Sie haben bereits ein Konto',
          heading: 'Für diese E-Mail-Adresse besteht bereits ein Konto',
          body: 'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse zu registrieren. Wenn Sie das waren, melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
          cta: 'Passwort zurücksetzen',
        }
      : {
          subject: 'You already have an account',
          heading: 'An account already exists for this email address',
          body: 'Someone tried to sign up with your email address. If it was you, sign in or reset your password.',
          cta: 'Reset password',
        }
  return simple(lang, text, link)
}

export const resetEmail = async (user?: { language?: string | null } | null, token = '') => {
  const lang = emailLang(user)
  const link = localized(lang, `/reset-password?token=${encodeURIComponent(token)}`)
  const text =
    lang === 'de'
      ? {
          subject: 'Passwort zurücksetzen',
          heading: 'Passwort zurücksetzen',
          body: 'Mit diesem Link legen Sie ein neues Passwort fest. Er ist eine Stunde gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
          cta: 'Neues Passwort festlegen',
        }
      : {
          subject: 'Reset your password',
          heading: 'Reset your password',
          body: 'Use this link to choose a new password. It is valid for one hour and can be used once. If you did not ask for this, ignore this email.',
          cta: 'Choose a new password',
        }
  return simple(lang, text, link, 'password-reset')
}

export type KycMessageKind = 'submitted' | 'approved' | 'rejected' | 'info_requested'

const KYC_TEXTS = {
  en: {
    submitted: ['We received your business verification', 'Thank you. We review submissions within about 24 hours on business days and will email you the decision.', 'See the status'],
    approved: ['Your business is verified', 'Your business verification has been approved. You can now bid in all live auctions.', 'Browse live auctions'],
    rejected: ['Your business verification was rejected', 'We could not approve your verification. Please correct your details and submit again: your form is filled in with what you sent.', 'Correct and submit again'],
    info_requested: ['We need more information for your business verification', 'To finish reviewing your business verification we need the documents below. Please upload them on the verification page; your application keeps its place in the queue.', 'Upload the documents'],
  },
  de: {
    submitted: ['Wir haben Ihre Unternehmensverifizierung erhalten', 'Vielen Dank. Wir prüfen Einreichungen in der Regel innerhalb von 24 Stunden an Werktagen und senden Ihnen die Entscheidung per E-Mail.', 'Status ansehen'],
    approved: ['Ihr Unternehmen ist verifiziert', 'Ihre Unternehmensverifizierung wurde freigegeben. Sie können jetzt in allen Live-Auktionen bieten.', 'Live-Auktionen ansehen'],
    rejected: ['Ihre Unternehmensverifizierung wurde abgelehnt', 'Wir konnten Ihre Verifizierung nicht freigeben. Bitte korrigieren Sie Ihre Angaben und reichen Sie sie erneut ein: Das Formular enthält bereits, was Sie gesendet haben.', 'Korrigieren und erneut einreichen'],
    info_requested: ['Wir benötigen weitere Unterlagen für Ihre Unternehmensverifizierung', 'Um die Prüfung Ihrer Unternehmensverifizierung abzuschließen, benötigen wir die unten genannten Unterlagen. Bitte laden Sie sie auf der Verifizierungsseite hoch; Ihr Antrag behält seinen Platz in der Warteschlange.', 'Unterlagen hochladen'],
  },
} as const
const REASON_LABEL = { en: 'Reason', de: 'Grund' } as const
const REQUEST_LABEL = { en: 'What we need', de: 'Was wir benötigen' } as const

/**
 * A KYC message (submission received, approved, rejected with the reason) in the user's language:
 * the texts of the in-app notification and of the email, and the link (the auctions after an
 * approval, the prefilled form at /kyc otherwise).
 */
export const kycMessage = (user: { language?: string | null }, kind: KycMessageKind, reason = '') => {
  const lang = emailLang(user)
  const [subject, text, cta] = KYC_TEXTS[lang][kind]
  const withReason = (kind === 'rejected' || kind === 'info_requested') && reason.trim() !== ''
  const label = kind === 'info_requested' ? REQUEST_LABEL[lang] : REASON_LABEL[lang]
  return {
    lang,
    subject,
    /** The notification's text: the message, then the reason of a rejection. */
    body: withReason ? `${text}\n${label}: ${reason}` : text,
    text,
    cta,
    reason: withReason ? { label, text: reason } : undefined,
    link: localized(lang, kind === 'approved' ? '/auctions' : '/kyc'),
  }
}

/** The KYC email: the message, the rejection reason quoted, a button to the link. */
export const kycEmail = async (user: { language?: string | null }, kind: KycMessageKind, reason = '') => {
  const message = kycMessage(user, kind, reason)
  const mail = await renderEmail({
    lang: message.lang,
    template: `kyc-${kind}`,
    preview: message.text,
    heading: message.subject,
    paragraphs: [message.text],
    quote: message.reason,
    button: { label: message.cta, href: message.link },
  })
  return { subject: message.subject, ...mail, link: message.link }
}

/**
 * The lead-capture link: a visitor who left an address on the auction list confirms it to see the
 * results unblurred (prices stay for signed-in, confirmed accounts).
 */
export const leadUnlockEmail = async (locale: Locale, link: string) => {
  const text =
    locale === 'de'
      ? {
          subject: 'Auktionsergebnisse freischalten',
          heading: 'Auktionsergebnisse freischalten',
          body: 'Bestätigen Sie Ihre E-Mail-Adresse, um die Auktionsergebnisse zu sehen. Preise und Gebote sehen angemeldete Käufer mit bestätigter E-Mail-Adresse.',
          cta: 'E-Mail-Adresse bestätigen',
        }
      : {
          subject: 'Unlock auction results',
          heading: 'Unlock auction results',
          body: 'Confirm your email address to see the auction results. Prices and bids are shown to signed-in buyers with a confirmed email address.',
          cta: 'Confirm email address',
        }
  return simple(locale, text, link)
}
