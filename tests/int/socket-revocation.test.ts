import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { io as connect } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AuctionSnapshot, AuctionUpdate, MaskedSnapshot, Reply } from '@core/contract'
import { createApplication } from '../../server/app'
import { resolveUser } from '../../server/auth/resolve-user'
import { createBidding } from '../../server/bidding/create-bidding'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { bidHttp, type Client, createAuction, createUser, emitWithAck, PASSWORD, SAME_ORIGIN } from './helpers/bidding'
import { serveEndpoints, startPayload } from './helpers/payload'
import { sessionCookie } from './helpers/session'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'

type AuthChanged = { reason: string; reconnect: boolean }

/**
 * Issue #24: a socket that joined an auction's room with prices loses them the moment its session
 * ends or its account may see less. For each event: the socket joins, the event happens through
 * its real door (the service's route, Payload's REST, or the update every KYC decision makes), a
 * rival bids, and the socket gets no price. The event's answer comes only after the socket was
 * downgraded, so "the next bid" is any bid after that answer: no waiting, no timing.
 */
describe('price streams end with the session or the right to see prices', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Server
  let cms: Server
  let io: ReturnType<typeof createApplication>['io']
  let base: string
  let cmsBase: string
  let auctionId: number
  let rival: Awaited<ReturnType<typeof createUser>>
  let admin: { id: number; cookie: string }
  let price = 30_000
  const sockets: Client[] = []
  const failOnce = new Set<string>()

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    ;({ server: cms, base: cmsBase } = await serveEndpoints(payload))
    service = createServer()
    const repository = createPayloadAuctionRepository(payload)
    // Payload's real session check, made to fail once for a session the test names (a busy database).
    const bidding = createBidding(payload, {
      rateLimits: { perUser: 10_000, perIp: 10_000, windowMs: 10_000 },
      resolveUser: (headers) => {
        const cookie = String(headers.cookie ?? '')
        if (failOnce.has(cookie)) {
          failOnce.delete(cookie)
          return Promise.reject(new Error('SQLITE_BUSY: database is locked'))
        }
        return resolveUser(payload, headers)
      },
    })
    ;({ io } = createApplication(service, { logger: createLogger('silent'), auctions: repository, probe: repository, bidding, payload }))
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
    // How the CMS finds the service (cms/ops/notify-service.ts).
    process.env.SERVICE_URL = base

    rival = await createUser(payload, 'revocation-rival@int.test')
    ;({ auctionId } = await createAuction(payload, { startPrice: price }))
    const staff = await payload.create({
      collection: 'users',
      data: { email: 'revocation-admin@int.test', password: PASSWORD, roles: ['admin'], email_confirmed_at: new Date().toISOString() },
      overrideAccess: true,
    })
    admin = { id: staff.id as number, cookie: await sessionCookie(payload, 'revocation-admin@int.test', PASSWORD) }
  })

  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await io?.close()
    cms?.closeAllConnections()
    await new Promise((resolve) => cms?.close(resolve))
    delete process.env.SERVICE_URL
    await stop?.()
  })

  /** A signed-in socket that joined the auction with prices, and what it receives from then on. */
  const watcher = async (cookie: string) => {
    const socket: Client = connect(base, { transports: ['websocket'], forceNew: true, extraHeaders: { cookie, ...SAME_ORIGIN } })
    sockets.push(socket)
    const prices: number[] = []
    const changes: AuthChanged[] = []
    socket.on('auction:updated', (update: AuctionUpdate) => {
      if (typeof update.current_price === 'number') prices.push(update.current_price)
    })
    ;(socket as unknown as { on(event: string, listener: (payload: AuthChanged) => void): void }).on('auth:changed', (payload) => changes.push(payload))
    const joined = await emitWithAck<Reply<AuctionSnapshot>>(socket, 'auction:join', { auctionId })
    expect(joined).toEqual({ data: expect.objectContaining({ id: auctionId, current_price: expect.any(Number) }) })
    return { socket, prices, changes }
  }

  /**
   * The rival's next bid, then one round trip on each socket: messages on one connection arrive
   * in order, and the broadcast went out before the bid's answer, so after the round trip every
   * broadcast a socket was sent has arrived.
   */
  const rivalBids = async (...watching: Client[]) => {
    control ??= await watcher(rival.cookie)
    price += 1_000
    const placed = await bidHttp(base, auctionId, rival.cookie, { amount: price })
    expect(placed.status).toBe(201)
    for (const socket of [...watching, control.socket]) await new Promise((resolve) => socket.emit('clock:get', resolve))
    // The broadcast did go out: a socket whose access did not change got it.
    expect(control.prices).toContain(price)
    return price
  }
  let control: Awaited<ReturnType<typeof watcher>> | undefined

  const newUser = async (email: string) => {
    const user = await createUser(payload, email)
    return user
  }

  it('sign-out everywhere ends every socket of the user (answered only once they are downgraded)', async () => {
    const user = await newUser('revoke-everywhere@int.test')
    const laptop = await watcher(user.cookie)
    const phone = await watcher(await sessionCookie(payload, user.email, PASSWORD))
    // Before: both get prices.
    const before = await rivalBids(laptop.socket, phone.socket)
    expect(laptop.prices).toContain(before)
    expect(phone.prices).toContain(before)

    const response = await fetch(`${base}/svc/account/sign-out-everywhere`, { method: 'POST', headers: { cookie: user.cookie, ...SAME_ORIGIN, 'content-type': 'application/json' }, body: '{}' })
    expect(response.status).toBe(200)
    const after = await rivalBids(laptop.socket, phone.socket)
    expect(laptop.prices).not.toContain(after)
    expect(phone.prices).not.toContain(after)
    expect(laptop.changes).toEqual([{ reason: 'sessions_revoked', reconnect: true }])
    expect(phone.changes).toEqual([{ reason: 'sessions_revoked', reconnect: true }])
    // Joining again on the same connection gets the teaser, not the room.
    const rejoined = await emitWithAck<Reply<MaskedSnapshot>>(laptop.socket, 'auction:join', { auctionId })
    expect(rejoined).toEqual({ data: { id: auctionId, status: 'LIVE', masked: true } })
    const later = await rivalBids(laptop.socket)
    expect(laptop.prices).not.toContain(later)
  })

  it('a socket whose first session check failed is still reached by a sign-out once it joined with prices', async () => {
    const user = await newUser('revoke-after-failed-check@int.test')
    // The handshake's check fails; the join checks again, finds the user and shows prices.
    failOnce.add(user.cookie)
    const laptop = await watcher(user.cookie)
    expect(failOnce.has(user.cookie)).toBe(false)
    const before = await rivalBids(laptop.socket)
    expect(laptop.prices).toContain(before)

    const response = await fetch(`${base}/svc/account/sign-out-everywhere`, { method: 'POST', headers: { cookie: user.cookie, ...SAME_ORIGIN, 'content-type': 'application/json' }, body: '{}' })
    expect(response.status).toBe(200)
    const after = await rivalBids(laptop.socket)
    expect(laptop.prices).not.toContain(after)
    expect(laptop.changes).toEqual([{ reason: 'sessions_revoked', reconnect: true }])
  })

  it('signing out one session ends that session’s sockets only', async () => {
    const user = await newUser('revoke-one@int.test')
    const signingOut = await watcher(user.cookie)
    const otherCookie = await sessionCookie(payload, user.email, PASSWORD)
    const other = await watcher(otherCookie)

    const response = await fetch(`${cmsBase}/api/users/logout`, { method: 'POST', headers: { cookie: user.cookie, origin: PUBLIC_ORIGIN } })
    expect(response.status).toBe(200)
    const after = await rivalBids(signingOut.socket, other.socket)
    expect(signingOut.prices).not.toContain(after)
    expect(signingOut.changes).toEqual([{ reason: 'signed_out', reconnect: true }])
    // The other device's session is still open: it keeps its prices.
    expect(other.prices).toContain(after)
    expect(other.changes).toEqual([])
    const rejoined = await emitWithAck<Reply<MaskedSnapshot>>(signingOut.socket, 'auction:join', { auctionId })
    expect(rejoined).toEqual({ data: expect.objectContaining({ masked: true }) })
  })

  it('a withdrawn KYC approval ends the stream until the socket joins again', async () => {
    const user = await newUser('revoke-kyc@int.test')
    const watching = await watcher(user.cookie)
    // What every KYC decision does to the account (cms/collections/Kyc/hooks/syncUserKycStatus.ts).
    await payload.update({ collection: 'users', id: user.id, data: { kyc_status: 'rejected' }, overrideAccess: true })
    const after = await rivalBids(watching.socket)
    expect(watching.prices).not.toContain(after)
    expect(watching.changes).toContainEqual({ reason: 'kyc_revoked', reconnect: true })
  })

  it('a change of staff roles ends the stream until the socket joins again', async () => {
    // A confirmed account (it sees prices) whose KYC is still pending: a staff role is never given
    // to an account with an approved KYC record or live bids (separation of duties).
    const user = await createUser(payload, 'revoke-roles@int.test', { kyc: 'pending_review' })
    const watching = await watcher(user.cookie)
    const response = await fetch(`${cmsBase}/api/users/${user.id}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, origin: PUBLIC_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ roles: ['editor'] }),
    })
    expect(response.status).toBe(200)
    const after = await rivalBids(watching.socket)
    expect(watching.prices).not.toContain(after)
    expect(watching.changes).toContainEqual({ reason: 'roles_changed', reconnect: true })
  })

  it('an email change (unconfirmed again) ends the stream, and joining again gets the teaser', async () => {
    const user = await newUser('revoke-email@int.test')
    const watching = await watcher(user.cookie)
    const response = await fetch(`${cmsBase}/api/users/${user.id}`, {
      method: 'PATCH',
      headers: { cookie: user.cookie, origin: PUBLIC_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'revoke-email-new@int.test' }),
    })
    expect(response.status).toBe(200)
    const after = await rivalBids(watching.socket)
    expect(watching.prices).not.toContain(after)
    expect(watching.changes).toContainEqual({ reason: 'email_changed', reconnect: true })
    const rejoined = await emitWithAck<Reply<MaskedSnapshot>>(watching.socket, 'auction:join', { auctionId })
    expect(rejoined).toEqual({ data: expect.objectContaining({ masked: true }) })
    const later = await rivalBids(watching.socket)
    expect(watching.prices).not.toContain(later)
  })

  it('a block ends the stream for good on that connection', async () => {
    const user = await newUser('revoke-block@int.test')
    const watching = await watcher(user.cookie)
    const response = await fetch(`${cmsBase}/api/users/${user.id}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, origin: PUBLIC_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ blocked: true }),
    })
    expect(response.status).toBe(200)
    const after = await rivalBids(watching.socket)
    expect(watching.prices).not.toContain(after)
    expect(watching.changes).toEqual([{ reason: 'blocked', reconnect: true }])
    const rejoined = await emitWithAck<Reply<MaskedSnapshot>>(watching.socket, 'auction:join', { auctionId })
    expect(rejoined).toEqual({ data: expect.objectContaining({ masked: true }) })
  })

  it('the internal notice needs the internal token and a valid body', async () => {
    const guessed = await fetch(`${base}/svc/internal/users/1/access-changed`, { method: 'POST', headers: { 'x-internal-token': 'guess', 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'signed_out' }) })
    expect(guessed.status).toBe(403)
    const { internalToken } = await import('@core/auth/internal-token')
    const bad = await fetch(`${base}/svc/internal/users/1/access-changed`, { method: 'POST', headers: { 'x-internal-token': internalToken(payload.secret), 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'nope' }) })
    expect(bad.status).toBe(400)
  })
})
