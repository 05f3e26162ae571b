import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { createClient } from 'redis'

/**
 * Staff actions (KYC decisions, listing and auction changes, orders, emails sent from the admin)
 * per user and minute: far more than a person clicks, a stop for a runaway script or a stolen
 * session. Counted in Redis when `REDIS_URL` is set (so it holds across CMS instances, like the
 * service's limits in server/http/rate-limit.ts), else per instance. `AUTH_RATE_LIMIT_FACTOR`
 * raises it for the test runs, as it does for the sign-in limits.
 */
export const STAFF_ACTIONS_PER_MINUTE = 120

export const STAFF_RATE_LIMIT_MESSAGE = 'Too many staff actions in a short time. Please wait a moment and try again.'

/** Resolves with null when the user may act, or with the seconds to wait. */
export const createStaffRateLimit = (points: number, durationSecs = 60, redisUrl = process.env.REDIS_URL) => {
  const memory = new RateLimiterMemory({ keyPrefix: 'staff-actions', points, duration: durationSecs })
  let redis: Promise<RateLimiterAbstract> | null = null
  // Connected on first use; if Redis cannot be reached the instance counts in its own memory.
  const limiter = (): Promise<RateLimiterAbstract> => {
    if (!redisUrl) return Promise.resolve(memory)
    redis ??= (async () => {
      const client = createClient({ url: redisUrl })
      client.on('error', () => undefined)
      await client.connect()
      return new RateLimiterRedis({ storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true, keyPrefix: 'rl:staff-actions', points, duration: durationSecs, insuranceLimiter: memory })
    })().catch(() => memory)
    return redis
  }
  return async (userId: string | number): Promise<number | null> => {
    try {
      await (await limiter()).consume(String(userId))
      return null
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      throw refusal
    }
  }
}

const factor = Number(process.env.AUTH_RATE_LIMIT_FACTOR ?? 1)
export const staffRateLimit = createStaffRateLimit(STAFF_ACTIONS_PER_MINUTE * (Number.isFinite(factor) && factor > 0 ? factor : 1))

/**
 * The refusal: 429 with Retry-After, in the error shape of the endpoint family (`ops`: the
 * operations screens' `{error: {code, message}}`; `flat`: the email actions' `{error, message}`).
 */
export const staffRateLimited = (retryAfterSecs: number, shape: 'ops' | 'flat' = 'ops') =>
  Response.json(
    shape === 'ops' ? { error: { code: 'rate_limited', message: STAFF_RATE_LIMIT_MESSAGE } } : { error: 'rate_limited', message: STAFF_RATE_LIMIT_MESSAGE },
    { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSecs) } },
  )
