import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools'
import { checkVAT, countries as vatCountries } from 'jsvat'
import { z } from 'zod'

/**
 * KYC fraud signals, pure rules: the one VAT ID normalisation and
 * checksum (shared with the KYC form and the CMS through `isValidVatId` in ./kyc.ts), which VAT IDs
 * VIES can answer for and how its answer reads, and when two KYC records of different accounts
 * count as duplicates. The CMS finds the candidates (cms/collections/Kyc/fraud-signals.ts) and
 * asks VIES (cms/collections/Kyc/vat-check.ts); these functions decide.
 *
 * What an applicant gives us that can match another account: the VAT ID, the commercial register
 * number and the IBAN (each normalised), and the two uploaded documents (by SHA-256 of their
 * bytes); a new matchable field is one more kind here.
 */

/** A catalogue / ISO country as the prefix VAT IDs carry: Greece is EL, the UK GB, Switzerland CHE. */
export const vatPrefixOf = (country: string | null | undefined): string => {
  const code = (country ?? '').toUpperCase()
  if (code === 'UK') return 'GB'
  if (code === 'GR') return 'EL'
  if (code === 'CH') return 'CHE'
  return code
}

/** A VAT ID as typed, compacted: upper case, without spaces, dots and dashes. */
export const compactVatId = (vatId: string | null | undefined): string => (vatId ?? '').toUpperCase().replace(/[\s.-]/g, '')

/**
 * The one normal form of a VAT ID for comparing records: compacted, with its country prefix
 * (added from the business's country when a stored number lacks one). "de 136.695-976" and
 * "DE136695976" are the same ID.
 */
export const normaliseVatId = (vatId: string | null | undefined, country?: string | null): string => {
  const compact = compactVatId(vatId)
  if (!compact) return ''
  return /^[A-Z]{2}/.test(compact) ? compact : `${vatPrefixOf(country)}${compact}`
}

export type VatChecksum = { valid: boolean; country: string | null }

/**
 * Format and checksum of a VAT ID (with its country prefix, as the form asks for it) for that
 * prefix's country, offline with jsvat. `country` is the ISO code jsvat reports (GR for EL).
 */
export const checkVatChecksum = (vatId: string): VatChecksum => {
  const compact = compactVatId(vatId)
  if (!compact) return { valid: false, country: null }
  const result = checkVAT(compact, vatCountries)
  return { valid: result.isValid, country: result.country?.isoCode.short ?? null }
}

/** The EU member states VIES answers for (by VAT prefix: Greece EL) and Northern Ireland (XI). */
export const VIES_PREFIXES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI'] as const

/** What VIES is asked for a normalised VAT ID, or null when VIES has no answer for its country (CH, GB, NO …). */
export const viesRequestFor = (normalisedVatId: string): { countryCode: string; vatNumber: string } | null => {
  const prefix = normalisedVatId.slice(0, 2)
  if (!(VIES_PREFIXES as readonly string[]).includes(prefix)) return null
  const vatNumber = normalisedVatId.slice(2)
  return vatNumber ? { countryCode: prefix, vatNumber } : null
}

/** Why a VAT ID was not checked with VIES (the admin translates the code; `detail` says more). */
export const VAT_CHECK_REASONS = ['disabled', 'not_eu', 'timeout', 'unreachable', 'service_error'] as const
export type VatCheckReason = (typeof VAT_CHECK_REASONS)[number]
export const VAT_CHECK_STATUSES = ['pending', 'valid', 'invalid', 'not_checked'] as const
export type VatCheckStatus = (typeof VAT_CHECK_STATUSES)[number]

export type VatCheckResult = {
  status: VatCheckStatus
  vat: string
  name?: string | null
  address?: string | null
  checked_at: string
  reason?: VatCheckReason | null
  detail?: string | null
}

/**
 * The answer of VIES's REST `check-vat-number` (POST {countryCode, vatNumber}). `valid` is the
 * verdict; name and address may be absent or "---" (a member state that does not disclose them);
 * `userError` other than VALID/INVALID (e.g. MS_UNAVAILABLE) means the state's register did not answer.
 */
export const ZViesAnswer = z.object({
  valid: z.boolean().optional(),
  isValid: z.boolean().optional(),
  name: z.string().nullish(),
  address: z.string().nullish(),
  userError: z.string().nullish(),
  errorWrappers: z.array(z.object({ error: z.string().nullish(), message: z.string().nullish() })).nullish(),
})

const disclosed = (value: string | null | undefined): string | null => {
  const text = value?.trim()
  return text && text !== '---' ? text.replace(/\s*\n\s*/g, ', ') : null
}

/** A VIES answer as the record stores it; an answer that is not a verdict is "not checked" with the reason. */
export const vatCheckFromVies = (vat: string, answer: unknown, checkedAt: Date): VatCheckResult => {
  const at = checkedAt.toISOString()
  const parsed = ZViesAnswer.safeParse(answer)
  if (!parsed.success) return { status: 'not_checked', vat, checked_at: at, reason: 'service_error', detail: 'unreadable answer' }
  const { valid, isValid, name, address, userError, errorWrappers } = parsed.data
  const verdict = valid ?? isValid
  const error = errorWrappers?.[0]?.error ?? (userError && userError !== 'VALID' && userError !== 'INVALID' ? userError : null)
  if (error || verdict === undefined) return { status: 'not_checked', vat, checked_at: at, reason: 'service_error', detail: error ?? 'no verdict' }
  return verdict
    ? { status: 'valid', vat, checked_at: at, name: disclosed(name), address: disclosed(address), reason: null, detail: null }
    : { status: 'invalid', vat, checked_at: at, name: null, address: null, reason: null, detail: null }
}

export const vatNotChecked = (vat: string, reason: VatCheckReason, checkedAt: Date, detail?: string | null): VatCheckResult => ({
  status: 'not_checked',
  vat,
  checked_at: checkedAt.toISOString(),
  reason,
  detail: detail ?? null,
})

// ---------------------------------------------------------------------------------------------
// Duplicates

type Id = number | string

export const DUPLICATE_KINDS = ['vat_id', 'registration', 'iban', 'document'] as const
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number]
export type KycDocumentField = 'business_registration' | 'proof_of_address'

/** What of a KYC record can match another account's: the normalised VAT ID and the documents' hashes. */
export type KycFingerprint = {
  record: Id
  user: Id
  vat: string
  /** The normalised register number (normaliseRegistrationNumber), '' when none was given. */
  registration?: string
  /** The normalised IBAN (normaliseIban), '' when none was given. */
  iban?: string
  documents: ReadonlyArray<{ field: KycDocumentField; sha256: string | null | undefined }>
}

export type DuplicateMatch = { kind: DuplicateKind; record: Id; user: Id; field?: KycDocumentField; otherField?: KycDocumentField }

/**
 * A commercial register number as compared: upper case, without spaces, dots, dashes and slashes
 * ("HRB 12345 B", "hrb12345-b" → "HRB12345B").
 */
export const normaliseRegistrationNumber = (value: string | null | undefined): string => (value ?? '').toUpperCase().replace(/[\s./-]/g, '')

/** An IBAN in its electronic form ("de89 3704 0044 0532 0130 00" → "DE89370400440532013000"), '' when empty. */
export const normaliseIban = (value: string | null | undefined): string => electronicFormatIBAN(value ?? '') ?? ''

/** An IBAN as people read it, in groups of four ("DE89 3704 0044 0532 0130 00"). */
export const friendlyIban = (value: string): string => friendlyFormatIBAN(normaliseIban(value)) || value

/** A valid IBAN (country format and check digits), however it is spaced. */
export const isValidIban = (value: string | null | undefined): boolean => isValidIBAN(normaliseIban(value))

/**
 * The duplicates of `subject` among `others`: a record of ANOTHER account with the same normalised
 * VAT ID, register number or IBAN, or a document with the same SHA-256 (in either document slot). The same account's own
 * records never count. One match per kind, slot and other record, in the order of `others`.
 */
export const duplicateMatches = (subject: KycFingerprint, others: readonly KycFingerprint[]): DuplicateMatch[] => {
  const matches: DuplicateMatch[] = []
  const seen = new Set<string>()
  const add = (match: DuplicateMatch) => {
    const key = `${match.kind}:${match.field ?? ''}:${String(match.record)}`
    if (seen.has(key)) return
    seen.add(key)
    matches.push(match)
  }
  for (const other of others) {
    if (String(other.user) === String(subject.user) || String(other.record) === String(subject.record)) continue
    if (subject.vat && subject.vat === other.vat) add({ kind: 'vat_id', record: other.record, user: other.user })
    if (subject.registration && subject.registration === other.registration) add({ kind: 'registration', record: other.record, user: other.user })
    if (subject.iban && subject.iban === other.iban) add({ kind: 'iban', record: other.record, user: other.user })
    for (const mine of subject.documents) {
      if (!mine.sha256) continue
      const theirs = other.documents.find((doc) => doc.sha256 === mine.sha256)
      if (theirs) add({ kind: 'document', record: other.record, user: other.user, field: mine.field, otherField: theirs.field })
    }
  }
  return matches
}

/** A duplicate signal as a KYC record shows it to KYC staff (the `duplicate_signals` field, the queue, the decision dialog). */
export type KycDuplicateSignal = DuplicateMatch & {
  company: string
  email: string
  submitted_at: string | null
  status: string
}
