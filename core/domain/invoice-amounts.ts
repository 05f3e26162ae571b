import { percentOfCents, toCents } from './money'

/** EU member states (ISO 3166-1 alpha-2; Greece as GR) for the intra-community supply rule. */
export const EU_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
])
/** Non-EU destinations named by the spec's VAT rule: no German VAT on exports there. */
export const EXPORT_COUNTRIES = new Set(['CH', 'NO', 'UK', 'GB'])

export type VatTreatment = 'domestic' | 'intra_community' | 'export'

export const VAT_NOTES = {
  intra_community: 'Tax-exempt intra-community supply (§ 4 No. 1b UStG, Art. 138 VAT Directive 2006/112/EC). Reverse charge: VAT is due from the recipient.',
  export: 'Tax-exempt export delivery (§ 4 No. 1a UStG).',
} as const

/** Which VAT rule applies to a buyer, from their country and VAT ID (platform seated in DE). */
export const vatTreatmentFor = (buyer: { country?: string | null; vatId?: string | null; isBusiness?: boolean }): VatTreatment => {
  const country = (buyer.country ?? 'DE').toUpperCase()
  if (EXPORT_COUNTRIES.has(country)) return 'export'
  if (country !== 'DE' && EU_COUNTRIES.has(country) && buyer.vatId?.trim() && buyer.isBusiness !== false) return 'intra_community'
  return 'domestic'
}

export type InvoiceAmounts = {
  hammer_cents: number
  buyer_fee_cents: number
  net_cents: number
  vat_treatment: VatTreatment
  vat_rate: number
  vat_cents: number
  total_cents: number
  vat_note: string | null
}

/**
 * Hammer price + buyer fee (settings, 2%) = net; VAT (settings, 19%) on the net for domestic
 * buyers, 0% with a note for intra-community supplies and exports. All sums in whole cents.
 */
export const invoiceAmounts = (input: {
  hammerPrice: number
  buyerFeePct: number
  vatPct: number
  buyer: { country?: string | null; vatId?: string | null; isBusiness?: boolean }
}): InvoiceAmounts => {
  const hammer = toCents(input.hammerPrice)
  const fee = percentOfCents(hammer, input.buyerFeePct)
  const net = hammer + fee
  const treatment = vatTreatmentFor(input.buyer)
  const rate = treatment === 'domestic' ? input.vatPct : 0
  const vat = percentOfCents(net, rate)
  return {
    hammer_cents: hammer,
    buyer_fee_cents: fee,
    net_cents: net,
    vat_treatment: treatment,
    vat_rate: rate,
    vat_cents: vat,
    total_cents: net + vat,
    vat_note: treatment === 'domestic' ? null : VAT_NOTES[treatment],
  }
}
