import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApplication } from '../../server/app'
import { createLogger } from '../../server/logger'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { figuresOf, judge, loadAnswerSpecs, loadEvalSet, TARGETS, type EvalQuestion, type Given, type Verdict } from '../../scripts/support-eval-set'
import { settleSale } from '../../server/invoicing/settle-sale'
import { createSettingsSource } from '../../server/settings/settings'
import { createAuction, createUser, SAME_ORIGIN } from './helpers/bidding'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'

/**
 * The evaluation set through the real service (Payload on SQLite, the HTTP route, the session):
 * the project set must meet the targets (accuracy >= 95%, wrong answers <= 2%, in EN and DE), so a
 * change that makes the assistant understand less fails here. `npm run support:score` prints the
 * same figures on the seeded demo data, with the held-out set and latency.
 */
describe('support assistant evaluation set', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let server: Server
  let base: string
  let buyerCookie: string
  let buyerId: number
  let slug: string

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    const listing = await payload.create({
      collection: 'listings',
      data: { title: 'Hitachi ZX250 eval', category: 'excavators', brand: 'Hitachi', model: 'ZX250', year: 2019, hours: 5000, location_city: 'Ulm', location_country: 'DE', status: 'live' } as never,
      overrideAccess: true,
    })
    slug = String(listing.slug)
    await payload.create({
      collection: 'auctions',
      data: { listing: listing.id, status: 'LIVE', start_time: new Date(Date.now() - 3_600_000).toISOString(), end_time: new Date(Date.now() + 5 * 3_600_000).toISOString(), start_price: 50_000, current_price: 50_000, bid_count: 0 },
      overrideAccess: true,
    })
    const buyer = await createUser(payload, 'eval-buyer@support.test')
    buyerCookie = buyer.cookie
    buyerId = buyer.id
    const pdf = makePdf()
    const doc = async (kind: string) =>
      (await payload.create({ collection: 'kyc-documents', data: { owner: buyer.id, kind } as never, file: { data: pdf, mimetype: 'application/pdf', name: `${kind}.pdf`, size: pdf.length }, overrideAccess: true })).id
    await payload.create({
      collection: 'kyc',
      data: {
        user: buyer.id,
        status: 'approved',
        company_name: 'Eval Bouw BV',
        vat_id: 'NL854302116B01',
        business_address: { street: 'Kade 1', postal_code: '1011 AA', city: 'Amsterdam' },
        country: 'NL',
        contact_person: 'Eva Eval',
        phone: '+31 20 1234567',
        business_registration: await doc('business_registration'),
        proof_of_address: await doc('proof_of_address'),
      } as never,
      overrideAccess: true,
      context: { skipEmails: true },
    })
    server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    createApplication(server, {
      logger: createLogger('silent'),
      auctions: repository,
      probe: repository,
      payload,
      catalog: createCatalogRepository(payload),
      supportLimits: { chat: 1e6, send: 1e6, chatWindowMs: 60_000, sendWindowMs: 60_000 },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await stop?.()
  })

  const ask = async (q: EvalQuestion) => {
    const response = await fetch(`${base}/svc/functions/support-ai-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(q.as === 'buyer' ? { cookie: buyerCookie, ...SAME_ORIGIN } : {}) },
      body: JSON.stringify({ message: q.q, locale: q.lang, history: [], ...(q.page === 'detail' ? { page: { auction_slug: slug } } : {}) }),
    })
    const body = (await response.json()) as { data: { response: string; kind: Given['kind']; ids: string[] } }
    return body.data
  }

  /** Asks a set through the service and judges each answer; never a price for a visitor on an auction page. */
  const runSet = async (name: 'questions' | 'dev') => {
    const specs = loadAnswerSpecs()
    const results: { q: EvalQuestion; verdict: Verdict; kind: Given['kind'] }[] = []
    const misses: string[] = []
    for (const q of loadEvalSet(name)) {
      const reply = await ask(q)
      const given: Given = reply.kind === 'answer' ? { kind: 'answer', ids: reply.ids, markdown: reply.response } : { kind: reply.kind, markdown: reply.response }
      let verdict = judge(q, given, specs, (lang, link) => (lang === 'de' ? `/de${link}` : link))
      // Never an auction's price for someone who may not see prices (platform rules such as the increment table are in euros too).
      if (q.as !== 'buyer' && q.page === 'detail' && /€/.test(reply.response)) verdict = 'wrong'
      if (verdict !== 'right') misses.push(`${verdict} [${q.lang}] ${q.q} → ${reply.kind} ${reply.ids.join('+')}`)
      results.push({ q, verdict, kind: reply.kind })
    }
    return { results, misses }
  }

  it('meets the targets on the project set in English and in German, and never quotes a price to a visitor', async () => {
    const { results, misses } = await runSet('questions')
    for (const lang of ['en', 'de'] as const) {
      const figures = figuresOf(results.filter((r) => r.q.lang === lang))
      expect(figures.n, `${lang} questions`).toBeGreaterThanOrEqual(150)
      expect(figures.accuracy, `${lang} accuracy; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(TARGETS.accuracy)
      expect(figures.wrong, `${lang} wrong answers; misses:\n${misses.join('\n')}`).toBeLessThanOrEqual(TARGETS.wrong)
    }
  }, 120_000)

  // dev: a second author's set, tuned on from round 8 (server/support/labelled/dev.json); reported as its own set.
  it('meets the targets on the dev set (a second author’s, tuned on from round 8) in English and in German', async () => {
    const { results, misses } = await runSet('dev')
    for (const lang of ['en', 'de'] as const) {
      const figures = figuresOf(results.filter((r) => r.q.lang === lang))
      console.log(`dev ${lang}: ${figures.n} questions, accuracy ${(100 * figures.accuracy).toFixed(1)}%, wrong ${(100 * figures.wrong).toFixed(1)}%, hand-over ${(100 * figures.handover).toFixed(1)}%`)
      expect(figures.n, `${lang} questions`).toBeGreaterThanOrEqual(200)
      expect(figures.accuracy, `${lang} accuracy; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(TARGETS.accuracy)
      expect(figures.wrong, `${lang} wrong answers; misses:\n${misses.join('\n')}`).toBeLessThanOrEqual(TARGETS.wrong)
    }
  }, 120_000)

  const chat = async (message: string, options: { locale?: string; cookie?: string; page?: unknown } = {}) => {
    const response = await fetch(`${base}/svc/functions/support-ai-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie, ...SAME_ORIGIN } : {}) },
      body: JSON.stringify({ message, locale: options.locale ?? 'en', history: [], ...(options.page !== undefined ? { page: options.page } : {}) }),
    })
    return { status: response.status, body: (await response.json()) as { data: { response: string; kind: string; ids: string[] }; error?: { message: string } } }
  }

  it('answers the issue’s questions with the right fact, and Austrian VAT plainly', async () => {
    const cases: [string, string, string, string][] = [
      ['en', 'What do I have to do to see prices?', 'see_prices', '(/signin)'],
      ['en', 'Is there a warranty?', 'warranty', 'sold as seen'],
      ['en', 'Can I inspect the machine in Oslo?', 'inspection', 'inspection report'],
      ['de', 'Wie hoch ist die Käufergebühr?', 'fees', 'Käuferaufgeld von 2 %'],
      ['de', 'Wie hoch ist die Käuferprovision?', 'fees', 'Käuferaufgeld von 2 %'],
      ['de', 'Gibt es eine Gewährleistung?', 'warranty', 'Keine Gewährleistung'],
      ['en', "I'm an Austrian company with a VAT ID. Do I pay German VAT?", 'vat_eu', 'reverse charge'],
    ]
    for (const [locale, question, id, fact] of cases) {
      const { body } = await chat(question, { locale })
      expect(body.data.ids, question).toEqual([id])
      expect(body.data.response, question).toContain(fact)
    }
  })

  it('gives a verified buyer their own figures on a detail page; a visitor and a bad page context get none', async () => {
    const own = await chat('What do I pay for this excavator?', { cookie: buyerCookie, page: { auction_slug: slug } })
    expect(own.body.data.ids).toEqual(['my_price'])
    // 50,000 start, no bids: the next minimum bid is the start price; 2% fee inside; Dutch business with VAT ID.
    expect(own.body.data.response).toContain('€50,000')
    expect(own.body.data.response).toContain('€980.39')
    expect(own.body.data.response).toContain('no German VAT')
    expect(own.body.data.response).toContain('€50,000 in total')
    const visitor = await chat('What do I pay for this excavator?', { page: { auction_slug: slug } })
    expect(visitor.body.data.ids).toEqual(['see_prices'])
    expect(visitor.body.data.response).not.toMatch(/€/)
    const unknown = await chat('What do I pay for this excavator?', { cookie: buyerCookie, page: { auction_slug: 'no-such-auction' } })
    expect(unknown.body.data.response).not.toMatch(/€/)
    const bad = await chat('What do I pay for this excavator?', { cookie: buyerCookie, page: { auction_slug: '../../api/users' } })
    expect(bad.status).toBe(400)
    expect(bad.body.error?.message).toContain('lower-case letters, digits and hyphens')
  })

  it('links a buyer to their own invoice, and never to another buyer’s', async () => {
    const none = await chat('where is my invoice', { cookie: buyerCookie })
    expect(none.body.data.ids).toEqual(['my_invoice'])
    expect(none.body.data.response).toContain("can't find an invoice")
    const { auctionId } = await createAuction(payload, { startPrice: 20_000 })
    await payload.update({ collection: 'auctions', id: auctionId, data: { status: 'ENDED', winner: buyerId, current_price: 20_000, end_time: new Date(Date.now() - 1_000).toISOString() } as never, overrideAccess: true })
    await settleSale({ payload, settings: createSettingsSource(payload) }, auctionId)
    const invoice = (await payload.find({ collection: 'invoices', where: { buyer: { equals: buyerId } }, overrideAccess: true })).docs[0]
    expect(invoice).toBeDefined()
    const mine = await chat('Wo ist meine Rechnung?', { cookie: buyerCookie, locale: 'de' })
    expect(mine.body.data.ids).toEqual(['my_invoice'])
    expect(mine.body.data.response).toContain(`(/svc/invoices/${invoice.id}/pdf)`)
    expect(mine.body.data.response).toContain('(/de/dashboard/invoices)')
    const other = await createUser(payload, 'eval-other@support.test')
    const theirs = await chat('where is my invoice', { cookie: other.cookie })
    expect(theirs.body.data.response).not.toContain(`/svc/invoices/${invoice.id}`)
    expect(theirs.body.data.response).not.toContain(String(invoice.number))
  })
})
