import { z } from 'zod'

import { hasForbiddenCharacters } from './text'

/**
 * The one rule for what can be a record's id, at every door that takes one from a caller (Payload's
 * REST/GraphQL/Local API guard, the service's routes, the internal endpoints):
 *
 * - numbered records (SQLite): a positive safe integer, as a number or as its decimal text with no
 *   sign, spaces or leading zeros ("7", never "007", "+7" or "7.0"); anything past
 *   Number.MAX_SAFE_INTEGER would reach the database rounded, so it names nothing;
 * - MongoDB's records: an ObjectId, 24 hex digits in the lower case the driver writes them;
 * - a text id in general (a database whose ids are text): 1 to 256 characters without control
 *   characters (core/validation/text.ts).
 */
export type RecordIdKind = 'number' | 'text'

const DECIMAL = /^[1-9]\d{0,15}$/
const OBJECT_ID = /^[0-9a-f]{24}$/
const MAX_TEXT_ID = 256

/** The numbered record an id names, or null when it cannot name one. */
export const numericRecordId = (id: unknown): number | null => {
  const number = typeof id === 'number' ? id : typeof id === 'string' && DECIMAL.test(id) ? Number(id) : Number.NaN
  return Number.isSafeInteger(number) && number > 0 ? number : null
}

/** True for a MongoDB ObjectId's text. */
export const isObjectIdText = (id: string): boolean => OBJECT_ID.test(id)

/** True when `id` can name a record of a database whose ids are of `kind` (a positive safe integer always can). */
export const isRecordId = (id: unknown, kind: RecordIdKind): boolean => {
  if (typeof id === 'number' || kind === 'number') return numericRecordId(id) !== null
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_TEXT_ID && !hasForbiddenCharacters(id)
}

/** True when a path's id text can name a record of either database: a numbered record's or an ObjectId. */
export const isRecordIdText = (id: string): boolean => numericRecordId(id) !== null || isObjectIdText(id)

/** An id from a path, for either database (`isRecordIdText`), refused with `message`. */
export const ZRecordIdText = (message = 'Not a record id.') => z.string().refine(isRecordIdText, { message })
