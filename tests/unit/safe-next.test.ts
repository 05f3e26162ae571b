import { describe, expect, it } from 'vitest'

import { safeNext } from '@core/routing/safe-redirect'

describe('the return path after sign-in (no open redirect)', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeNext('/dashboard/my-bids?sort=ending')).toBe('/dashboard/my-bids?sort=ending')
    expect(safeNext('/de/kyc#documents')).toBe('/de/kyc#documents')
  })

  it('falls back for anything that could leave the site', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '', null, undefined, '/%5C%5Cevil.example']) {
      const result = safeNext(bad, '/dashboard')
      expect(result.startsWith('/') && !result.startsWith('//'), String(bad)).toBe(true)
      expect(new URL(result, 'http://site.test').origin).toBe('http://site.test')
    }
    expect(safeNext('//evil.example/x', '/de/dashboard')).toBe('/de/dashboard')
  })
})
