import { z } from 'zod'

/**
 * The order's state machine: awaiting_payment → paid → picked_up ("released for collection"),
 * cancelled from either of the first two. The one rule the order screens, the payment matching
 * and the server read.
 */
export const ORDER_STATES = ['awaiting_payment', 'paid', 'picked_up', 'cancelled'] as const
export type OrderState = (typeof ORDER_STATES)[number]

const FROM: Record<Exclude<OrderState, 'awaiting_payment'>, readonly OrderState[]> = {
  paid: ['awaiting_payment'],
  picked_up: ['paid'],
  cancelled: ['awaiting_payment', 'paid'],
}

export const canMoveOrder = (from: string | null | undefined, to: OrderState): boolean =>
  to !== 'awaiting_payment' && (FROM[to] as readonly string[]).includes(from ?? 'awaiting_payment')

/** The states an order may go to next (what its page offers). */
export const nextOrderStates = (from: string | null | undefined): OrderState[] =>
  (['paid', 'picked_up', 'cancelled'] as const).filter((to) => canMoveOrder(from, to))

/** Why a move is refused (English server message; the screens show their own text). */
export const ORDER_MOVE_REFUSED: Record<Exclude<OrderState, 'awaiting_payment'>, string> = {
  paid: 'Only an order awaiting payment can be marked paid.',
  picked_up: 'Only a paid order can be released for collection.',
  cancelled: 'This order can no longer be cancelled.',
}

/** SEPA references (end-to-end id or remittance text) use the SEPA character set, at most 140. */
export const ZBankReference = z
  .string()
  .trim()
  .min(1, 'Please enter the bank reference of the transfer.')
  .max(140, 'A bank reference has at most 140 characters.')
  .regex(/^[A-Za-z0-9/\-?:().,'+ ]+$/, "A bank reference may contain only letters, digits, spaces and / - ? : ( ) . , ' +")

const ZIsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date the payment arrived (YYYY-MM-DD).')

/** Mark paid: the bank reference, the amount received (euros) and the day it arrived. */
export const ZMarkPaid = z
  .object({
    sepa_reference: ZBankReference,
    amount: z.coerce.number({ message: 'Please enter the amount received.' }).positive('Please enter the amount received.').max(100_000_000, 'The amount is too large.'),
    paid_on: ZIsoDay,
  })
  .strict()

export const ZCancelOrder = z
  .object({ reason: z.string().trim().min(3, 'Please give the reason for the cancellation.').max(500, 'The reason is too long (at most 500 characters).') })
  .strict()

/** The events an order's timeline is made of (each recorded when it happens). */
export const ORDER_EVENT_TYPES = ['won', 'invoiced', 'reminded', 'partial_payment', 'paid', 'released', 'cancelled', 'daily_summary'] as const
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number]

/** The steps of the timeline in their order: each shows done (with its time) or still to come. */
export const TIMELINE_STEPS = ['won', 'invoiced', 'reminded', 'paid', 'released'] as const
