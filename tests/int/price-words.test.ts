import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { WonAuction } from '@core/contract'
import { formatMoney } from '@core/domain/money'
import { PRICE_WORDS } from '@core/domain/price-words'
import { createApplication } from '../../server/app'
import { bidStoreFor, createBidding } from '../../server/bidding/create-bidding'
import { closeAuction } from '../../server/bidding/close-auction'
import { createLogger } from '../../server/logger'
import { createNotifier } from '../../server/notifications/send-notifications'
import { createSettingsSource } from '../../server/settings/settings'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { bidHttp, createAuction, createUser, SAME_ORIGIN } from './helpers/bidding'
import { startPayload } from './helpers/payload'

/**
 * "Winning bid" means one number (issue #27 §4): the all-in amount the buyer bid, buyer fee
 * included. The won list (/svc/account/won, what /dashboard/won shows), the in-app notification
 * and the email of a win use the same word for it (core/domain/price-words.ts) and the same
 * amount, formatted once (core/domain/money.ts), in English and German.
 */
describe('one word and one amount for the winning bid', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let server: Server
  let base: string
  let store: ReturnType<typeof bidStoreFor>
  const logger = createLogger('silent')

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    const settings = createSettingsSource(payload)
    store = bidStoreFor(payload)
    const bidding = createBidding(payload, { settings, store, rateLimits: { perUser: 1000, perIp: 1000, windowMs: 10_000 } })
    createApplication(server, { logger, auctions: repository, probe: repository, payload, bidding, invoices: { payload, settings, resolveUser: bidding.resolveUser } })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await store?.close?.()
    await stop?.()
  })

  it.each([
    ['en', 'words-en@int.test', '€63,250', '€1,240.20', '€62,009.80'],
    ['de', 'words-de@int.test', '63.250\u00a0€', '1.240,20\u00a0€', '62.009,80\u00a0€'],
  ] as const)('%s: the won list, the notification and the email say the same', async (lang, email, bid, fee, hammer) => {
    const buyer = await createUser(payload, email, { language: lang })
    const { auctionId } = await createAuction(payload, { startPrice: 63_250, endInMs: 120_000, antiSnipingWindowSecs: 0 })
    expect((await bidHttp(base, auctionId, buyer.cookie, { amount: 63_250 })).status).toBe(201)
    // The end moves into the past (a loaded machine must not end the auction before the bid).
    await payload.update({ collection: 'auctions', id: auctionId, data: { end_time: new Date(Date.now() - 1_000).toISOString() }, overrideAccess: true })
    const settings = createSettingsSource(payload)
    expect(await closeAuction({ payload, store, settings, notifier: createNotifier(payload, logger) }, auctionId)).toBeTruthy()

    const response = await fetch(`${base}/svc/account/won`, { headers: { cookie: buyer.cookie, ...SAME_ORIGIN } })
    const [won] = ((await response.json()) as { data: WonAuction[] }).data
    // The winning bid is what was bid; the fee is inside it; the hammer price is it without the fee.
    expect(won).toMatchObject({ winning_bid: 63_250, buyer_fee: 1_240.2, hammer_price: 62_009.8 })
    expect([formatMoney(won.winning_bid, lang), formatMoney(won.buyer_fee, lang), formatMoney(won.hammer_price, lang)]).toEqual([bid, fee, hammer])

    const word = PRICE_WORDS.winning_bid[lang]
    const notes = await payload.find({ collection: 'notifications', where: { user: { equals: buyer.id } }, overrideAccess: true, depth: 0 })
    const note = notes.docs.find((n) => n.type === 'won')
    expect(note?.body).toContain(bid)
    expect(note?.body?.toLowerCase()).toContain(word.toLowerCase())
    // Never the hammer price as "the winning bid", nor a price with one decimal.
    expect(note?.body).not.toContain(hammer)
    expect(note?.body).not.toMatch(/\d[.,]\d(?!\d)/)

    const mails = await payload.find({ collection: 'email-logs', where: { template: { equals: 'won' }, to: { equals: email } }, overrideAccess: true, depth: 0 })
    expect(mails.totalDocs).toBe(1)
    const text = mails.docs[0].text ?? ''
    expect(text).toContain(word)
    expect(text).toContain(bid)
    expect(text).not.toContain(hammer)
  })
})
