import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendAuctionMessage } from '../../cms/notifications/send-auction-message'
import { createApplication } from '../../server/app'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { createCatalogRepository } from '../../server/storage/catalog-repository'
import { createAuction, createUser } from './helpers/bidding'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'
import { type CapturedMail, type ParsedMail, parseMail, startSmtpCapture } from './helpers/smtp'

const PUBLIC_URL = 'https://market.example.test'

/**
 * Issue #15 §5: every email is the one branded react-email layout with a plain-text part, a button
 * (never a raw URL in the HTML), links built from PUBLIC_URL, in the recipient's language. Each is
 * sent by the product's real sender and caught by a real SMTP server.
 */
describe('branded emails', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let inbox: CapturedMail[] = []
  let server: Server
  let base: string
  const previousUrl = process.env.PUBLIC_URL

  beforeAll(async () => {
    process.env.PUBLIC_URL = PUBLIC_URL
    smtp = await startSmtpCapture()
    inbox = smtp.inbox
    ;({ payload, stop } = await startPayload('sqlite'))
    server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    createApplication(server, {
      logger: createLogger('silent'),
      auctions: repository,
      probe: repository,
      payload,
      catalog: createCatalogRepository(payload),
      publicUrl: PUBLIC_URL,
      accountLimits: { signup: 1000, verify: 1000, windowMs: 60_000 },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await stop?.()
    await smtp?.stop()
    if (previousUrl === undefined) delete process.env.PUBLIC_URL
    else process.env.PUBLIC_URL = previousUrl
  })

  const post = (path: string, data: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })

  /** The last mail to an address, waiting a little for mails sent after the answer. */
  const lastMailTo = async (address: string): Promise<ParsedMail> => {
    for (let i = 0; i < 50 && !inbox.some((mail) => mail.to.includes(address)); i++) await new Promise((resolve) => setTimeout(resolve, 100))
    const found = inbox.filter((mail) => mail.to.includes(address)).at(-1)
    expect(found, `a mail to ${address}`).toBeTruthy()
    return parseMail(found!.raw)
  }

  /** The visible words of the HTML: no tags, no attributes. */
  const visibleText = (html: string) => html.replace(/<head[\s\S]*?<\/head>/i, '').replace(/<[^>]+>/g, ' ')

  /** The checks every email must pass. */
  const expectBranded = (mail: ParsedMail, lang: 'en' | 'de', link: RegExp, buttonLabel: string) => {
    expect(mail.html, 'HTML part').toBeTruthy()
    expect(mail.text, 'plain-text part').toBeTruthy()
    const html = mail.html!
    expect(html).toMatch(new RegExp(`<html[^>]*lang="${lang}"`))
    expect(html).toContain('MachineryMarket')
    // The call to action is a button to a link on PUBLIC_URL ...
    const anchors = [...html.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({ href: href.replaceAll('&amp;', '&'), label: inner.replace(/<[^>]+>/g, '').replace(/&#\d+;/g, '').trim() }))
    const button = anchors.find((a) => a.label === buttonLabel)
    expect(button, `button "${buttonLabel}" in ${anchors.map((a) => a.label).join(' | ')}`).toBeTruthy()
    expect(button!.href).toMatch(link)
    // ... every link is on PUBLIC_URL ...
    for (const anchor of anchors) expect(new URL(anchor.href).origin).toBe(PUBLIC_URL)
    // ... and no raw URL is shown as text in the HTML.
    expect(visibleText(html)).not.toMatch(/https?:\/\//)
    // The plain-text part carries the same link.
    expect(mail.text).toContain(button!.href)
    return { button }
  }

  it('sign-up: the verification email in German, with a button to /de/verify-email on PUBLIC_URL', async () => {
    expect((await post('/svc/auth/signup', { accept_terms: true, business_buyer: true, email: 'anna@mail.test', password: 'secret1', language: 'de' })).status).toBe(202)
    const mail = await lastMailTo('anna@mail.test')
    expectBranded(mail, 'de', /^https:\/\/market\.example\.test\/de\/verify-email\?token=[a-f0-9]{64}$/, 'E-Mail-Adresse bestätigen')
    expect(mail.text).toContain('Bestätigen Sie Ihre E-Mail-Adresse')
  })

  it('password reset (sent by Payload itself) in English, with a text part added by the adapter', async () => {
    await createUser(payload, 'ben@mail.test', { language: 'en' })
    await payload.forgotPassword({ collection: 'users', data: { email: 'ben@mail.test' }, disableEmail: false })
    const mail = await lastMailTo('ben@mail.test')
    expectBranded(mail, 'en', /^https:\/\/market\.example\.test\/reset-password\?token=[a-f0-9]+$/, 'Choose a new password')
    const log = await payload.find({ collection: 'email-logs', where: { to: { equals: 'ben@mail.test' } }, overrideAccess: true })
    expect(log.docs[0]).toMatchObject({ template: 'password-reset', language: 'en' })
    expect(log.docs[0].text).toContain('Reset your password'.toUpperCase())
  })

  it('lead unlock in German, with a button to the verification link on PUBLIC_URL', async () => {
    expect((await post('/svc/functions/lead-capture', { email: 'lead@mail.test', locale: 'de' })).status).toBe(202)
    expectBranded(await lastMailTo('lead@mail.test'), 'de', /^https:\/\/market\.example\.test\/svc\/functions\/lead-verify\?token=[a-f0-9]{64}$/, 'E-Mail-Adresse bestätigen')
  })

  it('KYC decision: the approval in the applicant’s language (German)', async () => {
    const applicant = await createUser(payload, 'carla@mail.test', { language: 'de', kyc: 'pending_review' })
    const document = async (kind: 'business_registration' | 'proof_of_address') => {
      const data = makePdf(kind)
      return (await payload.create({ collection: 'kyc-documents', data: { owner: applicant.id, kind }, file: { data, mimetype: 'application/pdf', name: `${kind}.pdf`, size: data.length }, overrideAccess: true })).id
    }
    const record = await payload.create({
      collection: 'kyc',
      data: {
        user: applicant.id,
        status: 'pending_review',
        company_name: 'Gruber Erdbau GmbH',
        vat_id: 'ATU68421932',
        country: 'AT',
        business_address: { street: 'Wiener Straße 5', postal_code: '4020', city: 'Linz' },
        contact_person: 'Carla Gruber',
        phone: '+43 732 123456',
        business_registration: await document('business_registration'),
        proof_of_address: await document('proof_of_address'),
      },
      overrideAccess: true,
      context: { skipEmails: true },
    })
    const reviewer = await createUser(payload, 'reviewer@mail.test')
    await payload.update({ collection: 'users', id: reviewer.id, data: { roles: ['kyc-reviewer'] }, overrideAccess: true })
    const reviewerDoc = await payload.findByID({ collection: 'users', id: reviewer.id, overrideAccess: true })
    await payload.update({ collection: 'kyc', id: record.id, data: { status: 'approved' }, user: { ...reviewerDoc, collection: 'users' } as never, overrideAccess: false })
    const mail = await lastMailTo('carla@mail.test')
    expectBranded(mail, 'de', /^https:\/\/market\.example\.test\/de\/auctions$/, 'Live-Auktionen ansehen')
    expect(mail.text).toContain('Ihr Unternehmen ist verifiziert'.toUpperCase())
  })

  it('bid messages: outbid in German and won in English, prices said as all-in (fee included)', async () => {
    const seller = await createUser(payload, 'seller@mail.test')
    const dora = await createUser(payload, 'dora@mail.test', { language: 'de' })
    const eric = await createUser(payload, 'eric@mail.test', { language: 'en' })
    const { auctionId, listingId } = await createAuction(payload, { sellerId: seller.id, startPrice: 17_500 })
    const listing = await payload.findByID({ collection: 'listings', id: listingId, overrideAccess: true })

    expect(await sendAuctionMessage(payload, 'outbid', dora.id, auctionId, 17_500)).toBe(true)
    const outbid = await lastMailTo('dora@mail.test')
    expectBranded(outbid, 'de', new RegExp(`^https://market\\.example\\.test/de/auctions/${listing.slug}$`), 'Erneut bieten')
    expect(outbid.text!.replaceAll('\u00a0', ' ')).toContain('17.500 € (inkl. 2 % Käuferaufgeld)')

    await sendAuctionMessage(payload, 'won', eric.id, auctionId, 17_500, { path: '/dashboard/invoices' })
    const won = await lastMailTo('eric@mail.test')
    expectBranded(won, 'en', /^https:\/\/market\.example\.test\/dashboard\/invoices$/, 'See your invoice')
    expect(won.text).toContain('winning bid of €17,500. The 2% buyer fee is included in it; VAT follows on the invoice')
  })

  it('support: the acknowledgement in the sender’s language with the copy of the message as text', async () => {
    const sent = await post('/svc/functions/support-send-message', { email: 'fred@mail.test', topic: 'payments', message: 'Kann ich in <b>Raten</b> zahlen?', context: { locale: 'de', url: `${PUBLIC_URL}/de/fees` } })
    expect(sent.status).toBeLessThan(300)
    const mail = await lastMailTo('fred@mail.test')
    expectBranded(mail, 'de', /^https:\/\/market\.example\.test\/de\/faq$/, 'Häufige Fragen ansehen')
    // What the sender typed is text, never markup.
    expect(mail.html).toContain('Kann ich in &lt;b&gt;Raten&lt;/b&gt; zahlen?')
  })
})
