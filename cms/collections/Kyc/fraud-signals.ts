import type { Payload, Where } from 'payload'

import { refId } from '@core/domain/kyc-review'
import { duplicateMatches, normaliseIban, normaliseRegistrationNumber, normaliseVatId, type KycDocumentField, type KycDuplicateSignal, type KycFingerprint } from '@core/domain/kyc-signals'

type Id = number | string
type KycLike = {
  id: Id
  user?: unknown
  vat_id?: string | null
  vat_key?: string | null
  registration_number?: string | null
  registration_key?: string | null
  iban?: string | null
  iban_key?: string | null
  country?: string | null
  business_registration?: unknown
  proof_of_address?: unknown
}

const DOCUMENT_FIELDS: KycDocumentField[] = ['business_registration', 'proof_of_address']

/** The record's normalised VAT ID: stored in `vat_key` at every save, or worked out from the fields. */
const vatKeyOf = (record: KycLike): string => record.vat_key || normaliseVatId(record.vat_id, record.country)
const registrationKeyOf = (record: KycLike): string => record.registration_key || normaliseRegistrationNumber(record.registration_number)
const ibanKeyOf = (record: KycLike): string => record.iban_key || normaliseIban(record.iban)

/**
 * The duplicate signals of one KYC record: every record of ANOTHER
 * account with the same normalised VAT ID, register number or IBAN, or a document with the same SHA-256, with what KYC staff
 * need to judge it (company, account email, submitted, status). The matching itself is the pure
 * rule `duplicateMatches` (core/domain/kyc-signals.ts); this finds the candidates in four queries
 * whatever the number of records, outside the caller's transaction. Server code: it reads with `overrideAccess`, so callers show the
 * result to KYC staff only (the record's `duplicate_signals` field has staff-only read access).
 */
export const findKycDuplicates = async (payload: Payload, record: KycLike): Promise<KycDuplicateSignal[]> => {
  const userId = refId(record.user)
  if (userId === null) return []
  const vat = vatKeyOf(record)
  const registration = registrationKeyOf(record)
  const iban = ibanKeyOf(record)
  const ownDocIds = DOCUMENT_FIELDS.map((field) => refId(record[field])).filter((id): id is Id => id !== null)
  // Without the caller's request: no signed-in user, so the candidates' own `duplicate_signals`
  // (computed on read for KYC staff only) are not worked out in turn.
  const read = { overrideAccess: true, depth: 0, pagination: false } as const

  const ownDocs = ownDocIds.length
    ? (await payload.find({ collection: 'kyc-documents', where: { id: { in: ownDocIds } }, select: { sha256: true }, ...read })).docs
    : []
  const hashOf = new Map(ownDocs.map((doc) => [String(doc.id), doc.sha256 ?? null]))
  const hashes = [...new Set(ownDocs.map((doc) => doc.sha256).filter((hash): hash is string => Boolean(hash)))]

  // Other accounts' documents with the same bytes.
  const twinDocs = hashes.length
    ? (await payload.find({ collection: 'kyc-documents', where: { and: [{ sha256: { in: hashes } }, { owner: { not_equals: userId } }] }, select: { sha256: true }, ...read })).docs
    : []
  for (const doc of twinDocs) hashOf.set(String(doc.id), doc.sha256 ?? null)
  const twinIds = twinDocs.map((doc) => doc.id)

  const or: Where[] = [
    ...(vat ? [{ vat_key: { equals: vat } }] : []),
    ...(registration ? [{ registration_key: { equals: registration } }] : []),
    ...(iban ? [{ iban_key: { equals: iban } }] : []),
    ...(twinIds.length ? [{ business_registration: { in: twinIds } }, { proof_of_address: { in: twinIds } }] : []),
  ]
  if (or.length === 0) return []
  const candidates = (
    await payload.find({
      collection: 'kyc',
      where: { and: [{ user: { not_equals: userId } }, { id: { not_equals: record.id } }, { or }] },
      sort: 'submitted_at',
      limit: 50,
      ...read,
      pagination: true,
    })
  ).docs

  const fingerprint = (doc: KycLike): KycFingerprint => ({
    record: doc.id,
    user: refId(doc.user) ?? '',
    vat: vatKeyOf(doc),
    registration: registrationKeyOf(doc),
    iban: ibanKeyOf(doc),
    documents: DOCUMENT_FIELDS.map((field) => ({ field, sha256: hashOf.get(String(refId(doc[field]))) ?? null })),
  })
  const matches = duplicateMatches(fingerprint(record), candidates.map(fingerprint))
  if (matches.length === 0) return []

  const userIds = [...new Set(matches.map((match) => match.user))]
  const users = (await payload.find({ collection: 'users', where: { id: { in: userIds } }, select: { email: true }, ...read })).docs
  const emailOf = new Map(users.map((user) => [String(user.id), user.email]))
  const recordOf = new Map(candidates.map((doc) => [String(doc.id), doc]))
  return matches.map((match) => {
    const other = recordOf.get(String(match.record))
    return {
      ...match,
      company: other?.company_name ?? '',
      email: emailOf.get(String(match.user)) ?? '',
      submitted_at: other?.submitted_at ?? null,
      status: other?.status ?? '',
    }
  })
}
