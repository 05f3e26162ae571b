import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'

export type AuthLimits = { login: number; reset: number; windowMs: number }
export const DEFAULT_AUTH_LIMITS: AuthLimits = { login: 20, reset: 5, windowMs: 15 * 60 * 1000 }

const json429: RequestHandler = (_req, res) => {
  res.status(429).json({ errors: [{ message: 'Too many attempts. Please wait a few minutes and try again.' }] })
}

/**
 * Per-address rate limits on Payload's auth endpoints (sign-in, forgot and reset password),
 * mounted at the gateway before the proxy. Payload's own lockout (5 failed sign-ins per
 * account) still applies behind it. Answers in Payload's error shape so the forms read it alike.
 */
export const authRateLimits = (limits: AuthLimits = DEFAULT_AUTH_LIMITS): RequestHandler[] => {
  const common = { windowMs: limits.windowMs, standardHeaders: 'draft-8' as const, legacyHeaders: false, handler: json429 }
  const login = rateLimit({ ...common, limit: limits.login })
  const reset = rateLimit({ ...common, limit: limits.reset })
  const only =
    (path: string, limiter: RequestHandler): RequestHandler =>
    (req, res, next) =>
      req.method === 'POST' && req.path === path ? limiter(req, res, next) : next()
  return [
    only('/api/users/login', login),
    only('/api/users/forgot-password', reset),
    only('/api/users/reset-password', reset),
  ]
}
