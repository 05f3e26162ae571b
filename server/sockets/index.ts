import type { Server, Socket } from 'socket.io'

import type { BiddingService } from '../bidding/bidding-service'
import type { SessionUser } from '../auth/resolve-user'
import {
  type AuctionUpdate,
  auctionRoom,
  type BidAccepted,
  type ClientToServerEvents,
  LISTS_ROOM,
  type Reply,
  type ServerToClientEvents,
  userRoom,
  ZJoinAuction,
  ZPlaceBid,
} from '@core/contract'
import { canSeePrices, maskSnapshot } from '@core/domain/price-visibility'
import { sessionClaims } from '../auth/fresh-bidder'
import { AppError } from '../http/errors'
import type { SocketAccess } from '../realtime/revoke-access'
import { joinAllowance, type SocketLimits } from './limits'
import type { Logger } from '../logger'
import type { AuctionRepository } from '../storage/auction-repository'

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents>
type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents>

/** Built once: zod compiles a schema on first use, which is not free on the bid path. */
const ZPlaceBidStrict = ZPlaceBid.strict()


const errorReply = (err: unknown, logger: Logger, what: string): Reply<never> => {
  if (err instanceof AppError) return { error: { code: err.code, message: err.message, ...err.details } }
  logger.error({ err }, `${what} failed`)
  return { error: { code: 'internal', message: 'An unexpected error occurred' } }
}

/**
 * Socket handlers: validate, ask the domain, reply with {data} or {error}, broadcast. A client
 * joins an auction's room and gets the current snapshot in the acknowledgement, so a reconnect
 * always starts from fresh data. A join costs no database read and no session check of its own:
 * the session was checked when the socket connected, and the snapshot comes from this instance's
 * copy, which the broadcasts keep current (server/realtime/snapshot-cache.ts).
 */
export const registerSocketHandlers = (
  io: IoServer,
  deps: {
    auctions: AuctionRepository
    logger: Logger
    bidding?: BiddingService
    broadcast: (update: AuctionUpdate) => void
    /** Tells the bidder's own sockets the label of their accepted bid. */
    tellBidder?: (userId: number | string, accepted: BidAccepted) => void
    /** The session's user from the handshake headers (Payload's check, uncached). */
    resolveUser: (headers: Socket['handshake']['headers']) => Promise<SessionUser | null>
    /** The same, remembered for a few seconds per session (for reads). */
    readerOf: (headers: Socket['handshake']['headers']) => Promise<SessionUser | null>
    /** Joins per socket (server/sockets/limits.ts). */
    limits?: SocketLimits
  },
) => {
  io.on('connection', (socket: IoSocket) => {
    socket.emit('clock:sync', { serverTime: Date.now() })
    // What a socket may read (rooms with prices) follows the session, checked once per connection
    // from its signed cookie (Payload's check, shared by the sockets of one session for a few
    // seconds): a sign-out, block, KYC revocation, role or email change takes it out of every
    // priced room at once and makes its next join check again (server/realtime/revoke-access.ts,
    // pushed to every instance through Redis); a session that expires sees no price from then on.
    // A bid always checks the session afresh, like the HTTP path.
    const freshUser = deps.bidding ? deps.bidding.freshBidder(socket.handshake.headers) : () => deps.resolveUser(socket.handshake.headers)
    // The session this socket was opened with: a sign-out of that session (or of all) ends its
    // price stream (server/realtime/revoke-access.ts), and from then on it never sees a price.
    const access = socket.data as SocketAccess
    const claims = sessionClaims(socket.handshake.headers)
    access.sessionId = claims.sid
    const viewer = () =>
      (access.viewer ??= deps.readerOf(socket.handshake.headers).then(
        (user) => {
          // No user (a visitor, or a check that failed): asked again at the next join, through the short-lived cache.
          if (!user) access.viewer = undefined
          // A signed-in user's sockets share a room for what is theirs alone (their own bid label),
          // and through it they are found when the user's access changes. Joined whenever a check
          // finds the user, not only the first: a first check that failed (a busy database) must
          // not leave a socket that later joins priced rooms out of reach of a sign-out.
          else if (!access.revoked) void socket.join(userRoom(user.id))
          return user
        },
        () => {
          access.viewer = undefined
          return null
        },
      ))
    const seesPrices = async () => {
      if (access.revoked || (claims.exp !== null && claims.exp * 1000 <= Date.now())) return false
      return canSeePrices(await viewer())
    }
    const joinAllowed = joinAllowance(deps.limits)
    // Checked at once, so a signed-in socket is in its user's room (above) before it asks for anything.
    void viewer()

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
      if (!joinAllowed()) {
        ack({ error: { code: 'rate_limited', message: 'Too many joins in a short time. Please wait a few seconds and try again.' } })
        return
      }
      try {
        const room = auctionRoom(parsed.data.auctionId)
        // Viewers without prices get no room: broadcasts carry prices and are never masked per socket.
        const priced = await seesPrices()
        // Join BEFORE reading: a bid committed between the read and the join would otherwise reach
        // the room without this socket, and a (re)joining client would keep a stale price until the
        // next bid. Now every later bid is either in the snapshot or broadcast to it.
        if (priced) await socket.join(room)
        else await socket.leave(room)
        const snapshot = await deps.auctions.findSnapshot(parsed.data.auctionId)
        if (!snapshot) {
          if (priced) await socket.leave(room)
          ack({ error: { code: 'auction_not_found', message: 'Auction not found.' } })
          return
        }
        ack({ data: priced ? snapshot : maskSnapshot(snapshot) })
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
      const ack = args.at(-1)
      // Over the join limit: refused, and the room stays as it was.
      if (!joinAllowed()) {
        if (typeof ack === 'function') ack({ error: { code: 'rate_limited', message: 'Too many joins in a short time. Please wait a few seconds and try again.' } })
        return
      }
      const joined = await seesPrices()
      if (joined) await socket.join(LISTS_ROOM)
      else await socket.leave(LISTS_ROOM)
      if (typeof ack === 'function') ack({ data: { joined } })
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
        const user = await freshUser()
        const accepted = await bidding.place(user, socket.data.clientIp, parsed.data, deps.broadcast)
        if (user) deps.tellBidder?.(user.id, accepted)
        ack({ data: accepted })
      } catch (err) {
        ack(errorReply(err, deps.logger, 'bid:place'))
      }
    })
  })
}
