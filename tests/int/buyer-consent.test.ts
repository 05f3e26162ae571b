import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONSENT_MISSING_MESSAGE } from '../../cms/collections/Kyc/hooks/requireBuyerConsent'
import { createApplication } from '../../server/app'
import { createBidding } from '../../server/bidding/create-bidding'
import { createLogger } from '../../server/logger'
import { createSettingsSource } from '../../server/settings/settings'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { PASSWORD, SAME_ORIGIN } from './helpers/bidding'
import { sessionCookie } from './helpers/session'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'

/**
 * Terms and business-buyer confirmation (issue #27 §4): an account from Google / Apple sign-in has
 * given neither, so its KYC application is refused until it confirms both (POST
 * /svc/account/consent, zod, stored with the time). A refused step changes nothing.
 */
describe('an OIDC account confirms the terms before KYC', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let server: Server
  const service = { base: '' }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    const bidding = createBidding(payload, { settings: createSettingsSource(payload) })
    createApplication(server, { logger: createLogger('silent'), auctions: repository, probe: repository, payload, bidding, invoices: { payload, settings: createSettingsSource(payload), resolveUser: bidding.resolveUser } })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    service.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await stop?.()
  })

  /** A confirmed account without KYC, signed in. */
  const createUser = async (email: string) => {
    const user = await payload.create({ collection: 'users', data: { email, password: PASSWORD, email_confirmed_at: new Date().toISOString(), language: 'en' }, overrideAccess: true })
    return { id: user.id as number, cookie: await sessionCookie(payload, email, PASSWORD) }
  }

  const apply = async (userId: number) => {
    const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
    const pdf = makePdf('Registration')
    const doc = await payload.create({ collection: 'kyc-documents', data: { owner: userId }, file: { data: pdf, mimetype: 'application/pdf', name: 'r.pdf', size: pdf.length }, overrideAccess: true } as never)
    return payload.create({
      collection: 'kyc',
      data: {
        user: userId,
        company_name: 'Nordic Bygg AS',
        vat_id: 'DE136695976',
        business_address: { street: 'Hauptstr. 1', postal_code: '80331', city: 'München' },
        country: 'DE',
        contact_person: 'Anna',
        phone: '+49 89 1234567',
        business_registration: doc.id,
        proof_of_address: doc.id,
      } as never,
      user: { ...user, collection: 'users' } as never,
      overrideAccess: false,
      context: { skipEmails: true },
    })
  }

  it('refuses the KYC application of a provider account without consent, then accepts it after POST /svc/account/consent', async () => {
    const account = await createUser('oidc-consent@example.com')
    await payload.update({ collection: 'users', id: account.id, data: { identities: [{ provider: 'google', subject: 'g-123' }] } as never, overrideAccess: true })

    await expect(apply(account.id)).rejects.toThrow(CONSENT_MISSING_MESSAGE)
    expect((await payload.count({ collection: 'kyc', where: { user: { equals: account.id } }, overrideAccess: true })).totalDocs).toBe(0)

    const post = (body: unknown) =>
      fetch(`${service.base}/svc/account/consent`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: account.cookie, ...SAME_ORIGIN }, body: JSON.stringify(body) })
    const missing = await post({ accept_terms: true })
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.message).toBe('business_buyer: Please confirm that you buy for a business.')
    const anonymous = await fetch(`${service.base}/svc/account/consent`, { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_ORIGIN }, body: JSON.stringify({ accept_terms: true, business_buyer: true }) })
    expect(anonymous.status).toBe(401)

    const before = Date.now()
    expect((await post({ accept_terms: true, business_buyer: true })).status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: account.id, depth: 0, overrideAccess: true })
    for (const at of [stored.terms_accepted_at, stored.business_confirmed_at]) expect(new Date(at as string).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const record = await apply(account.id)
    expect(record.status).toBe('pending_review')
  })

  it('an email sign-up account (consent given at sign-up) applies at once', async () => {
    const account = await createUser('email-consent@example.com')
    const now = new Date().toISOString()
    await payload.update({ collection: 'users', id: account.id, data: { terms_accepted_at: now, business_confirmed_at: now }, overrideAccess: true })
    expect((await apply(account.id)).status).toBe('pending_review')
  })
})
