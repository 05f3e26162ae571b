/**
 * One word for each number of a sale, in English and German ("Winning bid" used to mean two
 * numbers). Every page, notification, email and document says these, and formats the amounts with
 * core/domain/money.ts `formatMoney`. Displayed prices include the buyer fee (spec), so:
 *
 *   winning bid  = what the buyer bid, the all-in price shown on the site (buyer fee included)
 *   buyer fee    = the fee contained in it (core/domain/invoice-amounts.ts feeIncludedIn)
 *   hammer price = the winning bid without the fee, the seller's share
 *   VAT          = on top of the winning bid, on the invoice
 *   total        = what is paid: winning bid + VAT
 *
 * The German words follow the Fees page and the invoice: Höchstgebot, Käuferaufgeld,
 * Zuschlagspreis, Umsatzsteuer, Rechnungsbetrag. "Höchstgebot" means nothing else (the proxy
 * ceiling in the bid box is the "Maximalgebot").
 */
import type { MoneyLocale } from './money'

export type PriceWord = 'winning_bid' | 'buyer_fee' | 'hammer_price' | 'vat' | 'total'

export const PRICE_WORDS: Record<PriceWord, Record<MoneyLocale, string>> = {
  winning_bid: { en: 'Winning bid', de: 'Höchstgebot' },
  buyer_fee: { en: 'Buyer fee (included)', de: 'Käuferaufgeld (enthalten)' },
  hammer_price: { en: 'Hammer price (seller)', de: 'Zuschlagspreis (Verkäufer)' },
  vat: { en: 'VAT', de: 'Umsatzsteuer' },
  total: { en: 'Total incl. VAT', de: 'Rechnungsbetrag inkl. USt.' },
}

export const priceWord = (word: PriceWord, locale: string | null | undefined): string => PRICE_WORDS[word][locale === 'de' ? 'de' : 'en']
