import { createAdapter } from '@socket.io/redis-adapter'
import { createClient } from 'redis'
import type { Server } from 'socket.io'

import { REDIS_CLIENT_OPTIONS } from '../lib/redis-options'

/**
 * Plugs socket.io's Redis adapter in, so a broadcast from one service instance reaches the
 * clients connected to every other instance. Returns a handle that closes both connections.
 */
export const attachRedisAdapter = async (io: Server, url: string) => {
  const pub = createClient({ url, ...REDIS_CLIENT_OPTIONS })
  const sub = pub.duplicate()
  await Promise.all([pub.connect(), sub.connect()])
  io.adapter(createAdapter(pub, sub))
  return {
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()])
    },
  }
}
