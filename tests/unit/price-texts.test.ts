import { describe, expect, it } from 'vitest'

import { FAQS } from '../../cms/seed/data/faqs'
import { PAGES } from '../../cms/seed/data/pages'
import { fillFigures, platformFigures } from '../../core/content/figures'
import { PLATFORM_DEFAULTS } from '../../core/domain/defaults'
import { invoiceAmounts } from '../../core/domain/invoice-amounts'
import { answers } from '../../server/support/answer-texts'

/**
 * Issue #15 §1: one truth about the price. The Fees page, FAQ, terms, how-it-works and the
 * assistant say the same thing as core/domain/invoice-amounts.ts: every price and bid includes
 * the buyer fee, VAT follows on the invoice, payment within one term.
 */
const settings = { buyerFeePct: 2, vatPct: 19, antiSnipingWindowSecs: 60, antiSnipingExtensionSecs: 60 } as Parameters<typeof answers.fees>[0]
// The seed's texts as the site shows them: their {{figure}} placeholders filled from the default settings.
const defaults = {
  buyer_fee_pct: PLATFORM_DEFAULTS.buyerFeePct,
  vat_pct: PLATFORM_DEFAULTS.vatPct,
  auction_length_hours: PLATFORM_DEFAULTS.auctionLengthHours,
  anti_sniping_window_secs: PLATFORM_DEFAULTS.antiSnipingWindowSecs,
  anti_sniping_extension_secs: PLATFORM_DEFAULTS.antiSnipingExtensionSecs,
  increment_table: PLATFORM_DEFAULTS.incrementTable,
}
const shown = { en: platformFigures(defaults, 'en'), de: platformFigures(defaults, 'de') }
const filled = <T extends { en: Record<string, unknown>; de: Record<string, unknown> }>(item: T): T => ({
  ...item,
  en: Object.fromEntries(Object.entries(item.en).map(([k, v]) => [k, typeof v === 'string' ? fillFigures(v, shown.en) : v])),
  de: Object.fromEntries(Object.entries(item.de).map(([k, v]) => [k, typeof v === 'string' ? fillFigures(v, shown.de).replaceAll('\u00a0', ' ') : v])),
})
const SHOWN_PAGES = PAGES.map(filled)
const SHOWN_FAQS = FAQS.map(filled)
const page = (slug: string) => SHOWN_PAGES.find((p) => p.slug === slug)!
const texts = [
  ...SHOWN_PAGES.flatMap((p) => [p.en.body_md, p.de.body_md, p.en.description ?? '', p.de.description ?? '']),
  ...SHOWN_FAQS.flatMap((f) => [f.en.answer_md, f.de.answer_md]),
  ...(['en', 'de'] as const).flatMap((l) => [answers.fees(settings, l), answers.vat(settings, l), answers.payment(settings, l)]),
]

describe('price texts (one model everywhere)', () => {
  it('never describes the fee as added on top ("+2% fee")', () => {
    for (const text of texts) expect(text).not.toMatch(/\+\s?2\s?%\s?(fee|Gebühr)/)
  })

  it('names one payment term everywhere, the one invoices use', () => {
    const days = PLATFORM_DEFAULTS.paymentTermDays
    for (const text of texts) expect(text).not.toMatch(/\b7 (days|Tagen)\b/)
    for (const slug of ['fees', 'terms']) {
      expect(page(slug).en.body_md).toContain(`${days} days`)
      expect(page(slug).de.body_md).toContain(`${days} Tagen`)
    }
    expect(answers.payment(settings, 'en')).toContain(`${days} days`)
    expect(answers.payment(settings, 'de')).toContain(`${days} Tagen`)
  })

  it("works the Fees page's example as the invoice does: the winning bid contains the fee, VAT on top", () => {
    const domestic = invoiceAmounts({ price: 51_000, buyerFeePct: 2, vatPct: 19, buyer: { country: 'DE' } })
    const reverse = invoiceAmounts({ price: 51_000, buyerFeePct: 2, vatPct: 19, buyer: { country: 'AT', vatId: 'ATU12345678' } })
    const en = page('fees').en.body_md
    const de = page('fees').de.body_md
    const eur = (cents: number) => (cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })
    const euro = (cents: number) => (cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })
    expect(en).toMatch(new RegExp(`Your winning bid[^|]*\\| € ${eur(domestic.price_cents)}`))
    expect(en).toMatch(new RegExp(`hammer price[^|]*\\| € ${eur(domestic.hammer_cents)}`))
    expect(en).toMatch(new RegExp(`buyer fee 2%[^|]*\\| € ${eur(domestic.buyer_fee_cents)}`))
    expect(en).toMatch(new RegExp(`VAT 19%[^|]*\\| € ${eur(domestic.vat_cents)}`))
    expect(en).toContain(`**€ ${eur(domestic.total_cents)}**`)
    expect(en).toContain(`**€ ${eur(reverse.total_cents)}**`)
    expect(de).toMatch(new RegExp(`Käuferaufgeld 2 %[^|]*\\| ${euro(domestic.buyer_fee_cents)} €`))
    expect(de).toContain(`**${euro(domestic.total_cents)} €**`)
    expect(de).toContain(`**${euro(reverse.total_cents)} €**`)
    // The bid is the price: no row adds the fee to it.
    expect(en).not.toMatch(/Displayed price/)
  })

  it('the assistant says the fee is in the price and bid, VAT follows on the invoice', () => {
    expect(answers.fees(settings, 'en')).toMatch(/included in every price you see and every bid/)
    expect(answers.fees(settings, 'de')).toMatch(/in \*\*jedem angezeigten Preis und jedem Gebot bereits enthalten/)
  })
})
