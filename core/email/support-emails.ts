/**
 * Support emails: the notice to the support inbox, the acknowledgement to the sender (English or
 * German) and the staff answer. Everything the sender typed is escaped; it goes into the body as
 * text, never as markup or a link.
 */
import type { Locale } from '../i18n/locales'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`)
    .join('\n')

const page = (lang: Locale, heading: string, inner: string) => `<!doctype html>
<html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${inner}
</body></html>`

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
export const supportInboxEmail = (m: SupportMessageMail) => {
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
  const table = `<table cellpadding="4">${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
  const html = page('en', `Support message #${m.id}`, `${table}\n<h2 style="font-size:16px">Message</h2>\n${paragraphs(m.message)}\n<p style="font-size:12px;color:#475569">Answer it in the admin under Support → Support messages.</p>`)
  const text = `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${m.message}`
  return { subject, html, text }
}

const TOPIC_LABELS: Record<Locale, Record<string, string>> = {
  en: { bidding: 'Bidding', kyc: 'Verification (KYC)', payments: 'Payments', technical: 'Technical', other: 'Other' },
  de: { bidding: 'Bieten', kyc: 'Verifizierung (KYC)', payments: 'Zahlungen', technical: 'Technik', other: 'Sonstiges' },
}

/** To the sender: we have it, and what happens next; a copy of their message below. */
export const supportAcknowledgementEmail = (lang: Locale, m: SupportMessageMail) => {
  const text =
    lang === 'de'
      ? {
          subject: `Wir haben Ihre Nachricht erhalten (#${m.id})`,
          heading: 'Vielen Dank für Ihre Nachricht',
          body: `Unser Support-Team hat Ihre Nachricht zum Thema „${TOPIC_LABELS.de[m.topic] ?? m.topic}“ erhalten und antwortet Ihnen so bald wie möglich an diese Adresse. Der Support ist rund um die Uhr erreichbar.`,
          copy: 'Ihre Nachricht:',
        }
      : {
          subject: `We received your message (#${m.id})`,
          heading: 'Thank you for your message',
          body: `Our support team has received your message about "${TOPIC_LABELS.en[m.topic] ?? m.topic}" and will answer you at this address as soon as possible. Support is available 24/7.`,
          copy: 'Your message:',
        }
  const html = page(lang, text.heading, `<p>${escapeHtml(text.body)}</p>\n<p><strong>${escapeHtml(text.copy)}</strong></p>\n<blockquote>${paragraphs(m.message)}</blockquote>`)
  return { subject: text.subject, html, text: `${text.body}\n\n${text.copy}\n${m.message}` }
}

/** The staff answer, sent when a message is marked answered with an answer. */
export const supportAnswerEmail = (lang: Locale, m: SupportMessageMail, answer: string) => {
  const text =
    lang === 'de'
      ? { subject: `Antwort auf Ihre Nachricht (#${m.id})`, heading: 'Antwort unseres Support-Teams', copy: 'Ihre Nachricht:' }
      : { subject: `Answer to your message (#${m.id})`, heading: 'Answer from our support team', copy: 'Your message:' }
  const html = page(lang, text.heading, `${paragraphs(answer)}\n<p><strong>${escapeHtml(text.copy)}</strong></p>\n<blockquote>${paragraphs(m.message)}</blockquote>`)
  return { subject: text.subject, html, text: `${answer}\n\n${text.copy}\n${m.message}` }
}
