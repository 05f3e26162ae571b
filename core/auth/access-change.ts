import { z } from 'zod'

/**
 * Why a user's live sockets lose their price rooms: their sessions ended (sign-out,
 * sign-out everywhere, other sessions closed by a password change, a block) or what they may see
 * changed (KYC approval withdrawn, staff roles changed, email address changed and so unconfirmed).
 * The socket.io event `auth:changed` carries it to the browser, which connects again and re-joins
 * with a fresh check.
 */
export const ACCESS_CHANGE_REASONS = ['signed_out', 'sessions_revoked', 'blocked', 'kyc_revoked', 'roles_changed', 'email_changed'] as const
export type AccessChangeReason = (typeof ACCESS_CHANGE_REASONS)[number]

/** Reasons that end sessions: a socket opened with such a session never sees a price again. */
export const endsSessions = (reason: AccessChangeReason) => reason === 'signed_out' || reason === 'sessions_revoked' || reason === 'blocked'

/**
 * The internal notice (CMS → service → every instance). Without `session_id` it is about every
 * session of the user; with it, only that session; `except_session_id` spares one session (the
 * browser that changed its password).
 */
export const ZAccessChange = z
  .object({
    reason: z.enum(ACCESS_CHANGE_REASONS),
    session_id: z.string().min(1).max(200).optional(),
    except_session_id: z.string().min(1).max(200).optional(),
  })
  .strict()
export type TAccessChange = z.infer<typeof ZAccessChange>

type AccessFields = {
  email?: string | null
  email_confirmed_at?: string | null
  kyc_status?: string | null
  roles?: readonly string[] | null
  blocked?: boolean | null
}

const sameRoles = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) => {
  const left = [...new Set(a ?? [])].sort()
  const right = [...new Set(b ?? [])].sort()
  return left.length === right.length && left.every((role, i) => role === right[i])
}

const normalise = (email: string | null | undefined) => (email ?? '').trim().toLowerCase()

/**
 * What a saved change of a user record means for their live sockets, or null when nothing they
 * may see changed. A block counts first (it ends the sessions); then a withdrawn KYC approval, a
 * change of staff roles, a changed or unconfirmed email address. Gains (an approval, a
 * confirmation) need nothing: the next join asks afresh anyway.
 */
export const accessChangeOf = (before: AccessFields, after: AccessFields): AccessChangeReason | null => {
  if (after.blocked && !before.blocked) return 'blocked'
  if (before.kyc_status === 'approved' && after.kyc_status !== 'approved') return 'kyc_revoked'
  if (!sameRoles(before.roles, after.roles)) return 'roles_changed'
  if (normalise(before.email) !== normalise(after.email)) return 'email_changed'
  if (before.email_confirmed_at && !after.email_confirmed_at) return 'email_changed'
  return null
}
