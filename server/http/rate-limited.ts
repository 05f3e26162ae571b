import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'

/**
 * At most `limit` requests per client address in `windowMs`; past that, 429 in the service's error
 * shape (`rate_limited` with `message`) and the standard RateLimit headers.
 */
export const rateLimited = (limit: number, windowMs: number, message: string): RequestHandler =>
  rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ error: { code: 'rate_limited', message } })
    },
  })
