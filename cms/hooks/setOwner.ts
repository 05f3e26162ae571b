import type { CollectionBeforeValidateHook } from 'payload'

import { isStaffUser } from '../access/roles'

/**
 * On create, a non-staff user always owns what they create: `field` is forced to their id,
 * so nobody can create a record in someone else's name. Runs before validation so a required
 * owner field is satisfied.
 */
export const setOwner =
  (field: string): CollectionBeforeValidateHook =>
  ({ data, operation, req }) => {
    if (operation !== 'create' || !req.user || !data) return data
    if (isStaffUser(req.user) && data[field]) return data
    return { ...data, [field]: req.user.id }
  }
