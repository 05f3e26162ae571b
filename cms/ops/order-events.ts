import type { Payload, PayloadRequest } from 'payload'

import type { OrderEventType } from '@core/domain/backoffice/order-status'

export type OrderEventData = {
  key: string
  type: OrderEventType
  order?: number | null
  at?: string
  amount?: number | null
  bank_reference?: string | null
  note?: string | null
  stage?: number | null
}

/**
 * Records one order event under its unique key and answers whether this call created it: false
 * when the key exists (someone, or an earlier run, got there first). That is the claim of
 * everything that must happen once (a bank transaction booked, a reminder stage sent, a day's
 * summary). The actor is the signed-in staff member of `req`, none for the clock.
 */
export const claimOrderEvent = async (payload: Payload, data: OrderEventData, req?: PayloadRequest): Promise<boolean> => {
  const exists = () => payload.count({ collection: 'order-events', where: { key: { equals: data.key } }, overrideAccess: true, ...(req ? { req } : {}) }).then((result) => result.totalDocs > 0)
  if (await exists()) return false
  const actor = req?.user && req.user.collection === 'users' ? req.user : null
  try {
    await payload.create({
      collection: 'order-events',
      data: {
        ...data,
        at: data.at ?? new Date().toISOString(),
        actor: actor ? (actor.id as number) : null,
        actor_email: actor ? String((actor as { email?: string }).email ?? '') : null,
      },
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
    return true
  } catch (err) {
    // The unique key: another instance or request created it in between.
    if (!req?.transactionID && (await exists())) return false
    throw err
  }
}
