import { z } from 'zod'

import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters, type TextKind } from './text'

/**
 * The zod side of the one text rule (./text.ts), for every schema that takes text at a door:
 * `safeText()` is `z.string()` that refuses control characters and lone surrogates (tab and
 * newline too, unless `{ multiline: true }`), checked on the value as sent, before any trim.
 * Chain the usual checks on it: `safeText().trim().min(1).max(80)`.
 *
 * The refusal is a zod issue tagged FORBIDDEN_TEXT_REASON, which the service answers as a 400 with
 * the code `invalid_text` (server/http/errors.ts).
 */
export const FORBIDDEN_TEXT_REASON = 'forbidden_characters'

export const safeText = (kind: TextKind = {}, params?: { message?: string }) =>
  z.string(params).refine((value) => !hasForbiddenCharacters(value, kind), { message: FORBIDDEN_CHARACTERS_MESSAGE.en, params: { reason: FORBIDDEN_TEXT_REASON } })

/** Whether a zod issue is the text rule's refusal. */
export const isForbiddenTextIssue = (issue: { code: string; params?: unknown } | undefined): boolean =>
  issue?.code === 'custom' && (issue.params as { reason?: unknown } | undefined)?.reason === FORBIDDEN_TEXT_REASON

/**
 * The first string (or object key) anywhere in a raw input that holds a character no text may
 * hold even where several lines are allowed (NUL and the other controls, lone surrogates), with
 * its path; null when there is none. For the service's boundary, before the schemas run, so no
 * field can slip through a schema that forgot `safeText()`.
 */
export const findForbiddenText = (value: unknown, path: (string | number)[] = [], depth = 0): { path: (string | number)[] } | null => {
  if (typeof value === 'string') return hasForbiddenCharacters(value, { multiline: true }) ? { path } : null
  if (depth > 64 || value === null || typeof value !== 'object') return null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbiddenText(value[i], [...path, i], depth + 1)
      if (found) return found
    }
    return null
  }
  for (const [key, inner] of Object.entries(value)) {
    if (hasForbiddenCharacters(key, { multiline: true })) return { path: [...path, key] }
    const found = findForbiddenText(inner, [...path, key], depth + 1)
    if (found) return found
  }
  return null
}
