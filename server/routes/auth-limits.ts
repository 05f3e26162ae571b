import type { ServerResponse } from 'node:http'
import express, { type RequestHandler } from 'express'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { memoryLimiters, rateLimited, type LimiterStore } from '../http/rate-limit'
import { bufferedBody, keepBodyForProxy } from '../http/replay-body'

export type AuthLimits = {
  /** Sign-in requests per IP and window. */
  login: number
  /** Forgot / reset password requests per IP and window. */
  reset: number
  windowMs: number
  /** Failed sign-ins per address and IP (in the window) before each further attempt has to wait. */
  loginFreeAttempts?: number
  /** The first wait in seconds; doubled for each further failure, up to `loginMaxDelaySecs`. */
  loginBaseDelaySecs?: number
  loginMaxDelaySecs?: number
}

export const DEFAULT_AUTH_LIMITS = {
  login: 20,
  reset: 5,
  windowMs: 15 * 60 * 1000,
  loginFreeAttempts: 3,
  loginBaseDelaySecs: 1,
  loginMaxDelaySecs: 60,
} satisfies Required<AuthLimits>

/** Seconds the next sign-in must wait after `failures` failed ones (0: no wait). */
export const loginDelaySecs = (failures: number, limits: Pick<Required<AuthLimits>, 'loginFreeAttempts' | 'loginBaseDelaySecs' | 'loginMaxDelaySecs'>) =>
  failures < limits.loginFreeAttempts
    ? 0
    : Math.min(limits.loginBaseDelaySecs * 2 ** Math.min(failures - limits.loginFreeAttempts, 30), limits.loginMaxDelaySecs)

export const LOGIN_DELAY_MESSAGE = (secs: number) =>
  `Too many sign-in attempts. Please wait ${secs} ${secs === 1 ? 'second' : 'seconds'} and try again.`

const json429 = (_req: express.Request, res: express.Response) => {
  res.status(429).json({ errors: [{ message: 'Too many attempts. Please wait a few minutes and try again.' }] })
}

/**
 * The address a sign-in is for, read from the body the way Payload reads it (JSON, or the admin
 * form's multipart `_payload`), lower-cased and trimmed as Payload does. A body it cannot read
 * yields '' so such attempts share one bucket per IP instead of escaping the delay.
 */
export const loginEmailOf = async (contentType: string | undefined, body: Buffer | undefined): Promise<string> => {
  if (!body?.length || !contentType) return ''
  try {
    let data: unknown
    if (contentType.includes('application/json')) {
      data = JSON.parse(body.toString('utf8'))
    } else if (contentType.startsWith('multipart/')) {
      const fields = (await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData()).getAll('_payload')
      data = fields.length === 1 && typeof fields[0] === 'string' ? JSON.parse(fields[0]) : null
    }
    const email = (data as { email?: unknown } | null)?.email
    return typeof email === 'string' ? email.toLowerCase().trim() : ''
  } catch {
    return ''
  }
}

/**
 * Calls `fn` with the status once, just before the response's headers are written (an explicit
 * `writeHead`, or the implicit one of the first `write`/`end`, which Node routes through
 * `writeHead` too), so what depends on the outcome is done before the client can have it.
 */
const beforeHeaders = (res: ServerResponse, fn: (status: number) => void) => {
  const writeHead = res.writeHead
  let called = false
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!called) {
      called = true
      fn(typeof args[0] === 'number' ? args[0] : this.statusCode)
    }
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}

/**
 * Progressive delay of failed sign-ins per address and IP. Each attempt counts as a failure until
 * it succeeds, so parallel guesses cannot slip through before the first answer; from the
 * `loginFreeAttempts`-th failure on, the next attempt from that IP for that address must wait
 * 1 s, 2 s, 4 s … up to the cap. A successful sign-in clears both. Another IP is not affected,
 * so nobody can lock a buyer out; the per-IP cap stops one address from trying many accounts.
 */
export const createLoginThrottle = (limits: Required<AuthLimits>, store: LimiterStore = memoryLimiters) => {
  const failures: RateLimiterAbstract = store.create('login-failures', 1_000_000, limits.windowMs)
  const waits: RateLimiterAbstract = store.create('login-wait', 1, limits.loginMaxDelaySecs * 1000)
  return {
    /** Seconds still to wait before this attempt may go ahead, or 0. */
    async waiting(key: string) {
      const wait = await waits.get(key)
      return wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0 ? Math.max(1, Math.ceil(wait.msBeforeNext / 1000)) : 0
    },
    /** Counts the attempt (as a failure until it succeeds) and sets the wait for the next one. */
    async attempt(key: string) {
      const counted = await failures.consume(key)
      const delay = loginDelaySecs(counted.consumedPoints, limits)
      if (delay > 0) await waits.block(key, delay)
      return counted.consumedPoints
    },
    /** The attempt failed: the wait for the next one starts now. */
    async failed(key: string, count: number) {
      const delay = loginDelaySecs(count, limits)
      if (delay > 0) await waits.block(key, delay)
    },
    async succeeded(key: string) {
      await Promise.all([failures.delete(key), waits.delete(key)])
    },
  }
}

/**
 * Limits on Payload's auth endpoints (sign-in, forgot and reset password), mounted at the gateway
 * before the proxy: a cap per IP on each, and on sign-in the progressive delay per address and
 * IP. Payload has no per-account lock (cms/collections/Users.ts). Answers in Payload's error shape
 * so the forms read them alike; the delay's answer is the same for every address and whatever the
 * password, so it tells nothing about the account.
 */
export const authRateLimits = (input: AuthLimits = DEFAULT_AUTH_LIMITS, store: LimiterStore = memoryLimiters): RequestHandler[] => {
  const limits = { ...DEFAULT_AUTH_LIMITS, ...input } as Required<AuthLimits>
  const login = rateLimited({ name: 'sign-in', limit: limits.login, windowMs: limits.windowMs, store, refuse: json429 })
  const reset = rateLimited({ name: 'password-reset', limit: limits.reset, windowMs: limits.windowMs, store, refuse: json429 })
  const throttle = createLoginThrottle(limits, store)
  // The sign-in body is read here (to know the address) and sent on to the CMS unchanged.
  // (Not inflated: a compressed body would no longer match its Content-Encoding; it is refused.)
  const readBody = express.raw({ type: () => true, limit: '64kb', inflate: false })

  const delayLogin: RequestHandler = async (req, res, next) => {
    try {
      const email = await loginEmailOf(req.headers['content-type'], bufferedBody(req))
      const key = JSON.stringify([email, req.ip ?? ''])
      const wait = await throttle.waiting(key)
      if (wait > 0) {
        res.set('Retry-After', String(wait)).set('Cache-Control', 'no-store')
        res.status(429).json({ errors: [{ message: LOGIN_DELAY_MESSAGE(wait), data: { retryAfter: wait } }] })
        return
      }
      const count = await throttle.attempt(key)
      // Booked when the CMS's answer is about to go out, not on 'finish': 'finish' can come after
      // the client already has the answer and sent its next attempt, which then still counted the
      // earlier failures (a sign-in that had just succeeded did not yet start the count again).
      beforeHeaders(res, (status) => {
        const outcome = status < 300 ? throttle.succeeded(key) : status < 500 ? throttle.failed(key, count) : null
        void outcome?.catch(() => undefined)
      })
      next()
    } catch (err) {
      next(err)
    }
  }

  /** The path as the CMS could route it: percent-decoded, any case, no repeated or trailing slash. */
  const normalise = (path: string) => {
    let decoded = path
    try {
      decoded = decodeURIComponent(path)
    } catch {
      // A malformed escape: compared as it is (the CMS refuses such a path too).
    }
    return decoded.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1').toLowerCase()
  }
  /** The handlers, in order, for POST on `path`. */
  const only =
    (path: string, ...handlers: RequestHandler[]): RequestHandler =>
    (req, res, next) => {
      if (req.method !== 'POST' || normalise(req.path) !== path) return next()
      const run =
        (i: number) =>
        (err?: unknown): void => {
          const handler = handlers[i]
          if (err || !handler) return next(err)
          void handler(req, res, run(i + 1))
        }
      run(0)()
    }
  return [
    only('/api/users/login', login, readBody, keepBodyForProxy, delayLogin),
    only('/api/users/forgot-password', reset),
    only('/api/users/reset-password', reset),
  ]
}
