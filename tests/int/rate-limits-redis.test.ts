import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStaffRateLimit } from '../../cms/admin/staff-rate-limit'
import { createBidRateLimiter } from '../../server/bidding/rate-limit'
import { connectRedisLimiters, memoryLimiters, rateLimited, take, type LimiterStore } from '../../server/http/rate-limit'
import { createLoginThrottle, DEFAULT_AUTH_LIMITS } from '../../server/routes/auth-limits'
import { startRedis } from './helpers/redis'

/**
 * Two service instances behind a balancer share their limits through Redis (REDIS_URL): each
 * instance here has its own connection, as two processes would. The memory store is the control:
 * there each instance counts alone.
 */
describe('rate limits across instances through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  const connections: Awaited<ReturnType<typeof connectRedisLimiters>>[] = []
  const servers: Server[] = []
  let storeA: LimiterStore
  let storeB: LimiterStore

  beforeAll(async () => {
    redis = await startRedis()
    connections.push(await connectRedisLimiters(redis.url), await connectRedisLimiters(redis.url))
    ;[storeA, storeB] = connections.map((c) => c.store) as [LimiterStore, LimiterStore]
  })

  afterAll(async () => {
    for (const server of servers) server.close()
    for (const connection of connections) await connection.close()
    redis?.stop()
  })

  /** One "instance": an express app with the limit in front of a route. */
  const instance = async (store: LimiterStore, name: string) => {
    const app = express()
    app.post('/limited', rateLimited({ name, limit: 3, windowMs: 60_000, store }), (_req, res) => void res.json({ ok: true }))
    const server = createServer(app)
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/limited`
  }
  const post = (url: string) => fetch(url, { method: 'POST' })

  it('counts an HTTP limit once for both instances, with the service error shape and Retry-After', async () => {
    const [a, b] = [await instance(storeA, 'test-http'), await instance(storeB, 'test-http')]
    const statuses = [(await post(a)).status, (await post(b)).status, (await post(a)).status]
    expect(statuses).toEqual([200, 200, 200])
    const refused = await post(b)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('ratelimit-policy')).toBe('"test-http";q=3;w=60')
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/Too many requests/) } })
  })

  it('in memory (no REDIS_URL) each instance counts alone: the control', async () => {
    const [a, b] = [await instance(memoryLimiters, 'test-memory'), await instance(memoryLimiters, 'test-memory')]
    const statuses = []
    for (const url of [a, b, a, b, a, b]) statuses.push((await post(url)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200])
  })

  it('holds the per-user bid limit across instances', async () => {
    const limits = { perUser: 2, perIp: 1_000, windowMs: 60_000 }
    const [onA, onB] = [createBidRateLimiter(limits, storeA), createBidRateLimiter(limits, storeB)]
    expect(await onA({ userId: 7, ip: '198.51.100.1' })).toBe(true)
    expect(await onB({ userId: 7, ip: '198.51.100.2' })).toBe(true)
    expect(await onB({ userId: 7, ip: '198.51.100.2' })).toBe(false)
    expect(await onA({ userId: 8, ip: '198.51.100.1' })).toBe(true)
  })

  it('makes a failed sign-in on one instance delay the next attempt on the other', async () => {
    const limits = { ...DEFAULT_AUTH_LIMITS, loginFreeAttempts: 2 }
    const [onA, onB] = [createLoginThrottle(limits, storeA), createLoginThrottle(limits, storeB)]
    const key = JSON.stringify(['buyer@test.example', '203.0.113.9'])
    for (const throttle of [onA, onB]) await throttle.failed(key, await throttle.attempt(key))
    expect(await onA.waiting(key)).toBeGreaterThan(0)
    expect(await onB.waiting(key)).toBeGreaterThan(0)
    await onB.succeeded(key)
    expect(await onA.waiting(key)).toBe(0)
  })
})

describe('a Redis that stops answering', () => {
  it('bounds the wait: the limit is counted by the insurance within 5 s, and in Redis again once it answers', async () => {
    const redis = await startRedis()
    const connection = await connectRedisLimiters(redis.url)
    try {
      const limiter = connection.store.create('test-frozen', 1, 60_000)
      expect((await take(limiter, 'before')).allowed).toBe(true)
      redis.pause()
      const started = Date.now()
      // The client's own command timeout is off (server/lib/redis-options.ts); the limiter's bound answers.
      const [first, second] = [await take(limiter, 'k'), await take(limiter, 'k')]
      const waited = Date.now() - started
      expect([first.allowed, second.allowed]).toEqual([true, false])
      expect(waited).toBeGreaterThanOrEqual(2 * 4_900)
      expect(waited).toBeLessThan(2 * 5_000 + 3_000)
      redis.resume()
      // Answered by Redis again: the key counted before the freeze is spent there.
      expect((await take(limiter, 'before')).allowed).toBe(false)
    } finally {
      redis.resume()
      await connection.close()
      redis.stop()
    }
  }, 40_000)
})

describe('staff actions limit across CMS instances through Redis', () => {
  it('counts one staff user once across two CMS instances', async () => {
    const redis = await startRedis()
    try {
      const [onA, onB] = [createStaffRateLimit(2, 60, redis.url), createStaffRateLimit(2, 60, redis.url)]
      expect(await onA(5)).toBeNull()
      expect(await onB(5)).toBeNull()
      expect(await onA(5)).toBeGreaterThan(0)
      expect(await onB(6)).toBeNull()
    } finally {
      redis.stop()
    }
  })
})
