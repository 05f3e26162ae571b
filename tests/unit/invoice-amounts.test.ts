import { describe, expect, it } from 'vitest'

import { feeIncludedIn, invoiceAmounts, vatTreatmentFor } from '@core/domain/invoice-amounts'

const rates = { buyerFeePct: 2, vatPct: 19 }

describe('fees and VAT: the displayed price includes the buyer fee', () => {
  it('splits a €17,500 winning bid into hammer price and 2% fee and adds 19% VAT for a buyer in Germany', () => {
    const amounts = invoiceAmounts({ ...rates, price: 17_500, buyer: { country: 'DE', vatId: 'DE123456789' } })
    expect(amounts).toMatchObject({
      price_cents: 1_750_000,
      hammer_cents: 1_715_686,
      buyer_fee_cents: 34_314,
      net_cents: 1_750_000,
      vat_treatment: 'domestic',
      vat_rate: 19,
      vat_cents: 332_500,
      total_cents: 2_082_500,
      vat_note: null,
    })
    expect(amounts.hammer_cents + amounts.buyer_fee_cents).toBe(amounts.price_cents)
  })

  it('never adds the fee on top of the price', () => {
    const amounts = invoiceAmounts({ ...rates, price: 10_200, buyer: { country: 'DE' } })
    expect(amounts).toMatchObject({ hammer_cents: 1_000_000, buyer_fee_cents: 20_000, net_cents: 1_020_000 })
  })

  it('charges no VAT with a note for an EU business buyer with a VAT ID, in the buyer language', () => {
    const amounts = invoiceAmounts({ ...rates, price: 10_000, buyer: { country: 'AT', vatId: 'ATU12345678' } })
    expect(amounts).toMatchObject({ vat_treatment: 'intra_community', vat_rate: 0, vat_cents: 0, total_cents: 1_000_000 })
    expect(amounts.vat_note).toMatch(/intra-community/)
    const german = invoiceAmounts({ ...rates, price: 10_000, buyer: { country: 'AT', vatId: 'ATU12345678' }, locale: 'de' })
    expect(german.vat_note).toMatch(/innergemeinschaftliche/)
  })

  it('charges German VAT to an EU buyer without a VAT ID', () => {
    expect(vatTreatmentFor({ country: 'FR', vatId: '' })).toBe('domestic')
    expect(vatTreatmentFor({ country: 'FR', vatId: 'FR1234', isBusiness: false })).toBe('domestic')
  })

  it('charges no VAT on exports to Switzerland, Norway and the UK', () => {
    for (const country of ['CH', 'NO', 'UK', 'GB']) {
      const amounts = invoiceAmounts({ ...rates, price: 10_000, buyer: { country } })
      expect(amounts).toMatchObject({ vat_treatment: 'export', vat_cents: 0, total_cents: 1_000_000 })
      expect(amounts.vat_note).toMatch(/export/i)
    }
  })

  it('takes rates from settings and never drifts on awkward cents', () => {
    expect(feeIncludedIn(30, 2.5)).toEqual({ hammer_cents: 29, buyer_fee_cents: 1 }) // 0.73 cent rounds to 1
    const amounts = invoiceAmounts({ buyerFeePct: 2.5, vatPct: 20, price: 0.1 + 0.2, buyer: { country: 'DE' } })
    expect(amounts.price_cents).toBe(30)
    expect(amounts.total_cents).toBe(amounts.net_cents + amounts.vat_cents)
    const big = invoiceAmounts({ ...rates, price: 123_456.78, buyer: { country: 'DE' } })
    expect(Number.isInteger(big.total_cents)).toBe(true)
    expect(big.buyer_fee_cents).toBe(242_072) // 12,345,678 × 2 / 102 = 242,072.1
    expect(big.hammer_cents + big.buyer_fee_cents).toBe(12_345_678)
  })
})
