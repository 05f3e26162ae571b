/** Email and notification texts of the bidding service, in English and German. */
import { PLATFORM_DEFAULTS } from '../domain/defaults'
import { formatMoney } from '../domain/money'
import { priceWord } from '../domain/price-words'
import type { Locale } from '../i18n/locales'
import { renderEmail } from './layout'

export type MessageKind = 'outbid' | 'won' | 'watchlist_bid' | 'reserve_not_met' | 'auction_cancelled'

const money = (amount: number, lang: Locale) => formatMoney(amount, lang)
const percent = (pct: number, lang: Locale) => `${new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-IE', { maximumFractionDigits: 2 }).format(pct)}${lang === 'de' ? ' %' : '%'}`

type Vars = { listing: string; amount: number; link: string; reason?: string; buyerFeePct?: number }
type Filled = Vars & { price: string; fee: string }
type Text = { subject: string; body: string; cta: string; priceLabel?: string }

/**
 * Every price in these messages is the all-in price (the buyer fee is in it, VAT follows on the
 * invoice), said in the same words as the cards and the Fees page.
 */
const TEXTS: Record<MessageKind, Record<Locale, (v: Filled) => Text>> = {
  outbid: {
    en: (v) => ({ subject: `You have been outbid: ${v.listing}`, body: `Someone has outbid you on ${v.listing}. The current bid is ${v.price} (incl. ${v.fee} buyer fee).`, cta: 'Bid again', priceLabel: 'Current bid' }),
    de: (v) => ({ subject: `Sie wurden überboten: ${v.listing}`, body: `Sie wurden bei ${v.listing} überboten. Das aktuelle Gebot liegt bei ${v.price} (inkl. ${v.fee} Käuferaufgeld).`, cta: 'Erneut bieten', priceLabel: 'Aktuelles Gebot' }),
  },
  won: {
    en: (v) => ({ subject: `You won the auction: ${v.listing}`, body: `Congratulations! You won ${v.listing} with a winning bid of ${v.price}. The ${v.fee} buyer fee is included in it; VAT follows on the invoice. Your invoice with the bank transfer details is in your account.`, cta: 'See your invoice', priceLabel: priceWord('winning_bid', 'en') }),
    de: (v) => ({ subject: `Auktion gewonnen: ${v.listing}`, body: `Herzlichen Glückwunsch! Sie haben ${v.listing} mit einem Höchstgebot von ${v.price} gewonnen. Das Käuferaufgeld von ${v.fee} ist darin enthalten; die Umsatzsteuer folgt auf der Rechnung. Ihre Rechnung mit den Überweisungsdaten finden Sie in Ihrem Konto.`, cta: 'Rechnung ansehen', priceLabel: priceWord('winning_bid', 'de') }),
  },
  watchlist_bid: {
    en: (v) => ({ subject: `New bid on ${v.listing}`, body: `A new bid was placed on ${v.listing} from your watchlist. The current bid is ${v.price} (incl. ${v.fee} buyer fee).`, cta: 'See the auction', priceLabel: 'Current bid' }),
    de: (v) => ({ subject: `Neues Gebot für ${v.listing}`, body: `Für ${v.listing} auf Ihrer Merkliste wurde ein neues Gebot abgegeben. Das aktuelle Gebot liegt bei ${v.price} (inkl. ${v.fee} Käuferaufgeld).`, cta: 'Auktion ansehen', priceLabel: 'Aktuelles Gebot' }),
  },
  auction_cancelled: {
    en: (v) => ({ subject: `Auction cancelled: ${v.listing}`, body: `The auction for ${v.listing}, on which you placed a bid, has been cancelled by our team. Reason: ${v.reason ?? ''}. Your bids are void and nothing is owed.`, cta: 'See the details' }),
    de: (v) => ({ subject: `Auktion abgebrochen: ${v.listing}`, body: `Die Auktion für ${v.listing}, auf die Sie geboten haben, wurde von unserem Team abgebrochen. Grund: ${v.reason ?? ''}. Ihre Gebote sind hinfällig, es entstehen keine Kosten.`, cta: 'Details ansehen' }),
  },
  reserve_not_met: {
    en: (v) => ({ subject: `Auction ended below reserve: ${v.listing}`, body: `The auction for ${v.listing} ended at ${v.price}, below your reserve price, so there is no winner. You can relist the machine or contact our team about the highest bidder.`, cta: 'See the auction', priceLabel: 'Final bid' }),
    de: (v) => ({ subject: `Auktion unter Mindestpreis beendet: ${v.listing}`, body: `Die Auktion für ${v.listing} endete bei ${v.price} und damit unter Ihrem Mindestpreis, es gibt also keinen Zuschlag. Sie können die Maschine erneut einstellen oder unser Team wegen des Höchstbietenden kontaktieren.`, cta: 'Auktion ansehen', priceLabel: 'Letztes Gebot' }),
  },
}

/** The texts of one message (the in-app notification shows subject and body, and links `link`). */
export const renderMessage = (kind: MessageKind, language: string | null | undefined, vars: Vars) => {
  const lang: Locale = language === 'de' ? 'de' : 'en'
  const price = money(vars.amount, lang)
  return { lang, price, ...TEXTS[kind][lang]({ ...vars, price, fee: percent(vars.buyerFeePct ?? PLATFORM_DEFAULTS.buyerFeePct, lang) }) }
}

/** The message as an email in the shared layout: the price as a fact, a button to the auction or invoice. */
export const bidEmail = async (kind: MessageKind, language: string | null | undefined, vars: Vars) => {
  const message = renderMessage(kind, language, vars)
  const mail = await renderEmail({
    lang: message.lang,
    template: kind,
    preview: message.body,
    heading: message.subject,
    paragraphs: [message.body],
    rows: message.priceLabel ? [[message.priceLabel, message.price]] : undefined,
    button: { label: message.cta, href: vars.link },
  })
  return { lang: message.lang, subject: message.subject, body: message.body, ...mail }
}
