import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mountGateway } from '../../server/gateway'
import { localeOfAcceptLanguage } from '../../server/http/unavailable-page'
import { createLogger } from '../../server/logger'

// A real express front door whose site and CMS are down (closed ports): what a user sees then.
let server: Server
let base: string

const closedPort = async () => {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

beforeAll(async () => {
  const down = `http://127.0.0.1:${await closedPort()}`
  const app = express()
  mountGateway(app, { cmsUrl: down, siteUrl: down, logger: createLogger('silent') })
  server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the front door when the site or the CMS cannot be reached', () => {
  it('answers 503 with Retry-After, a German page under /de/ and an English one elsewhere, without the internal cause', async () => {
    const german = await fetch(`${base}/de/auctions?category=cranes`)
    expect(german.status).toBe(503)
    expect(german.headers.get('retry-after')).toBe('5')
    expect(german.headers.get('cache-control')).toBe('no-store')
    expect(german.headers.get('content-type')).toMatch(/text\/html/)
    const de = await german.text()
    expect(de).toContain('<html lang="de">')
    expect(de).toContain('Vorübergehend nicht erreichbar')
    expect(de).toContain('in 5 Sekunden von selbst erneut')
    expect(de).toContain('<meta http-equiv="refresh" content="5">')
    expect(de).toContain('href="/de/auctions?category=cranes"')
    expect(de).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/)

    const english = await (await fetch(`${base}/fees`)).text()
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('Temporarily unavailable')
    expect(english).toContain('tries again by itself in 5 seconds')
    expect(english).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/)
  })

  it('takes the language from Accept-Language when the path has none', async () => {
    const page = await (await fetch(`${base}/`, { headers: { 'accept-language': 'fr-CH, de-DE;q=0.9, en;q=0.8' } })).text()
    expect(page).toContain('<html lang="de">')
    // The path wins over the browser.
    const english = await (await fetch(`${base}/en/fees`, { headers: { 'accept-language': 'de' } })).text()
    expect(english).toContain('<html lang="en">')
    expect(localeOfAcceptLanguage('en;q=0.5, de;q=0.7')).toBe('de')
    expect(localeOfAcceptLanguage('fr, it')).toBeNull()
    expect(localeOfAcceptLanguage('de;q=0, en')).toBe('en')
  })

  it('answers JSON for API calls and never links the retry to another site', async () => {
    const api = await fetch(`${base}/api/auctions`)
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('5')
    expect(await api.json()).toEqual({ errors: [{ message: expect.stringMatching(/cannot be reached/) }] })
    const sneaky = await (await fetch(`${base}//evil.example/`)).text()
    expect(sneaky).not.toContain('href="//evil.example')
  })
})
