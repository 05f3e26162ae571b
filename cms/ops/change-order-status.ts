import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { OpsError } from './ops-error'
import { requireRole } from './require-role'

/** SEPA references (end-to-end id or remittance text) use the SEPA character set, at most 140. */
export const ZMarkPaid = z
  .object({
    sepa_reference: z
      .string()
      .trim()
      .min(1, 'Please enter the SEPA reference of the transfer.')
      .max(140, 'A SEPA reference has at most 140 characters.')
      .regex(/^[A-Za-z0-9/\-?:().,'+ ]+$/, 'A SEPA reference may contain only letters, digits, spaces and / - ? : ( ) . , \' +'),
  })
  .strict()
export const ZCancelOrder = z.object({ reason: z.string().trim().min(3, 'Please give the reason for the cancellation.').max(500, 'The reason is too long (at most 500 characters).') }).strict()

/** awaiting_payment → paid → picked_up; cancelled from either of the first two. */
const ALLOWED: Record<string, readonly string[]> = {
  paid: ['awaiting_payment'],
  picked_up: ['paid'],
  cancelled: ['awaiting_payment', 'paid'],
}

const MESSAGES: Record<string, string> = {
  paid: 'Only an order awaiting payment can be marked paid.',
  picked_up: 'Only a paid order can be marked picked up.',
  cancelled: 'This order can no longer be cancelled.',
}

type Change =
  | { status: 'paid'; sepa_reference: string }
  | { status: 'picked_up' }
  | { status: 'cancelled'; reason: string }

/** Moves an order along its states as the signed-in admin (their access rules apply). */
export const changeOrderStatus = async (req: PayloadRequest, id: number, change: Change) => {
  requireRole(req, 'orders')
  const order = await req.payload.findByID({ collection: 'orders', id, depth: 0, req, overrideAccess: false, disableErrors: true }).catch(() => null)
  if (!order) throw new OpsError(404, 'not_found', 'This order does not exist.')
  if (!ALLOWED[change.status]?.includes(order.status ?? 'awaiting_payment')) throw new OpsError(409, 'invalid_transition', MESSAGES[change.status] ?? 'Not possible.')
  const now = new Date().toISOString()
  const data =
    change.status === 'paid'
      ? { status: 'paid' as const, sepa_reference: change.sepa_reference, paid_at: now }
      : change.status === 'picked_up'
        ? { status: 'picked_up' as const, picked_up_at: now }
        : { status: 'cancelled' as const, cancel_reason: change.reason }
  return req.payload.update({ collection: 'orders', id, data, depth: 0, req, overrideAccess: false })
}
