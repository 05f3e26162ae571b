import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AuctionDetail, AuctionList, PublicSettings } from '@core/contract'
import { sqliteFile } from '../../cms/db'
import { up as addInvoiceFeePct, down as dropInvoiceFeePct } from '../../cms/migrations/20261125_203542_invoice_fee_pct'
import { closeAuction } from '../../server/bidding/close-auction'
import { createNotifier } from '../../server/notifications/send-notifications'
import { createLogger } from '../../server/logger'
import { createSettingsSource } from '../../server/settings/settings'
import { createSqliteBidStore } from '../../server/storage/sqlite-bid-store'
import { createKnowledgeBase } from '../../server/support/knowledge-base'
import { bidHttp, createAuction, createUser, SAME_ORIGIN } from './helpers/bidding'
import { pdfText } from './helpers/pdf-text'
import { startPayload } from './helpers/payload'
import { startWholeService } from './helpers/whole-service'
import { openTestDb, whenUnlocked } from './helpers/sqlite'

/**
 * One fee everywhere: changing the buyer fee in Settings changes every place the service and the
 * CMS show it at once (the cards' list, the bid box's pricing, GET /svc/settings, the assistant's
 * facts and its knowledge base, bid emails, new invoices) and leaves issued invoices as they were.
 * The site's cards, bid box and fees page: tests/e2e/settings-fee.spec.ts.
 */
describe('changing the buyer fee in Settings', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Awaited<ReturnType<typeof startWholeService>>
  let store: ReturnType<typeof createSqliteBidStore>
  let buyer: Awaited<ReturnType<typeof createUser>>
  let liveSlug: string
  const logger = createLogger('silent')

  const setFee = (buyer_fee_pct: number) => payload.updateGlobal({ slug: 'settings', data: { buyer_fee_pct }, overrideAccess: true })

  /** An auction the buyer wins at €17,500, closed now: its invoice is issued with the fee in force. */
  const winAndClose = async () => {
    const { auctionId } = await createAuction(payload, { startPrice: 17_500, endInMs: 120_000, antiSnipingWindowSecs: 0 })
    expect((await bidHttp(service.base, auctionId, buyer.cookie, { amount: 17_500 })).status).toBe(201)
    const db = openTestDb(sqliteFile())
    await whenUnlocked(() => db.prepare('UPDATE auctions SET end_time = ? WHERE id = ?').run([new Date(Date.now() - 1_000).toISOString(), auctionId]))
    db.close()
    const notifier = createNotifier(payload, logger, { throttleMs: 0 })
    expect(await closeAuction({ payload, store, settings: createSettingsSource(payload), notifier }, auctionId)).toMatchObject({ outcome: 'sold' })
    const order = (await payload.find({ collection: 'orders', where: { auction: { equals: auctionId } }, overrideAccess: true })).docs[0]!
    const invoice = (await payload.find({ collection: 'invoices', where: { order: { equals: order.id } }, overrideAccess: true })).docs[0]!
    const won = (await payload.find({ collection: 'notifications', where: { and: [{ user: { equals: buyer.id } }, { type: { equals: 'won' } }] }, sort: '-createdAt', limit: 1, overrideAccess: true })).docs[0]!
    return { invoice, wonMessage: String(won.body) }
  }
  const invoicePdf = async (id: number) => {
    const response = await fetch(`${service.base}/svc/invoices/${id}/pdf`, { headers: { cookie: buyer.cookie, ...SAME_ORIGIN } })
    expect(response.status).toBe(200)
    return pdfText(new Uint8Array(await response.arrayBuffer()))
  }
  const get = async <T,>(path: string, cookie?: string): Promise<T> => {
    const response = await fetch(`${service.base}${path}`, { headers: cookie ? { cookie, ...SAME_ORIGIN } : SAME_ORIGIN })
    expect(response.status, path).toBe(200)
    return ((await response.json()) as { data: T }).data
  }
  const ask = async (message: string) => {
    const response = await fetch(`${service.base}/svc/functions/support-ai-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: buyer.cookie, ...SAME_ORIGIN },
      body: JSON.stringify({ message, locale: 'en', history: [] }),
    })
    return ((await response.json()) as { data: { response: string } }).data.response
  }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    store = createSqliteBidStore(sqliteFile())
    service = await startWholeService(payload, { limitFactor: 100 })
    buyer = await createUser(payload, 'fee@buyer.test')
    const { listingId } = await createAuction(payload, { startPrice: 30_000 })
    liveSlug = String((await payload.findByID({ collection: 'listings', id: listingId, depth: 0, overrideAccess: true })).slug)
    await payload.create({
      collection: 'faqs',
      data: { question: 'What does the buyer premium come to?', answer_md: 'The premium is {{buyer_fee_pct}} of the hammer price.', topic: 'fees', _status: 'published' } as never,
      overrideAccess: true,
    })
  }, 240_000)

  afterAll(async () => {
    await service?.stop()
    await store?.close()
    await stop?.()
  })

  it('shows the new fee at once everywhere, on new invoices too, and leaves issued invoices as they were', async () => {
    const knowledge = createKnowledgeBase(payload)
    const premium = async () => (await knowledge.search('buyer premium', 'en', 1))[0]?.text

    // Before: the default 2 %, read (and so cached) by every reader.
    const before = await winAndClose()
    expect(before.invoice.buyer_fee_pct).toBe(2)
    expect(before.wonMessage).toContain('The 2% buyer fee is included')
    expect((await get<PublicSettings>('/svc/settings')).buyer_fee_pct).toBe(2)
    expect((await get<AuctionList>('/svc/auctions', buyer.cookie)).buyer_fee_pct).toBe(2)
    expect((await get<AuctionDetail>(`/svc/auctions/by-slug/${liveSlug}`, buyer.cookie)).pricing?.buyer_fee_pct).toBe(2)
    expect(await ask('What are the fees?')).toContain('2% buyer fee')
    expect(await premium()).toBe('The premium is 2% of the hammer price.')

    await setFee(3.5)

    // After: no waiting, every reader shows 3.5 %.
    expect((await get<PublicSettings>('/svc/settings')).buyer_fee_pct).toBe(3.5)
    expect((await get<AuctionList>('/svc/auctions', buyer.cookie)).buyer_fee_pct).toBe(3.5)
    expect((await get<AuctionList>('/svc/auctions')).buyer_fee_pct).toBe(3.5)
    expect((await get<AuctionDetail>(`/svc/auctions/by-slug/${liveSlug}`, buyer.cookie)).pricing?.buyer_fee_pct).toBe(3.5)
    expect(await ask('What are the fees?')).toContain('3.5% buyer fee')
    expect(await premium()).toBe('The premium is 3.5% of the hammer price.')

    // A new invoice holds the new rate, its PDF and its email say so; €17,500 holds €591.79 at 3.5 %.
    const after = await winAndClose()
    expect(after.invoice.buyer_fee_pct).toBe(3.5)
    expect(after.invoice.buyer_fee).toBe(591.79)
    expect(after.wonMessage).toContain('The 3.5% buyer fee is included')
    expect(await invoicePdf(after.invoice.id)).toContain('Buyer fee 3.5% of the hammer price €591.79')

    // The invoice issued before keeps its 2 % and its amounts.
    const issued = await payload.findByID({ collection: 'invoices', id: before.invoice.id, depth: 0, overrideAccess: true })
    expect(issued).toMatchObject({ buyer_fee_pct: 2, buyer_fee: 343.14, vat_treatment: 'domestic' })
    expect(await invoicePdf(before.invoice.id)).toContain('Buyer fee 2% of the hammer price €343.14')

    await setFee(2)
    expect((await get<PublicSettings>('/svc/settings')).buyer_fee_pct).toBe(2)
  })

  it('keeps the fee rate and VAT case of an issued invoice out of reach of every API, admins included', async () => {
    const { invoice } = await winAndClose()
    const admin = await payload.create({ collection: 'users', data: { email: 'fee-admin@test.example', password: 'admin-test-1234', roles: ['admin'], email_confirmed_at: new Date().toISOString() } as never, overrideAccess: true })
    // No field of an issued invoice is open to an edit (a correction is a credit note, tests/int/e-invoice.test.ts).
    await expect(payload.update({ collection: 'invoices', id: invoice.id, data: { buyer_fee_pct: 9, vat_treatment: 'export', number: `${invoice.number}-X` } as never, user: admin, overrideAccess: false })).rejects.toThrow()
    expect(await payload.findByID({ collection: 'invoices', id: invoice.id, depth: 0, overrideAccess: true })).toMatchObject({ buyer_fee_pct: invoice.buyer_fee_pct, vat_treatment: invoice.vat_treatment, number: invoice.number })
  })

  it('the migration gives invoices issued before it the rate their amounts show', async () => {
    const { invoice } = await winAndClose()
    const args = { db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} } as never
    await dropInvoiceFeePct(args)
    // An invoice of a 5 % time, and one without a hammer price (it takes the current setting).
    const db = openTestDb(sqliteFile())
    await whenUnlocked(() => db.prepare('UPDATE invoices SET hammer_price = ?, buyer_fee = ? WHERE id = ?').run([10_000, 500, invoice.id]))
    await addInvoiceFeePct(args)
    expect(db.prepare('SELECT buyer_fee_pct FROM invoices WHERE id = ?').get([invoice.id])).toEqual({ buyer_fee_pct: 5 })
    await whenUnlocked(() => db.prepare('UPDATE invoices SET hammer_price = 0 WHERE id = ?').run([invoice.id]))
    await dropInvoiceFeePct(args)
    await addInvoiceFeePct(args)
    expect(db.prepare('SELECT buyer_fee_pct FROM invoices WHERE id = ?').get([invoice.id])).toEqual({ buyer_fee_pct: 2 })
    db.close()
  })
})
