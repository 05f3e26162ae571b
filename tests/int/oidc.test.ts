import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startOidcProvider } from '../../scripts/e2e-oidc-provider.mjs'
import { FLOW_COOKIE, openFlow, sealFlow } from '../../server/auth/oidc/flow-cookie'
import type { OidcProviderConfig, OidcProviderName } from '@core/auth/oidc-providers'
import { createApplication } from '../../server/app'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { startPayload } from './helpers/payload'
import { newJar, request, signInAtProvider, type Jar } from './helpers/oidc-browser'

const PROVIDER_PORT = 3511

/**
 * Google sign-in against a real OpenID Connect provider (the oidc-provider package on a local
 * port) through the service over real HTTP: new accounts, linking by verified email, and every
 * bad answer at /auth/callback ending on the sign-in page with no session.
 */
describe('sign-in with OpenID Connect', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let stopProvider: () => Promise<void>
  let server: Server
  let base: string
  let callbackPrefix: string

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    callbackPrefix = `${base}/auth/callback`
    const provider = await startOidcProvider({ port: PROVIDER_PORT, clientId: 'mm-test', clientSecret: 'mm-test-secret', redirectUris: [callbackPrefix] })
    stopProvider = provider.stop
    const providers = new Map<OidcProviderName, OidcProviderConfig>([
      ['google', { name: 'google', issuer: provider.issuer, clientId: 'mm-test', clientSecret: 'mm-test-secret', scope: 'openid email profile' }],
    ])
    const repository = createPayloadAuctionRepository(payload)
    createApplication(server, { logger: createLogger('silent'), auctions: repository, probe: repository, payload, publicUrl: base, oidcProviders: providers })
  })

  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await stopProvider?.()
    await stop?.()
  })

  const start = (next = '/dashboard/watchlist') => `${base}/svc/auth/oidc/google?next=${encodeURIComponent(next)}&lang=en`
  const sessionCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('payload-token=') && !/expires=.*1970|max-age=0/i.test(c))
  const whoIs = async (cookie: string) => (await payload.auth({ headers: new Headers({ cookie: cookie.split(';')[0], 'sec-fetch-site': 'same-origin' }) })).user
  const userByEmail = async (email: string) =>
    (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true })).docs
  const finish = (jar: Jar, callback: string) => request(jar, callback)

  it('creates an account for a new verified email, confirmed, without KYC, and signs it in with a Payload session', async () => {
    const jar = newJar()
    const callback = await signInAtProvider(jar, start(), callbackPrefix, { email: 'New.Google@Example.com', verified: true })
    const response = await finish(jar, callback)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dashboard/watchlist')
    const cookie = sessionCookie(response)
    expect(cookie).toMatch(/HttpOnly/)
    const [user] = await userByEmail('new.google@example.com')
    expect(user.email_confirmed_at).toBeTruthy()
    expect(user.kyc_status ?? null).toBeNull()
    expect(user.roles ?? []).toEqual([])
    expect((user as { identities?: { provider: string }[] }).identities?.map((i) => i.provider)).toEqual(['google'])
    expect((await whoIs(cookie as string))?.email).toBe('new.google@example.com')
    const activity = await payload.find({ collection: 'activity', where: { user: { equals: user.id } }, overrideAccess: true })
    expect(activity.docs.map((a) => [a.type, a.method])).toEqual([['sign_in', 'google']])

    // The same provider account next time is the same user, not a second one.
    const again = newJar()
    const second = await finish(again, await signInAtProvider(again, start(), callbackPrefix, { email: 'new.google@example.com', verified: true }))
    expect((await whoIs(sessionCookie(second) as string))?.id).toBe(user.id)
    expect(await userByEmail('new.google@example.com')).toHaveLength(1)
  })

  it('links to the existing account with the same verified email', async () => {
    const existing = await payload.create({ collection: 'users', data: { email: 'owner@example.com', password: 'secret1' }, overrideAccess: true })
    const jar = newJar()
    const response = await finish(jar, await signInAtProvider(jar, start('/dashboard'), callbackPrefix, { email: 'owner@example.com', verified: true }))
    expect(response.headers.get('location')).toBe('/dashboard')
    expect((await whoIs(sessionCookie(response) as string))?.id).toBe(existing.id)
    const [user] = await userByEmail('owner@example.com')
    expect((user as { identities?: unknown[] }).identities).toHaveLength(1)
    // The password still works too.
    expect((await payload.login({ collection: 'users', data: { email: 'owner@example.com', password: 'secret1' } })).user?.id).toBe(existing.id)
  })

  it('never links (or creates) an account from an email the provider has not verified', async () => {
    await payload.create({ collection: 'users', data: { email: 'victim@example.com', password: 'secret1' }, overrideAccess: true })
    const jar = newJar()
    const response = await finish(jar, await signInAtProvider(jar, start(), callbackPrefix, { email: 'victim@example.com', verified: false }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/signin?error=oidc_unverified_email')
    expect(sessionCookie(response)).toBeUndefined()
    const [victim] = await userByEmail('victim@example.com')
    expect((victim as { identities?: unknown[] }).identities ?? []).toHaveLength(0)
    const other = newJar()
    const fresh = await finish(other, await signInAtProvider(other, start(), callbackPrefix, { email: 'unverified-new@example.com', verified: false }))
    expect(fresh.headers.get('location')).toBe('/signin?error=oidc_unverified_email')
    expect(await userByEmail('unverified-new@example.com')).toHaveLength(0)
  })

  it('refuses a callback without the flow cookie, with a forged state or a tampered cookie', async () => {
    const jar = newJar()
    const callback = await signInAtProvider(jar, start(), callbackPrefix, { email: 'state@example.com', verified: true })

    const noCookie = await fetch(callback, { redirect: 'manual' })
    expect(noCookie.headers.get('location')).toBe('/signin?error=oidc_expired')
    expect(sessionCookie(noCookie)).toBeUndefined()

    const forged = new URL(callback)
    forged.searchParams.set('state', 'forged-state-value-000000000000')
    const forgedState = await request(new Map(jar), forged.href)
    expect(forgedState.headers.get('location')).toBe('/signin?error=oidc_state')
    expect(sessionCookie(forgedState)).toBeUndefined()

    const host = new URL(base).host
    const tampered = new Map(jar)
    tampered.set(host, new Map([[FLOW_COOKIE, `${jar.get(host)?.get(FLOW_COOKIE)?.split('.')[0]}.AAAA`]]))
    const badCookie = await request(tampered, callback)
    expect(badCookie.headers.get('location')).toBe('/signin?error=oidc_expired')
    expect(await userByEmail('state@example.com')).toHaveLength(0)
  })

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    const jar = newJar()
    const callback = await signInAtProvider(jar, start(), callbackPrefix, { email: 'nonce@example.com', verified: true })
    const host = new URL(base).host
    const flow = openFlow(jar.get(host)?.get(FLOW_COOKIE), payload.secret)
    expect(flow).toBeTruthy()
    // Same state and PKCE verifier, another nonce: only the ID token check can catch it.
    jar.get(host)?.set(FLOW_COOKIE, sealFlow({ ...flow!, nonce: 'another-nonce-value-0000000000000' }, payload.secret))
    const response = await request(jar, callback)
    expect(response.headers.get('location')).toBe('/signin?error=oidc_failed')
    expect(sessionCookie(response)).toBeUndefined()
    expect(await userByEmail('nonce@example.com')).toHaveLength(0)
  })

  it('turns a provider error (the user cancelled) into a clear message and no session', async () => {
    const jar = newJar()
    const callback = await signInAtProvider(jar, `${base}/svc/auth/oidc/google?lang=de`, callbackPrefix, 'cancel')
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied')
    const response = await request(jar, callback)
    expect(response.headers.get('location')).toBe('/de/signin?error=oidc_denied')
    expect(sessionCookie(response)).toBeUndefined()
  })

  it('answers an unconfigured provider and an unknown one without starting a flow', async () => {
    const apple = await fetch(`${base}/svc/auth/oidc/apple`, { redirect: 'manual' })
    expect(apple.headers.get('location')).toBe('/signin?error=oidc_unavailable')
    const unknown = await fetch(`${base}/svc/auth/oidc/myspace`, { redirect: 'manual' })
    expect(unknown.status).toBe(400)
  })
})
