import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'

import { inGroup } from '../access/roles'

/**
 * A signed-in user changes their own password only through the service's change-password
 * endpoint, which checks the current password first (it sets `context.passwordVerified`). Without
 * this, anyone holding a session (a borrowed laptop, a stolen cookie) could set a new password with
 * a plain PATCH on /api/users/:id. Admins may still set passwords in the admin; reset by email
 * (Payload's reset operation) and server code without a user are not affected.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const data = (args as { data?: { password?: unknown } }).data
  if (operation !== 'update' && operation !== 'updateByID') return args
  if (!data?.password || !req.user || inGroup('admin', req.user) || req.context?.passwordVerified) return args
  throw new APIError('Change your password on the security page; your current password is needed.', 403, null, true)
}
