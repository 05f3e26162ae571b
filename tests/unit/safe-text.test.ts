import { describe, expect, it } from 'vitest'

import { findForbiddenText, isForbiddenTextIssue, safeText } from '@core/validation/safe-text'
import { ZSavedSearchCreate } from '@core/domain/saved-searches'
import { ZAuctionListQuery } from '@core/domain/search'
import { ZSupportSendMessage } from '@core/domain/support-schemas'

describe('safeText: the zod side of the text rule', () => {
  it('refuses control characters and lone surrogates, before any trim; tab and newline only where several lines are allowed', () => {
    for (const value of ['a\u0000b', '\u0007', 'x\u007f', '\u0085', 'a\ud800', 'Bagger\n', '\tBagger']) {
      const result = safeText().trim().safeParse(value)
      expect(result.success, JSON.stringify(value)).toBe(false)
      expect(isForbiddenTextIssue(result.error?.issues[0])).toBe(true)
    }
    expect(safeText({ multiline: true }).safeParse('line one\nline two\tend').success).toBe(true)
    expect(safeText({ multiline: true }).safeParse('line\u0000').success).toBe(false)
    for (const value of ['Bägger', '🚜', 'حفارة', 'e\u0301', '\ud83d\ude9c']) expect(safeText().safeParse(value).success, value).toBe(true)
  })

  it('holds in the schemas of the doors', () => {
    expect(ZSavedSearchCreate.safeParse({ name: 'Bagger\u0000', filters: { q: 'bagger' } }).success).toBe(false)
    expect(ZSavedSearchCreate.safeParse({ name: 'Bagger', filters: { q: 'bag\u0000ger' } }).success).toBe(false)
    expect(ZAuctionListQuery.safeParse({ q: '\u0000' }).success).toBe(false)
    const message = { name: 'Ann', email: 'ann@example.com', topic: 'other', message: 'Hello,\nmy question is…' }
    expect(ZSupportSendMessage.safeParse(message).success).toBe(true)
    expect(ZSupportSendMessage.safeParse({ ...message, name: 'Ann\nSmith' }).success).toBe(false)
  })

  it('finds the first forbidden string or key anywhere in a raw input, with its path', () => {
    expect(findForbiddenText({ a: ['ok', { b: 'x\u0000' }] })).toEqual({ path: ['a', 1, 'b'] })
    expect(findForbiddenText({ ['k\u0001']: 1 })).toEqual({ path: ['k\u0001'] })
    expect(findForbiddenText({ text: 'two\nlines\ttab\r\n', n: 1, none: null })).toBeNull()
    expect(findForbiddenText('\udc00')).toEqual({ path: [] })
  })
})
