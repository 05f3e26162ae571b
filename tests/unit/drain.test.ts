import type { AddressInfo } from 'node:net'

import express from 'express'
import { describe, expect, it } from 'vitest'

import { createDrain, restartingError } from '../../server/bidding/drain'
import { errorHandler } from '../../server/http/errors'
import { createLogger } from '../../server/logger'

describe('the graceful stop of bidding', () => {
  it('lets a bid in flight finish, refuses new ones at once, and is idle only after the last one', async () => {
    const drain = createDrain()
    let release: (value: string) => void = () => undefined
    const written: string[] = []
    const place = drain.guard(async (amount: number) => {
      await new Promise<string>((resolve) => (release = resolve))
      written.push(`bid ${amount}`)
      return `accepted ${amount}`
    })
    const inFlight = place(100)
    drain.start()
    await expect(place(200)).rejects.toMatchObject({ status: 503, code: 'service_restarting', details: { retry_after: 5 } })
    let idle = false
    const waiting = drain.idle(5_000).then((finished) => (idle = finished))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(idle).toBe(false)
    release('go')
    expect(await inFlight).toBe('accepted 100')
    await waiting
    expect(idle).toBe(true)
    expect(written).toEqual(['bid 100'])
  })

  it('answers a refused HTTP bid with 503, Retry-After and the code', async () => {
    const app = express()
    app.post('/bid', () => {
      throw restartingError()
    })
    app.use(errorHandler(createLogger('silent')))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/bid`, { method: 'POST' })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect(await response.json()).toEqual({ error: { code: 'service_restarting', message: expect.stringMatching(/restarting.*not placed/), retry_after: 5 } })
    } finally {
      server.close()
    }
  })
})
