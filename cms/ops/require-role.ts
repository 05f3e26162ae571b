import type { PayloadRequest } from 'payload'

import { canRunOps, type OpsArea } from '../access/roles'
import { OpsError } from './ops-error'

export type { OpsArea } from '../access/roles'

/**
 * The first step of every staff action: 401 for a visitor, 403 for a user whose roles the role
 * table (cms/access/staff-permissions.ts, `ops`) does not give the area; otherwise the user.
 */
export const requireRole = (req: Pick<PayloadRequest, 'user'>, area: OpsArea) => {
  if (!req.user) throw new OpsError(401, 'unauthenticated', 'Please sign in.')
  if (!canRunOps(area, req.user)) throw new OpsError(403, 'forbidden', 'You are not allowed to do this.')
  return req.user
}
