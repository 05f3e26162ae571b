import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startOidcProvider } from '../../scripts/e2e-oidc-provider.mjs'
import type { OidcProviderConfig, OidcProviderName } from '@core/auth/oidc-providers'
import { safeReturnPath } from '@core/routing/safe-redirect'
import { FLOW_COOKIE, openFlow, sealFlow } from '../../server/auth/oidc/flow-cookie'
import { createApplication } from '../../server/app'
import { createLogger } from '../../server/logger'
import { createPayloadAuctionRepository } from '../../server/storage/auction-repository'
import { BYPASSES, variants } from '../redirect-corpus'
import { startPayload } from './helpers/payload'
import { newJar, request, signInAtProvider } from './helpers/oidc-browser'
import { hasForbiddenCharacters } from '@core/validation/text'

// Not oidc.test.ts's port, so both files may run at once.
const PROVIDER_PORT = 4320
const OUR_ORIGIN = 'http://our.site'

/** Where a browser goes with this Location, from a page on our origin: ours, or someone else's. */
const staysOnOurOrigin = (location: string) =>
  !location.startsWith('//') && !location.startsWith('/\\') && new URL(location, `${OUR_ORIGIN}/signin`).origin === OUR_ORIGIN

/**
 * Issue #24 §2 at the HTTP doors that take a return path: the OIDC start (`next` sealed into the
 * flow cookie) and callback (its Location), and the front door's proxy, where a redirect of the
 * site or the CMS built from an odd request path (a trailing-slash or locale redirect, a `next`)
 * must not send the browser to another origin. Driven with the shared bypass corpus.
 */
describe('no open redirect at the HTTP doors (issue #24 §2)', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let stopProvider: () => Promise<void>
  let service: Server
  let upstream: Server
  let base: string
  let callbackPrefix: string

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    // Stands in for the site and the CMS behind the front door: it redirects a path with a
    // trailing slash to the path without it (as the site does), and `/go?to=` to `to` (any part's
    // redirect built from input), so the front door's check of the Location is what is tested.
    upstream = createServer((req, res) => {
      const url = req.url ?? '/'
      let location: string | null = null
      if (url.startsWith('/api/go?to=') || url.startsWith('/go?to=')) location = decodeURIComponent(url.slice(url.indexOf('=') + 1))
      else if (url.length > 1 && url.endsWith('/')) location = url.slice(0, -1)
      if (location !== null) {
        try {
          res.writeHead(url.includes('go?to=') ? 307 : 301, { location }).end()
        } catch {
          res.writeHead(400).end() // Node will not send a control character in a header either.
        }
      } else {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>ok</title>')
      }
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`

    service = createServer()
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
    callbackPrefix = `${base}/auth/callback`
    const provider = await startOidcProvider({ port: PROVIDER_PORT, clientId: 'mm-test', clientSecret: 'mm-test-secret', redirectUris: [callbackPrefix] })
    stopProvider = provider.stop
    const providers = new Map<OidcProviderName, OidcProviderConfig>([
      ['google', { name: 'google', issuer: provider.issuer, clientId: 'mm-test', clientSecret: 'mm-test-secret', scope: 'openid email profile' }],
    ])
    const repository = createPayloadAuctionRepository(payload)
    createApplication(service, {
      logger: createLogger('silent'),
      auctions: repository,
      probe: repository,
      payload,
      publicUrl: base,
      oidcProviders: providers,
      siteUrl: upstreamUrl,
      cmsUrl: upstreamUrl,
      // The corpus test gives each start its own client address (the OIDC start allows 100 per address).
      trustProxy: 'loopback',
    })
  })

  afterAll(async () => {
    service?.closeAllConnections()
    await new Promise((resolve) => service?.close(resolve))
    upstream?.closeAllConnections()
    await new Promise((resolve) => upstream?.close(resolve))
    await stopProvider?.()
    await stop?.()
  })

  const start = (next: string, lang = 'en') => `${base}/svc/auth/oidc/google?next=${encodeURIComponent(next)}&lang=${lang}`
  const corpus = [...new Set(BYPASSES.flatMap(variants))]

  it('the OIDC start seals only a same-origin path that passes the rule, for every value of the corpus', async () => {
    for (const [index, next] of corpus.entries()) {
      const jar = newJar()
      const response = await request(jar, start(next), { headers: { 'x-forwarded-for': `10.24.${Math.floor(index / 250)}.${(index % 250) + 1}` } })
      // A raw control character (a tab, a newline…) is refused at the door with 400 before any
      // redirect, by the one text rule (core/validation/text.ts); nothing is sealed then.
      if (hasForbiddenCharacters(next)) {
        expect(response.status, JSON.stringify(next)).toBe(400)
        expect(response.headers.get('location'), JSON.stringify(next)).toBeNull()
        continue
      }
      expect(response.status, JSON.stringify(next)).toBe(303)
      const flow = openFlow(jar.get(new URL(base).host)?.get(FLOW_COOKIE), payload.secret)
      expect(flow, JSON.stringify(next)).toBeTruthy()
      expect(staysOnOurOrigin(flow!.next), `${JSON.stringify(next)} → ${flow!.next}`).toBe(true)
      expect(safeReturnPath(flow!.next), JSON.stringify(next)).toBe(flow!.next)
    }
  })

  it('the OIDC callback sends the reported value and other bypasses to the dashboard, and good paths unchanged', async () => {
    const cases: Array<[string, string]> = [
      ['/.//evil.example/x', '/dashboard'],
      ['/%2F%2Fevil.example', '/dashboard'],
      ['/%252F%252Fevil.example', '/dashboard'],
      ['/\uff0fevil.example', '/dashboard'],
      ['/%2e%2e//evil.example', '/dashboard'],
      ['/de/auctions?q=bagger#x', '/de/auctions?q=bagger#x'],
    ]
    for (const [index, [next, expected]] of cases.entries()) {
      const jar = newJar()
      const callback = await signInAtProvider(jar, start(next), callbackPrefix, { email: `redirect${index}@example.com`, verified: true })
      const response = await request(jar, callback)
      expect(response.status, next).toBe(303)
      expect(response.headers.get('location'), next).toBe(expected)
    }
  })

  it('the OIDC callback checks the sealed path again (a flow sealed before the rule, or by another version)', async () => {
    const jar = newJar()
    const callback = await signInAtProvider(jar, start('/dashboard'), callbackPrefix, { email: 'resealed@example.com', verified: true })
    const host = new URL(base).host
    const flow = openFlow(jar.get(host)?.get(FLOW_COOKIE), payload.secret)
    jar.get(host)?.set(FLOW_COOKIE, sealFlow({ ...flow!, next: '//evil.example/x', lang: 'de' }, payload.secret))
    const response = await request(jar, callback)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/de/dashboard')
  })

  /** A raw request line (fetch would resolve dots and backslashes before sending). */
  const rawGet = (path: string) =>
    new Promise<{ status: number; location: string | null }>((resolve, reject) => {
      const { hostname, port } = new URL(base)
      const req = httpRequest({ hostname, port, path, method: 'GET', headers: { host: 'our.site' } }, (res) => {
        res.resume()
        resolve({ status: res.statusCode ?? 0, location: (res.headers.location as string | undefined) ?? null })
      })
      req.on('error', reject)
      req.end()
    })

  it("the front door never passes on a redirect of the site or the CMS that leaves the origin", async () => {
    let checked = 0
    for (const value of corpus) {
      // A path-like Location (starting with a slash or backslash) is checked; an absolute URL a part
      // sends on purpose (the settings' "Sell" link) is the part's own choice and left alone.
      const reflected = /^\s*[/\\]/.test(value) ? [`/go?to=${encodeURIComponent(value)}`, `/api/go?to=${encodeURIComponent(value)}`] : []
      const paths = [...(value.startsWith('/') ? [`${value}/`] : []), ...reflected]
      for (const path of paths) {
        let answer
        try {
          answer = await rawGet(path)
        } catch {
          continue // Node refuses to send it (a control character in the request line): no browser can either.
        }
        checked += 1
        expect(answer.status, path).toBeLessThan(500)
        if (answer.location !== null) expect(staysOnOurOrigin(answer.location), `${path} → ${answer.location}`).toBe(true)
      }
    }
    expect(checked).toBeGreaterThan(200)
    // The stand-in really redirects: a good path keeps its answer.
    expect(await rawGet('/de/auctions/')).toEqual({ status: 301, location: '/de/auctions' })
    expect(await rawGet(`/go?to=${encodeURIComponent('/de/auctions?q=bagger')}`)).toEqual({ status: 307, location: '/de/auctions?q=bagger' })
  })
})
