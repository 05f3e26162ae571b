import { describe, expect, it } from 'vitest'

import { createLoginThrottle, DEFAULT_AUTH_LIMITS, loginDelaySecs, loginEmailOf } from '../../server/routes/auth-limits'

describe('sign-in progressive delay', () => {
  it('waits nothing for the first failures, then 1 s, 2 s, 4 s … up to the cap', () => {
    const delays = Array.from({ length: 12 }, (_, i) => loginDelaySecs(i + 1, DEFAULT_AUTH_LIMITS))
    expect(delays).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60])
    expect(loginDelaySecs(10_000, DEFAULT_AUTH_LIMITS)).toBe(60)
    // AUTH_RATE_LIMIT_FACTOR raises the free attempts (the e2e suite signs in very often).
    expect(loginDelaySecs(149, { ...DEFAULT_AUTH_LIMITS, loginFreeAttempts: 150 })).toBe(0)
  })

  it('counts attempts per key, makes the next one wait, and a success clears it', async () => {
    const throttle = createLoginThrottle(DEFAULT_AUTH_LIMITS)
    const key = JSON.stringify(['buyer@example.com', '203.0.113.9'])
    for (let i = 1; i <= 2; i++) {
      expect(await throttle.waiting(key)).toBe(0)
      await throttle.failed(key, await throttle.attempt(key))
    }
    expect(await throttle.waiting(key)).toBe(0)
    await throttle.failed(key, await throttle.attempt(key))
    expect(await throttle.waiting(key)).toBe(1)
    expect(await throttle.waiting(JSON.stringify(['buyer@example.com', '203.0.113.10']))).toBe(0)
    await throttle.succeeded(key)
    expect(await throttle.waiting(key)).toBe(0)
  })

  it('reads the address as Payload does, from JSON or the admin form’s _payload', async () => {
    expect(await loginEmailOf('application/json', Buffer.from(JSON.stringify({ email: ' Buyer@Example.COM ', password: 'x' })))).toBe('buyer@example.com')
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: 'Admin@Example.com', password: 'x' }))
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    const body = Buffer.from(await request.arrayBuffer())
    expect(await loginEmailOf(request.headers.get('content-type') ?? undefined, body)).toBe('admin@example.com')
    // Anything it cannot read shares one bucket per IP rather than escaping the delay.
    expect(await loginEmailOf('application/json', Buffer.from('{not json'))).toBe('')
    expect(await loginEmailOf(undefined, Buffer.from('email=a@b.c'))).toBe('')
    const twice = new FormData()
    twice.append('_payload', JSON.stringify({ email: 'random-1@example.com' }))
    twice.append('_payload', JSON.stringify({ email: 'victim@example.com' }))
    const twiceRequest = new Request('http://localhost/', { method: 'POST', body: twice })
    expect(await loginEmailOf(twiceRequest.headers.get('content-type') ?? undefined, Buffer.from(await twiceRequest.arrayBuffer()))).toBe('')
  })
})
