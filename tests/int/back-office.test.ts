import type { Server } from 'node:http'
import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendDailySummary, sendDunning } from '../../server/backoffice/back-office-jobs'
import { createLogger } from '../../server/logger'
import { createSettingsSource } from '../../server/settings/settings'
import { serveEndpoints, startPayload } from './helpers/payload'
import { type CapturedMail, parseMail, startSmtpCapture } from './helpers/smtp'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const PASSWORD = 'secret12'
const DAY = 86_400_000
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url))

type Body = { data?: Record<string, any>; error?: { code: string; message: string } }

/**
 * The back office over HTTP with real sessions on Payload's own request handler and the real
 * SQLite database: payment matching (upload, confirm, confirm again), the order page's actions,
 * who may do them; dunning and the daily summary through the real mail transport into a real
 * SMTP capture, with the clock moved (never our own parts mocked).
 */
describe('back office: payments, orders, dunning, daily summary', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let cms: Server
  let base: string
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let inbox: CapturedMail[]
  const ids: Record<string, number> = {}
  const cookies: Record<string, string> = {}
  const orders: Record<string, number> = {}

  beforeAll(async () => {
    smtp = await startSmtpCapture()
    inbox = smtp.inbox
    ;({ payload, stop } = await startPayload('sqlite'))
    ;({ server: cms, base } = await serveEndpoints(payload))
    const people = { admin: [['admin'], 'en'], adminDe: [['admin'], 'de'], editor: [['editor'], 'en'], reviewer: [['kyc-reviewer'], 'en'], buyerEn: [[], 'en'], buyerDe: [[], 'de'] } as const
    for (const [who, [roles, language]] of Object.entries(people)) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${who.toLowerCase()}@bo.test`, password: PASSWORD, roles: [...roles], email_confirmed_at: new Date().toISOString(), kyc_status: 'approved', language },
        overrideAccess: true,
      })
      ids[who] = user.id as number
      const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${who.toLowerCase()}@bo.test`, password: PASSWORD }) })
      expect(login.status).toBe(200)
      cookies[who] = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    }
    const make = async (key: string, reference: string, total: number, buyer: number) => {
      const listing = await payload.create({
        collection: 'listings',
        data: { title: `Volvo A30G ${key}`, category: 'dump_trucks', brand: 'Volvo', model: 'A30G', year: 2017, hours: 9000, location_city: 'Graz', location_country: 'AT', status: 'sold' },
        overrideAccess: true,
      })
      const auction = await payload.create({
        collection: 'auctions',
        data: { listing: listing.id, status: 'ENDED', start_time: new Date(Date.now() - 2 * DAY).toISOString(), end_time: new Date(Date.now() - DAY).toISOString(), start_price: 40_000, current_price: 50_000, bid_count: 3 },
        overrideAccess: true,
      })
      const order = await payload.create({
        collection: 'orders',
        data: { auction: auction.id, listing: listing.id, buyer, status: 'awaiting_payment', hammer_price: 50_000, buyer_fee: 1000, vat_rate: 19, vat_amount: 9690, total, payment_reference: reference },
        overrideAccess: true,
      })
      orders[key] = order.id as number
    }
    await make('full', 'MM-900001', 60_690, ids.buyerEn as number)
    await make('partial', 'MM-900002', 30_000, ids.buyerDe as number)
    await make('cancel', 'MM-900003', 12_000, ids.buyerEn as number)
  })

  afterAll(async () => {
    cms?.closeAllConnections()
    await new Promise((resolve) => cms?.close(resolve))
    await stop?.()
    await smtp?.stop()
  })

  const post = async (who: string, path: string, body: unknown) => {
    const isForm = body instanceof FormData
    const response = await fetch(`${base}/api/ops/${path}`, {
      method: 'POST',
      headers: { cookie: cookies[who] ?? '', origin: PUBLIC_ORIGIN, ...(isForm ? {} : { 'content-type': 'application/json' }) },
      body: isForm ? body : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Body }
  }
  const statement = (name: string, bytes: Buffer | string = fixture(name)) => {
    const form = new FormData()
    form.append('statement', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name)
    return form
  }
  const order = (key: string) => payload.findByID({ collection: 'orders', id: orders[key] as number, depth: 0, overrideAccess: true })
  const events = () => payload.find({ collection: 'order-events', depth: 0, pagination: false, overrideAccess: true, sort: 'id' }).then((result) => result.docs)

  it('a KYC reviewer or an editor can neither match payments nor cancel orders (403), and nothing changes', async () => {
    for (const who of ['reviewer', 'editor', 'buyerEn']) {
      expect((await post(who, 'payments/preview', statement('camt053-sample.xml'))).status).toBe(403)
      expect((await post(who, 'payments/confirm', statement('camt053-sample.xml'))).status).toBe(403)
      expect((await post(who, `orders/${orders.cancel}/cancel`, { reason: 'Buyer withdrew' })).status).toBe(403)
      expect((await post(who, `orders/${orders.full}/paid`, { sepa_reference: 'X-1', amount: 60_690, paid_on: '2026-11-25' })).status).toBe(403)
    }
    expect((await order('full')).status).toBe('awaiting_payment')
    expect((await order('cancel')).status).toBe('awaiting_payment')
    expect(await events()).toHaveLength(0)
  })

  it('a bad statement is refused with a clear message and changes nothing', async () => {
    const broken = await post('admin', 'payments/confirm', statement('camt053-broken.xml'))
    expect(broken.status).toBe(400)
    expect(broken.body.error?.message).toBe('The file is not well-formed XML.')
    const pdf = await post('admin', 'payments/confirm', statement('statement.pdf', '%PDF-1.4 not a statement'))
    expect(pdf.status).toBe(400)
    expect(pdf.body.error?.message).toMatch(/CAMT\.053 XML file or a CSV export/)
    const big = await post('admin', 'payments/preview', statement('big.csv', `Buchungstag;Betrag\n${'x'.repeat(2 * 1024 * 1024)}`))
    expect(big.status).toBe(413)
    const none = await post('admin', 'payments/preview', new FormData())
    expect(none.status).toBe(400)
    expect(await events()).toHaveLength(0)
    expect((await order('full')).status).toBe('awaiting_payment')
  })

  it('CAMT.053: preview shows matched, partial and unknown without writing; confirming books them; confirming again books nothing', async () => {
    const preview = await post('admin', 'payments/preview', statement('camt053-sample.xml'))
    expect(preview.status).toBe(200)
    expect(preview.body.data?.matches.map((m: any) => [m.outcome, m.order?.reference ?? null, m.amountCents, m.differenceCents])).toEqual([
      ['matched', 'MM-900001', 6_069_000, 0],
      ['partial', 'MM-900002', 1_000_000, 2_000_000],
      ['unknown', null, 123_456, 0],
    ])
    expect(await events()).toHaveLength(0)
    expect((await order('full')).status).toBe('awaiting_payment')

    const confirm = await post('admin', 'payments/confirm', statement('camt053-sample.xml'))
    expect(confirm.status).toBe(200)
    expect(confirm.body.data?.counts).toEqual({ matched: 1, partial: 1, over: 0, unknown: 1, booked: 0 })
    expect(await order('full')).toMatchObject({ status: 'paid', sepa_reference: 'E2E-BAUMA-4711' })
    expect((await order('full')).paid_at?.slice(0, 10)).toBe('2026-11-25')
    expect(await order('partial')).toMatchObject({ status: 'awaiting_payment' })
    const booked = await events()
    expect(booked.map((e) => [e.key, e.type, e.order, e.amount, e.actor_email])).toEqual([
      ['payment:2026112500001', 'paid', orders.full, 60_690, 'admin@bo.test'],
      ['payment:2026112500002', 'partial_payment', orders.partial, 10_000, 'admin@bo.test'],
    ])

    const again = await post('admin', 'payments/confirm', statement('camt053-sample.xml'))
    expect(again.status).toBe(200)
    expect(again.body.data?.counts).toEqual({ matched: 0, partial: 0, over: 0, unknown: 1, booked: 2 })
    expect(await events()).toHaveLength(2)
    // The audit log has the change of the order, by the admin.
    const audit = await payload.find({ collection: 'audit-logs', where: { and: [{ target_collection: { equals: 'orders' } }, { target_id: { equals: String(orders.full) } }, { action: { equals: 'update' } }] }, overrideAccess: true })
    expect(audit.docs[0]?.actor_email).toBe('admin@bo.test')
  })

  it('the same payment in the CSV export after the CAMT.053 file (same bank reference, amount and day) books nothing twice', async () => {
    // The partial payment of MM-900002 booked from the CAMT file above, now as the bank's CSV export shows it.
    const csv = `Buchungstag;Verwendungszweck;Beguenstigter/Zahlungspflichtiger;Betrag;Waehrung;Bankreferenz\n25.11.2026;Anzahlung MM-900002;Tiefbau Schmid KG;10.000,00;EUR;2026112500002\n`
    const before = await events()
    const preview = await post('admin', 'payments/preview', statement('same.csv', csv))
    expect(preview.body.data?.matches.map((m: any) => m.outcome)).toEqual(['booked'])
    const confirm = await post('admin', 'payments/confirm', statement('same.csv', csv))
    expect(confirm.status).toBe(200)
    expect(confirm.body.data?.counts).toEqual({ matched: 0, partial: 0, over: 0, unknown: 0, booked: 1 })
    expect(await events()).toEqual(before)
    expect(await order('partial')).toMatchObject({ status: 'awaiting_payment' })
    // Another payment of the same amount and day with another bank reference is a payment of its own (preview only).
    const other = csv.replace(';2026112500002', ';ANOTHER-0001')
    expect((await post('admin', 'payments/preview', statement('other.csv', other))).body.data?.matches.map((m: any) => m.outcome)).toEqual(['partial'])
    // The end-to-end id is enough too: a CAMT line whose EndToEndId is the reference the CSV booked (preview only).
    const camt = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt><Id>S2</Id><Ntry><Amt Ccy="EUR">10000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-25</Dt></BookgDt><AcctSvcrRef>BANK-XY-77</AcctSvcrRef><NtryDtls><TxDtls><Refs><AcctSvcrRef>BANK-XY-77</AcctSvcrRef><EndToEndId>2026112500002</EndToEndId></Refs><RmtInf><Ustrd>Anzahlung MM-900002</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`
    expect((await post('admin', 'payments/preview', statement('same.xml', camt))).body.data?.matches.map((m: any) => m.outcome)).toEqual(['booked'])
  })

  it('the rest of a partly paid order pays it: the open amount counts the partial payment', async () => {
    const csv = `Buchungstag;Verwendungszweck;Beguenstigter/Zahlungspflichtiger;Betrag;Waehrung;Bankreferenz\n26.11.2026;Rest MM-900002;Tiefbau Schmid KG;20.000,00;EUR;REST-0001\n`
    const preview = await post('admin', 'payments/preview', statement('rest.csv', csv))
    expect(preview.body.data?.matches[0]).toMatchObject({ outcome: 'matched', openCents: 2_000_000 })
    expect((await post('admin', 'payments/confirm', statement('rest.csv', csv))).body.data?.counts.matched).toBe(1)
    expect(await order('partial')).toMatchObject({ status: 'paid', sepa_reference: 'REST-0001' })
  })

  it('cancelling needs a reason and records who and when; mark paid needs reference, full amount and day', async () => {
    expect((await post('admin', `orders/${orders.cancel}/cancel`, { reason: ' ' })).status).toBe(400)
    const short = await post('admin', `orders/${orders.cancel}/paid`, { sepa_reference: 'REF-1', amount: 100, paid_on: '2026-11-25' })
    expect(short.status).toBe(400)
    expect(short.body.error?.message).toMatch(/less than the 12000\.00 € still open/)
    expect((await post('admin', `orders/${orders.cancel}/paid`, { sepa_reference: 'REF-1', amount: 12_000 })).status).toBe(400)
    expect((await order('cancel')).status).toBe('awaiting_payment')

    const cancelled = await post('admin', `orders/${orders.cancel}/cancel`, { reason: 'Buyer withdrew within the grace period' })
    expect(cancelled.status).toBe(200)
    const after = await order('cancel')
    expect(after).toMatchObject({ status: 'cancelled', cancel_reason: 'Buyer withdrew within the grace period', cancelled_by: ids.admin })
    expect(after.cancelled_at).toBeTruthy()
    const event = (await events()).find((e) => e.key === `cancelled:${orders.cancel}`)
    expect(event).toMatchObject({ type: 'cancelled', actor_email: 'admin@bo.test', note: 'Buyer withdrew within the grace period' })
    expect((await post('admin', `orders/${orders.cancel}/cancel`, { reason: 'again' })).status).toBe(409)
  })

  it('dunning: after the due date one reminder per stage, in the buyer\'s language, recorded on the order; never twice', async () => {
    const settings = createSettingsSource(payload)
    const term = (await settings()).paymentTermDays
    await payload.create({
      collection: 'orders',
      data: { auction: (await payload.create({ collection: 'auctions', data: { listing: (await payload.create({ collection: 'listings', data: { title: 'Liebherr L566 Radlader', category: 'wheel_loaders', brand: 'Liebherr', model: 'L566', year: 2016, hours: 11000, location_city: 'Ulm', location_country: 'DE', status: 'sold' }, overrideAccess: true })).id, status: 'ENDED', start_time: new Date(Date.now() - 2 * DAY).toISOString(), end_time: new Date(Date.now() - DAY).toISOString(), start_price: 1000, current_price: 80_000, bid_count: 1 }, overrideAccess: true })).id, listing: 1, buyer: ids.buyerDe as number, status: 'awaiting_payment', hammer_price: 80_000, buyer_fee: 1600, vat_rate: 19, vat_amount: 15_504, total: 97_104, payment_reference: 'MM-900004' },
      overrideAccess: true,
    }).then((doc) => (orders.dunDe = doc.id as number))
    await payload.create({
      collection: 'orders',
      data: { auction: (await payload.create({ collection: 'auctions', data: { listing: 1, status: 'ENDED', start_time: new Date(Date.now() - 2 * DAY).toISOString(), end_time: new Date(Date.now() - DAY).toISOString(), start_price: 1000, current_price: 20_000, bid_count: 1 }, overrideAccess: true })).id, listing: 1, buyer: ids.buyerEn as number, status: 'awaiting_payment', hammer_price: 20_000, buyer_fee: 400, vat_rate: 19, vat_amount: 3876, total: 24_276, payment_reference: 'MM-900005' },
      overrideAccess: true,
    }).then((doc) => (orders.dunEn = doc.id as number))
    const deps = (days: number) => ({ payload, settings, logger: createLogger('silent'), now: () => new Date(Date.now() + days * DAY) })
    const mailTo = (email: string) => inbox.filter((mail) => mail.to.includes(email)).map((mail) => parseMail(mail.raw))

    // On the due day nothing is sent.
    expect(await sendDunning(deps(term))).toBe(0)
    expect(await sendDunning(deps(term + 1.01))).toBe(2)
    const de = mailTo('buyerde@bo.test')
    const en = mailTo('buyeren@bo.test')
    expect(de).toHaveLength(1)
    expect(de[0]?.headers.subject).toContain('Zahlungserinnerung: MM-900004')
    expect(de[0]?.text).toMatch(/Bitte überweisen Sie 97\.104,00\s€ mit dem Verwendungszweck MM-900004/)
    expect(en).toHaveLength(1)
    expect(en[0]?.headers.subject).toContain('Payment reminder: MM-900005')
    expect(en[0]?.text).toContain('Please transfer €24,276.00 with the reference MM-900005')
    // Ticks again (this and another instance): nothing more.
    expect(await Promise.all([sendDunning(deps(term + 2)), sendDunning(deps(term + 2))])).toEqual([0, 0])
    expect(mailTo('buyerde@bo.test')).toHaveLength(1)
    const reminded = (await events()).filter((e) => e.type === 'reminded')
    expect(reminded.map((e) => [e.key, e.order, e.stage, e.note])).toEqual([
      [`dunning:${orders.dunDe}:1`, orders.dunDe, 1, 'de'],
      [`dunning:${orders.dunEn}:1`, orders.dunEn, 1, 'en'],
    ])
    // A week later, the second stage; a paid order gets none.
    await payload.update({ collection: 'orders', id: orders.dunEn as number, data: { status: 'paid' }, overrideAccess: true })
    expect(await sendDunning(deps(term + 8.01))).toBe(1)
    expect(mailTo('buyerde@bo.test')[1]?.headers.subject).toContain('Zweite Zahlungserinnerung')
    expect(mailTo('buyeren@bo.test')).toHaveLength(1)
  })

  it('daily summary: once a day from the set hour, to each admin in their language, with KYC waiting, auctions ending today and overdue payments', async () => {
    const settings = createSettingsSource(payload)
    const term = (await settings()).paymentTermDays
    // 08:30 in Berlin, the default platform zone, after the term: MM-900004 is overdue.
    const later = new Date(Date.now() + (term + 3) * DAY)
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(later)
    const at = (hhmm: string) => new Date(`${day}T${hhmm}:00+01:00`)
    await payload.create({
      collection: 'auctions',
      data: { listing: 1, status: 'LIVE', start_time: new Date(at('06:00').getTime() - DAY).toISOString(), end_time: at('15:00').toISOString(), start_price: 1000, bid_count: 0 },
      overrideAccess: true,
    })
    const deps = (when: Date) => ({ payload, settings, logger: createLogger('silent'), now: () => when })
    expect(await sendDailySummary(deps(at('05:59')))).toBe(0)
    const before = inbox.length
    expect(await sendDailySummary(deps(at('08:30')))).toBe(2)
    expect(await sendDailySummary(deps(at('18:00')))).toBe(0)
    const mails = inbox.slice(before).map((mail) => ({ to: mail.to[0], ...parseMail(mail.raw) }))
    const en = mails.find((mail) => mail.to === 'admin@bo.test')
    const de = mails.find((mail) => mail.to === 'adminde@bo.test')
    expect(en?.headers.subject).toContain('Daily summary for')
    expect(en?.text).toContain('Auctions ending today: 1')
    expect(en?.text).toContain('Overdue payments: 1')
    expect(en?.text).toMatch(/MM-900004 · €97,104\.00 · \d+ days overdue/)
    expect(en?.text).toContain('KYC applications waiting for a decision: 0')
    expect(de?.headers.subject).toContain('Tageszusammenfassung')
    expect(de?.text).toContain('Heute endende Auktionen: 1')
    expect(de?.text).toContain('Überfällige Zahlungen: 1')
  })
})
