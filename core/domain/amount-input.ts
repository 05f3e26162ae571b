/**
 * Amounts as people type them: one parser for the bid box, the bidding limit and
 * the price filters, for English and German viewers alike. Pure. It reads an amount the same way in
 * both locales, because every input the two would read differently is refused instead of guessed
 * (the messages, see `amountMessage`, are in the viewer's locale).
 *
 * Accepted: digits with grouping separators (`67,000`, `67.000`, `67 000`, with a no-break or
 * narrow no-break space too), a decimal part of zeros (`.00`, `,00`, `.0`), spaces around, and a
 * leading or trailing `€` or `EUR`. Which character is the decimal mark:
 * - both `.` and `,` present: the last one is the decimal mark, the other groups (`67.000,00`,
 *   `67,000.00`);
 * - one of them, several times: it groups (`1.250.000`);
 * - one of them once: followed by exactly three digits it groups (`67.000`, `67,000`: an amount
 *   never has three decimals); by one or two digits it is the decimal mark (`67000.50`, `67,5`).
 * Groups must be of three digits (`6,70,00` is refused, not guessed). A decimal part other than
 * zeros is a fraction of a euro: refused as `fraction` (with the amount it would be), never
 * rounded, truncated or read as a larger number, so `67.5` is neither 67 nor 675 nor 67,500.
 */

import { formatMoney, type MoneyLocale } from './money'

export type ParsedAmount =
  | { ok: true; value: number }
  | { ok: false; reason: 'empty' | 'invalid' }
  /** A fraction of a euro (`67000.50`): `value` is what it says, for the message. */
  | { ok: false; reason: 'fraction'; value: number }

/** The largest amount the parser reads (beyond it nothing is a price). */
const MAX_DIGITS = 12

const SPACES = /[\s\u00a0\u202f\u2009\u2007]+/g

export const parseAmount = (input: string): ParsedAmount => {
  let text = String(input ?? '').replace(SPACES, ' ').trim()
  if (!text) return { ok: false, reason: 'empty' }
  // One currency sign at either end (not both), then spaces.
  const currency = /^(?:€|eur)\s*|\s*(?:€|eur)$/i
  text = text.replace(currency, '').trim()
  if (!text) return { ok: false, reason: 'invalid' }
  if (!/^[0-9][0-9., ]*$/.test(text) || /[., ]$/.test(text)) return { ok: false, reason: 'invalid' }
  // Two separators side by side (`67,,000`, `67. 000`) are a typo, not an amount.
  if (/[., ]{2}/.test(text)) return { ok: false, reason: 'invalid' }

  const dots = text.split('.').length - 1
  const commas = text.split(',').length - 1
  let decimalMark: '.' | ',' | null = null
  if (dots && commas) {
    decimalMark = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ','
    // The decimal mark appears once; the other one only groups, before it.
    if ((decimalMark === '.' ? dots : commas) !== 1) return { ok: false, reason: 'invalid' }
  } else if (dots + commas === 1) {
    const mark = dots ? '.' : ','
    const after = text.slice(text.indexOf(mark) + 1)
    if (after.length !== 3 || after.includes(' ')) decimalMark = mark
  }

  let whole = text
  let fraction = ''
  if (decimalMark) {
    const at = text.lastIndexOf(decimalMark)
    whole = text.slice(0, at)
    fraction = text.slice(at + 1)
    if (!/^[0-9]{1,2}$/.test(fraction)) return { ok: false, reason: 'invalid' }
  }
  const groups = whole.split(/[., ]/)
  if (groups.length > 1) {
    // Grouping: one separator kind only, first group 1–3 digits, then exactly three each.
    const kinds = new Set(whole.replace(/[0-9]/g, ''))
    if (kinds.size > 1) return { ok: false, reason: 'invalid' }
    if (!/^[0-9]{1,3}$/.test(groups[0]) || groups.slice(1).some((g) => !/^[0-9]{3}$/.test(g))) return { ok: false, reason: 'invalid' }
  }
  const digits = groups.join('')
  if (!/^[0-9]+$/.test(digits) || digits.replace(/^0+/, '').length > MAX_DIGITS) return { ok: false, reason: 'invalid' }
  const euros = Number(digits)
  if (/^0*$/.test(fraction)) return euros > 0 ? { ok: true, value: euros } : { ok: false, reason: 'invalid' }
  const cents = Number(fraction.padEnd(2, '0'))
  return { ok: false, reason: 'fraction', value: euros + cents / 100 }
}

/**
 * Bids go up in steps from the minimum next bid: valid amounts are `minimum + k · step`. Null when
 * the amount is on that ladder (or below the minimum, a different refusal); otherwise the two
 * valid amounts around it, to offer instead.
 */
export const offIncrement = (amount: number, minimum: number, step: number): { lower: number; upper: number } | null => {
  if (!(step > 0) || amount < minimum) return null
  const k = (amount - minimum) / step
  if (Math.abs(k - Math.round(k)) < 1e-9) return null
  const lower = minimum + Math.floor(k) * step
  return { lower, upper: lower + step }
}

/**
 * What the viewer is told when an amount is refused, in their language, saying what would be
 * accepted: EN "Bids go up in steps of €250: €67,000 or €67,250", DE "Gebote steigen in Schritten
 * von 250 €: 67.000 € oder 67.250 €".
 */
export const stepMessage = (locale: MoneyLocale, step: number, lower: number, upper: number): string =>
  locale === 'de'
    ? `Gebote steigen in Schritten von ${formatMoney(step, 'de')}: ${formatMoney(lower, 'de')} oder ${formatMoney(upper, 'de')}`
    : `Bids go up in steps of ${formatMoney(step, 'en')}: ${formatMoney(lower, 'en')} or ${formatMoney(upper, 'en')}`

/** A fraction or off-increment amount, as the two valid bids around it (never below the minimum). */
export const nearestBids = (amount: number, minimum: number, step: number): { lower: number; upper: number } => {
  if (amount <= minimum || !(step > 0)) return { lower: minimum, upper: minimum + Math.max(step, 0) }
  const lower = minimum + Math.floor((amount - minimum) / step + 1e-9) * step
  return { lower, upper: lower + step }
}

/** The text for an amount that could not be read (empty, not a number, or with cents). */
export const unreadableMessage = (locale: MoneyLocale, example: number): string =>
  locale === 'de'
    ? `Bitte einen Betrag in ganzen Euro eingeben, z. B. ${formatMoney(example, 'de')} oder ${formatMoney(example, 'de').replace(/\s?€$/, '')}`
    : `Enter an amount in whole euros, e.g. ${formatMoney(example, 'en')} or ${formatMoney(example, 'en').replace(/^€/, '')}`
