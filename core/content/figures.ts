import { PLATFORM_DEFAULTS } from '@core/domain/defaults'
import { percentOfCents, toCents } from '@core/domain/money'
import type { Locale } from '@core/i18n/locales'

/**
 * Settings-driven figures in editorial text. Pages and FAQ answers are Markdown that
 * editors write; where they state a platform figure they write a placeholder such as
 * `{{buyer_fee_pct}}`, and the site (and the support assistant) substitute the current value from
 * the settings global at render time, formatted for the page's language. Unknown placeholders are
 * left as they are, so a typo shows up on the page instead of vanishing.
 */
export type FigureSettings = {
  buyer_fee_pct: number
  vat_pct: number
  auction_length_hours: number
  anti_sniping_window_secs: number
  anti_sniping_extension_secs: number
  increment_table: ReadonlyArray<{ from: number; increment: number }>
  payment_term_days?: number
  support_phone?: string | null
  sell_site_url?: string | null
}

/** The hammer price of the Fees page's worked example (euros). */
export const EXAMPLE_HAMMER_PRICE = 50_000

const INTL: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' }

/** Every placeholder editors may use, with what it stands for (shown in the editors' help text). */
export const FIGURE_PLACEHOLDERS = {
  buyer_fee_pct: 'buyer fee, e.g. "2%" / "2 %"',
  vat_pct: 'VAT rate for buyers in Germany, e.g. "19%"',
  auction_length_hours: 'auction length in hours, e.g. "24"',
  anti_sniping_window_secs: 'anti-sniping window in seconds, e.g. "60"',
  anti_sniping_extension_secs: 'anti-sniping extension in seconds, e.g. "60"',
  payment_term_days: 'days to pay an invoice, e.g. "14"',
  min_increment: 'the smallest bid step in euros (first price band), e.g. "50"',
  max_increment: 'the bid step of the highest price band in euros, e.g. "1,000"',
  max_increment_from: 'where the highest price band starts, in euros, e.g. "100,000"',
  first_band_to: 'where the second price band starts, in euros, e.g. "1,000"',
  support_phone: 'the support phone number',
  sell_site_url: 'the sister site for selling machines',
  example_price: 'Fees example in euros: the winning bid (hammer price plus buyer fee), e.g. "51,000.00"',
  example_hammer: 'Fees example in euros: the hammer price, "50,000.00"',
  example_fee: 'Fees example in euros: the buyer fee in it',
  example_vat: 'Fees example in euros: the VAT for a buyer in Germany',
  example_total: 'Fees example in euros: the invoice total for a buyer in Germany',
} as const
export type FigureName = keyof typeof FIGURE_PLACEHOLDERS

/** The figures of the settings in a language, ready to drop into text. */
export const platformFigures = (settings: FigureSettings, locale: Locale): Record<FigureName, string> => {
  const number = new Intl.NumberFormat(INTL[locale], { maximumFractionDigits: 2 })
  // Amounts are plain numbers: the text around them writes the euro sign where the language puts it ("€ 51,000.00", "51.000,00 €").
  const euro = (euros: number, decimals: 0 | 2 = 0) =>
    new Intl.NumberFormat(INTL[locale], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(euros)
  const pct = (value: number) => `${number.format(value)}${locale === 'de' ? ' %' : '%'}`
  const bands = [...settings.increment_table].sort((a, b) => a.from - b.from)
  const first = bands[0] ?? PLATFORM_DEFAULTS.incrementTable[0]
  const last = bands.at(-1) ?? first
  const hammer = toCents(EXAMPLE_HAMMER_PRICE)
  const fee = percentOfCents(hammer, settings.buyer_fee_pct)
  const price = hammer + fee
  const vat = percentOfCents(price, settings.vat_pct)
  return {
    buyer_fee_pct: pct(settings.buyer_fee_pct),
    vat_pct: pct(settings.vat_pct),
    auction_length_hours: number.format(settings.auction_length_hours),
    anti_sniping_window_secs: number.format(settings.anti_sniping_window_secs),
    anti_sniping_extension_secs: number.format(settings.anti_sniping_extension_secs),
    payment_term_days: number.format(settings.payment_term_days ?? PLATFORM_DEFAULTS.paymentTermDays),
    min_increment: euro(first.increment),
    max_increment: euro(last.increment),
    max_increment_from: euro(last.from),
    first_band_to: euro(bands[1]?.from ?? first.from),
    support_phone: settings.support_phone ?? '',
    sell_site_url: settings.sell_site_url ?? '',
    example_price: euro(price / 100, 2),
    example_hammer: euro(hammer / 100, 2),
    example_fee: euro(fee / 100, 2),
    example_vat: euro(vat / 100, 2),
    example_total: euro((price + vat) / 100, 2),
  }
}

/** Replaces `{{name}}` placeholders of known figures in a text; anything else stays as written. */
export const fillFigures = (text: string, figures: Readonly<Record<string, string>>): string =>
  text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(figures, name) ? figures[name] : whole))
