import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { startHealthListener } from '../../server/http/health-listener'
import { type HealthAnswer, instanceHealth } from '../../server/routes/health'

// The balancer's check on a port of its own (HEALTH_PORT): what it answers while the service
// starts, is ready, stops, or its database fails, over real HTTP. The storm it is for is measured in
// tests/int/cluster-busy-storm.test.ts.
describe('the health listener (HEALTH_PORT)', () => {
  let server: Server | undefined
  afterEach(() => {
    server?.close()
    server?.closeAllConnections()
  })

  const start = async (answer: () => (() => Promise<HealthAnswer>) | null) => {
    server = await startHealthListener({ port: 0, host: '127.0.0.1', answer })
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('says 503 starting until the service is ready, then what the instance check says', async () => {
    let ready: (() => Promise<HealthAnswer>) | null = null
    let draining = false
    let databaseDown = false
    const probe = {
      checkDatabase: async () => {
        if (databaseDown) throw new Error('SQLITE_CANTOPEN')
        return { kind: 'sqlite', latencyMs: 1 }
      },
    }
    const base = await start(() => ready)

    const starting = await fetch(`${base}/health/instance`)
    expect(starting.status).toBe(503)
    expect(await starting.json()).toEqual({ status: 'starting' })

    ready = () => instanceHealth({ probe, instanceId: 'svc1', draining: () => draining })
    const ok = await fetch(`${base}/health/instance`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(await ok.json()).toEqual({ status: 'ok', instance: 'svc1', database: { ok: true, kind: 'sqlite', latencyMs: 1 } })

    databaseDown = true
    const degraded = await fetch(`${base}/health/instance`)
    expect(degraded.status).toBe(503)
    expect(await degraded.json()).toMatchObject({ status: 'degraded', database: { ok: false, error: 'SQLITE_CANTOPEN' } })

    draining = true
    const stopping = await fetch(`${base}/health/instance`)
    expect(stopping.status).toBe(503)
    expect(stopping.headers.get('retry-after')).toBe('5')
    expect(await stopping.json()).toEqual({ status: 'stopping', instance: 'svc1' })
  })

  it('serves nothing else: other paths and methods are 404, a query string is ignored', async () => {
    const base = await start(() => async () => ({ status: 200, headers: {}, body: { status: 'ok' } }))
    expect((await fetch(`${base}/health/instance?x=%00`)).status).toBe(200)
    expect((await fetch(`${base}/health/instance`, { method: 'HEAD' })).status).toBe(200)
    for (const path of ['/', '/health', '/svc/auctions', '/health/instance/../../etc/passwd', '/socket.io/?EIO=4']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
    }
    expect((await fetch(`${base}/health/instance`, { method: 'POST', body: 'x' })).status).toBe(404)
  })

  it('names a port that is taken', async () => {
    const base = await start(() => null)
    const port = Number(new URL(base).port)
    await expect(startHealthListener({ port, host: '127.0.0.1', answer: () => null })).rejects.toMatchObject({ code: 'EADDRINUSE' })
  })
})
