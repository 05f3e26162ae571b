import type { PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor', 'kyc-reviewer'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = PayloadRequest['user'] | null | undefined

/** True when the signed-in user holds any of the given roles. */
export const checkRole = (allowed: readonly Role[], user: MaybeUser): boolean => {
  if (!user || user.collection !== 'users') return false
  const roles = ((user as { roles?: Role[] | null }).roles ?? []) as Role[]
  return roles.some((role) => allowed.includes(role))
}

export const isStaffUser = (user: MaybeUser): boolean =>
  checkRole(['admin', 'editor', 'kyc-reviewer'], user)
