import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { platformTimeZone } from '../../cms/admin/data/clock'
import { formatDateTime } from '../../cms/admin/i18n/translate'
import { createApplication } from '../../server/app'
import { createSettingsSource } from '../../server/settings/settings'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { createUser, SAME_ORIGIN } from './helpers/bidding'
import { startPayload } from './helpers/payload'

/**
 * The one clock (issue #17): the platform's time zone is a setting (migrated column, default
 * Europe/Berlin, unknown zones refused), and a time the service renders (the assistant's end time)
 * and the admin's formatter follow it when an admin changes it.
 */
describe('one clock: the time zone setting', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let server: Server
  let base: string
  let buyer: Awaited<ReturnType<typeof createUser>>
  // A winter instant: 12:05 UTC is 13:05 CET in Berlin and 07:05 EST in New York.
  const END = '2099-01-15T12:05:00.000Z'

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    const listing = await payload.create({
      collection: 'listings',
      data: { title: 'Hitachi ZX135US', category: 'excavators', brand: 'Hitachi', model: 'ZX135US', year: 2019, hours: 5000, location_city: 'Ulm', location_country: 'DE', status: 'live' } as never,
      overrideAccess: true,
    })
    await payload.create({
      collection: 'auctions',
      data: { listing: listing.id, status: 'LIVE', start_time: new Date(Date.now() - 3_600_000).toISOString(), end_time: END, start_price: 40_000, current_price: 40_000, bid_count: 0 },
      overrideAccess: true,
    })
    buyer = await createUser(payload, 'clock@buyer.test')
    server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    createApplication(server, { logger: createLogger('silent'), auctions: repository, probe: repository, payload, catalog: createCatalogRepository(payload) })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await stop?.()
  })

  const ask = async (message: string, locale = 'en') => {
    const response = await fetch(`${base}/svc/functions/support-ai-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: buyer.cookie, ...SAME_ORIGIN },
      body: JSON.stringify({ message, locale, history: [] }),
    })
    return String((await response.json()).data?.response ?? '')
  }

  it('starts at Europe/Berlin (the migration adds the column) and everyone may read it', async () => {
    const stored = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
    expect(stored.time_zone).toBe('Europe/Berlin')
    // The site reads the public settings as a visitor: the zone is among them.
    const visitor = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false })
    expect(visitor.time_zone).toBe('Europe/Berlin')
  })

  it('refuses an unknown zone with a clear message and keeps the old one', async () => {
    const refused = await payload.updateGlobal({ slug: 'settings', data: { time_zone: 'Mars/Olympus' }, overrideAccess: true }).then(
      () => null,
      (error: { data?: { errors?: Array<{ path: string; message: string }> } }) => error,
    )
    expect(refused?.data?.errors).toEqual([{ path: 'time_zone', label: expect.anything(), message: 'Unknown time zone. Use an IANA name such as Europe/Berlin, Europe/London or UTC.' }])
    expect((await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })).time_zone).toBe('Europe/Berlin')
  })

  it('renders the assistant’s end time and the admin’s times in the configured zone, and follows a change', async () => {
    expect(await ask('When does the Hitachi ZX135US end?')).toContain('15 Jan 2099, 13:05 CET')
    expect(await ask('Wann endet der Hitachi ZX135US?', 'de')).toContain('15.01.2099, 13:05 MEZ')
    expect(formatDateTime(END, 'en', await platformTimeZone(payload))).toBe('15 Jan 2099, 13:05 CET')

    await payload.updateGlobal({ slug: 'settings', data: { time_zone: ' America/New_York ' }, overrideAccess: true })
    expect((await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })).time_zone).toBe('America/New_York')
    expect(await platformTimeZone(payload)).toBe('America/New_York')
    expect(formatDateTime(END, 'de', await platformTimeZone(payload))).toBe('15.01.2099, 07:05 GMT-5')
    expect((await createSettingsSource(payload)()).timeZone).toBe('America/New_York')
    // The assistant reads its settings at most every 5 s.
    await new Promise((resolve) => setTimeout(resolve, 5_200))
    const answer = await ask('When does the Hitachi ZX135US end?')
    expect(answer).toContain('15 Jan 2099, 07:05 GMT-5')
    expect(answer).not.toContain('CET')
  })
})
