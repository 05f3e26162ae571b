import type { Payload } from 'payload'

export type KycDecisionRow = {
  /** The audit entry's id (a stable key). */
  id: number | string
  recordId: string
  decision: 'approved' | 'rejected' | 'info_requested'
  /** Who decided (their email at the time), null for the system (seed, scripts). */
  reviewer: string | null
  applicant: string | null
  /** The company as it stood when the decision was taken (a later resubmission may rename it). */
  company: string | null
  reason: string | null
  /** The reasons picked from the list (core KYC_REASONS). */
  reasons: string[]
  /** The documents asked for (a request for more information). */
  documents: string[]
  /** ISO time of the decision (UTC). */
  at: string
}

type Change = { from: unknown; to: unknown }
type State = Record<string, unknown>

const DECISIONS = new Set(['approved', 'rejected', 'info_requested'])
/** How many audit entries of KYC records the list reads back (newest first). */
const HISTORY = 2000

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])
const asText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/**
 * The KYC decisions, newest first, from the audit log (every change of a KYC record is there with
 * its old and new values, cms/hooks/audit.ts): who decided, whose record, what, why, when. A
 * record decided, resubmitted and decided again shows each decision with the company and reason of
 * its time: the record's entries are replayed backwards from its current state. Reads with
 * `overrideAccess`: the caller is the screen, which lets in only the roles of its section
 * (`kyc-decisions` in cms/access/staff-permissions.ts); the audit log itself stays admin-only in the API.
 */
export const listKycDecisions = async (payload: Payload, { limit = 100, record }: { limit?: number; record?: number | string } = {}): Promise<KycDecisionRow[]> => {
  const audit = await payload.find({
    collection: 'audit-logs',
    where: { target_collection: { equals: 'kyc' }, ...(record !== undefined ? { target_id: { equals: String(record) } } : {}) },
    sort: ['-createdAt', '-id'],
    limit: HISTORY,
    depth: 0,
    overrideAccess: true,
  })
  const recordIds = [...new Set(audit.docs.map((entry) => entry.target_id).filter((id): id is string => Boolean(id)))]
  if (recordIds.length === 0) return []
  const records = await payload.find({
    collection: 'kyc',
    where: { id: { in: recordIds } },
    limit: recordIds.length,
    depth: 0,
    select: { user: true, company_name: true, rejection_reason: true, status: true, decision_reasons: true, requested_documents: true },
    overrideAccess: true,
  })
  const state = new Map<string, State>(records.docs.map((record) => [String(record.id), { ...record } as State]))

  const rows: Array<Omit<KycDecisionRow, 'applicant'> & { userId: unknown; reviewerId: unknown }> = []
  for (const entry of audit.docs) {
    const recordId = entry.target_id
    if (!recordId) continue
    const current = state.get(recordId) ?? {}
    const changes = (entry.changes ?? {}) as Record<string, Change>
    const status = changes.status?.to
    // `current` is the record right after this entry (the newer entries are undone already).
    if (entry.action !== 'delete' && typeof status === 'string' && DECISIONS.has(status)) {
      rows.push({
        id: entry.id,
        recordId,
        decision: status as KycDecisionRow['decision'],
        reviewer: asText(entry.actor_email),
        company: asText(current.company_name),
        reason: status !== 'approved' ? asText(current.rejection_reason) : null,
        reasons: status !== 'approved' ? asList(current.decision_reasons) : [],
        documents: status === 'info_requested' ? asList(current.requested_documents) : [],
        at: String(entry.createdAt),
        userId: current.user ?? changes.user?.to,
        // Without a signed-in actor (seed, scripts) the record's own reviewer stamp names who decided.
        reviewerId: entry.actor_email ? null : changes.reviewed_by?.to,
      })
    }
    const before: State = { ...current }
    for (const [field, change] of Object.entries(changes)) before[field] = change.from
    if (before.user == null) before.user = current.user
    state.set(recordId, before)
    if (rows.length >= limit) break
  }

  const isId = (id: unknown): id is number | string => typeof id === 'number' || typeof id === 'string'
  const userIds = [...new Set(rows.flatMap((row) => [row.userId, row.reviewerId]).filter(isId))]
  const users = userIds.length
    ? await payload.find({ collection: 'users', where: { id: { in: userIds } }, limit: userIds.length, depth: 0, select: { email: true }, overrideAccess: true })
    : { docs: [] }
  const emails = new Map(users.docs.map((user) => [String(user.id), user.email]))
  const emailOf = (id: unknown) => (isId(id) ? (emails.get(String(id)) ?? null) : null)
  return rows.map(({ userId, reviewerId, ...row }) => ({ ...row, reviewer: row.reviewer ?? emailOf(reviewerId), applicant: emailOf(userId) }))
}
