import { describe, expect, it } from 'vitest'

import { fillFigures, platformFigures, type FigureSettings } from '@core/content/figures'
import { PLATFORM_DEFAULTS } from '@core/domain/defaults'

// German amounts carry a no-break space before the euro sign; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0/g, ' ')
const plainAll = (figures: Record<string, string>) => Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, plain(v)]))

const settings: FigureSettings = {
  buyer_fee_pct: 2,
  vat_pct: 19,
  auction_length_hours: 24,
  anti_sniping_window_secs: 60,
  anti_sniping_extension_secs: 60,
  increment_table: PLATFORM_DEFAULTS.incrementTable,
  support_phone: '+49 89 1234 5670',
  sell_site_url: 'https://sell.example.com',
}

describe('settings-driven figures in editorial Markdown', () => {
  it('fills the placeholders with the settings, per language', () => {
    const en = platformFigures(settings, 'en')
    expect(fillFigures('incl. {{buyer_fee_pct}} buyer fee, VAT {{ vat_pct }}; last {{anti_sniping_window_secs}} s add {{anti_sniping_extension_secs}} s; {{auction_length_hours}} hours; pay in {{payment_term_days}} days', en)).toBe(
      'incl. 2% buyer fee, VAT 19%; last 60 s add 60 s; 24 hours; pay in 14 days',
    )
    const de = platformFigures(settings, 'de')
    expect(plain(fillFigures('inkl. {{buyer_fee_pct}} Käuferaufgeld, {{min_increment}} € unter {{first_band_to}} €, {{max_increment}} € über {{max_increment_from}} €', de))).toBe(
      'inkl. 2 % Käuferaufgeld, 50 € unter 1.000 €, 1.000 € über 100.000 €',
    )
  })

  it('computes the Fees page example from the fee and VAT settings', () => {
    expect(platformFigures(settings, 'en')).toMatchObject({ example_hammer: '50,000.00', example_fee: '1,000.00', example_price: '51,000.00', example_vat: '9,690.00', example_total: '60,690.00' })
    expect(plainAll(platformFigures({ ...settings, buyer_fee_pct: 3.5, vat_pct: 20 }, 'de'))).toMatchObject({ buyer_fee_pct: '3,5 %', example_fee: '1.750,00', example_price: '51.750,00', example_vat: '10.350,00', example_total: '62.100,00' })
  })

  it('leaves unknown placeholders as written', () => {
    expect(fillFigures('{{buyer_fee}} and {{ nope }} and {{buyer_fee_pct}}', platformFigures(settings, 'en'))).toBe('{{buyer_fee}} and {{ nope }} and 2%')
  })
})
