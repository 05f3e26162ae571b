import { memoryLimiters, take, type LimiterStore } from '../http/rate-limit'

/**
 * Bids per user and per address in a fixed window, shared by the HTTP route and the socket
 * handler, so neither transport is a way around the other's limit. Counted in the service's
 * limiter store (server/http/rate-limit.ts): across instances when REDIS_URL is set.
 */
export type RateLimits = { perUser: number; perIp: number; windowMs: number }
export const DEFAULT_RATE_LIMITS: RateLimits = { perUser: 20, perIp: 120, windowMs: 10_000 }

export const createBidRateLimiter = (limits: RateLimits = DEFAULT_RATE_LIMITS, store: LimiterStore = memoryLimiters) => {
  const perIp = store.create('bids-ip', limits.perIp, limits.windowMs)
  const perUser = store.create('bids-user', limits.perUser, limits.windowMs)
  /** False when this user or this address has used up the window's bids. */
  return async (input: { userId?: number | string | null; ip?: string | null }): Promise<boolean> => {
    const [ip, user] = await Promise.all([
      input.ip ? take(perIp, input.ip) : null,
      input.userId != null ? take(perUser, String(input.userId)) : null,
    ])
    return (ip?.allowed ?? true) && (user?.allowed ?? true)
  }
}
export type BidRateLimiter = ReturnType<typeof createBidRateLimiter>
