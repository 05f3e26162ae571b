import { describe, expect, it } from 'vitest'

import { EU_COUNTRIES, vatTreatmentFor } from '@core/domain/invoice-amounts'
import { isValidVatId, kycFieldErrors } from '@core/domain/kyc'
import { EU_MEMBER_STATES, KYC_COUNTRIES, KYC_COUNTRY_LABELS, kycCountryOptions, NON_EU_BUYER_COUNTRIES } from '@core/domain/kyc-countries'

const valid = {
  company_name: 'Alpen Bau GmbH',
  vat_id: 'DE136695976',
  business_address: { street: 'Hauptstraße 1', postal_code: '80331', city: 'München' },
  country: 'DE',
  contact_person: 'Anna Huber',
  phone: '+49 89 1234567',
}

describe('KYC countries: every EU and EEA state, Switzerland and the United Kingdom', () => {
  it('lists the 27 EU member states, Iceland, Liechtenstein, Norway, Switzerland and the UK, each with an English and a German name', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27)
    expect([...EU_MEMBER_STATES].sort()).toEqual([...EU_COUNTRIES].sort())
    expect(KYC_COUNTRIES).toHaveLength(32)
    for (const code of ['PT', 'IE', 'GR', 'RO', 'BG', 'HR', 'EE', 'LV', 'LT', 'LU', 'MT', 'CY', 'SK', 'SI', 'HU', 'IS', 'LI', 'NO', 'CH', 'UK']) expect(KYC_COUNTRIES).toContain(code)
    for (const code of KYC_COUNTRIES) expect(KYC_COUNTRY_LABELS[code].en && KYC_COUNTRY_LABELS[code].de).toBeTruthy()
    expect(kycCountryOptions('de').map((o) => o.label).slice(0, 3)).toEqual(['Belgien', 'Bulgarien', 'Dänemark'])
  })

  it('the server rule (zod) accepts a business from Portugal, Ireland or Iceland and refuses a country outside the list', () => {
    expect(kycFieldErrors({ ...valid, country: 'PT', vat_id: 'PT100000010', phone: '+351 21 123 4567' })).toEqual({})
    expect(kycFieldErrors({ ...valid, country: 'IE', vat_id: 'IE0000002D', phone: '+353 1 234 5678' })).toEqual({})
    expect(kycFieldErrors({ ...valid, country: 'IS', vat_id: 'IS 123456', phone: '+354 551 2345' })).toEqual({})
    expect(kycFieldErrors({ ...valid, country: 'US' })).toMatchObject({ country: 'kyc.error.country' })
    expect(isValidVatId('12', 'IS')).toBe(false)
  })

  it('a delivery to an EEA state outside the EU, Switzerland or the UK is an export, never a reverse charge', () => {
    for (const country of NON_EU_BUYER_COUNTRIES) expect(vatTreatmentFor({ country, vatId: 'X123', isBusiness: true }), country).toBe('export')
    expect(vatTreatmentFor({ country: 'PT', vatId: 'PT100000010', isBusiness: true })).toBe('intra_community')
    expect(vatTreatmentFor({ country: 'DE', vatId: 'DE136695976', isBusiness: true })).toBe('domestic')
  })
})
