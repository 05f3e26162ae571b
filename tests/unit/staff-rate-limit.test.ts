import { describe, expect, it } from 'vitest'

import { createStaffRateLimit, STAFF_RATE_LIMIT_MESSAGE, staffRateLimited } from '../../cms/admin/staff-rate-limit'

describe('staff rate limit', () => {
  it('lets each staff user act up to the limit, then says how long to wait', async () => {
    const limit = createStaffRateLimit(3, 60)
    expect(await Promise.all([limit(1), limit(1), limit(1)])).toEqual([null, null, null])
    const wait = await limit(1)
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await limit(2)).toBeNull()
  })

  it('answers 429 with the error shape and Retry-After', async () => {
    const response = staffRateLimited(42)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('42')
    expect(await response.json()).toEqual({ error: { code: 'rate_limited', message: STAFF_RATE_LIMIT_MESSAGE } })
    expect(await staffRateLimited(1, 'flat').json()).toEqual({ error: 'rate_limited', message: STAFF_RATE_LIMIT_MESSAGE })
  })
})
