import type { RequestHandler } from 'express'
import type { z } from 'zod'

import { findForbiddenText } from '@core/validation/safe-text'
import { FORBIDDEN_CHARACTERS_MESSAGE, withoutForbiddenCharacters } from '@core/validation/text'
import { AppError } from './errors'

type Schemas = { body?: z.ZodType; params?: z.ZodType; query?: z.ZodType }

/** A field's path for a message, itself free of the characters it is refused for. */
const pathText = (path: (string | number)[]) => path.map((part) => withoutForbiddenCharacters(String(part)).slice(0, 60)).join('.')

/**
 * Validates the request against zod schemas; the parsed values replace the raw ones in
 * `res.locals.input`, so handlers only ever see checked data.
 *
 * Before the schemas, every string of the params, query and body (and every key) is held to the
 * one text rule (core/validation/text.ts, its multi-line form): a NUL or another control
 * character, or a lone surrogate, anywhere is a 400 `invalid_text`, whatever the schema says of
 * the field. Single-line fields are stricter still through `safeText()` in their schemas.
 */
export const validate =
  (schemas: Schemas): RequestHandler =>
  (req, res, next) => {
    const input: Record<string, unknown> = {}
    for (const key of ['params', 'query', 'body'] as const) {
      const schema = schemas[key]
      if (!schema) continue
      const raw: unknown = req[key] ?? {}
      const forbidden = findForbiddenText(raw)
      if (forbidden) {
        const where = forbidden.path.length ? `${pathText(forbidden.path)}: ` : ''
        throw new AppError(400, 'invalid_text', `${where}${FORBIDDEN_CHARACTERS_MESSAGE.en}`)
      }
      input[key] = schema.parse(raw)
    }
    res.locals.input = input
    next()
  }
