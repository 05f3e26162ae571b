import { describe, expect, it } from 'vitest'

import { invoiceAmounts, vatTreatmentFor } from '@core/domain/invoice-amounts'

const rates = { buyerFeePct: 2, vatPct: 19 }

describe('fees and VAT', () => {
  it('adds the 2% buyer fee and 19% VAT for a buyer in Germany, in cents', () => {
    const amounts = invoiceAmounts({ ...rates, hammerPrice: 45_500, buyer: { country: 'DE', vatId: 'DE123456789' } })
    expect(amounts).toMatchObject({
      hammer_cents: 4_550_000,
      buyer_fee_cents: 91_000,
      net_cents: 4_641_000,
      vat_treatment: 'domestic',
      vat_rate: 19,
      vat_cents: 881_790,
      total_cents: 5_522_790,
      vat_note: null,
    })
  })

  it('charges no VAT with a note for an EU business buyer with a VAT ID', () => {
    const amounts = invoiceAmounts({ ...rates, hammerPrice: 10_000, buyer: { country: 'AT', vatId: 'ATU12345678' } })
    expect(amounts).toMatchObject({ vat_treatment: 'intra_community', vat_rate: 0, vat_cents: 0, total_cents: 1_020_000 })
    expect(amounts.vat_note).toMatch(/intra-community/)
  })

  it('charges German VAT to an EU buyer without a VAT ID', () => {
    expect(vatTreatmentFor({ country: 'FR', vatId: '' })).toBe('domestic')
    expect(vatTreatmentFor({ country: 'FR', vatId: 'FR1234', isBusiness: false })).toBe('domestic')
  })

  it('charges no VAT on exports to Switzerland, Norway and the UK', () => {
    for (const country of ['CH', 'NO', 'UK', 'GB']) {
      const amounts = invoiceAmounts({ ...rates, hammerPrice: 10_000, buyer: { country } })
      expect(amounts).toMatchObject({ vat_treatment: 'export', vat_cents: 0, total_cents: 1_020_000 })
      expect(amounts.vat_note).toMatch(/export/i)
    }
  })

  it('takes rates from settings and never drifts on awkward cents', () => {
    const amounts = invoiceAmounts({ buyerFeePct: 2.5, vatPct: 20, hammerPrice: 0.1 + 0.2, buyer: { country: 'DE' } })
    expect(amounts.hammer_cents).toBe(30)
    expect(amounts.buyer_fee_cents).toBe(1) // 0.75 cent rounds half up
    expect(amounts.total_cents).toBe(amounts.net_cents + amounts.vat_cents)
    const big = invoiceAmounts({ ...rates, hammerPrice: 123_456.78, buyer: { country: 'DE' } })
    expect(Number.isInteger(big.total_cents)).toBe(true)
    expect(big.buyer_fee_cents).toBe(246_914) // 2% of 12,345,678 cents = 246,913.56
  })
})
