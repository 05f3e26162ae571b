import type { RequestHandler } from 'express'
import type { z } from 'zod'

type Schemas = { body?: z.ZodType; params?: z.ZodType; query?: z.ZodType }

/**
 * Validates the request against zod schemas; the parsed values replace the raw ones in
 * `res.locals.input`, so handlers only ever see checked data.
 */
export const validate =
  (schemas: Schemas): RequestHandler =>
  (req, res, next) => {
    const input: Record<string, unknown> = {}
    for (const key of ['params', 'query', 'body'] as const) {
      const schema = schemas[key]
      if (schema) input[key] = schema.parse(req[key] ?? {})
    }
    res.locals.input = input
    next()
  }
