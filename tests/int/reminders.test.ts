import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ReminderEntry, ReminderList } from '@core/contract'
import { sqliteFile } from '../../cms/db'
import { createApplication } from '../../server/app'
import { bidStoreFor, createBidding } from '../../server/bidding/create-bidding'
import { runAuctionClock } from '../../server/bidding/run-auction-clock'
import { sendDueReminders } from '../../server/notifications/send-reminders'
import { createSettingsSource } from '../../server/settings/settings'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { createSqliteBidStore } from '../../server/storage/sqlite-bid-store'
import { bidHttp, createAuction, createUser, SAME_ORIGIN } from './helpers/bidding'
import { startPayload } from './helpers/payload'

type Answer<T> = { status: number; body: { data?: T; error?: { code: string; message: string } } }
const MIN = 60_000

/**
 * "Remind me" and "Add to calendar" (issue #16, section 3): /svc/reminders with access checks, the
 * calendar file, the clock sending each due reminder once across two instances (not for cancelled
 * or ended auctions, against the current end time), and the watched-auction setting.
 */
describe('reminders and calendar', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Server
  let io: ReturnType<typeof createApplication>['io']
  let closeStore: () => Promise<void> | void
  let base: string
  let buyer: Awaited<ReturnType<typeof createUser>>
  let other: Awaited<ReturnType<typeof createUser>>
  let german: Awaited<ReturnType<typeof createUser>>
  let unconfirmed: Awaited<ReturnType<typeof createUser>>
  const logger = createLogger('silent')

  const call = async <T>(method: string, path: string, cookie = '', body?: unknown): Promise<Answer<T>> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  const mine = async (cookie: string) => (await call<ReminderList>('GET', '/svc/reminders', cookie)).body.data as ReminderList
  const remindersOf = (userId: number, auctionId: number) =>
    payload.find({ collection: 'reminders', where: { and: [{ user: { equals: userId } }, { auction: { equals: auctionId } }] }, overrideAccess: true, depth: 0 }).then((found) => found.docs)
  const reminderNotices = (userId: number) =>
    payload.find({ collection: 'notifications', where: { and: [{ user: { equals: userId } }, { type: { equals: 'reminder' } }] }, overrideAccess: true, depth: 0, limit: 100 }).then((found) => found.docs)
  const reminderMails = (email: string) =>
    payload.find({ collection: 'email-logs', where: { and: [{ to: { equals: email } }, { template: { equals: 'auction-reminder' } }] }, overrideAccess: true, limit: 100 }).then((found) => found.docs)

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    // A late bid moves the end 30 minutes on (the anti-sniping extension test below).
    await payload.updateGlobal({ slug: 'settings', data: { anti_sniping_extension_secs: 1800 }, overrideAccess: true })
    buyer = await createUser(payload, 'remind-buyer@int.test')
    other = await createUser(payload, 'remind-other@int.test')
    german = await createUser(payload, 'remind-de@int.test', { language: 'de' })
    unconfirmed = await createUser(payload, 'remind-unconfirmed@int.test', { confirmed: false })
    service = createServer()
    const repository = createPayloadAuctionRepository(payload)
    const store = bidStoreFor(payload)
    closeStore = () => store.close?.()
    const bidding = createBidding(payload, { store, rateLimits: { perUser: 10_000, perIp: 10_000, windowMs: 10_000 } })
    ;({ io } = createApplication(service, { logger, auctions: repository, probe: repository, payload, catalog: createCatalogRepository(payload), bidding, publicUrl: 'https://market.example' }))
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await io?.close()
    await closeStore?.()
    await stop?.()
  })

  describe('/svc/reminders', () => {
    it('answers 401 when signed out and 403 to an account that may not see the timing', async () => {
      const { auctionId } = await createAuction(payload, {})
      for (const [method, path] of [['GET', '/svc/reminders'], ['PUT', `/svc/reminders/${auctionId}`], ['DELETE', `/svc/reminders/${auctionId}`]]) {
        const answer = await call(method, path, '', method === 'PUT' ? {} : undefined)
        expect(answer.status, `${method} ${path}`).toBe(401)
      }
      const refused = await call('PUT', `/svc/reminders/${auctionId}`, unconfirmed.cookie, {})
      expect(refused).toEqual({ status: 403, body: { error: { code: 'prices_hidden', message: 'Log in to see live prices and bid.' } } })
    })

    it('sets a reminder (default 1 h), changes its lead time, lists it and removes it', async () => {
      const { auctionId } = await createAuction(payload, { endInMs: 5 * 3_600_000 })
      const created = await call<ReminderEntry>('PUT', `/svc/reminders/${auctionId}`, buyer.cookie, {})
      expect(created).toEqual({ status: 201, body: { data: { auction_id: auctionId, lead_minutes: 60, source: 'manual', sent_at: null } } })
      const changed = await call<ReminderEntry>('PUT', `/svc/reminders/${auctionId}`, buyer.cookie, { lead_minutes: 15 })
      expect(changed.status).toBe(200)
      expect(changed.body.data?.lead_minutes).toBe(15)
      expect((await mine(buyer.cookie)).items).toContainEqual({ auction_id: auctionId, lead_minutes: 15, source: 'manual', sent_at: null })
      expect((await mine(buyer.cookie)).default_lead_minutes).toBe(60)
      expect(await remindersOf(buyer.id, auctionId)).toHaveLength(1)
      expect((await call('DELETE', `/svc/reminders/${auctionId}`, buyer.cookie)).status).toBe(200)
      expect(await remindersOf(buyer.id, auctionId)).toHaveLength(0)
      expect((await call('DELETE', `/svc/reminders/${auctionId}`, buyer.cookie)).status).toBe(404)
    })

    it('refuses lead times other than 15, 60, 180 and 1440 minutes and unknown fields (400)', async () => {
      const { auctionId } = await createAuction(payload, {})
      for (const body of [{ lead_minutes: 30 }, { lead_minutes: 'soon' }, { lead_minutes: 60, user: other.id }]) {
        expect((await call('PUT', `/svc/reminders/${auctionId}`, buyer.cookie, body)).status, JSON.stringify(body)).toBe(400)
      }
      expect((await call('PUT', '/svc/reminders/not-an-id!', buyer.cookie, {})).status).toBe(400)
      expect(await remindersOf(buyer.id, auctionId)).toHaveLength(0)
    })

    it("keeps another user's reminders invisible and unchangeable", async () => {
      const { auctionId } = await createAuction(payload, { endInMs: 5 * 3_600_000 })
      await call('PUT', `/svc/reminders/${auctionId}`, buyer.cookie, { lead_minutes: 180 })
      expect((await mine(other.cookie)).items.map((item) => item.auction_id)).not.toContain(auctionId)
      // Their DELETE finds nothing of theirs; their PUT makes their own reminder, never changes the buyer's.
      expect((await call('DELETE', `/svc/reminders/${auctionId}`, other.cookie)).status).toBe(404)
      expect((await call('PUT', `/svc/reminders/${auctionId}`, other.cookie, { lead_minutes: 15 })).status).toBe(201)
      const [own] = await remindersOf(buyer.id, auctionId)
      expect(own).toMatchObject({ lead_minutes: 180 })
      // Payload's REST and Local API with access on: the other user reads and changes nothing of the buyer's.
      const asOther = await payload.find({ collection: 'reminders', where: { user: { equals: buyer.id } }, user: { ...(await payload.findByID({ collection: 'users', id: other.id, overrideAccess: true })), collection: 'users' }, overrideAccess: false })
      expect(asOther.totalDocs).toBe(0)
      const otherUser = { ...(await payload.findByID({ collection: 'users', id: other.id, overrideAccess: true })), collection: 'users' as const }
      await expect(payload.update({ collection: 'reminders', id: own.id, data: { lead_minutes: 15 }, user: otherUser, overrideAccess: false })).rejects.toThrow()
      await expect(payload.delete({ collection: 'reminders', id: own.id, user: otherUser, overrideAccess: false })).rejects.toThrow()
      // Nor can an owner mark their own reminder sent or change its source.
      const buyerUser = { ...(await payload.findByID({ collection: 'users', id: buyer.id, overrideAccess: true })), collection: 'users' as const }
      const updated = await payload.update({ collection: 'reminders', id: own.id, data: { sent_at: new Date().toISOString(), source: 'watchlist' }, user: buyerUser, overrideAccess: false })
      expect(updated).toMatchObject({ sent_at: null, source: 'manual' })
    })

    it('refuses ended, cancelled and past auctions (409 or 404) and unknown ones (404)', async () => {
      const ended = await createAuction(payload, { status: 'ENDED', endInMs: -MIN })
      expect((await call('PUT', `/svc/reminders/${ended.auctionId}`, buyer.cookie, {})).body.error?.code).toBe('auction_over')
      const past = await createAuction(payload, { endInMs: -1_000 })
      expect((await call('PUT', `/svc/reminders/${past.auctionId}`, buyer.cookie, {})).status).toBe(409)
      // Cancelled auctions are not public: unknown to a buyer.
      const cancelled = await createAuction(payload, { status: 'CANCELLED' })
      expect((await call('PUT', `/svc/reminders/${cancelled.auctionId}`, buyer.cookie, {})).status).toBe(404)
      expect((await call('PUT', '/svc/reminders/999999', buyer.cookie, {})).status).toBe(404)
    })
  })

  describe('GET /svc/auctions/:id/calendar.ics', () => {
    it('serves the end time in UTC as an attachment, in the requested language', async () => {
      const { auctionId } = await createAuction(payload, { endInMs: 2 * 3_600_000 })
      const auction = await payload.findByID({ collection: 'auctions', id: auctionId, overrideAccess: true, depth: 0 })
      const response = await fetch(`${base}/svc/auctions/${auctionId}/calendar.ics?locale=de`, { headers: { ...SAME_ORIGIN, cookie: buyer.cookie } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="auction-${auctionId}.ics"`)
      const text = (await response.text()).replace(/\r\n /g, '')
      const utc = new Date(auction.end_time).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
      expect(text).toContain(`\r\nDTEND:${utc}\r\n`)
      expect(text).toContain('\r\nSUMMARY:Auktionsende: Komatsu PC210')
      expect(text).toMatch(/\r\nURL:https:\/\/market\.example\/de\/auctions\/[^\r]+\r\n/)
      expect(text).toMatch(/\r\nDESCRIPTION:Die Auktion endet am [^\r]*(MEZ|MESZ)/)
    })

    it('answers 401 to visitors and 403 to unconfirmed accounts (the end time is masked like prices), 404 for unknown or non-public auctions', async () => {
      const { auctionId } = await createAuction(payload, {})
      expect((await fetch(`${base}/svc/auctions/${auctionId}/calendar.ics`, { headers: SAME_ORIGIN })).status).toBe(401)
      expect((await fetch(`${base}/svc/auctions/${auctionId}/calendar.ics`, { headers: { ...SAME_ORIGIN, cookie: unconfirmed.cookie } })).status).toBe(403)
      const cancelled = await createAuction(payload, { status: 'CANCELLED' })
      expect((await fetch(`${base}/svc/auctions/${cancelled.auctionId}/calendar.ics`, { headers: { ...SAME_ORIGIN, cookie: buyer.cookie } })).status).toBe(404)
      expect((await fetch(`${base}/svc/auctions/999999/calendar.ics`, { headers: { ...SAME_ORIGIN, cookie: buyer.cookie } })).status).toBe(404)
    })
  })

  describe('sending (the auction clock)', () => {
    it('sends a due reminder exactly once with two clocks racing: one notification and one email in the user’s language', async () => {
      const storeA = createSqliteBidStore(sqliteFile())
      const storeB = createSqliteBidStore(sqliteFile())
      try {
        const { auctionId } = await createAuction(payload, { endInMs: 30 * MIN })
        expect((await call('PUT', `/svc/reminders/${auctionId}`, german.cookie, { lead_minutes: 60 })).status).toBe(201)
        const settings = createSettingsSource(payload)
        const runs = await Promise.all(
          Array.from({ length: 6 }, (_, i) => sendDueReminders({ payload, store: i % 2 ? storeB : storeA, settings, logger, siteUrl: 'https://market.example' })),
        )
        expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(1)
        const notices = await reminderNotices(german.id)
        expect(notices).toHaveLength(1)
        expect(notices[0]).toMatchObject({ title: expect.stringMatching(/^Endet bald: Komatsu PC210/), link: expect.stringMatching(/^https:\/\/market\.example\/de\/auctions\//) })
        expect(notices[0].body).toMatch(/endet am \d\d\.\d\d\.\d{4}, \d\d:\d\d (MEZ|MESZ)/)
        const mails = await reminderMails(german.email)
        expect(mails).toHaveLength(1)
        expect(mails[0]).toMatchObject({ language: 'de', subject: expect.stringMatching(/^Endet bald/) })
        const [row] = await remindersOf(german.id, auctionId)
        expect(row.sent_at).toBeTruthy()
        // Later ticks send nothing more.
        expect(await sendDueReminders({ payload, store: storeA, settings, logger })).toBe(0)
        expect(await reminderNotices(german.id)).toHaveLength(1)
      } finally {
        await storeA.close()
        await storeB.close()
      }
    })

    it('runs in the clock: two instances’ clocks send it once', async () => {
      const storeA = createSqliteBidStore(sqliteFile())
      const storeB = createSqliteBidStore(sqliteFile())
      const before = (await reminderNotices(buyer.id)).length
      const { auctionId } = await createAuction(payload, { endInMs: 10 * MIN })
      await call('PUT', `/svc/reminders/${auctionId}`, buyer.cookie, { lead_minutes: 15 })
      const settings = createSettingsSource(payload)
      const clocks = [storeA, storeB].map((store) => runAuctionClock({ payload, store, settings, logger, intervalMs: 60_000 }))
      try {
        await Promise.all(clocks.map((clock) => clock.ready))
        await Promise.all(clocks.map((clock) => clock.tick()))
        expect((await reminderNotices(buyer.id)).length - before).toBe(1)
        expect((await remindersOf(buyer.id, auctionId))[0].sent_at).toBeTruthy()
      } finally {
        for (const clock of clocks) clock.stop()
        await storeA.close()
        await storeB.close()
      }
    })

    it('sends nothing for cancelled or ended auctions, nor before the due time', async () => {
      const store = createSqliteBidStore(sqliteFile())
      try {
        const cancelled = await createAuction(payload, { endInMs: 20 * MIN })
        const ended = await createAuction(payload, { endInMs: 20 * MIN })
        const early = await createAuction(payload, { endInMs: 3 * 3_600_000 })
        for (const { auctionId } of [cancelled, ended, early]) expect((await call('PUT', `/svc/reminders/${auctionId}`, other.cookie, { lead_minutes: 60 })).status).toBe(201)
        await payload.update({ collection: 'auctions', id: cancelled.auctionId, data: { status: 'CANCELLED' }, overrideAccess: true })
        await payload.update({ collection: 'auctions', id: ended.auctionId, data: { status: 'ENDED' }, overrideAccess: true })
        const before = (await reminderNotices(other.id)).length
        expect(await sendDueReminders({ payload, store, settings: createSettingsSource(payload), logger })).toBe(0)
        expect(await reminderNotices(other.id)).toHaveLength(before)
        for (const { auctionId } of [cancelled, ended, early]) expect((await remindersOf(other.id, auctionId))[0].sent_at).toBeFalsy()
      } finally {
        await store.close()
      }
    })

    it('counts against the current end time: a late bid’s anti-sniping extension moves the due time', async () => {
      const store = createSqliteBidStore(sqliteFile())
      const settings = createSettingsSource(payload)
      try {
        const seller = await createUser(payload, 'remind-seller@int.test')
        const { auctionId } = await createAuction(payload, { sellerId: seller.id, endInMs: 16 * MIN, antiSnipingWindowSecs: 3600, startPrice: 1_000 })
        await call('PUT', `/svc/reminders/${auctionId}`, buyer.cookie, { lead_minutes: 15 })
        // Due in one minute against the end as it is; a bid now moves the end 30 minutes on (settings above).
        expect((await bidHttp(base, auctionId, other.cookie, { amount: 1_000 })).status).toBe(201)
        const auction = await payload.findByID({ collection: 'auctions', id: auctionId, overrideAccess: true, depth: 0 })
        expect(new Date(auction.end_time).getTime()).toBeGreaterThan(Date.now() + 25 * MIN)
        expect(await sendDueReminders({ payload, store, settings, logger, now: () => new Date(Date.now() + 2 * MIN) })).toBe(0)
        expect((await remindersOf(buyer.id, auctionId))[0].sent_at).toBeFalsy()
        // Fifteen minutes before the new end it is due.
        expect(await sendDueReminders({ payload, store, settings, logger, now: () => new Date(new Date(auction.end_time).getTime() - 14 * MIN) })).toBe(1)
      } finally {
        await store.close()
      }
    })
  })

  describe('watched auctions ("Remind me of watched auctions")', () => {
    const watch = (cookie: string, auctionId: number) => call('POST', '/svc/watchlist', cookie, { auctionId })
    const setting = (cookie: string, on: boolean) => call<{ remind_watched: boolean }>('PATCH', '/svc/account/profile', cookie, { remind_watched: on })

    it('is off by default and shown in the profile', async () => {
      const fresh = await createUser(payload, 'remind-fresh@int.test')
      const profile = await call<{ remind_watched: boolean }>('GET', '/svc/account/profile', fresh.cookie)
      expect(profile.body.data?.remind_watched).toBe(false)
      const { auctionId } = await createAuction(payload, { endInMs: 30 * MIN })
      expect((await watch(fresh.cookie, auctionId)).status).toBe(201)
      expect(await remindersOf(fresh.id, auctionId)).toHaveLength(0)
    })

    it('enable then watch: a newly watched auction gets a reminder with the settings’ default lead time, and it is sent', async () => {
      const user = await createUser(payload, 'remind-enable-first@int.test')
      expect((await setting(user.cookie, true)).body.data?.remind_watched).toBe(true)
      expect((await call<{ remind_watched: boolean }>('GET', '/svc/account/profile', user.cookie)).body.data?.remind_watched).toBe(true)
      await payload.updateGlobal({ slug: 'settings', data: { reminder_lead_minutes: 180 }, overrideAccess: true })
      try {
        const { auctionId } = await createAuction(payload, { endInMs: 2 * 3_600_000 })
        expect((await watch(user.cookie, auctionId)).status).toBe(201)
        expect((await mine(user.cookie)).items).toEqual([{ auction_id: auctionId, lead_minutes: 180, source: 'watchlist', sent_at: null }])
        const store = createSqliteBidStore(sqliteFile())
        try {
          expect(await sendDueReminders({ payload, store, settings: createSettingsSource(payload), logger })).toBe(1)
        } finally {
          await store.close()
        }
        expect(await reminderNotices(user.id)).toHaveLength(1)
      } finally {
        await payload.updateGlobal({ slug: 'settings', data: { reminder_lead_minutes: 60 }, overrideAccess: true })
      }
    })

    it('watch then enable: every watched auction not over gets one; turning it off removes the unsent ones', async () => {
      const user = await createUser(payload, 'remind-watch-first@int.test')
      const soon = await createAuction(payload, { endInMs: 30 * MIN })
      const later = await createAuction(payload, { endInMs: 5 * 3_600_000 })
      const over = await createAuction(payload, { endInMs: 5 * 3_600_000 })
      for (const { auctionId } of [soon, later, over]) expect((await watch(user.cookie, auctionId)).status).toBe(201)
      await payload.update({ collection: 'auctions', id: over.auctionId, data: { status: 'ENDED' }, overrideAccess: true })
      expect((await mine(user.cookie)).items).toEqual([])
      await setting(user.cookie, true)
      const items = (await mine(user.cookie)).items
      expect(items.map((item) => item.auction_id).sort()).toEqual([soon.auctionId, later.auctionId].sort())
      expect(items.every((item) => item.source === 'watchlist' && item.lead_minutes === 60)).toBe(true)
      // Turning it on again changes nothing (no duplicates: one per user and auction).
      await setting(user.cookie, false)
      await setting(user.cookie, true)
      expect((await mine(user.cookie)).items).toHaveLength(2)
      // A reminder set by hand is the user's own: the setting going off leaves it.
      await call('PUT', `/svc/reminders/${later.auctionId}`, user.cookie, { lead_minutes: 1440 })
      await setting(user.cookie, false)
      expect((await mine(user.cookie)).items).toEqual([{ auction_id: later.auctionId, lead_minutes: 1440, source: 'manual', sent_at: null }])
    })

    it('unwatching removes the watched auction’s unsent reminder, never a manual one', async () => {
      const user = await createUser(payload, 'remind-unwatch@int.test')
      await setting(user.cookie, true)
      const a = await createAuction(payload, { endInMs: 5 * 3_600_000 })
      const b = await createAuction(payload, { endInMs: 5 * 3_600_000 })
      await watch(user.cookie, a.auctionId)
      await watch(user.cookie, b.auctionId)
      await call('PUT', `/svc/reminders/${b.auctionId}`, user.cookie, { lead_minutes: 15 })
      expect((await call('DELETE', `/svc/watchlist/${a.auctionId}`, user.cookie)).status).toBe(200)
      expect((await call('DELETE', `/svc/watchlist/${b.auctionId}`, user.cookie)).status).toBe(200)
      expect((await mine(user.cookie)).items).toEqual([{ auction_id: b.auctionId, lead_minutes: 15, source: 'manual', sent_at: null }])
    })

    it('refuses a malformed setting (400)', async () => {
      expect((await call('PATCH', '/svc/account/profile', buyer.cookie, { remind_watched: 'yes' })).status).toBe(400)
      expect((await call('PATCH', '/svc/account/profile', buyer.cookie, {})).status).toBe(400)
    })
  })
})
