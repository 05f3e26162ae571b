/**
 * The text of an EPC QR code ("GiroCode", EPC069-12 version 002) for a SEPA credit transfer: banking
 * apps read beneficiary, IBAN, amount and the remittance text from it. Lines in this order:
 * BCD, version, character set (1 = UTF-8), SCT, BIC, name, IBAN, EUR amount, purpose, structured
 * reference (ISO 11649 "RF…" only), unstructured remittance text, note to the payer.
 */
export type EpcTransfer = { bic?: string | null; name: string; iban: string; amount: number; reference: string; note?: string }

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase()

export const epcQrPayload = (transfer: EpcTransfer): string => {
  const iban = compact(transfer.iban)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) throw new Error(`epcQrPayload: not an IBAN: ${transfer.iban}`)
  if (!(transfer.amount >= 0.01 && transfer.amount <= 999_999_999.99)) throw new Error(`epcQrPayload: amount out of range: ${transfer.amount}`)
  const isStructured = /^RF\d{2}[A-Z0-9]{1,21}$/.test(compact(transfer.reference))
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    compact(transfer.bic ?? ''),
    transfer.name.slice(0, 70),
    iban,
    `EUR${transfer.amount.toFixed(2)}`,
    '',
    isStructured ? compact(transfer.reference) : '',
    isStructured ? '' : transfer.reference.slice(0, 140),
    (transfer.note ?? '').slice(0, 70),
  ]
    .join('\n')
    .replace(/\n+$/, '')
}
