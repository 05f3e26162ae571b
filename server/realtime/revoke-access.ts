import type { Server } from 'socket.io'

import { endsSessions, type TAccessChange } from '@core/auth/access-change'
import { LISTS_ROOM, userRoom } from '@core/contract'
import type { SessionUser } from '../auth/resolve-user'
import type { Logger } from '../logger'
import { createFanOut } from './fan-out'

/** The server-side event every other instance receives (socket.io's serverSideEmit over Redis). */
const EVENT = 'mm:access-changed'

/** What a socket remembers of its handshake (set in server/sockets/index.ts). */
export type SocketAccess = {
  /** The Payload session id the socket was opened with (null for tokens without one). */
  sessionId?: string | null
  /** Set when that session ended: this socket never joins a room with prices again. */
  revoked?: boolean
  /** The session's user, checked once per connection; forgotten on an access change, so the next join checks again. */
  viewer?: Promise<SessionUser | null>
}

/** Rooms whose broadcasts carry prices: every auction's room and the lists room. */
const isPriceRoom = (room: string) => room === LISTS_ROOM || room.startsWith('auction:')

/**
 * Ends a user's price stream on every instance. On each instance: the user's cached
 * session answers are forgotten (the next read asks Payload), and each of their sockets concerned
 * (all, one session's, or all but one session's) leaves every room with prices and gets
 * `auth:changed`; a socket whose session ended is marked, so it never joins a priced room again.
 * The instance that was told does this itself and then asks the others through the Redis adapter,
 * waiting (at most `peerTimeoutMs`) for each to confirm, so the answer of the request that caused
 * it comes after every socket on every instance was downgraded. Resolves with the number of sockets
 * downgraded here and the instances that confirmed.
 */
export const createAccessRevocation = (
  io: Server,
  deps: { forgetUser: (userId: string) => void; logger: Logger; peerTimeoutMs?: number },
) => {
  const applyHere = (userId: unknown, change: unknown): number => {
    // What another instance sent is checked like any input.
    if (typeof userId !== 'string' || !change || typeof change !== 'object') return 0
    const { reason, session_id, except_session_id } = change as TAccessChange
    deps.forgetUser(userId)
    const room = userRoom(userId)
    const members = io.sockets.adapter.rooms.get(room)
    let downgraded = 0
    for (const id of [...(members ?? [])]) {
      const socket = io.sockets.sockets.get(id)
      if (!socket) continue
      const access = socket.data as SocketAccess
      if (session_id && access.sessionId !== session_id) continue
      if (except_session_id && access.sessionId === except_session_id) continue
      access.viewer = undefined
      if (endsSessions(reason)) {
        access.revoked = true
        // What is the user's alone (their bid labels) is not for a signed-out browser either.
        void socket.leave(room)
      }
      for (const joined of [...socket.rooms]) if (isPriceRoom(joined)) void socket.leave(joined)
      socket.emit('auth:changed', { reason, reconnect: true })
      downgraded++
    }
    return downgraded
  }

  // Redis away or an instance not answering: those sockets keep their rooms until their next
  // join or bid, which check the session afresh (README, "Security model").
  const everywhere = createFanOut(io, EVENT, applyHere, {
    logger: deps.logger,
    peerTimeoutMs: deps.peerTimeoutMs,
    describe: (userId, change) => ({ userId, reason: (change as TAccessChange).reason }),
  })

  return async (userId: number | string, change: TAccessChange): Promise<{ downgraded: number; peers: number }> => {
    const { here, peers } = await everywhere(String(userId), change)
    return { downgraded: here, peers }
  }
}

export type RevokeAccess = ReturnType<typeof createAccessRevocation>
