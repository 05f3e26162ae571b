import { percentOfCents, toCents } from './money'

/** EU member states (ISO 3166-1 alpha-2; Greece as GR) for the intra-community supply rule. */
export const EU_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
])
/**
 * Non-EU destinations buyers may come from (the EEA states outside the EU, Switzerland, the UK):
 * deliveries there are tax-exempt exports, never an intra-community reverse charge.
 */
export const EXPORT_COUNTRIES = new Set(['CH', 'IS', 'LI', 'NO', 'UK', 'GB'])

export type VatTreatment = 'domestic' | 'intra_community' | 'export'

/** The legal wording printed on the invoice (and shown before a bid) when no German VAT is charged. */
export const VAT_NOTES = {
  en: {
    intra_community: 'Tax-exempt intra-community supply (§ 4 No. 1b UStG, Art. 138 VAT Directive 2006/112/EC). Reverse charge: VAT is due from the recipient.',
    export: 'Tax-exempt export delivery (§ 4 No. 1a UStG, Art. 146 VAT Directive 2006/112/EC).',
  },
  de: {
    intra_community: 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG, Art. 138 MwStSystRL). Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).',
    export: 'Steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a UStG, Art. 146 MwStSystRL).',
  },
} as const

/** Which VAT rule applies to a buyer, from their country and VAT ID (platform seated in DE). */
export const vatTreatmentFor = (buyer: { country?: string | null; vatId?: string | null; isBusiness?: boolean }): VatTreatment => {
  const country = (buyer.country ?? 'DE').toUpperCase()
  if (EXPORT_COUNTRIES.has(country)) return 'export'
  if (country !== 'DE' && EU_COUNTRIES.has(country) && buyer.vatId?.trim() && buyer.isBusiness !== false) return 'intra_community'
  return 'domestic'
}

export type InvoiceAmounts = {
  /** The winning bid: the displayed price, buyer fee included. */
  price_cents: number
  /** The seller's share of the price (price minus the buyer fee); the seller's fee is reckoned on it. */
  hammer_cents: number
  /** The buyer fee contained in the price. */
  buyer_fee_cents: number
  /** Amount before VAT: equals the price, as the fee is already in it. */
  net_cents: number
  vat_treatment: VatTreatment
  vat_rate: number
  vat_cents: number
  total_cents: number
  vat_note: string | null
}

/**
 * The buyer fee contained in an all-in price: price = hammer + fee, fee = pct% of hammer, so
 * fee = price × pct / (100 + pct), rounded half up to a whole cent. Example: €17,500 at 2% holds
 * a fee of €343.14 on a hammer price of €17,156.86.
 */
export const feeIncludedIn = (priceCents: number, buyerFeePct: number): { hammer_cents: number; buyer_fee_cents: number } => {
  const basisPoints = Math.round(buyerFeePct * 100)
  const fee = Math.round((priceCents * basisPoints) / (10_000 + basisPoints))
  return { hammer_cents: priceCents - fee, buyer_fee_cents: fee }
}

/**
 * One model everywhere (spec: "Displayed prices include a 2% buyer fee. VAT is calculated
 * separately on the invoice"): every displayed price and every bid is an all-in price with the
 * buyer fee (settings, 2%) already in it. The invoice shows the price split into hammer price and
 * buyer fee, then VAT (settings, 19%) on the price for domestic buyers, or 0% with the legal note
 * for intra-community supplies and exports. All sums in whole cents.
 */
export const invoiceAmounts = (input: {
  /** The winning bid in euros (the displayed price, fee included). */
  price: number
  buyerFeePct: number
  vatPct: number
  buyer: { country?: string | null; vatId?: string | null; isBusiness?: boolean }
  locale?: 'en' | 'de'
}): InvoiceAmounts => {
  const price = toCents(input.price)
  const { hammer_cents, buyer_fee_cents } = feeIncludedIn(price, input.buyerFeePct)
  const treatment = vatTreatmentFor(input.buyer)
  const rate = treatment === 'domestic' ? input.vatPct : 0
  const vat = percentOfCents(price, rate)
  return {
    price_cents: price,
    hammer_cents,
    buyer_fee_cents,
    net_cents: price,
    vat_treatment: treatment,
    vat_rate: rate,
    vat_cents: vat,
    total_cents: price + vat,
    vat_note: treatment === 'domestic' ? null : VAT_NOTES[input.locale ?? 'en'][treatment],
  }
}
