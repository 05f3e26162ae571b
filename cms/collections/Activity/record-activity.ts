import type { Payload, PayloadRequest } from 'payload'

import type { ActivityType } from '.'

export type ActivityEntry = {
  user: number | string
  type: ActivityType
  method?: 'password' | 'google' | 'apple'
  auction?: number | string
  amount?: number
  /** Request headers, for the address and browser shown next to a sign-in. */
  headers?: Headers | Record<string, string | string[] | undefined>
}

const header = (headers: ActivityEntry['headers'], name: string): string | undefined => {
  if (!headers) return undefined
  if (headers instanceof Headers) return headers.get(name) ?? undefined
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/**
 * Appends one entry to the user's activity. Never throws: a lost activity line must not undo a
 * sign-in, a bid or a KYC decision, so failures are only logged.
 */
export const recordActivity = async (payload: Payload, entry: ActivityEntry, req?: Partial<PayloadRequest>) => {
  try {
    // The gateway adds x-forwarded-for; its first address is the browser's.
    const ip = header(entry.headers, 'x-forwarded-for')?.split(',')[0]?.trim()
    await payload.create({
      collection: 'activity',
      data: {
        user: entry.user as number,
        type: entry.type,
        method: entry.method,
        auction: entry.auction as number | undefined,
        amount: entry.amount,
        ip: ip?.slice(0, 64),
        user_agent: header(entry.headers, 'user-agent')?.slice(0, 300),
      },
      overrideAccess: true,
      depth: 0,
      ...(req ? { req } : {}),
    })
  } catch (err) {
    payload.logger.warn({ err, type: entry.type }, 'activity could not be recorded')
  }
}
