/**
 * Who may decide a KYC record, and what an owner's change to a decided record means (nobody
 * decides their own verification). Pure rules: the KYC collection's hooks and the staff decision endpoint apply them.
 */
export const SELF_DECISION_MESSAGE = 'You cannot decide your own verification.'
export const FOREIGN_DOCUMENT_MESSAGE = 'Please attach a document uploaded from the account being verified.'

export type KycStatusValue = 'pending_review' | 'info_requested' | 'approved' | 'rejected'
type Id = number | string

/** A relationship value (an id or a populated document) as its id, or null. */
export const refId = (value: unknown): Id | null => {
  if (value && typeof value === 'object' && 'id' in value) return refId((value as { id: unknown }).id)
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null
}

const sameId = (a: unknown, b: unknown) => {
  const left = refId(a)
  const right = refId(b)
  return left !== null && right !== null && String(left) === String(right)
}

/** The fields an applicant fills in (business info and the two documents). */
export const KYC_OWNER_FIELDS = [
  'company_name',
  'vat_id',
  'business_address',
  'country',
  'contact_person',
  'phone',
  'business_registration',
  'proof_of_address',
] as const

/**
 * True when `actor` would decide (change the status of) a record that they own, now or after this
 * change: nobody approves or rejects their own verification, whatever their role. Server code
 * without a signed-in user (seed, migrations) is not an actor.
 */
export const isSelfDecision = (input: {
  actorId: unknown
  ownerIds: readonly unknown[]
  statusBefore: KycStatusValue | null | undefined
  statusAfter: KycStatusValue | null | undefined
}): boolean => {
  if (refId(input.actorId) === null) return false
  const before = input.statusBefore ?? 'pending_review'
  const after = input.statusAfter ?? before
  if (after === before) return false
  return input.ownerIds.some((owner) => sameId(owner, input.actorId))
}

const DOCUMENT_FIELDS = new Set<string>(['business_registration', 'proof_of_address'])

/** A value as compared for "did the applicant change it": documents by id, groups key by key. */
const comparable = (field: string, value: unknown): string => {
  if (DOCUMENT_FIELDS.has(field)) return String(refId(value))
  const sorted = (inner: unknown): unknown =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([key, v]) => [key, sorted(v)]))
      : (inner ?? null)
  return JSON.stringify(sorted(value))
}

/** The applicant fields whose value differs between the stored record and the incoming data. */
export const changedOwnerFields = (before: Record<string, unknown> | null | undefined, data: Record<string, unknown>): string[] =>
  KYC_OWNER_FIELDS.filter((field) => field in data && comparable(field, data[field]) !== comparable(field, before?.[field]))

/**
 * An owner's change to a decided record: a rejected record is resubmitted by any save of its
 * owner, an approved one goes back to review as soon as any applicant field changes (what was
 * approved is no longer what is on file). Null when the record keeps its status.
 */
export const ownerChangeOutcome = (input: {
  actorId: unknown
  ownerId: unknown
  statusBefore: KycStatusValue | null | undefined
  changedFields: readonly string[]
}): 'resubmitted' | null => {
  if (!sameId(input.actorId, input.ownerId)) return null
  if (input.statusBefore === 'rejected' || input.statusBefore === 'info_requested') return 'resubmitted'
  if (input.statusBefore === 'approved' && input.changedFields.length > 0) return 'resubmitted'
  return null
}

/** A record back in review after a decision (the owner changed it): a (re)submission for emails and activity. */
export const isResubmission = (status: unknown, previousStatus: unknown): boolean =>
  status === 'pending_review' && (previousStatus === 'rejected' || previousStatus === 'approved' || previousStatus === 'info_requested')

/**
 * The record belongs to the staff member looking at it: they may not decide it (the KYC queue
 * shows why instead of the buttons; the decision endpoint refuses it with SELF_DECISION_MESSAGE).
 */
export const isOwnRecord = (recordUser: unknown, actorId: unknown): boolean => sameId(recordUser, actorId)

/** A document may be attached to a KYC record only when it was uploaded by the record's user. */
export const isOwnDocument = (documentOwner: unknown, recordUser: unknown): boolean => sameId(documentOwner, recordUser)
