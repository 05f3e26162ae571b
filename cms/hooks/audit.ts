import { roleChange } from '@core/domain/duties'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

/** Fields that are bookkeeping or secrets: never diffed, never stored in the audit log. */
const IGNORED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'version',
  'password',
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'collection',
  '_strategy',
  'loginAttempts',
  'lockUntil',
  '_verificationToken',
  '_verified',
  'email_verification_hash',
  'email_verification_expires_at',
  'globalType',
  // KYC: worked out on every read for staff, never a change by anyone.
  'duplicate_signals',
])

const MAX_VALUE = 300

/** A relationship is compared and stored by its id, long values are cut. */
const normalise = (value: unknown): unknown => {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in (value as object)) return (value as { id: unknown }).id
  if (Array.isArray(value)) return value.map(normalise)
  if (typeof value === 'string' && value.length > MAX_VALUE) return `${value.slice(0, MAX_VALUE)}…`
  return value ?? null
}

/** The fields whose values differ between two versions of a document, with old and new value. */
export const diffDocuments = (before: Record<string, unknown> | undefined, after: Record<string, unknown>) => {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)])
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const key of keys) {
    if (IGNORED.has(key)) continue
    const from = normalise(before?.[key])
    const to = normalise(after[key])
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to }
  }
  return changes
}

const roleList = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value.join(', ') : 'none')

/**
 * A staff role grant or removal on a user is named in the entry's summary, besides
 * the `roles` change (old and new list) the entry holds like any other field: who (the actor), whom
 * (the target user), old and new roles, when (the entry's time).
 */
const roleSummary = (entry: { target: string; changes?: Record<string, { from: unknown; to: unknown }> }): string => {
  const change = entry.target === 'users' ? entry.changes?.roles : undefined
  if (!change) return ''
  const { granted, removed } = roleChange(change.from as string[] | null, change.to as string[] | null)
  const parts = [granted.length ? `granted ${granted.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''].filter(Boolean)
  if (parts.length === 0) return ''
  return `: roles ${parts.join(', ')} (${roleList(change.from)} → ${roleList(change.to)})`
}

const record = async (
  req: PayloadRequest,
  entry: { action: 'create' | 'update' | 'delete'; target: string; id?: string | number; changes?: Record<string, { from: unknown; to: unknown }> },
) => {
  const actor = req.user && req.user.collection === 'users' ? req.user : null
  const fields = Object.keys(entry.changes ?? {})
  await req.payload.create({
    collection: 'audit-logs',
    data: {
      actor: actor ? (actor.id as number) : null,
      actor_email: actor ? String((actor as { email?: string }).email ?? '') : null,
      action: entry.action,
      target_collection: entry.target,
      target_id: entry.id === undefined ? null : String(entry.id),
      changed_fields: fields,
      changes: entry.changes ?? null,
      summary: `${actor ? String((actor as { email?: string }).email) : 'system'} ${entry.action} ${entry.target}${entry.id === undefined ? '' : ` #${entry.id}`}${roleSummary(entry)}`,
    },
    overrideAccess: true,
    req,
  })
}

/** afterChange: a create records the fields it set, an update only what changed (nothing if nothing did). */
export const auditChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req, context }) => {
  if (context?.skipAudit) return doc
  const changes = diffDocuments(operation === 'create' ? undefined : previousDoc, doc)
  if (operation === 'update' && Object.keys(changes).length === 0) return doc
  await record(req, { action: operation, target: collection.slug, id: doc.id, changes })
  return doc
}

export const auditDelete: CollectionAfterDeleteHook = async ({ collection, doc, req, context }) => {
  if (context?.skipAudit) return doc
  await record(req, { action: 'delete', target: collection.slug, id: doc.id })
  return doc
}

export const auditGlobalChange: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req, context }) => {
  if (context?.skipAudit) return doc
  const changes = diffDocuments(previousDoc, doc)
  if (Object.keys(changes).length === 0) return doc
  await record(req, { action: 'update', target: `globals/${global.slug}`, changes })
  return doc
}
