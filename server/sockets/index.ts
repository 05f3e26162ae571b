import type { Server, Socket } from 'socket.io'

import type { BiddingService } from '../bidding/bidding-service'
import type { SessionUser } from '../auth/resolve-user'
import {
  type AuctionSnapshot,
  auctionRoom,
  type ClientToServerEvents,
  LISTS_ROOM,
  type Reply,
  type ServerToClientEvents,
  ZJoinAuction,
  ZPlaceBid,
} from '../contract'
import { AppError } from '../http/errors'
import type { Logger } from '../logger'
import type { AuctionRepository } from '../storage/auction-repository'

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents>
type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents>

/** Built once: zod compiles a schema on first use, which is not free on the bid path. */
const ZPlaceBidStrict = ZPlaceBid.strict()

/** How long a socket's resolved user is trusted before the session is checked again. */
const USER_TTL_MS = 30_000

const errorReply = (err: unknown, logger: Logger, what: string): Reply<never> => {
  if (err instanceof AppError) return { error: { code: err.code, message: err.message, ...err.details } }
  logger.error({ err }, `${what} failed`)
  return { error: { code: 'internal', message: 'An unexpected error occurred' } }
}

/**
 * Socket handlers: validate, ask the domain, reply with {data} or {error}, broadcast. A client
 * joins an auction's room and gets the current snapshot in the acknowledgement, so a reconnect
 * always starts from fresh data.
 */
export const registerSocketHandlers = (
  io: IoServer,
  deps: { auctions: AuctionRepository; logger: Logger; bidding?: BiddingService; broadcast: (snapshot: AuctionSnapshot) => void },
) => {
  io.on('connection', (socket: IoSocket) => {
    socket.emit('clock:sync', { serverTime: Date.now() })
    let session: { user: SessionUser | null; at: number } | null = null
    const currentUser = async () => {
      if (!deps.bidding) return null
      if (!session || Date.now() - session.at > USER_TTL_MS) {
        session = { user: await deps.bidding.resolveUser(socket.handshake.headers), at: Date.now() }
      }
      return session.user
    }

    socket.on('clock:get', (ack) => {
      if (typeof ack === 'function') ack({ data: { serverTime: Date.now() } })
    })

    socket.on('auction:join', async (payload, ack) => {
      if (typeof ack !== 'function') return
      const parsed = ZJoinAuction.safeParse(payload)
      if (!parsed.success) {
        ack({ error: { code: 'invalid_request', message: 'auctionId is required.' } })
        return
      }
      try {
        const snapshot = await deps.auctions.findSnapshot(parsed.data.auctionId)
        if (!snapshot) {
          ack({ error: { code: 'auction_not_found', message: 'Auction not found.' } })
          return
        }
        await socket.join(auctionRoom(parsed.data.auctionId))
        ack({ data: snapshot })
      } catch (err) {
        ack(errorReply(err, deps.logger, 'auction:join'))
      }
    })

    socket.on('auction:leave', async (payload, ack) => {
      const parsed = ZJoinAuction.safeParse(payload)
      if (parsed.success) await socket.leave(auctionRoom(parsed.data.auctionId))
      if (typeof ack === 'function') ack({ data: { left: true } })
    })

    // The acknowledgement is the last argument, also when a client sends an (empty) payload first.
    socket.on('lists:join', async (...args: unknown[]) => {
      await socket.join(LISTS_ROOM)
      const ack = args.at(-1)
      if (typeof ack === 'function') ack({ data: { joined: true } })
    })

    socket.on('bid:place', async (payload, ack) => {
      if (typeof ack !== 'function') return
      const bidding = deps.bidding
      if (!bidding) {
        ack({ error: { code: 'internal', message: 'Bidding is not available.' } })
        return
      }
      const parsed = ZPlaceBidStrict.safeParse(payload)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        ack({ error: { code: 'invalid_request', message: `${issue?.path.join('.') || 'payload'}: ${issue?.message ?? 'Invalid request'}` } })
        return
      }
      try {
        const user = await currentUser()
        ack({ data: await bidding.place(user, socket.data.clientIp, parsed.data, deps.broadcast) })
      } catch (err) {
        ack(errorReply(err, deps.logger, 'bid:place'))
      }
    })
  })
}
