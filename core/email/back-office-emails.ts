/** Back office mails: the payment reminder (dunning) to a buyer, the daily summary to admins; English and German. */
import type { Locale } from '../i18n/locales'
import { clock } from '../time/format'
import { renderEmail } from './layout'

const euros = (lang: Locale, amount: number) => new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-IE', { style: 'currency', currency: 'EUR' }).format(amount)
const langOf = (language: string | null | undefined): Locale => (language === 'de' ? 'de' : 'en')

export type DunningVars = { stage: number; listing: string; reference: string; total: number; dueDate: string | Date; timeZone: string | null | undefined; iban: string; link: string }

const DUNNING: Record<Locale, (v: { stage: number; listing: string; reference: string; total: string; due: string }) => { subject: string; body: string; pay: string; cta: string; labels: [string, string, string, string] }> = {
  en: (v) => ({
    subject: v.stage === 1 ? `Payment reminder: ${v.reference} (${v.listing})` : `Second payment reminder: ${v.reference} (${v.listing})`,
    body:
      v.stage === 1
        ? `Our records show no payment yet for ${v.listing}, which was due on ${v.due}. If you have already paid, please ignore this message.`
        : `We have still not received payment for ${v.listing}, due on ${v.due}. Please pay within 7 days; otherwise the sale may be cancelled under our terms.`,
    pay: `Please transfer ${v.total} with the reference ${v.reference}, so we can match your payment.`,
    cta: 'View your purchases',
    labels: ['Amount', 'Reference', 'Due on', 'IBAN'],
  }),
  de: (v) => ({
    subject: v.stage === 1 ? `Zahlungserinnerung: ${v.reference} (${v.listing})` : `Zweite Zahlungserinnerung: ${v.reference} (${v.listing})`,
    body:
      v.stage === 1
        ? `Für ${v.listing} ist bei uns noch keine Zahlung eingegangen; sie war am ${v.due} fällig. Falls Sie bereits bezahlt haben, betrachten Sie diese Nachricht bitte als gegenstandslos.`
        : `Die Zahlung für ${v.listing}, fällig am ${v.due}, ist weiterhin nicht eingegangen. Bitte zahlen Sie innerhalb von 7 Tagen; andernfalls kann der Kauf nach unseren AGB storniert werden.`,
    pay: `Bitte überweisen Sie ${v.total} mit dem Verwendungszweck ${v.reference}, damit wir Ihre Zahlung zuordnen können.`,
    cta: 'Zu Ihren Käufen',
    labels: ['Betrag', 'Verwendungszweck', 'Fällig am', 'IBAN'],
  }),
}

export const dunningEmail = async (language: string | null | undefined, vars: DunningVars) => {
  const lang = langOf(language)
  const due = clock(lang, vars.timeZone).date(vars.dueDate)
  const total = euros(lang, vars.total)
  const texts = DUNNING[lang]({ stage: vars.stage, listing: vars.listing, reference: vars.reference, total, due })
  const mail = await renderEmail({
    lang,
    template: 'payment-reminder',
    preview: texts.body,
    heading: texts.subject,
    paragraphs: [texts.body, texts.pay],
    rows: [
      [texts.labels[0], total],
      [texts.labels[1], vars.reference],
      [texts.labels[2], due],
      [texts.labels[3], vars.iban],
    ],
    button: { label: texts.cta, href: vars.link },
  })
  return { lang, subject: texts.subject, body: texts.body, ...mail }
}

export type DailySummaryVars = {
  day: string | Date
  timeZone: string | null | undefined
  kycWaiting: number
  auctionsEndingToday: { title: string; endTime: string | Date }[]
  overdue: { reference: string; total: number; daysOverdue: number }[]
  link: string
}

const SUMMARY: Record<Locale, { subject: (day: string) => string; intro: string; kyc: (n: number) => string; ending: (n: number) => string; overdue: (n: number) => string; none: string; cta: string; days: (n: number) => string }> = {
  en: {
    subject: (day) => `Daily summary for ${day}`,
    intro: 'What needs the back office today:',
    kyc: (n) => `KYC applications waiting for a decision: ${n}`,
    ending: (n) => `Auctions ending today: ${n}`,
    overdue: (n) => `Overdue payments: ${n}`,
    none: 'none',
    cta: 'Open the admin',
    days: (n) => `${n} ${n === 1 ? 'day' : 'days'} overdue`,
  },
  de: {
    subject: (day) => `Tageszusammenfassung für den ${day}`,
    intro: 'Was heute im Backoffice ansteht:',
    kyc: (n) => `KYC-Anträge, die auf eine Entscheidung warten: ${n}`,
    ending: (n) => `Heute endende Auktionen: ${n}`,
    overdue: (n) => `Überfällige Zahlungen: ${n}`,
    none: 'keine',
    cta: 'Admin öffnen',
    days: (n) => `${n} ${n === 1 ? 'Tag' : 'Tage'} überfällig`,
  },
}

export const dailySummaryEmail = async (language: string | null | undefined, vars: DailySummaryVars) => {
  const lang = langOf(language)
  const t = SUMMARY[lang]
  const c = clock(lang, vars.timeZone)
  const subject = t.subject(c.date(vars.day))
  const ending = vars.auctionsEndingToday.map((auction) => `${c.time(auction.endTime)} · ${auction.title}`)
  const overdue = vars.overdue.map((order) => `${order.reference} · ${euros(lang, order.total)} · ${t.days(order.daysOverdue)}`)
  const paragraphs = [
    t.intro,
    t.kyc(vars.kycWaiting),
    `${t.ending(ending.length)}${ending.length ? `\n${ending.join('\n')}` : ''}`,
    `${t.overdue(overdue.length)}${overdue.length ? `\n${overdue.join('\n')}` : ''}`,
  ]
  const mail = await renderEmail({ lang, template: 'daily-summary', preview: `${t.kyc(vars.kycWaiting)} · ${t.ending(ending.length)} · ${t.overdue(overdue.length)}`, heading: subject, paragraphs, button: { label: t.cta, href: vars.link } })
  return { lang, subject, body: paragraphs.join('\n'), ...mail }
}
