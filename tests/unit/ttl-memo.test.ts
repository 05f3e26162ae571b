import { describe, expect, it } from 'vitest'

import { createTtlMemo } from '../../server/lib/ttl-memo'

describe('createTtlMemo', () => {
  it('shares one load per key within the time to live, and loads again after it', async () => {
    let clock = 0
    let loads = 0
    const memo = createTtlMemo<number>({ ttlMs: 100, now: () => clock })
    const load = async () => ++loads
    expect(await Promise.all([memo('a', load), memo('a', load)])).toEqual([1, 1])
    clock = 99
    expect(await memo('a', load)).toBe(1)
    clock = 100
    expect(await memo('a', load)).toBe(2)
    expect(await memo('b', load)).toBe(3)
  })

  it('forgets a failed load, but an old failure never drops the newer entry', async () => {
    let clock = 0
    const memo = createTtlMemo<string>({ ttlMs: 10, now: () => clock })
    let fail!: (err: Error) => void
    const failing = memo('k', () => new Promise<string>((_, reject) => (fail = reject)))
    clock = 10
    expect(await memo('k', async () => 'fresh')).toBe('fresh')
    fail(new Error('late failure'))
    await expect(failing).rejects.toThrow('late failure')
    expect(await memo('k', async () => 'other')).toBe('fresh')
    clock = 20
    await expect(memo('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await memo('k', async () => 'again')).toBe('again')
  })

  it('keeps at most `max` keys, dropping the oldest', async () => {
    let loads = 0
    const memo = createTtlMemo<number>({ ttlMs: 1_000, max: 2 })
    const load = async () => ++loads
    await memo('a', load)
    await memo('b', load)
    await memo('c', load)
    expect(await memo('b', load)).toBe(2)
    expect(await memo('a', load)).toBe(4)
  })
})
