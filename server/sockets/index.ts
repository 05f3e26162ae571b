import type { Server } from 'socket.io'

import {
  auctionRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  ZJoinAuction,
} from '../contract'
import type { Logger } from '../logger'
import type { AuctionRepository } from '../storage/auction-repository'

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents>

/**
 * Socket handlers: validate, ask the domain, reply with {data} or {error}. A client joins an
 * auction's room and gets the current snapshot in the acknowledgement, so a reconnect always
 * starts from fresh data.
 */
export const registerSocketHandlers = (io: IoServer, deps: { auctions: AuctionRepository; logger: Logger }) => {
  io.on('connection', (socket) => {
    socket.emit('clock:sync', { serverTime: Date.now() })

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
        deps.logger.error({ err }, 'auction:join failed')
        ack({ error: { code: 'internal', message: 'An unexpected error occurred' } })
      }
    })

    socket.on('auction:leave', async (payload, ack) => {
      const parsed = ZJoinAuction.safeParse(payload)
      if (parsed.success) await socket.leave(auctionRoom(parsed.data.auctionId))
      if (typeof ack === 'function') ack({ data: { left: true } })
    })
  })
}
