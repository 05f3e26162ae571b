import type { BankPayment } from './bank-statement'

/**
 * Matching incoming payments to orders, by the order's payment reference ("MM-000123") in the
 * remittance text and by the amount still open:
 * - matched: the amount equals what is open → the order is marked paid;
 * - partial: less than what is open → recorded, the order stays awaiting payment;
 * - over: more than what is open → the order is marked paid, the surplus shown for a refund;
 * - unknown: no reference, no such order, not in euros, or the order is not awaiting payment → nothing changes;
 * - booked: this bank transaction was booked before → nothing changes (a statement read twice, or
 *   the same payment read once from the CAMT.053 file and once from the CSV export: one of its bank
 *   ids (bank reference or end-to-end id), its amount and its booking day are those of a booked one).
 * Payments of one statement to the same order count one after the other.
 */
export type MatchOutcome = 'matched' | 'partial' | 'over' | 'unknown' | 'booked'

export type OpenOrder = { id: number | string; reference: string; status: string; totalCents: number; paidCents: number }

export type PaymentMatch = BankPayment & {
  outcome: MatchOutcome
  order: { id: number | string; reference: string; totalCents: number } | null
  /** What was open on the order before this payment. */
  openCents: number
  /** Paid beyond what was open (over) or still open after it (partial). */
  differenceCents: number
}

/** A payment booked before, as the matching compares it: its bank ids, amount and booking day. */
export type BookedPayment = { ids: readonly string[]; amountCents: number; bookedOn: string }

/** The same payment: one bank id in common, the same amount and the same booking day. */
export const samePayment = (a: BookedPayment, b: BookedPayment): boolean =>
  a.amountCents === b.amountCents && a.bookedOn === b.bookedOn && a.ids.some((id) => b.ids.includes(id))

/** The order references found in a remittance text ("MM-000123", "mm 000123", "MM000123"). */
export const referencesIn = (remittance: string): string[] =>
  Array.from(remittance.toUpperCase().matchAll(/\bMM[\s-]?(\d{6})\b/g), (match) => `MM-${match[1]}`)

export const matchPayments = (
  payments: readonly BankPayment[],
  orders: readonly OpenOrder[],
  bookedTransactionIds: ReadonlySet<string>,
  bookedPayments: readonly BookedPayment[] = [],
): PaymentMatch[] => {
  const byReference = new Map(orders.map((order) => [order.reference.toUpperCase(), { ...order }]))
  const seen = new Set<string>()
  const earlier = [...bookedPayments]
  return payments.map((payment) => {
    const none = { order: null, openCents: 0, differenceCents: 0 }
    if (bookedTransactionIds.has(payment.transactionId) || seen.has(payment.transactionId) || earlier.some((booked) => samePayment(booked, payment))) return { ...payment, ...none, outcome: 'booked' as const }
    seen.add(payment.transactionId)
    if (payment.ids.length > 0) earlier.push(payment)
    const order = referencesIn(payment.remittance)
      .map((reference) => byReference.get(reference))
      .find(Boolean)
    if (!order || payment.currency !== 'EUR' || order.status !== 'awaiting_payment') return { ...payment, ...none, outcome: 'unknown' as const }
    const openCents = order.totalCents - order.paidCents
    const outcome: MatchOutcome = payment.amountCents === openCents ? 'matched' : payment.amountCents < openCents ? 'partial' : 'over'
    order.paidCents += payment.amountCents
    if (outcome !== 'partial') order.status = 'paid'
    return {
      ...payment,
      outcome,
      order: { id: order.id, reference: order.reference, totalCents: order.totalCents },
      openCents,
      differenceCents: Math.abs(payment.amountCents - openCents),
    }
  })
}
