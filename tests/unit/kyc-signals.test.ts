import { describe, expect, it } from 'vitest'

import { isValidVatId } from '@core/domain/kyc'
import {
  checkVatChecksum,
  duplicateMatches,
  friendlyIban,
  isValidIban,
  normaliseIban,
  normaliseRegistrationNumber,
  normaliseVatId,
  vatCheckFromVies,
  viesRequestFor,
  type KycFingerprint,
} from '@core/domain/kyc-signals'

/**
 * One valid and one invalid VAT ID for every EU member state. The valid ones are from jsvat's own
 * test lists (github.com/se-panfilov/jsvat, test/countries_vat_lists); each invalid one is its
 * valid one with a digit changed, so it keeps the format and fails the checksum.
 */
const EU: Record<string, { iso: string; valid: string; invalid: string }> = {
  Austria: { iso: 'AT', valid: 'ATU00000024', invalid: 'ATU00000025' },
  Belgium: { iso: 'BE', valid: 'BE0411905847', invalid: 'BE0411905848' },
  Bulgaria: { iso: 'BG', valid: 'BG0000100153', invalid: 'BG0000100154' },
  Croatia: { iso: 'HR', valid: 'HR02574432339', invalid: 'HR02574432330' },
  Cyprus: { iso: 'CY', valid: 'CY00001067Y', invalid: 'CY00001068Y' },
  Czechia: { iso: 'CZ', valid: 'CZ00008702', invalid: 'CZ00008703' },
  Denmark: { iso: 'DK', valid: 'DK10000009', invalid: 'DK10000000' },
  Estonia: { iso: 'EE', valid: 'EE100007796', invalid: 'EE100007797' },
  Finland: { iso: 'FI', valid: 'FI09853608', invalid: 'FI09853609' },
  France: { iso: 'FR', valid: 'FR00000000190', invalid: 'FR00000000191' },
  Germany: { iso: 'DE', valid: 'DE136695976', invalid: 'DE136695977' },
  Greece: { iso: 'GR', valid: 'EL000000024', invalid: 'EL000000025' },
  Hungary: { iso: 'HU', valid: 'HU10672101', invalid: 'HU10672102' },
  Ireland: { iso: 'IE', valid: 'IE0000002D', invalid: 'IE0000003D' },
  Italy: { iso: 'IT', valid: 'IT00000010215', invalid: 'IT00000010216' },
  Latvia: { iso: 'LV', valid: 'LV40003009497', invalid: 'LV40003009498' },
  Lithuania: { iso: 'LT', valid: 'LT100000009017', invalid: 'LT100000009018' },
  Luxembourg: { iso: 'LU', valid: 'LU00000000', invalid: 'LU00000001' },
  Malta: { iso: 'MT', valid: 'MT10126313', invalid: 'MT10126314' },
  Netherlands: { iso: 'NL', valid: 'NL010000446B01', invalid: 'NL010000447B01' },
  Poland: { iso: 'PL', valid: 'PL1132191233', invalid: 'PL1132191234' },
  Portugal: { iso: 'PT', valid: 'PT100000010', invalid: 'PT100000011' },
  Romania: { iso: 'RO', valid: 'RO11198699', invalid: 'RO11198690' },
  Slovakia: { iso: 'SK', valid: 'SK1025529197', invalid: 'SK1025529198' },
  Slovenia: { iso: 'SI', valid: 'SI10693661', invalid: 'SI10693662' },
  Spain: { iso: 'ES', valid: 'ESA0011012B', invalid: 'ESA0011013B' },
  Sweden: { iso: 'SE', valid: 'SE000000002601', invalid: 'SE000000002602' },
}

describe('VAT ID checksum offline, every EU member state (jsvat)', () => {
  it('has all 27 member states', () => expect(Object.keys(EU)).toHaveLength(27))

  for (const [name, { iso, valid, invalid }] of Object.entries(EU)) {
    it(`${name}: ${valid} passes, ${invalid} fails the checksum`, () => {
      expect(checkVatChecksum(valid)).toEqual({ valid: true, country: iso })
      expect(checkVatChecksum(invalid).valid).toBe(false)
      // The form writes it with spaces, dots or dashes, in lower case: the same rule.
      expect(checkVatChecksum(`${valid.slice(0, 2).toLowerCase()} ${valid.slice(2, 5)}.${valid.slice(5)}`).valid).toBe(true)
    })
  }

  it('the KYC form and the CMS use the same rule (isValidVatId), for the business’s own country', () => {
    expect(isValidVatId('DE136695976', 'DE')).toBe(true)
    expect(isValidVatId('DE136695977', 'DE')).toBe(false)
    expect(isValidVatId('ATU00000024', 'AT')).toBe(true)
    expect(isValidVatId('ATU00000024', 'DE')).toBe(false)
    expect(checkVatChecksum('')).toEqual({ valid: false, country: null })
  })
})

describe('VAT ID normalisation', () => {
  it('upper case, without spaces, dots and dashes, with the country prefix', () => {
    expect(normaliseVatId('de 136.695-976', 'DE')).toBe('DE136695976')
    expect(normaliseVatId('DE136695976')).toBe('DE136695976')
    expect(normaliseVatId('136 695 976', 'DE')).toBe('DE136695976')
    expect(normaliseVatId('123456789', 'UK')).toBe('GB123456789')
    expect(normaliseVatId('000000024', 'GR')).toBe('EL000000024')
    expect(normaliseVatId('', 'DE')).toBe('')
    expect(normaliseVatId(null)).toBe('')
  })

  it('VIES is asked for EU numbers only, with the prefix split off', () => {
    expect(viesRequestFor('DE136695976')).toEqual({ countryCode: 'DE', vatNumber: '136695976' })
    expect(viesRequestFor('EL000000024')).toEqual({ countryCode: 'EL', vatNumber: '000000024' })
    expect(viesRequestFor('CHE123456788')).toBeNull()
    expect(viesRequestFor('GB123456789')).toBeNull()
    expect(viesRequestFor('NO123456789MVA')).toBeNull()
  })

  it('reads a VIES answer: valid with name and address, invalid, or not a verdict', () => {
    const at = new Date('2026-11-25T10:00:00Z')
    expect(vatCheckFromVies('DE136695976', { valid: true, name: 'Alpen Bau GmbH', address: 'Hauptstr. 1\n80331 München' }, at)).toMatchObject({
      status: 'valid',
      name: 'Alpen Bau GmbH',
      address: 'Hauptstr. 1, 80331 München',
      checked_at: '2026-11-25T10:00:00.000Z',
    })
    expect(vatCheckFromVies('DE136695976', { valid: true, name: '---', address: '---' }, at)).toMatchObject({ status: 'valid', name: null, address: null })
    expect(vatCheckFromVies('DE136695976', { valid: false }, at)).toMatchObject({ status: 'invalid' })
    expect(vatCheckFromVies('DE136695976', { valid: false, userError: 'MS_UNAVAILABLE' }, at)).toMatchObject({ status: 'not_checked', reason: 'service_error', detail: 'MS_UNAVAILABLE' })
    expect(vatCheckFromVies('DE136695976', { errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] }, at)).toMatchObject({ status: 'not_checked', detail: 'SERVICE_UNAVAILABLE' })
    expect(vatCheckFromVies('DE136695976', '<html>', at)).toMatchObject({ status: 'not_checked', reason: 'service_error' })
  })
})

describe('duplicate signals between KYC records', () => {
  const record = (record: number, user: number, vat: string, ...hashes: Array<string | null>): KycFingerprint => ({
    record,
    user,
    vat,
    documents: [
      { field: 'business_registration', sha256: hashes[0] ?? null },
      { field: 'proof_of_address', sha256: hashes[1] ?? null },
    ],
  })

  it('the same normalised VAT ID of another account is a signal naming that record', () => {
    const mine = record(1, 10, 'DE136695976', 'a', 'b')
    expect(duplicateMatches(mine, [record(2, 20, 'DE136695976', 'c', 'd')])).toEqual([{ kind: 'vat_id', record: 2, user: 20 }])
  })

  it('the same document bytes of another account, in either slot, are a signal per slot', () => {
    const mine = record(1, 10, 'DE136695976', 'hash-reg', 'hash-proof')
    expect(duplicateMatches(mine, [record(2, 20, 'ATU00000024', 'x', 'hash-reg')])).toEqual([
      { kind: 'document', record: 2, user: 20, field: 'business_registration', otherField: 'proof_of_address' },
    ])
  })

  it('both at once give both signals; each once even when listed twice', () => {
    const other = record(2, 20, 'DE136695976', 'h1', 'h2')
    const matches = duplicateMatches(record(1, 10, 'DE136695976', 'h1', 'h2'), [other, other])
    expect(matches.map((m) => `${m.kind}:${m.field ?? ''}`)).toEqual(['vat_id:', 'document:business_registration', 'document:proof_of_address'])
  })

  it('never the same account, never the record itself, never an empty VAT ID or a missing hash', () => {
    expect(duplicateMatches(record(1, 10, 'DE136695976', 'h'), [record(3, 10, 'DE136695976', 'h')])).toEqual([])
    expect(duplicateMatches(record(1, 10, 'DE136695976', 'h'), [record(1, 20, 'DE136695976', 'h')])).toEqual([])
    expect(duplicateMatches(record(1, 10, '', null, null), [record(2, 20, '', null, null)])).toEqual([])
    expect(duplicateMatches(record(1, 10, 'DE136695976'), [record(2, 20, 'DE811907980')])).toEqual([])
  })

  it('the same register number or IBAN of another account, however written, is a signal each; empty ones never match', () => {
    expect(normaliseRegistrationNumber(' hrb 98765-b ')).toBe('HRB98765B')
    expect(normaliseRegistrationNumber('HRB 98765 B')).toBe('HRB98765B')
    expect(normaliseIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000')
    expect(friendlyIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00')
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true)
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false)
    const mine = { ...record(1, 10, 'DE136695976'), registration: normaliseRegistrationNumber('HRB 98765 B'), iban: normaliseIban('DE89 3704 0044 0532 0130 00') }
    const other = { ...record(2, 20, 'DE811907980'), registration: normaliseRegistrationNumber('hrb98765b'), iban: normaliseIban('de89370400440532013000') }
    expect(duplicateMatches(mine, [other])).toEqual([
      { kind: 'registration', record: 2, user: 20 },
      { kind: 'iban', record: 2, user: 20 },
    ])
    expect(duplicateMatches({ ...mine, registration: '', iban: '' }, [{ ...other, registration: '', iban: '' }])).toEqual([])
  })
})
