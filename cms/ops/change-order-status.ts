import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { canMoveOrder, ORDER_MOVE_REFUSED } from '@core/domain/backoffice/order-status'
import { toCents } from '@core/domain/money'
import { ORDER_ACTION } from '../access'
import { claimOrderEvent } from './order-events'
import { OpsError } from './ops-error'
import { requireRole } from './require-role'

export { ZCancelOrder, ZMarkPaid } from '@core/domain/backoffice/order-status'

type Change =
  | { status: 'paid'; sepa_reference: string; amount: number; paid_on: string }
  | { status: 'picked_up' }
  | { status: 'cancelled'; reason: string }

/**
 * Moves an order along its states (core/domain/backoffice/order-status.ts) as the signed-in admin
 * (their access rules apply; the audit log records the change) and records the event on the
 * order's timeline with who and when, in one transaction: a refused or failed step changes
 * nothing. Marking paid needs the full open amount (a smaller one is a partial payment: the
 * payment matching records those).
 */
export const changeOrderStatus = async (req: PayloadRequest, id: number, change: Change) => {
  const user = requireRole(req, 'orders')
  const order = await req.payload.findByID({ collection: 'orders', id, depth: 0, req, overrideAccess: false, disableErrors: true }).catch(() => null)
  if (!order) throw new OpsError(404, 'not_found', 'This order does not exist.')
  if (!canMoveOrder(order.status, change.status)) throw new OpsError(409, 'invalid_transition', ORDER_MOVE_REFUSED[change.status])
  if (change.status === 'paid') {
    const partial = await req.payload.find({ collection: 'order-events', where: { and: [{ order: { equals: id } }, { type: { equals: 'partial_payment' } }] }, depth: 0, pagination: false, overrideAccess: true, req })
    const open = toCents(order.total) - partial.docs.reduce((sum, event) => sum + toCents(event.amount ?? 0), 0)
    if (toCents(change.amount) < open) throw new OpsError(400, 'amount_too_small', `The amount is less than the ${(open / 100).toFixed(2)} € still open; record it through the payment matching as a partial payment.`, 'amount')
  }
  const now = new Date().toISOString()
  const data =
    change.status === 'paid'
      ? { status: 'paid' as const, sepa_reference: change.sepa_reference, paid_at: new Date(`${change.paid_on}T12:00:00Z`).toISOString() }
      : change.status === 'picked_up'
        ? { status: 'picked_up' as const, picked_up_at: now }
        : { status: 'cancelled' as const, cancel_reason: change.reason, cancelled_at: now, cancelled_by: user.id as number }
  const shouldCommit = await initTransaction(req)
  try {
    const updated = await req.payload.update({ collection: 'orders', id, data, depth: 0, req, overrideAccess: false, context: ORDER_ACTION })
    await claimOrderEvent(
      req.payload,
      change.status === 'paid'
        ? { key: `paid:${id}`, order: id, type: 'paid', amount: change.amount, bank_reference: change.sepa_reference, at: data.paid_at as string }
        : change.status === 'picked_up'
          ? { key: `released:${id}`, order: id, type: 'released', at: now }
          : { key: `cancelled:${id}`, order: id, type: 'cancelled', note: change.reason, at: now },
      req,
    )
    if (shouldCommit) await commitTransaction(req)
    return updated
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}
