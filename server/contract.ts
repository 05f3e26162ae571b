import { z } from 'zod'

/**
 * The one contract between the bidding service and its clients (islands, tests): HTTP
 * shapes and socket.io events, typed once and imported by both sides.
 */

export const ZAuctionId = z.union([z.number().int().positive(), z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/)])
export type TAuctionId = z.infer<typeof ZAuctionId>

export const ZJoinAuction = z.object({ auctionId: ZAuctionId })

/** A live view of one auction: what lists and detail pages refresh on every bid. */
export type AuctionSnapshot = {
  id: TAuctionId
  status: string
  current_price: number
  bid_count: number
  end_time: string
  reserve_met: boolean
}

export type Reply<T> = { data: T } | { error: { code: string; message: string } }

export interface ServerToClientEvents {
  'clock:sync': (payload: { serverTime: number }) => void
  'auction:updated': (snapshot: AuctionSnapshot) => void
}

export interface ClientToServerEvents {
  'auction:join': (payload: unknown, ack: (reply: Reply<AuctionSnapshot>) => void) => void
  'auction:leave': (payload: unknown, ack?: (reply: Reply<{ left: true }>) => void) => void
  'clock:get': (ack: (reply: Reply<{ serverTime: number }>) => void) => void
}

export const auctionRoom = (id: TAuctionId) => `auction:${String(id)}`
export const LISTS_ROOM = 'lists'
