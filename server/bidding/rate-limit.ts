/**
 * Fixed-window request counter shared by the HTTP route and the socket handler, keyed per user
 * and per IP, so neither transport is a way around the other's limit.
 */
export type RateLimits = { perUser: number; perIp: number; windowMs: number }
export const DEFAULT_RATE_LIMITS: RateLimits = { perUser: 20, perIp: 120, windowMs: 10_000 }

export const createBidRateLimiter = (limits: RateLimits = DEFAULT_RATE_LIMITS) => {
  let windowStart = Date.now()
  let counts = new Map<string, number>()
  const hit = (key: string, max: number) => {
    const now = Date.now()
    if (now - windowStart >= limits.windowMs) {
      windowStart = now
      counts = new Map()
    }
    const next = (counts.get(key) ?? 0) + 1
    counts.set(key, next)
    return next <= max
  }
  /** False when this user or this IP has used up the window's bids. */
  return (input: { userId?: number | string | null; ip?: string | null }): boolean => {
    const ipOk = input.ip ? hit(`ip:${input.ip}`, limits.perIp) : true
    const userOk = input.userId != null ? hit(`user:${String(input.userId)}`, limits.perUser) : true
    return ipOk && userOk
  }
}
export type BidRateLimiter = ReturnType<typeof createBidRateLimiter>
