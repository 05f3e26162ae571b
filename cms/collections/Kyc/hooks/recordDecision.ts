import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Stamps submissions and decisions: a (re)submission by the owner goes back to pending review;
 * a staff decision records who decided and when.
 */
export const recordDecision: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const now = new Date().toISOString()
  if (operation === 'create') {
    return { ...data, status: data.status ?? 'pending_review', submitted_at: now }
  }
  const userId = req.user?.id
  const ownerId = typeof originalDoc?.user === 'object' ? originalDoc.user?.id : originalDoc?.user
  if (userId && userId === ownerId && originalDoc?.status === 'rejected') {
    return { ...data, status: 'pending_review', submitted_at: now, rejection_reason: null }
  }
  if (data.status && data.status !== originalDoc?.status) {
    return { ...data, reviewed_by: userId ?? null, reviewed_at: now }
  }
  return data
}
