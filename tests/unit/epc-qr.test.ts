import { describe, expect, it } from 'vitest'

import { epcQrPayload } from '@core/domain/epc-qr'

describe('EPC QR code (GiroCode) text', () => {
  it('lists BCD, version 002, UTF-8, SCT, BIC, name, IBAN without spaces, EUR amount and the reference as remittance text', () => {
    const text = epcQrPayload({ bic: 'COBADEFFXXX', name: 'MachineryMarket GmbH', iban: 'DE89 3704 0044 0532 0130 00', amount: 20_825, reference: '2026-000001 MM-000042' })
    expect(text.split('\n')).toEqual(['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'MachineryMarket GmbH', 'DE89370400440532013000', 'EUR20825.00', '', '', '2026-000001 MM-000042'])
  })
  it('puts an ISO 11649 creditor reference in the structured field', () => {
    const lines = epcQrPayload({ name: 'X', iban: 'DE89370400440532013000', amount: 1.5, reference: 'RF18 5390 0754 7034' }).split('\n')
    expect(lines[4]).toBe('')
    expect(lines[7]).toBe('EUR1.50')
    expect(lines[9]).toBe('RF18539007547034')
    expect(lines).toHaveLength(10)
  })
  it('refuses what a banking app could not pay', () => {
    expect(() => epcQrPayload({ name: 'X', iban: 'not an iban', amount: 10, reference: 'r' })).toThrow(/IBAN/)
    expect(() => epcQrPayload({ name: 'X', iban: 'DE89370400440532013000', amount: 0, reference: 'r' })).toThrow(/amount/)
  })
})
