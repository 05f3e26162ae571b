import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApplication } from '../../server/app'
import { bidEligibility } from '@core/domain/eligibility'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { startPayload } from './helpers/payload'
import { type CapturedMail, startSmtpCapture } from './helpers/smtp'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const PASSWORD = 'secret12'

/**
 * Section 5 of the security review (accounts), through the real front door: the gateway of the
 * service proxies /api to Payload's own REST (and GraphQL) handlers on a second HTTP server, as in
 * production. Clients are told apart by X-Forwarded-For (the gateway trusts it from loopback).
 */
describe('security: accounts', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let inbox: CapturedMail[] = []
  let cms: Server
  let service: Server
  let base: string
  let nextIp = 1
  /** A fresh client address, so a test is not slowed by another test's failed sign-ins. */
  const freshIp = () => `10.20.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`

  const toRequest = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
    return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: req.method === 'GET' ? undefined : Buffer.concat(chunks) })
  }
  const send = async (res: ServerResponse, response: Response) => {
    const headers: Record<string, string | string[]> = Object.fromEntries(response.headers.entries())
    const cookies = response.headers.getSetCookie()
    if (cookies.length) headers['set-cookie'] = cookies
    res.writeHead(response.status, headers)
    res.end(Buffer.from(await response.arrayBuffer()))
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture()
    inbox = smtp.inbox
    ;({ payload, stop } = await startPayload('sqlite'))
    const graphql = GRAPHQL_POST(Promise.resolve(payload.config))
    cms = createServer(async (req, res) => {
      const request = await toRequest(req)
      const response = req.url?.startsWith('/api/graphql') ? await graphql(request) : await handleEndpoints({ config: payload.config, request })
      await send(res, response)
    })
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
    const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`

    service = createServer()
    const repository = createPayloadAuctionRepository(payload)
    createApplication(service, {
      logger: createLogger('silent'),
      auctions: repository,
      probe: repository,
      payload,
      cmsUrl,
      accountLimits: { signup: 1000, verify: 1000, windowMs: 60_000 },
      authLimits: { login: 1000, reset: 1000, windowMs: 60_000 },
      // The test plays the reverse proxy on loopback and names each client's address in X-Forwarded-For.
      trustProxy: 'loopback',
    })
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`

    for (const [email, roles, language] of [
      ['admin@sec.test', ['admin'], 'en'],
      ['buyer@sec.test', [], 'en'],
      ['mover@sec.test', [], 'de'],
      ['moved-by-admin@sec.test', [], 'en'],
      ['delayed@sec.test', [], 'en'],
      ['graphql@sec.test', [], 'en'],
    ] as const) {
      await payload.create({
        collection: 'users',
        data: { email, password: PASSWORD, roles: [...roles], email_confirmed_at: new Date().toISOString(), kyc_status: 'approved', language },
        overrideAccess: true,
      })
    }
  })

  afterAll(async () => {
    for (const server of [service, cms]) {
      server?.closeAllConnections()
      await new Promise((resolve) => server?.close(resolve))
    }
    await stop?.()
    await smtp?.stop()
  })

  const login = (email: string, password: string, ip = freshIp()) =>
    fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    })
  const cookieOf = async (email: string) => {
    const response = await login(email, PASSWORD)
    expect(response.status).toBe(200)
    return (response.headers.get('set-cookie') ?? '').split(';')[0] as string
  }
  const findUser = async (email: string) =>
    (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true })).docs[0] as any
  const mailsTo = async (to: string) =>
    (await payload.find({ collection: 'email-logs', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })).docs
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  describe('sign-in', () => {
    it('answers a browser with the HttpOnly cookie and no JWT in the body', async () => {
      const response = await login('buyer@sec.test', PASSWORD)
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.user.email).toBe('buyer@sec.test')
      expect(body).not.toHaveProperty('token')
      expect(JSON.stringify(body)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./)
      expect(response.headers.get('set-cookie')).toMatch(/^payload-token=[^;]+;.*HttpOnly/i)
      // The cookie alone is the session.
      const me = await (await fetch(`${base}/api/users/me`, { headers: { cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] as string, origin: PUBLIC_ORIGIN } })).json()
      expect(me.user?.email).toBe('buyer@sec.test')
      expect(me).not.toHaveProperty('token')
    })

    it('answers an unknown address exactly like a wrong password, in comparable time', async () => {
      const attempt = async (email: string) => {
        const started = performance.now()
        const response = await login(email, 'not-the-password')
        return { ms: performance.now() - started, status: response.status, body: await response.json() }
      }
      await attempt('buyer@sec.test')
      await attempt('nobody-here@sec.test')
      const unknown: Awaited<ReturnType<typeof attempt>>[] = []
      const wrong: Awaited<ReturnType<typeof attempt>>[] = []
      for (let i = 0; i < 5; i++) {
        unknown.push(await attempt(`nobody-${i}@sec.test`))
        wrong.push(await attempt('buyer@sec.test'))
      }
      for (const answer of [...unknown, ...wrong]) {
        expect(answer.status).toBe(401)
        expect(answer.body).toEqual(wrong[0]?.body)
      }
      const [u, w] = [median(unknown.map((a) => a.ms)), median(wrong.map((a) => a.ms))]
      expect(u, `unknown ${u.toFixed(0)} ms vs wrong password ${w.toFixed(0)} ms`).toBeGreaterThanOrEqual(w * 0.5)
    })

    it('five wrong passwords do not lock the account: its owner still signs in', async () => {
      for (let i = 0; i < 6; i++) {
        await expect(payload.login({ collection: 'users', data: { email: 'buyer@sec.test', password: `wrong-${i}` } })).rejects.toThrow()
      }
      const attacker = freshIp()
      for (let i = 0; i < 5; i++) await login('buyer@sec.test', `wrong-${i}`, attacker)
      expect((await login('buyer@sec.test', PASSWORD)).status).toBe(200)
    })

    it('slows down repeated failures per address and IP (1 s, 2 s, …), another IP is unaffected, success resets', async () => {
      const ip = freshIp()
      for (let i = 0; i < 3; i++) expect((await login('delayed@sec.test', `wrong-${i}`, ip)).status).toBe(401)

      const delayed = await login('delayed@sec.test', 'wrong-3', ip)
      expect(delayed.status).toBe(429)
      expect(delayed.headers.get('retry-after')).toBe('1')
      const delayedBody = await delayed.json()
      expect(delayedBody.errors[0].message).toMatch(/wait/i)
      // The right password during the delay gets the same answer: the delay reveals nothing.
      const rightDuringDelay = await login('delayed@sec.test', PASSWORD, ip)
      expect(rightDuringDelay.status).toBe(429)
      expect(await rightDuringDelay.json()).toEqual(delayedBody)
      // Spelling the path another way does not get round it.
      for (const path of ['/api/users/login/', '/api//users/login', '/api/users/%6Cogin', '/API/Users/Login']) {
        const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ email: 'delayed@sec.test', password: PASSWORD }) })
        expect(response.status, path).toBe(429)
      }
      // An unknown address is slowed down the same way, with the same answer.
      const other = freshIp()
      for (let i = 0; i < 3; i++) expect((await login('ghost@sec.test', `wrong-${i}`, other)).status).toBe(401)
      const ghost = await login('ghost@sec.test', 'wrong-3', other)
      expect(ghost.status).toBe(429)
      expect(ghost.headers.get('retry-after')).toBe('1')
      expect(await ghost.json()).toEqual(delayedBody)

      // The same account from another IP is not held up.
      expect((await login('delayed@sec.test', PASSWORD, freshIp())).status).toBe(200)

      // After the wait the next failure doubles the delay.
      await sleep(1100)
      expect((await login('delayed@sec.test', 'wrong-4', ip)).status).toBe(401)
      const longer = await login('delayed@sec.test', 'wrong-5', ip)
      expect(longer.status).toBe(429)
      expect(longer.headers.get('retry-after')).toBe('2')

      // After the wait the right password signs in and starts the count again.
      await sleep(2100)
      expect((await login('delayed@sec.test', PASSWORD, ip)).status).toBe(200)
      for (let i = 0; i < 3; i++) expect((await login('delayed@sec.test', `again-${i}`, ip)).status).toBe(401)
    })

    it('counts a sign-in from the admin’s form (multipart with _payload) like one from the site', async () => {
      const ip = freshIp()
      const form = () => {
        const data = new FormData()
        data.set('_payload', JSON.stringify({ email: 'delayed@sec.test', password: 'wrong-form' }))
        return data
      }
      for (let i = 0; i < 3; i++) {
        expect((await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'x-forwarded-for': ip }, body: form() })).status).toBe(401)
      }
      expect((await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'x-forwarded-for': ip }, body: form() })).status).toBe(429)
      // The body still reaches Payload intact: a right password from the form signs in.
      const data = new FormData()
      data.set('_payload', JSON.stringify({ email: 'delayed@sec.test', password: PASSWORD }))
      expect((await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'x-forwarded-for': freshIp() }, body: data })).status).toBe(200)
    })

    it('refuses sign-in through GraphQL, which would bypass the limits of the sign-in door', async () => {
      const response = await fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { loginUser(email: "graphql@sec.test", password: "secret12") { exp user { email } } }' }),
      })
      const body = await response.json()
      expect(body.data?.loginUser ?? null).toBeNull()
      expect(body.errors?.length).toBeGreaterThan(0)
      expect(response.headers.get('set-cookie') ?? '').not.toMatch(/payload-token=[^;]+/)
    })
  })

  describe('creating users', () => {
    it('POST /api/users is closed to visitors; sign-up goes through the service', async () => {
      const response = await fetch(`${base}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC_ORIGIN },
        body: JSON.stringify({ email: 'walk-in@sec.test', password: 'abc' }),
      })
      expect(response.status).toBe(403)
      expect(await findUser('walk-in@sec.test')).toBeUndefined()
      await expect(payload.create({ collection: 'users', data: { email: 'local-walk-in@sec.test', password: 'secret12' }, overrideAccess: false })).rejects.toThrow()
      expect(await findUser('local-walk-in@sec.test')).toBeUndefined()
      // A signed-in buyer cannot create users either.
      const buyer = await cookieOf('buyer@sec.test')
      const byBuyer = await fetch(`${base}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC_ORIGIN, cookie: buyer },
        body: JSON.stringify({ email: 'friend@sec.test', password: 'secret12' }),
      })
      expect(byBuyer.status).toBe(403)

      const signup = await fetch(`${base}/svc/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accept_terms: true, business_buyer: true, email: 'walk-in@sec.test', password: 'secret12' }) })
      expect(signup.status).toBe(202)
      expect((await findUser('walk-in@sec.test'))?.roles ?? []).toEqual([])
    })

    it('an admin still creates users, with the same password rule as sign-up', async () => {
      const admin = await cookieOf('admin@sec.test')
      const create = (password: string, email: string) =>
        fetch(`${base}/api/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: PUBLIC_ORIGIN, cookie: admin },
          body: JSON.stringify({ email, password }),
        })
      const short = await create('abc', 'short@sec.test')
      expect(short.status).toBe(400)
      expect(JSON.stringify(await short.json())).toContain('at least 6 characters')
      expect(await findUser('short@sec.test')).toBeUndefined()
      expect((await create('secret12', 'staff-made@sec.test')).status).toBe(201)
    })
  })

  describe('changing the email address', () => {
    it('a user’s own change needs the new address confirmed before bidding; new address gets the link, old one a notice', async () => {
      const cookie = await cookieOf('mover@sec.test')
      const before = await findUser('mover@sec.test')
      expect(bidEligibility(before)).toBe('eligible')
      const sentBefore = inbox.length

      const response = await fetch(`${base}/api/users/${before.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: PUBLIC_ORIGIN, cookie },
        body: JSON.stringify({ email: 'Moved@Sec.test' }),
      })
      expect(response.status).toBe(200)
      const after = await findUser('moved@sec.test')
      expect(after?.id).toBe(before.id)
      expect(after.email_confirmed_at ?? null).toBeNull()
      expect(bidEligibility(after)).toBe('email_unconfirmed')
      expect(after.email_verification_hash).toMatch(/^[a-f0-9]{64}$/)

      // Both mails went over SMTP, in the user's language.
      expect(inbox.slice(sentBefore).flatMap((mail) => mail.to).sort()).toEqual(['moved@sec.test', 'mover@sec.test'])
      const [verification] = await mailsTo('moved@sec.test')
      expect(verification).toMatchObject({ template: 'verification', language: 'de', status: 'sent' })
      const token = /verify-email\?token=([a-f0-9]{64})/.exec(verification?.html ?? '')?.[1]
      expect(token).toBeTruthy()
      expect(after.email_verification_hash).not.toBe(token)
      const notices = (await mailsTo('mover@sec.test')).filter((mail) => mail.template === 'email-changed')
      expect(notices).toHaveLength(1)
      expect(notices[0]).toMatchObject({ language: 'de', status: 'sent' })
      expect(notices[0]?.html).toContain('moved@sec.test')

      // The session stays valid; the service sees the unconfirmed address.
      const status = await (await fetch(`${base}/svc/auth/status`, { headers: { cookie, origin: PUBLIC_ORIGIN } })).json()
      expect(status.data).toMatchObject({ email: 'moved@sec.test', email_confirmed_at: null })

      // The link confirms the new address.
      const verify = await fetch(`${base}/svc/auth/verify-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) })
      expect(verify.status).toBe(200)
      expect(bidEligibility(await findUser('moved@sec.test'))).toBe('eligible')

      // Saving the same address again (other case) is no change: no reset, no mail.
      const sentNow = inbox.length
      const same = await fetch(`${base}/api/users/${before.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: PUBLIC_ORIGIN, cookie },
        body: JSON.stringify({ email: 'MOVED@sec.test', language: 'de' }),
      })
      expect(same.status).toBe(200)
      expect((await findUser('moved@sec.test')).email_confirmed_at).toBeTruthy()
      expect(inbox.length).toBe(sentNow)
    })

    it('an admin’s change of a user’s address resets the confirmation too', async () => {
      const admin = (await findUser('admin@sec.test')) as { id: number }
      const user = await findUser('moved-by-admin@sec.test')
      await payload.update({
        collection: 'users',
        id: user.id,
        data: { email: 'now-elsewhere@sec.test', email_confirmed_at: user.email_confirmed_at },
        user: { ...admin, collection: 'users' } as never,
        overrideAccess: false,
      })
      const after = await findUser('now-elsewhere@sec.test')
      expect(after.email_confirmed_at ?? null).toBeNull()
      expect((await mailsTo('now-elsewhere@sec.test')).map((mail) => mail.template)).toEqual(['verification'])
      expect((await mailsTo('moved-by-admin@sec.test')).map((mail) => mail.template)).toEqual(['email-changed'])
    })
  })
})
