import type { CollectionAfterChangeHook, CollectionAfterLogoutHook, PayloadRequest } from 'payload'

import { accessChangeOf, type TAccessChange } from '@core/auth/access-change'
import { notifyAccessChange } from '../ops/notify-service'

/**
 * Resolves once the request's database transaction is over: Payload deletes `req.transactionID`
 * when it commits or rolls back (payload/utilities/commitTransaction). At once without one.
 */
export const transactionSettled = async (req: PayloadRequest, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs
  while (req.transactionID && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
}

/**
 * Tells the bidding service twice. First inside the hook, so the user's sockets on every instance
 * have left their priced rooms before the request that changed the user answers. Then once the
 * transaction is over: a socket that joined again in between was checked against the database as
 * it stood before the commit, so it is taken out once more and joins again against the committed
 * state. A rolled-back change only costs the user's sockets one extra re-join.
 */
const tell = async (req: PayloadRequest, userId: number | string, change: TAccessChange) => {
  await notifyAccessChange(req.payload, userId, change)
  if (req.transactionID) void transactionSettled(req).then(() => notifyAccessChange(req.payload, userId, change))
}

/**
 * A saved change that takes something away from a user (a block, a withdrawn KYC approval, other
 * staff roles, a changed or unconfirmed email: core/auth/access-change.ts) ends their live price
 * stream. Whichever door made the change: the admin, REST, GraphQL, the KYC decision
 * (its hook writes kyc_status here), server code.
 */
export const endLiveAccessOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const reason = accessChangeOf(previousDoc, doc)
  if (reason) await tell(req, doc.id, { reason })
  return doc
}

/**
 * Signing out ends the price stream of the sockets opened with that session (Payload's
 * `logout?allSessions=true`: of every session). Payload runs this hook before it removes the
 * session; the sockets are marked as signed out, so the order does not matter for them.
 */
export const endLiveAccessOnSignOut: CollectionAfterLogoutHook = async ({ req }) => {
  const user = req.user as { id: number | string; _sid?: string } | null
  if (!user) return
  if (req.searchParams?.get('allSessions') === 'true') await tell(req, user.id, { reason: 'sessions_revoked' })
  else if (user._sid) await tell(req, user.id, { reason: 'signed_out', session_id: user._sid })
}
