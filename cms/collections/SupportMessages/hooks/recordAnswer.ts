import type { CollectionBeforeChangeHook } from 'payload'

/** Who answered and when, set the moment a message becomes answered (not editable by hand). */
export const recordAnswer: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update') return data
  if (data.status === 'answered' && originalDoc?.status !== 'answered') {
    data.answered_at = new Date().toISOString()
    data.answered_by = req.user?.id ?? null
  }
  return data
}
