/**
 * Dunning: payment reminders after the due date. The due date is the order's date plus the
 * payment term (Settings → payment term, days); stage 1 goes out one day after it, stage 2 eight
 * days after it. Each stage is sent once (claimed before it is sent), only while the order still
 * awaits payment, and never a later stage before an earlier one was recorded.
 */
export const DUNNING_STAGES = [
  { stage: 1, daysAfterDue: 1 },
  { stage: 2, daysAfterDue: 8 },
] as const

const DAY = 86_400_000

export const dueDateOf = (orderedAt: string | Date, paymentTermDays: number): Date => new Date(new Date(orderedAt).getTime() + paymentTermDays * DAY)

export type DunningFacts = { status: string | null | undefined; orderedAt: string | Date; stagesSent: readonly number[] }

/** The stage due now (the first one not sent whose day has come), or null. */
export const dunningStageDue = (order: DunningFacts, paymentTermDays: number, now: Date): number | null => {
  if ((order.status ?? 'awaiting_payment') !== 'awaiting_payment') return null
  const due = dueDateOf(order.orderedAt, paymentTermDays).getTime()
  for (const { stage, daysAfterDue } of DUNNING_STAGES) {
    if (order.stagesSent.includes(stage)) continue
    return now.getTime() >= due + daysAfterDue * DAY ? stage : null
  }
  return null
}

/** Overdue: awaiting payment and past its due date. */
export const isOverdue = (order: { status: string | null | undefined; orderedAt: string | Date }, paymentTermDays: number, now: Date): boolean =>
  (order.status ?? 'awaiting_payment') === 'awaiting_payment' && now.getTime() > dueDateOf(order.orderedAt, paymentTermDays).getTime()

/** Days past the due date (0 when not overdue). */
export const daysOverdue = (orderedAt: string | Date, paymentTermDays: number, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - dueDateOf(orderedAt, paymentTermDays).getTime()) / DAY))
