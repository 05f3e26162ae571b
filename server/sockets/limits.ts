import type { Socket } from 'socket.io'

import { type LimiterStore, memoryLimiters, take } from '../http/rate-limit'

/**
 * Socket limits. Connections count per client address (socket.io's handshake, the address by the
 * TRUST_PROXY rule, see server/http/client-ip.ts) in the service's limiter store, so across every
 * instance with Redis; joins count per socket in its own memory (no store call on the join path).
 * A reconnect storm is one connection and a few joins per client: it trips neither unless one
 * address opens a great many sockets, which is what the connection limit is for.
 */
export type SocketLimits = { connectPerIp: number; joinsPerSocket: number; windowMs: number }
export const DEFAULT_SOCKET_LIMITS: SocketLimits = { connectPerIp: 120, joinsPerSocket: 200, windowMs: 10_000 }

export const RATE_LIMITED_MESSAGE = 'Too many connections from this address. Please wait a moment and try again.'

/** socket.io middleware: refuses a handshake (connect_error `rate_limited`) over the per-address limit. */
export const limitConnections = (limits: SocketLimits = DEFAULT_SOCKET_LIMITS, store: LimiterStore = memoryLimiters) => {
  const perIp = store.create('socket-connect-ip', limits.connectPerIp, limits.windowMs)
  return (socket: Socket, next: (err?: Error) => void) => {
    const ip = (socket.data as { clientIp?: string }).clientIp
    if (!ip) return next()
    take(perIp, ip).then(
      (taken) => {
        if (taken.allowed) return next()
        // socket.io sends `message` and `data` to the client's connect_error.
        next(Object.assign(new Error(RATE_LIMITED_MESSAGE), { data: { code: 'rate_limited', retry_after_secs: taken.retryAfterSecs } }))
      },
      // The store failed (its own insurance covers Redis): let the connection in.
      () => next(),
    )
  }
}

/** Per socket: true while it has joins left in the current window. */
export const joinAllowance = (limits: SocketLimits = DEFAULT_SOCKET_LIMITS, now: () => number = Date.now) => {
  let windowStart = now()
  let used = 0
  return () => {
    const at = now()
    if (at - windowStart >= limits.windowMs) {
      windowStart = at
      used = 0
    }
    used++
    return used <= limits.joinsPerSocket
  }
}
