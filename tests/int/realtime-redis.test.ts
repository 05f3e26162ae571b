import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AuctionSnapshot } from '@core/contract'
import { attachRedisAdapter } from '../../server/realtime/redis-adapter'
import { bidHttp, createAuction, createUser, emitWithAck, startService } from './helpers/bidding'
import { startPayload } from './helpers/payload'
import { startRedis } from './helpers/redis'

/** Debian's redis-server on a random port: a bid on instance A reaches a client of instance B. */
describe('realtime across instances through Redis', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let redis: Awaited<ReturnType<typeof startRedis>>
  let a: Awaited<ReturnType<typeof startService>>
  let b: Awaited<ReturnType<typeof startService>>
  const closers: { close(): Promise<void> }[] = []

  beforeAll(async () => {
    redis = await startRedis()
    ;({ payload, stop } = await startPayload('sqlite'))
    a = await startService(payload)
    b = await startService(payload)
    for (const service of [a, b]) closers.push(await attachRedisAdapter(service.io as never, redis.url))
  })

  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    for (const closer of closers) await closer.close()
    redis?.stop()
    await stop?.()
  })

  it('delivers a bid accepted on instance A to room and list clients connected to instance B', async () => {
    const seller = await createUser(payload, 'redis-seller@test.example')
    const buyer = await createUser(payload, 'redis-buyer@test.example')
    const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 8_000 })
    const watcher = await createUser(payload, 'redis-watcher@test.example')
    const onB = b.client(watcher.cookie)
    const listOnB = b.client(watcher.cookie)
    await emitWithAck(onB, 'auction:join', { auctionId })
    await new Promise((resolve) => listOnB.emit('lists:join', resolve))
    const received = [onB, listOnB].map((socket) => new Promise<AuctionSnapshot>((resolve) => socket.once('auction:updated', resolve)))
    const reply = await bidHttp(a.base, auctionId, buyer.cookie, { amount: 8_000 })
    expect(reply.status).toBe(201)
    const [room, list] = await Promise.all(received)
    expect(room).toMatchObject({ id: auctionId, current_price: 8_000, bid_count: 1 })
    expect(list).toEqual(room)
  })
})
