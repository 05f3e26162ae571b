import { describe, expect, it } from 'vitest'

import { erasedEmail, isErased } from '@core/domain/erasure'

describe('erased accounts', () => {
  it('get a placeholder address that is unique by id and marks them as erased', () => {
    expect(erasedEmail(42)).toBe('erased-42@erased.invalid')
    expect(isErased(erasedEmail(42))).toBe(true)
    expect(isErased('anna@example.com')).toBe(false)
    expect(isErased('anna@erased.invalid.example.com')).toBe(false)
    expect(isErased(null)).toBe(false)
  })
})
