import { afterEach, describe, expect, it, vi } from 'vitest'

import { createCachedUserResolver } from '../../server/auth/cached-user'
import type { SessionUser } from '../../server/auth/resolve-user'

const alice: SessionUser = { id: 1, email: 'alice@example.com', collection: 'users', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
const signedIn = (token: string, extra: Record<string, string> = {}) => ({ cookie: `lng=de; payload-token=${token}`, 'sec-fetch-site': 'same-origin', ...extra })

describe('cached session check', () => {
  afterEach(() => vi.useRealTimers())

  it('asks once per session within the time to live, again after it', async () => {
    vi.useFakeTimers()
    const resolve = vi.fn(async () => alice)
    const userOf = createCachedUserResolver(resolve, { ttlMs: 5_000 })
    expect(await Promise.all([userOf(signedIn('t1')), userOf(signedIn('t1'))])).toEqual([alice, alice])
    expect(resolve).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(4_999)
    await userOf(signedIn('t1'))
    expect(resolve).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await userOf(signedIn('t1'))
    expect(resolve).toHaveBeenCalledTimes(2)
  })

  it('keeps sessions and the headers Payload checks apart, and never asks for a visitor', async () => {
    const resolve = vi.fn(async (headers: Record<string, unknown>) => (headers['sec-fetch-site'] === 'same-origin' ? alice : null))
    const userOf = createCachedUserResolver(resolve)
    expect(await userOf(signedIn('t1'))).toEqual(alice)
    expect(await userOf({ cookie: 'payload-token=t1' })).toBeNull()
    expect(await userOf(signedIn('t2'))).toEqual(alice)
    expect(resolve).toHaveBeenCalledTimes(3)
    expect(await userOf({ cookie: 'lng=en' })).toBeNull()
    expect(resolve).toHaveBeenCalledTimes(3)
  })

  it('forgets every remembered session of one user at once (a revocation), and only theirs', async () => {
    const bob: SessionUser = { ...alice, id: 2, email: 'bob@example.com' }
    const resolve = vi.fn(async (headers: Record<string, unknown>) => (String(headers.cookie).includes('bob') ? bob : alice))
    const userOf = createCachedUserResolver(resolve, { ttlMs: 60_000 })
    await Promise.all([userOf(signedIn('alice-laptop')), userOf(signedIn('alice-phone')), userOf(signedIn('bob'))])
    expect(resolve).toHaveBeenCalledTimes(3)
    userOf.forgetUser(1)
    await Promise.all([userOf(signedIn('alice-laptop')), userOf(signedIn('alice-phone')), userOf(signedIn('bob'))])
    // Both of Alice's sessions are asked again; Bob's answer is still remembered.
    expect(resolve).toHaveBeenCalledTimes(5)
  })

  it('a revocation reaches every remembered session of the user, however many they opened (a busy demo account)', async () => {
    let signedOut = false
    const resolve = vi.fn(async () => (signedOut ? null : alice))
    const userOf = createCachedUserResolver(resolve, { ttlMs: 60_000 })
    const tokens = Array.from({ length: 150 }, (_, i) => `session-${i}`)
    for (const token of tokens) expect(await userOf(signedIn(token))).toEqual(alice)
    signedOut = true
    userOf.forgetUser(1)
    // Not one of the 150 (the oldest included, which the per-user key list no longer holds) answers from before.
    for (const token of tokens) expect(await userOf(signedIn(token))).toBeNull()
    expect(resolve).toHaveBeenCalledTimes(300)
  })

  it('a check on its way when the user is forgotten asks again: no answer from before the change is handed out or kept', async () => {
    // Payload answers the first check with the session as it was, after the sign-out was committed.
    let signedOut = false
    let release: () => void = () => undefined
    const resolve = vi.fn(async () => {
      const before = signedOut
      if (!before) await new Promise<void>((resolve) => (release = resolve))
      return before ? null : alice
    })
    const userOf = createCachedUserResolver(resolve, { ttlMs: 60_000 })
    const onItsWay = userOf(signedIn('t1'))
    await Promise.resolve()
    signedOut = true
    userOf.forgetUser(1)
    release()
    expect(await onItsWay).toBeNull()
    expect(await userOf(signedIn('t1'))).toBeNull()
    expect(resolve).toHaveBeenCalledTimes(2)
  })

  it('does not remember a failed check, and keeps at most `max` sessions', async () => {
    const resolve = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(alice)
    const userOf = createCachedUserResolver(resolve, { max: 2 })
    await expect(userOf(signedIn('t1'))).rejects.toThrow('database down')
    expect(await userOf(signedIn('t1'))).toEqual(alice)
    await userOf(signedIn('t2'))
    await userOf(signedIn('t3'))
    await userOf(signedIn('t1')) // the oldest was dropped for t3
    expect(resolve).toHaveBeenCalledTimes(5)
    await userOf(signedIn('t3'))
    expect(resolve).toHaveBeenCalledTimes(5)
  })
})
