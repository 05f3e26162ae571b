/**
 * Saved-search alerts in English and German: the in-app notification and
 * the instant email about one new match, and the daily digest of a user's matches.
 */
import type { Locale } from '../i18n/locales'
import { renderEmail } from './layout'

/** One new auction that matches one of the user's saved searches. */
export type SavedSearchMatch = { search: string; listing: string; link: string }

const langOf = (language: string | null | undefined): Locale => (language === 'de' ? 'de' : 'en')

/** Title and text of the in-app notification (and the instant email's subject and text). */
export const savedSearchMatchMessage = (language: string | null | undefined, match: SavedSearchMatch) => {
  const lang = langOf(language)
  return lang === 'de'
    ? { lang, subject: `Neu für „${match.search}“: ${match.listing}`, body: `Eine neue Auktion passt zu Ihrer gespeicherten Suche „${match.search}“: ${match.listing}. Sie läuft 24 Stunden.`, cta: 'Auktion ansehen' }
    : { lang, subject: `New for "${match.search}": ${match.listing}`, body: `A new auction matches your saved search "${match.search}": ${match.listing}. It runs for 24 hours.`, cta: 'See the auction' }
}

export const savedSearchMatchEmail = async (language: string | null | undefined, match: SavedSearchMatch) => {
  const message = savedSearchMatchMessage(language, match)
  const mail = await renderEmail({
    lang: message.lang,
    template: 'saved-search-match',
    preview: message.body,
    heading: message.subject,
    paragraphs: [message.body],
    button: { label: message.cta, href: match.link },
    note: message.lang === 'de' ? 'Benachrichtigungen ändern oder die Suche löschen: Dashboard → Gespeicherte Suchen.' : 'Change the alert or delete the search: Dashboard → Saved searches.',
  })
  return { ...message, ...mail }
}

/** The daily digest: one email listing every new match since the last one (machine, search), the dashboard's notifications as its button. */
export const savedSearchDigestEmail = async (language: string | null | undefined, matches: SavedSearchMatch[], dashboardLink: string) => {
  const lang = langOf(language)
  const de = lang === 'de'
  const subject = de
    ? `${matches.length === 1 ? '1 neue Auktion' : `${matches.length} neue Auktionen`} zu Ihren gespeicherten Suchen`
    : `${matches.length === 1 ? '1 new auction' : `${matches.length} new auctions`} for your saved searches`
  const intro = de ? 'Seit der letzten Zusammenfassung sind diese Auktionen zu Ihren gespeicherten Suchen live gegangen:' : 'Since the last digest these auctions matching your saved searches went live:'
  const mail = await renderEmail({
    lang,
    template: 'saved-search-digest',
    preview: intro,
    heading: subject,
    paragraphs: [intro],
    // Machine and the search it matched; each auction's link is in the matching notification (no raw URLs in an email).
    rows: matches.map((match): [string, string] => [match.listing, match.search]),
    button: { label: de ? 'Benachrichtigungen öffnen' : 'Open your notifications', href: dashboardLink },
  })
  return { lang, subject, ...mail }
}
