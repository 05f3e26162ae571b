import type { PayloadRequest } from 'payload'

import { checkRole, type Role } from '../access'

/** A refused staff action: HTTP status, a stable code and a message for the screen. */
export class OpsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

/** Who may do what in the operations screens (checked on the server for every view and action). */
export const OPS_ROLES = {
  kyc: ['admin', 'kyc-reviewer'],
  listings: ['admin', 'editor'],
  auctions: ['admin'],
  orders: ['admin'],
} as const satisfies Record<string, readonly Role[]>

export type OpsArea = keyof typeof OPS_ROLES

/** Throws 401 for a visitor and 403 for a user without one of the area's roles. */
export const requireRole = (req: Pick<PayloadRequest, 'user'>, area: OpsArea) => {
  if (!req.user) throw new OpsError(401, 'unauthenticated', 'Please sign in.')
  if (!checkRole(OPS_ROLES[area], req.user)) throw new OpsError(403, 'forbidden', 'You are not allowed to do this.')
  return req.user
}

export const idOf = (value: unknown): number | string | null => {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return (value as number | string | null | undefined) ?? null
}
