import type { Server } from 'socket.io'

import type { Logger } from '../logger'

/**
 * One thing every service instance must do at once (end a user's price stream, forget the cached
 * settings): this instance does it, then asks the others through socket.io's serverSideEmit over
 * the Redis adapter and waits (at most `peerTimeoutMs`) for each to confirm. `applyHere` gets the
 * arguments as sent; it checks them itself (another instance's message is data) and returns how
 * many things it changed. Resolves with that count here and the number of instances that confirmed.
 */
export const createFanOut = <Args extends unknown[]>(
  io: Server,
  event: string,
  applyHere: (...args: Args) => number,
  deps: { logger: Logger; peerTimeoutMs?: number; describe?: (...args: Args) => Record<string, unknown> },
) => {
  const peerTimeoutMs = deps.peerTimeoutMs ?? 1_500

  // Another instance was told: do the same here and confirm.
  io.on(event, (...received: unknown[]) => {
    const ack = received.pop()
    let count = 0
    try {
      count = applyHere(...(received as Args))
    } catch (err) {
      deps.logger.warn({ err, event }, 'an instance message could not be applied')
    }
    if (typeof ack === 'function') ack(count)
  })

  return async (...args: Args): Promise<{ here: number; peers: number }> => {
    const here = applyHere(...args)
    let timer: NodeJS.Timeout | undefined
    try {
      const replies = await Promise.race([
        (async () => {
          // One instance alone (the in-memory adapter counts 1): nobody else to tell.
          if ((await io.of('/').adapter.serverCount()) <= 1) return []
          return io.serverSideEmitWithAck(event, ...args)
        })(),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`not every instance confirmed within ${peerTimeoutMs} ms`)), peerTimeoutMs)
        }),
      ])
      return { here, peers: replies.length }
    } catch (err) {
      deps.logger.warn({ err, event, ...deps.describe?.(...args) }, 'not every instance confirmed')
      return { here, peers: 0 }
    } finally {
      clearTimeout(timer)
    }
  }
}
