import type { Request, RequestHandler, Response } from 'express'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { createClient } from 'redis'

import { REDIS_CLIENT_OPTIONS, within } from '../lib/redis-options'

/**
 * The service's one rate-limit mechanism (rate-limiter-flexible). Every limit (sign-in, sign-up,
 * support, suggestions, leads, watchlist, bids, OpenID Connect, password change) takes its
 * counters from a `LimiterStore`: this process's memory by default, or Redis when `REDIS_URL`
 * is set, so a limit holds across every service instance behind the balancer.
 */
export type LimiterStore = {
  /** A fixed-window counter: `points` per key and `windowMs`. `name` keeps limits apart in Redis. */
  create(name: string, points: number, windowMs: number): RateLimiterAbstract
  readonly shared: boolean
}

export const memoryLimiters: LimiterStore = {
  shared: false,
  create: (name, points, windowMs) => new RateLimiterMemory({ keyPrefix: name, points, duration: windowMs / 1000 }),
}

/**
 * Counters in Redis (one Lua call per count). If Redis cannot be reached, each instance falls
 * back to counting in its own memory rather than letting every request through.
 */
/** How long the limiter's counting script may take before the insurance limiter counts instead. */
const LIMITER_ANSWER_MS = 5_000

/**
 * The limiter's view of the client: its counting script answers within LIMITER_ANSWER_MS (the
 * client has node-redis's own command timeout off, see server/lib/redis-options.ts) or fails.
 */
const boundedScripts = (client: ReturnType<typeof createClient>): ReturnType<typeof createClient> =>
  new Proxy(client, {
    get(target, property) {
      if (property === 'eval') return (...args: Parameters<typeof target.eval>) => within(target.eval(...args), LIMITER_ANSWER_MS, 'Redis (rate limit)')
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })

export const redisLimiters = (client: ReturnType<typeof createClient>): LimiterStore => {
  const bounded = boundedScripts(client)
  return {
    shared: true,
    create: (name, points, windowMs) =>
      new RateLimiterRedis({
        storeClient: bounded,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: `rl:${name}`,
        points,
        // Redis expiries are whole seconds.
        duration: Math.max(1, Math.ceil(windowMs / 1000)),
        insuranceLimiter: memoryLimiters.create(name, points, windowMs),
      }),
  }
}

/** Connects to `url` and returns the Redis-backed store with a handle that closes the connection. */
export const connectRedisLimiters = async (url: string) => {
  const client: ReturnType<typeof createClient> = createClient({ url, ...REDIS_CLIENT_OPTIONS })
  // Errors surface through the insurance limiter; without a listener they would crash the process.
  client.on('error', () => undefined)
  await client.connect()
  return { store: redisLimiters(client), close: async () => void (await client.quit().catch(() => undefined)) }
}

export type Taken = { allowed: true; remaining: number; resetSecs: number } | { allowed: false; retryAfterSecs: number }

/** Counts one request for `key`: allowed with what is left, or refused with the seconds to wait. */
export const take = async (limiter: RateLimiterAbstract, key: string): Promise<Taken> => {
  try {
    const res = await limiter.consume(key)
    return { allowed: true, remaining: res.remainingPoints, resetSecs: Math.max(0, Math.ceil(res.msBeforeNext / 1000)) }
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSecs: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
    throw refusal
  }
}

/** The service's error shape (`rate_limited` with a message). */
export const serviceRefusal = (message: string) => (_req: Request, res: Response) => {
  res.status(429).json({ error: { code: 'rate_limited', message } })
}

export const TOO_MANY_REQUESTS = 'Too many requests in a short time. Please wait a moment and try again.'

export type LimitOptions = {
  /** Keeps this limit's counters apart from the others' (and names it in the RateLimit headers). */
  name: string
  limit: number
  windowMs: number
  store?: LimiterStore
  /** The 429 answer; default the service's error shape with `TOO_MANY_REQUESTS`. */
  refuse?: (req: Request, res: Response) => void
  /** Requests this limit does not count. */
  skip?: (req: Request) => boolean
  /** Whom to count; default the client address (req.ip, which follows TRUST_PROXY). */
  key?: (req: Request) => string
}

/**
 * Express middleware: at most `limit` requests per key in `windowMs`. Sets the IETF RateLimit
 * headers (draft 8, as express-rate-limit did) and, when refusing, Retry-After and no-store.
 */
export const rateLimited = (options: LimitOptions): RequestHandler => {
  const limiter = (options.store ?? memoryLimiters).create(options.name, options.limit, options.windowMs)
  const refuse = options.refuse ?? serviceRefusal(TOO_MANY_REQUESTS)
  const policy = `"${options.name}";q=${options.limit};w=${Math.ceil(options.windowMs / 1000)}`
  return (req, res, next) => {
    if (options.skip?.(req)) return next()
    const key = options.key ? options.key(req) : (req.ip ?? '')
    take(limiter, key).then(
      (taken) => {
        res.set('RateLimit-Policy', policy)
        if (taken.allowed) {
          res.set('RateLimit', `"${options.name}";r=${taken.remaining};t=${taken.resetSecs}`)
          return next()
        }
        res.set('RateLimit', `"${options.name}";r=0;t=${taken.retryAfterSecs}`)
        res.set('Retry-After', String(taken.retryAfterSecs)).set('Cache-Control', 'no-store')
        refuse(req, res)
      },
      (err: unknown) => next(err),
    )
  }
}

/** A message-only shortcut for the service's routes: `rateLimited` in the service's error shape. */
export const limitedWith = (name: string, limit: number, windowMs: number, message: string, store?: LimiterStore): RequestHandler =>
  rateLimited({ name, limit, windowMs, store, refuse: serviceRefusal(message) })
