/** The "Remind me" message: email and in-app notification, English and German. */
import type { Locale } from '../i18n/locales'
import { clock } from '../time/format'
import { renderEmail } from './layout'

/** "1 h" / "1 Std." for the lead times of core/domain/reminders.ts (any other number of minutes too). */
export const leadTimeLabel = (minutes: number, lang: Locale): string =>
  minutes % 60 === 0 ? `${minutes / 60} ${lang === 'de' ? 'Std.' : 'h'}` : `${minutes} ${lang === 'de' ? 'Min.' : 'min'}`

type Vars = { listing: string; endTime: string | Date; timeZone: string | null | undefined; leadMinutes: number; link: string }

const TEXTS: Record<Locale, (v: { listing: string; end: string; lead: string }) => { subject: string; body: string; cta: string; endLabel: string }> = {
  en: (v) => ({
    subject: `Ending soon: ${v.listing}`,
    body: `The auction for ${v.listing} ends on ${v.end} (you asked to be reminded ${v.lead} before the end). Late bids may extend it by a few minutes.`,
    cta: 'Go to the auction',
    endLabel: 'Ends',
  }),
  de: (v) => ({
    subject: `Endet bald: ${v.listing}`,
    body: `Die Auktion für ${v.listing} endet am ${v.end} (Sie wollten ${v.lead} vor dem Ende erinnert werden). Späte Gebote können sie um einige Minuten verlängern.`,
    cta: 'Zur Auktion',
    endLabel: 'Endet',
  }),
}

/** The texts (the in-app notification shows subject and body) with the end time in the platform's zone and its label. */
export const renderReminder = (language: string | null | undefined, vars: Vars) => {
  const lang: Locale = language === 'de' ? 'de' : 'en'
  const end = clock(lang, vars.timeZone).dateTime(vars.endTime)
  return { lang, end, ...TEXTS[lang]({ listing: vars.listing, end, lead: leadTimeLabel(vars.leadMinutes, lang) }) }
}

export const reminderEmail = async (language: string | null | undefined, vars: Vars) => {
  const message = renderReminder(language, vars)
  const mail = await renderEmail({
    lang: message.lang,
    template: 'auction-reminder',
    preview: message.body,
    heading: message.subject,
    paragraphs: [message.body],
    rows: [[message.endLabel, message.end]],
    button: { label: message.cta, href: vars.link },
  })
  return { lang: message.lang, subject: message.subject, body: message.body, ...mail }
}
