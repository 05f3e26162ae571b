import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { io as connect, type Socket } from 'socket.io-client'

import { createApplication } from '../../../server/app'
import type { BiddingDeps } from '../../../server/bidding/bidding-service'
import { bidStoreFor, createBidding } from '../../../server/bidding/create-bidding'
import { createSettingsSource } from '../../../server/settings/settings'
import type { ClientToServerEvents, ServerToClientEvents } from '@core/contract'
import { createLogger } from '../../../server/logger'
import { sessionCookie } from './session'
import { createPayloadAuctionRepository } from '../../../server/storage/auction-repository'

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>
export const PASSWORD = 'bid-test-1234'

/**
 * Payload accepts its session cookie only from the site's origin (csrf list) or, without an
 * Origin header, with a same-origin Sec-Fetch-Site; the tests send what a browser sends.
 */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

/** A user in a given bidding state, with a session cookie from a real Payload login. */
export const createUser = async (
  payload: Payload,
  email: string,
  state: { confirmed?: boolean; kyc?: string; blocked?: boolean; language?: 'en' | 'de' } = {},
) => {
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      password: PASSWORD,
      email_confirmed_at: state.confirmed === false ? null : new Date().toISOString(),
      kyc_status: (state.kyc ?? 'approved') as 'approved',
      language: state.language ?? 'en',
      blocked: state.blocked ?? false,
    },
    overrideAccess: true,
  })
  return { id: user.id as number, email, cookie: await sessionCookie(payload, email, PASSWORD) }
}

export const createAuction = async (
  payload: Payload,
  input: { sellerId?: number; reserve?: number; startPrice?: number; endInMs?: number; status?: string; startInMs?: number; bidIncrement?: number; antiSnipingWindowSecs?: number },
) => {
  const listing = await payload.create({
    collection: 'listings',
    data: {
      title: `Komatsu PC210 #${Math.random().toString(36).slice(2, 8)}`,
      category: 'excavators',
      brand: 'Komatsu',
      model: 'PC210',
      year: 2019,
      hours: 5400,
      location_city: 'Köln',
      location_country: 'DE',
      status: 'live',
      seller: input.sellerId,
      reserve_price: input.reserve,
    } as never,
    overrideAccess: true,
  })
  const now = Date.now()
  const auction = await payload.create({
    collection: 'auctions',
    data: {
      listing: listing.id,
      status: (input.status ?? 'LIVE') as 'LIVE',
      // An hour before now, or before the end when that is further back (an auction ends after it starts).
      start_time: new Date(now + (input.startInMs ?? Math.min(-3_600_000, (input.endInMs ?? 3_600_000) - 3_600_000))).toISOString(),
      end_time: new Date(now + (input.endInMs ?? 3_600_000)).toISOString(),
      start_price: input.startPrice ?? 10_000,
      current_price: input.startPrice ?? 10_000,
      bid_count: 0,
      bid_increment: input.bidIncrement,
      anti_sniping_window_secs: input.antiSnipingWindowSecs,
    },
    overrideAccess: true,
  })
  return { auctionId: auction.id as number, listingId: listing.id as number }
}

/** One bidding service instance on a random port. */
export const startService = async (payload: Payload, options: Partial<BiddingDeps> = {}) => {
  const server: Server = createServer()
  const repository = createPayloadAuctionRepository(payload)
  const store = options.store ?? bidStoreFor(payload)
  const bidding = createBidding(payload, { rateLimits: { perUser: 10_000, perIp: 10_000, windowMs: 10_000 }, ...options, store })
  const { io } = createApplication(server, { logger: createLogger('silent'), auctions: repository, probe: repository, bidding, invoices: { payload, settings: createSettingsSource(payload), resolveUser: bidding.resolveUser } })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clients: Client[] = []
  return {
    base,
    io,
    client(cookie?: string) {
      const socket: Client = connect(base, { transports: ['websocket'], forceNew: true, extraHeaders: cookie ? { cookie, ...SAME_ORIGIN } : {} })
      clients.push(socket)
      return socket
    },
    async stop() {
      for (const socket of clients) socket.close()
      await io.close()
      // The store this helper opened; one passed in belongs to the caller.
      if (!options.store) await store.close?.()
    },
  }
}

export const bidHttp = (base: string, auctionId: number, cookie: string, body: Record<string, unknown>) =>
  fetch(`${base}/svc/auctions/${auctionId}/bids`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...SAME_ORIGIN },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: await response.json() }))

/** A GET as a browser on the site sends it, with the session cookie when given. */
export const readJson = async (url: string, cookie?: string) =>
  (await fetch(url, { headers: cookie ? { cookie, ...SAME_ORIGIN } : SAME_ORIGIN })).json()

export const emitWithAck = <T>(socket: Client, event: 'bid:place' | 'auction:join', payload: unknown) =>
  new Promise<T>((resolve) => (socket.emit as (e: string, p: unknown, ack: (reply: T) => void) => void)(event, payload, resolve))
