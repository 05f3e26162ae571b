import { describe, expect, it } from 'vitest'

import { isValidPhone, isValidVatId, kycFieldErrors } from '@core/domain/kyc'

const valid = {
  company_name: 'Alpen Bau GmbH',
  vat_id: 'DE136695976',
  business_address: { street: 'Hauptstraße 1', postal_code: '80331', city: 'München' },
  country: 'DE',
  contact_person: 'Anna Huber',
  phone: '+49 89 1234567',
}

describe('KYC business info rules', () => {
  it('accepts VAT IDs with a valid checksum for their own country only', () => {
    expect(isValidVatId('DE136695976', 'DE')).toBe(true)
    expect(isValidVatId('DE 136 695 976', 'DE')).toBe(true)
    expect(isValidVatId('DE136695977', 'DE')).toBe(false) // checksum
    expect(isValidVatId('ATU13585627', 'AT')).toBe(true)
    expect(isValidVatId('ATU13585627', 'DE')).toBe(false) // another country's number
    expect(isValidVatId('hello', 'DE')).toBe(false)
  })

  it('accepts phone numbers valid for the chosen country, national or international', () => {
    expect(isValidPhone('+49 89 1234567', 'DE')).toBe(true)
    expect(isValidPhone('089 1234567', 'DE')).toBe(true)
    expect(isValidPhone('+44 20 7946 0958', 'UK')).toBe(true)
    expect(isValidPhone('123', 'DE')).toBe(false)
  })

  it('reports field-level error keys, and none for a complete valid form', () => {
    expect(kycFieldErrors(valid)).toEqual({})
    expect(kycFieldErrors({ ...valid, vat_id: 'DE000', phone: '12', company_name: '' })).toEqual({
      company_name: 'kyc.error.companyName',
      vat_id: 'kyc.error.vatInvalid',
      phone: 'kyc.error.phoneInvalid',
    })
    expect(kycFieldErrors({ ...valid, country: 'US' })).toMatchObject({ country: 'kyc.error.country' })
    expect(kycFieldErrors({ ...valid, business_address: { street: '', postal_code: '', city: '' } })).toMatchObject({
      'business_address.street': 'kyc.error.street',
      'business_address.postal_code': 'kyc.error.postalCode',
      'business_address.city': 'kyc.error.city',
    })
  })
})
