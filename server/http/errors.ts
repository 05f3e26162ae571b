import type { ErrorRequestHandler, RequestHandler } from 'express'
import { ZodError } from 'zod'

import { isForbiddenTextIssue } from '@core/validation/safe-text'

import type { Logger } from '../logger'

/** A failure we expect and can explain to the caller. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra fields for the caller, e.g. `min_next_bid` on a refused bid. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: { code: 'not_found', message: 'No such endpoint.' } })
}

/** Known errors become clear messages; anything else is logged and answered without a stack. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (err, req, res, _next) => {
    if (err instanceof AppError) {
      // A refusal the caller may retry later (the service is restarting) says when.
      if (typeof err.details?.retry_after === 'number') res.set('Retry-After', String(err.details.retry_after))
      res.status(err.status).json({ error: { code: err.code, message: err.message, ...err.details } })
      return
    }
    if (err instanceof ZodError) {
      const issue = err.issues[0]
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
      // The text rule's refusal (core/validation/safe-text.ts) has its own code.
      const code = isForbiddenTextIssue(issue) ? 'invalid_text' : 'invalid_request'
      res.status(400).json({ error: { code, message: `${where}${issue?.message ?? 'Invalid request'}` } })
      return
    }
    if (err?.type === 'entity.parse.failed') {
      res.status(400).json({ error: { code: 'invalid_json', message: 'The request body is not valid JSON.' } })
      return
    }
    if (err?.type === 'entity.too.large') {
      res.status(413).json({ error: { code: 'payload_too_large', message: 'The request is too large.' } })
      return
    }
    logger.error({ err, url: req.originalUrl }, 'unhandled error')
    res.status(500).json({ error: { code: 'internal', message: 'An unexpected error occurred' } })
  }
