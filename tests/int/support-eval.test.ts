import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApplication } from '../../server/app'
import { createLogger } from '../../server/logger'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { figuresOf, judge, loadAnswerSpecs, loadEvalSet, type EvalQuestion, type Given, type Verdict } from '../../scripts/support-eval-set'
import { createUser, SAME_ORIGIN } from './helpers/bidding'
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

  it('meets the targets on the project set in English and in German, and never quotes a price to a visitor', async () => {
    const specs = loadAnswerSpecs()
    const results: { q: EvalQuestion; verdict: Verdict; kind: Given['kind'] }[] = []
    const misses: string[] = []
    for (const q of loadEvalSet('questions')) {
      const reply = await ask(q)
      const given: Given = reply.kind === 'answer' ? { kind: 'answer', ids: reply.ids, markdown: reply.response } : { kind: reply.kind, markdown: reply.response }
      let verdict = judge(q, given, specs, (lang, link) => (lang === 'de' ? `/de${link}` : link))
      if (q.as !== 'buyer' && /€/.test(reply.response)) verdict = 'wrong'
      if (verdict !== 'right') misses.push(`${verdict} [${q.lang}] ${q.q} → ${reply.kind} ${reply.ids.join('+')}`)
      results.push({ q, verdict, kind: reply.kind })
    }
    for (const lang of ['en', 'de'] as const) {
      const figures = figuresOf(results.filter((r) => r.q.lang === lang))
      expect(figures.n, `${lang} questions`).toBeGreaterThanOrEqual(150)
      expect(figures.accuracy, `${lang} accuracy; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.95)
      expect(figures.wrong, `${lang} wrong answers; misses:\n${misses.join('\n')}`).toBeLessThanOrEqual(0.02)
    }
  }, 120_000)
})
