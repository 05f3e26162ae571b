/** Email and notification texts of the bidding service, in English and German. */
import type { Locale } from '../i18n/locales'

export type MessageKind = 'outbid' | 'won' | 'watchlist_bid' | 'reserve_not_met' | 'auction_cancelled'

const money = (amount: number, lang: Locale) =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-IE', { style: 'currency', currency: 'EUR' }).format(amount)

type Vars = { listing: string; amount: number; link: string; reason?: string }

const TEXTS: Record<MessageKind, Record<Locale, (v: Vars & { price: string }) => { subject: string; body: string }>> = {
  outbid: {
    en: (v) => ({ subject: `You have been outbid: ${v.listing}`, body: `Someone has outbid you on ${v.listing}. The current bid is ${v.price}. Bid again: ${v.link}` }),
    de: (v) => ({ subject: `Sie wurden überboten: ${v.listing}`, body: `Sie wurden bei ${v.listing} überboten. Das aktuelle Gebot liegt bei ${v.price}. Jetzt erneut bieten: ${v.link}` }),
  },
  won: {
    en: (v) => ({ subject: `You won the auction: ${v.listing}`, body: `Congratulations! You won ${v.listing} with a winning bid of ${v.price}. Your invoice with the bank transfer details is in your dashboard: ${v.link}` }),
    de: (v) => ({ subject: `Auktion gewonnen: ${v.listing}`, body: `Herzlichen Glückwunsch! Sie haben ${v.listing} mit einem Höchstgebot von ${v.price} gewonnen. Ihre Rechnung mit den Überweisungsdaten finden Sie in Ihrem Konto: ${v.link}` }),
  },
  watchlist_bid: {
    en: (v) => ({ subject: `New bid on ${v.listing}`, body: `A new bid was placed on ${v.listing} from your watchlist. The current bid is ${v.price}: ${v.link}` }),
    de: (v) => ({ subject: `Neues Gebot für ${v.listing}`, body: `Für ${v.listing} auf Ihrer Merkliste wurde ein neues Gebot abgegeben. Das aktuelle Gebot liegt bei ${v.price}: ${v.link}` }),
  },
  auction_cancelled: {
    en: (v) => ({ subject: `Auction cancelled: ${v.listing}`, body: `The auction for ${v.listing}, on which you placed a bid, has been cancelled by our team. Reason: ${v.reason ?? ''}. Your bids are void and nothing is owed. Details: ${v.link}` }),
    de: (v) => ({ subject: `Auktion abgebrochen: ${v.listing}`, body: `Die Auktion für ${v.listing}, auf die Sie geboten haben, wurde von unserem Team abgebrochen. Grund: ${v.reason ?? ''}. Ihre Gebote sind hinfällig, es entstehen keine Kosten. Details: ${v.link}` }),
  },
  reserve_not_met: {
    en: (v) => ({ subject: `Auction ended below reserve: ${v.listing}`, body: `The auction for ${v.listing} ended at ${v.price}, below your reserve price, so there is no winner. You can relist the machine or contact our team about the highest bidder: ${v.link}` }),
    de: (v) => ({ subject: `Auktion unter Mindestpreis beendet: ${v.listing}`, body: `Die Auktion für ${v.listing} endete bei ${v.price} und damit unter Ihrem Mindestpreis, es gibt also keinen Zuschlag. Sie können die Maschine erneut einstellen oder unser Team wegen des Höchstbietenden kontaktieren: ${v.link}` }),
  },
}

export const renderMessage = (kind: MessageKind, language: string | null | undefined, vars: Vars) => {
  const lang: Locale = language === 'de' ? 'de' : 'en'
  return { lang, ...TEXTS[kind][lang]({ ...vars, price: money(vars.amount, lang) }) }
}
