/**
 * Support emails: the notice to the support inbox, the acknowledgement to the sender (English or
 * German) and the staff answer, in the shared layout (./layout.tsx). Everything the sender typed
 * is rendered as text by React (escaped), never as markup or a link.
 */
import type { Locale } from '../i18n/locales'
import { publicUrl, renderEmail, siteLink } from './layout'

export type SupportMessageMail = {
  id: number | string
  name?: string | null
  email: string
  topic: string
  message: string
  context?: { url?: string | null; locale?: string | null; page_title?: string | null; user_agent?: string | null } | null
  userId?: number | string | null
}

/** To the support inbox: who wrote, about what, from which page; Reply-To is the sender. */
export const supportInboxEmail = async (m: SupportMessageMail) => {
  const subject = `[Support #${m.id}] ${m.topic}: ${m.name?.trim() || m.email}`.slice(0, 200)
  const rows: [string, string][] = [
    ['Name', m.name?.trim() || '—'],
    ['Email', m.email],
    ['Topic', m.topic],
    ['User', m.userId ? String(m.userId) : 'not signed in'],
    ['Page', `${m.context?.page_title ?? ''} ${m.context?.url ?? ''}`.trim() || '—'],
    ['Language', m.context?.locale ?? '—'],
    ['Browser', m.context?.user_agent || '—'],
  ]
  const mail = await renderEmail({
    lang: 'en',
    template: 'support-inbox',
    preview: m.message.slice(0, 120),
    heading: `Support message #${m.id}`,
    paragraphs: [],
    rows,
    quote: { label: 'Message', text: m.message },
    button: { label: 'Answer in the admin', href: `${publicUrl()}/admin/collections/support-messages/${encodeURIComponent(String(m.id))}` },
  })
  return { subject, ...mail }
}

const TOPIC_LABELS: Record<Locale, Record<string, string>> = {
  en: { bidding: 'Bidding', kyc: 'Verification (KYC)', payments: 'Payments', technical: 'Technical', other: 'Other' },
  de: { bidding: 'Bieten', kyc: 'Verifizierung (KYC)', payments: 'Zahlungen', technical: 'Technik', other: 'Sonstiges' },
}

/** To the sender: we have it, and what happens next; a copy of their message below. */
export const supportAcknowledgementEmail = async (lang: Locale, m: SupportMessageMail) => {
  const text =
    lang === 'de'
      ? {
          subject: `Wir haben Ihre Nachricht erhalten (#${m.id})`,
          heading: 'Vielen Dank für Ihre Nachricht',
          body: `Unser Support-Team hat Ihre Nachricht zum Thema „${TOPIC_LABELS.de[m.topic] ?? m.topic}“ erhalten und antwortet Ihnen so bald wie möglich an diese Adresse. Der Support ist rund um die Uhr erreichbar.`,
          copy: 'Ihre Nachricht:',
          cta: 'Häufige Fragen ansehen',
        }
      : {
          subject: `We received your message (#${m.id})`,
          heading: 'Thank you for your message',
          body: `Our support team has received your message about "${TOPIC_LABELS.en[m.topic] ?? m.topic}" and will answer you at this address as soon as possible. Support is available 24/7.`,
          copy: 'Your message:',
          cta: 'Read the FAQ',
        }
  const mail = await renderEmail({
    lang,
    template: 'support-acknowledgement',
    preview: text.body,
    heading: text.heading,
    paragraphs: [text.body],
    quote: { label: text.copy, text: m.message },
    button: { label: text.cta, href: siteLink(lang, '/faq') },
  })
  return { subject: text.subject, ...mail }
}

/** The staff answer, sent when a message is marked answered with an answer. */
export const supportAnswerEmail = async (lang: Locale, m: SupportMessageMail, answer: string) => {
  const text =
    lang === 'de'
      ? { subject: `Antwort auf Ihre Nachricht (#${m.id})`, heading: 'Antwort unseres Support-Teams', copy: 'Ihre Nachricht:', cta: 'Erneut schreiben' }
      : { subject: `Answer to your message (#${m.id})`, heading: 'Answer from our support team', copy: 'Your message:', cta: 'Write to us again' }
  const mail = await renderEmail({
    lang,
    template: 'support-answer',
    preview: answer.slice(0, 120),
    heading: text.heading,
    paragraphs: answer.split(/\n{2,}/),
    quote: { label: text.copy, text: m.message },
    button: { label: text.cta, href: siteLink(lang, '/contact') },
  })
  return { subject: text.subject, ...mail }
}
