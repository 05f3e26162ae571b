import { describe, expect, it } from 'vitest'

import { hasForbiddenCharacters, withoutForbiddenCharacters } from '@core/validation/text'

describe('forbidden characters in text', () => {
  it('refuses NUL, other C0 controls, DEL, C1 controls and lone surrogates', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001b[31m', 'del\u007f', 'c1\u0085', 'lone\ud800', '\udc00end']) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true)
      expect(hasForbiddenCharacters(bad, { multiline: true }), JSON.stringify(bad)).toBe(true)
    }
  })
  it('allows tab, line feed and carriage return only in multi-line text', () => {
    for (const text of ['a\tb', 'line\nline', 'crlf\r\n']) {
      expect(hasForbiddenCharacters(text)).toBe(true)
      expect(hasForbiddenCharacters(text, { multiline: true })).toBe(false)
    }
  })
  it('allows ordinary and unusual but valid unicode', () => {
    for (const text of ['Bagger Kettenbagger', 'Müller & Söhne GmbH', '日本語', '🚜 excavator', 'Ŀ‐ ‎']) {
      expect(hasForbiddenCharacters(text), text).toBe(false)
    }
  })
  it('repairs a stored value by removing what it may not hold', () => {
    expect(withoutForbiddenCharacters('Bag\u0000ger\u0007')).toBe('Bagger')
    expect(withoutForbiddenCharacters('a\nb\u0000', { multiline: true })).toBe('a\nb')
    expect(withoutForbiddenCharacters('x\ud800y')).toBe('xy')
  })
})
