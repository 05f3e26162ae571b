import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApplication } from '../../server/app'
import { createLogger } from '../../server/logger'
import { SIGNUP_ACCEPTED } from '../../server/routes/sign-up'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { startPayload } from './helpers/payload'

/**
 * Sign-up, email verification, password reset and the auth rate limits, through the service over
 * real HTTP with a real Payload database (SQLite).
 */
describe('accounts', () => {
  let payload: Payload
  let stop: () => Promise<void>
  const servers: Server[] = []
  let base: string

  const listen = async (limits?: { signup: number; verify: number; login: number; reset: number }) => {
    const server = createServer()
    const repository = createPayloadAuctionRepository(payload)
    createApplication(server, {
      logger: createLogger('silent'),
      auctions: repository,
      probe: repository,
      payload,
      accountLimits: limits ? { signup: limits.signup, verify: limits.verify, windowMs: 60_000 } : undefined,
      authLimits: limits ? { login: limits.login, reset: limits.reset, windowMs: 60_000 } : undefined,
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    // Generous limits here; the limits themselves are tested on their own server below.
    base = await listen({ signup: 1000, verify: 1000, login: 1000, reset: 1000 })
  })

  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
    await stop?.()
  })

  const post = (url: string, data: unknown) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })

  const mailsTo = async (to: string) =>
    (await payload.find({ collection: 'email-logs', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })).docs

  const tokenFrom = (html: string | null | undefined) => /verify-email\?token=([a-f0-9]{64})/.exec(html ?? '')?.[1]

  const findUser = async (email: string) =>
    (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true })).docs[0] as any

  it('signs up a new user, unconfirmed, and emails a verification link in their language', async () => {
    const response = await post(`${base}/svc/auth/signup`, { accept_terms: true, business_buyer: true, email: 'New.Buyer@Example.com', password: 'secret1', language: 'de' })
    expect(response.status).toBe(202)
    expect((await response.json()).data.message).toBe(SIGNUP_ACCEPTED)
    const user = await findUser('new.buyer@example.com')
    expect(user).toBeTruthy()
    expect(user.email_confirmed_at ?? null).toBeNull()
    expect(user.roles ?? []).toEqual([])
    expect(user.language).toBe('de')
    // Only a hash is stored, never the token that is in the email.
    const [mail] = await mailsTo('new.buyer@example.com')
    expect(mail.template).toBe('verification')
    expect(mail.language).toBe('de')
    const token = tokenFrom(mail.html)
    expect(token).toBeTruthy()
    expect(user.email_verification_hash).toMatch(/^[a-f0-9]{64}$/)
    expect(user.email_verification_hash).not.toBe(token)
  })

  it('answers sign-up for an existing address exactly like a new one (no enumeration) and emails the owner instead', async () => {
    await post(`${base}/svc/auth/signup`, { accept_terms: true, business_buyer: true, email: 'taken@example.com', password: 'secret1' })
    const first = await post(`${base}/svc/auth/signup`, { accept_terms: true, business_buyer: true, email: 'fresh@example.com', password: 'secret1' })
    const again = await post(`${base}/svc/auth/signup`, { accept_terms: true, business_buyer: true, email: 'taken@example.com', password: 'another1' })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    const taken = await payload.find({ collection: 'users', where: { email: { equals: 'taken@example.com' } }, overrideAccess: true })
    expect(taken.totalDocs).toBe(1)
    const mails = await mailsTo('taken@example.com')
    expect(mails.map((m) => m.template)).toEqual(['verification', 'account-exists'])
    // The original password still works: the second sign-up changed nothing.
    const login = await payload.login({ collection: 'users', data: { email: 'taken@example.com', password: 'secret1' } })
    expect(login.user?.email).toBe('taken@example.com')
  })

  it('rejects a short password and a bad email with clear messages and creates nothing', async () => {
    const short = await post(`${base}/svc/auth/signup`, { accept_terms: true, business_buyer: true, email: 'short@example.com', password: '12345' })
    expect(short.status).toBe(400)
    expect((await short.json()).error.message).toContain('at least 6 characters')
    const bad = await post(`${base}/svc/auth/signup`, { accept_terms: true, business_buyer: true, email: 'not-an-email', password: 'secret1' })
    expect(bad.status).toBe(400)
    expect(await findUser('short@example.com')).toBeUndefined()
  })

  it('sign-up needs the terms accepted and a business buyer confirmed; both are stored with their time', async () => {
    const noTerms = await post(`${base}/svc/auth/signup`, { email: 'no-terms@example.com', password: 'secret1', business_buyer: true })
    expect(noTerms.status).toBe(400)
    expect((await noTerms.json()).error.message).toBe('accept_terms: Please accept the terms and conditions.')
    const noBusiness = await post(`${base}/svc/auth/signup`, { email: 'no-business@example.com', password: 'secret1', accept_terms: true, business_buyer: false })
    expect(noBusiness.status).toBe(400)
    expect((await noBusiness.json()).error.message).toBe('business_buyer: Please confirm that you buy for a business.')
    expect(await findUser('no-terms@example.com')).toBeUndefined()
    expect(await findUser('no-business@example.com')).toBeUndefined()
    const before = Date.now()
    expect((await post(`${base}/svc/auth/signup`, { email: 'consent@example.com', password: 'secret1', accept_terms: true, business_buyer: true })).status).toBe(202)
    const user = await findUser('consent@example.com')
    for (const at of [user.terms_accepted_at, user.business_confirmed_at]) expect(new Date(at).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('a visitor cannot give themselves a role, a confirmed email or a KYC status through sign-up', async () => {
    const response = await post(`${base}/svc/auth/signup`, {
      email: 'sneaky@example.com',
      password: 'secret1',
      accept_terms: true,
      business_buyer: true,
      roles: ['admin'],
      email_confirmed_at: new Date().toISOString(),
      kyc_status: 'approved',
    })
    expect(response.status).toBe(202)
    const user = await findUser('sneaky@example.com')
    expect(user.roles ?? []).toEqual([])
    expect(user.email_confirmed_at ?? null).toBeNull()
    expect(user.kyc_status ?? null).toBeNull()
  })

  it('confirms the email with the link once; the link then no longer works', async () => {
    await post(`${base}/svc/auth/signup`, { accept_terms: true, business_buyer: true, email: 'verify@example.com', password: 'secret1' })
    const token = tokenFrom((await mailsTo('verify@example.com'))[0]?.html)
    const ok = await post(`${base}/svc/auth/verify-email`, { token })
    expect(ok.status).toBe(200)
    const user = await findUser('verify@example.com')
    expect(user.email_confirmed_at).toBeTruthy()
    expect(user.email_verification_hash ?? null).toBeNull()
    const reused = await post(`${base}/svc/auth/verify-email`, { token })
    expect(reused.status).toBe(400)
    expect((await reused.json()).error.code).toBe('invalid_token')
  })

  it('refuses an expired verification link and leaves the email unconfirmed', async () => {
    await post(`${base}/svc/auth/signup`, { accept_terms: true, business_buyer: true, email: 'late@example.com', password: 'secret1' })
    const token = tokenFrom((await mailsTo('late@example.com'))[0]?.html)
    const user = await findUser('late@example.com')
    await payload.update({ collection: 'users', id: user.id, data: { email_verification_expires_at: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const response = await post(`${base}/svc/auth/verify-email`, { token })
    expect(response.status).toBe(410)
    expect((await findUser('late@example.com')).email_confirmed_at ?? null).toBeNull()
    // A new link can be requested; the answer does not reveal whether the address exists.
    const resend = await post(`${base}/svc/auth/resend-verification`, { email: 'late@example.com' })
    const unknown = await post(`${base}/svc/auth/resend-verification`, { email: 'nobody@example.com' })
    expect(resend.status).toBe(202)
    expect(await resend.json()).toEqual(await unknown.json())
    const fresh = tokenFrom((await mailsTo('late@example.com')).at(-1)?.html)
    expect((await post(`${base}/svc/auth/verify-email`, { token: fresh })).status).toBe(200)
  })

  it('never shows the verification hash to the user themselves (Local API, access enforced)', async () => {
    await post(`${base}/svc/auth/signup`, { accept_terms: true, business_buyer: true, email: 'self@example.com', password: 'secret1' })
    const user = await findUser('self@example.com')
    const own = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: false, user: { ...user, collection: 'users' } })
    expect(own.email).toBe('self@example.com')
    expect('email_verification_hash' in own).toBe(false)
    await expect(
      payload.update({ collection: 'users', id: user.id, data: { email_confirmed_at: new Date().toISOString() }, overrideAccess: false, user: { ...user, collection: 'users' } }),
    ).resolves.toMatchObject({ email_confirmed_at: null })
  })

  it('password reset tokens work once and expire; unknown addresses get no error', async () => {
    await post(`${base}/svc/auth/signup`, { accept_terms: true, business_buyer: true, email: 'reset@example.com', password: 'secret1' })
    await expect(payload.forgotPassword({ collection: 'users', data: { email: 'nobody@example.com' }, disableEmail: true })).resolves.toBeFalsy()
    const token = await payload.forgotPassword({ collection: 'users', data: { email: 'reset@example.com' }, disableEmail: true })
    expect(typeof token).toBe('string')
    await payload.resetPassword({ collection: 'users', data: { token: token as string, password: 'newpass1' }, overrideAccess: true })
    await expect(payload.resetPassword({ collection: 'users', data: { token: token as string, password: 'again12' }, overrideAccess: true })).rejects.toThrow()
    const login = await payload.login({ collection: 'users', data: { email: 'reset@example.com', password: 'newpass1' } })
    expect(login.user?.email).toBe('reset@example.com')

    const second = await payload.forgotPassword({ collection: 'users', data: { email: 'reset@example.com' }, disableEmail: true })
    const user = await findUser('reset@example.com')
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() } })
    await expect(payload.resetPassword({ collection: 'users', data: { token: second as string, password: 'late123' }, overrideAccess: true })).rejects.toThrow()
  })

  it('the reset email links to /reset-password in the user’s language', async () => {
    const user = await findUser('new.buyer@example.com')
    await payload.forgotPassword({ collection: 'users', data: { email: user.email } })
    const mail = (await mailsTo(user.email)).at(-1)
    expect(mail?.subject).toBe('Passwort zurücksetzen')
    expect(mail?.html).toMatch(/\/de\/reset-password\?token=[a-f0-9]+/)
  })

  it('rate-limits sign-up, verification, sign-in and password reset per address', async () => {
    const limited = await listen({ signup: 2, verify: 2, login: 3, reset: 2 })
    const statuses = async (n: number, call: () => Promise<Response>) => {
      const out: number[] = []
      for (let i = 0; i < n; i++) out.push((await call()).status)
      return out
    }
    expect(await statuses(3, () => post(`${limited}/svc/auth/signup`, { accept_terms: true, business_buyer: true, email: 'x@', password: 'x' }))).toEqual([400, 400, 429])
    expect(await statuses(3, () => post(`${limited}/svc/auth/verify-email`, { token: 'f'.repeat(64) }))).toEqual([400, 400, 429])
    // Sign-in and reset are Payload's endpoints: limited at the gateway, before the proxy.
    const login = await statuses(4, () => post(`${limited}/api/users/login`, { email: 'a@b.c', password: 'x' }))
    expect(login.slice(0, 3)).not.toContain(429)
    expect(login[3]).toBe(429)
    const reset = await statuses(3, () => post(`${limited}/api/users/forgot-password`, { email: 'a@b.c' }))
    expect(reset[2]).toBe(429)
    const body = await (await post(`${limited}/api/users/login`, { email: 'a@b.c', password: 'x' })).json()
    expect(body.errors[0].message).toMatch(/Too many attempts/)
  })
})
