import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { settleVatChecks } from '../../cms/collections/Kyc/vat-check'

import { FORBIDDEN_CHARACTERS_MESSAGE } from '@core/validation/text'
import { allTables, snapshotTables, startFrontDoor } from './helpers/front-door'
import { makePdf } from './helpers/files'
import { startPayload } from './helpers/payload'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const PASSWORD = 'secret12'

/**
 * Issue #24, section 4, Payload's side: a body that is not a JSON object, odd query parameters and
 * control characters in text get a 4xx with a clear message and change nothing, at both doors
 * (the service's gateway on the one origin, and the CMS reached directly).
 */
describe('bad input at Payload REST and GraphQL', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let door: Awaited<ReturnType<typeof startFrontDoor>>
  let tables: string[]
  const ids: Record<string, number> = {}
  const cookies: Record<string, string> = {}
  let savedSearchId: number
  let kycId: number
  let auctionId: number

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    door = await startFrontDoor(payload)
    for (const [who, roles] of [
      ['admin', ['admin']],
      ['buyer', []],
    ] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${who}@bad-input.test`, password: PASSWORD, roles: [...roles], email_confirmed_at: new Date().toISOString(), language: 'en' },
        overrideAccess: true,
      })
      ids[who] = user.id as number
      const login = await fetch(`${door.base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${who}@bad-input.test`, password: PASSWORD }) })
      expect(login.status).toBe(200)
      cookies[who] = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    }
    savedSearchId = (await payload.create({ collection: 'saved-searches', data: { user: ids.buyer, name: 'Excavators', filters: { category: 'excavators' } } as never, overrideAccess: true })).id as number
    const documents: number[] = []
    for (const kind of ['business_registration', 'proof_of_address']) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(makePdf())], { type: 'application/pdf' }), `${kind}.pdf`)
      form.append('_payload', JSON.stringify({ kind }))
      const response = await fetch(`${door.base}/api/kyc-documents`, { method: 'POST', body: form, headers: { cookie: cookies.buyer as string, origin: PUBLIC_ORIGIN } })
      expect(response.status).toBe(201)
      documents.push((await response.json()).doc.id)
    }
    const kyc = await fetch(`${door.base}/api/kyc`, {
      method: 'POST',
      headers: { cookie: cookies.buyer as string, origin: PUBLIC_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        company_name: 'Alpen Bau GmbH',
        vat_id: 'DE136695976',
        business_address: { street: 'Hauptstraße 1', postal_code: '80331', city: 'München' },
        country: 'DE',
        contact_person: 'Anna Huber',
        phone: '+49 89 1234567',
        business_registration: documents[0],
        proof_of_address: documents[1],
      }),
    })
    expect(kyc.status).toBe(201)
    kycId = (await kyc.json()).doc.id
    // The VAT check asks VIES in the background and writes its answer to the record: let it land
    // now, so it does not change the tables while a test compares them before and after.
    await settleVatChecks()
    const listing = await payload.create({
      collection: 'listings',
      data: { title: 'Komatsu PC210', category: 'excavators', brand: 'Komatsu', model: 'PC210', year: 2019, hours: 5400, location_city: 'Köln', location_country: 'DE', status: 'live' } as never,
      overrideAccess: true,
    })
    const now = Date.now()
    auctionId = (
      await payload.create({
        collection: 'auctions',
        data: { listing: listing.id, status: 'LIVE', start_time: new Date(now - 3_600_000).toISOString(), end_time: new Date(now + 3_600_000).toISOString(), start_price: 10_000, current_price: 10_000, bid_count: 0 } as never,
        overrideAccess: true,
      })
    ).id as number
    tables = await allTables(payload)
  }, 120_000)

  afterAll(async () => {
    await door?.stop()
    await stop?.()
  })

  const doors = () => [
    ['gateway', door.base],
    ['cms', door.cms],
  ] as const

  const send = (base: string, who: 'admin' | 'buyer' | 'visitor', method: string, path: string, body?: string, contentType = 'application/json') =>
    fetch(`${base}${path}`, {
      method,
      headers: { ...(who === 'visitor' ? {} : { cookie: cookies[who] as string }), origin: PUBLIC_ORIGIN, ...(body === undefined ? {} : { 'content-type': contentType }) },
      body,
    })

  /** The answer's status and its JSON (null when the body is not JSON). */
  const answer = async (response: Response) => {
    const text = await response.text()
    try {
      return { status: response.status, json: JSON.parse(text) as { errors?: Array<{ message: string; data?: unknown }>; error?: { message: string }; message?: string } }
    } catch {
      return { status: response.status, json: null, text }
    }
  }

  const notObjects: Array<[string, string, string?]> = [
    ['a string', '"str"'],
    ['a number', '123'],
    ['null', 'null'],
    ['an array', '[]'],
    ['an array of objects', '[{"name":"x"}]'],
    ['true', 'true'],
    ['invalid JSON', '{"name": '],
    ['XML sent as JSON', '<user><name>x</name></user>'],
    ['XML', '<user><name>x</name></user>', 'application/xml'],
    ['plain text', 'name=x', 'text/plain'],
    ['form-urlencoded', 'name=x', 'application/x-www-form-urlencoded'],
    ['multipart with a _payload that is not JSON', '--b\r\ncontent-disposition: form-data; name="_payload"\r\n\r\n{oops\r\n--b--\r\n', 'multipart/form-data; boundary=b'],
    ['multipart with a _payload that is a string', '--b\r\ncontent-disposition: form-data; name="_payload"\r\n\r\n"str"\r\n--b--\r\n', 'multipart/form-data; boundary=b'],
  ]

  const writes = (): Array<[string, 'admin' | 'buyer', string, string]> => [
    ['PATCH /api/users/:id', 'buyer', 'PATCH', `/api/users/${ids.buyer}`],
    ['POST /api/kyc', 'buyer', 'POST', '/api/kyc'],
    ['PATCH /api/kyc/:id', 'buyer', 'PATCH', `/api/kyc/${kycId}`],
    ['PATCH /api/saved-searches/:id', 'buyer', 'PATCH', `/api/saved-searches/${savedSearchId}`],
    ['POST /api/saved-searches', 'buyer', 'POST', '/api/saved-searches'],
    ['POST /api/watchlist', 'buyer', 'POST', '/api/watchlist'],
    ['POST /api/users (admin)', 'admin', 'POST', '/api/users'],
    ['PATCH /api/users (bulk, admin)', 'admin', 'PATCH', `/api/users?where[id][equals]=${ids.buyer}`],
    ['POST /api/listings', 'admin', 'POST', '/api/listings'],
    ['PATCH /api/auctions/:id', 'admin', 'PATCH', `/api/auctions/${auctionId}`],
    ['POST /api/faqs', 'admin', 'POST', '/api/faqs'],
    ['POST /api/globals/settings', 'admin', 'POST', '/api/globals/settings'],
  ]

  describe('a body that is not a JSON object', () => {
    it('is a 400 with a clear JSON error on every collection and global write, at both doors, and changes nothing', async () => {
      const before = await snapshotTables(payload, tables)
      const wrong: string[] = []
      for (const [doorName, base] of doors()) {
        for (const [write, who, method, path] of writes()) {
          for (const [label, body, contentType] of notObjects) {
            const { status, json } = await answer(await send(base, who, method, path, body, contentType))
            const message = json?.errors?.[0]?.message ?? json?.error?.message ?? ''
            // Saved searches are created through the service only: a buyer's POST is a 403 whatever its body.
            const expected = write === 'POST /api/saved-searches' ? [400, 403] : [400]
            if (!expected.includes(status) || !message) wrong.push(`${doorName} ${write} with ${label}: ${status} ${JSON.stringify(json)?.slice(0, 120)}`)
          }
        }
      }
      expect(wrong).toEqual([])
      expect(await snapshotTables(payload, tables)).toEqual(before)
    }, 120_000)

    it('says what is wrong', async () => {
      const { json } = await answer(await send(door.base, 'buyer', 'PATCH', `/api/saved-searches/${savedSearchId}`, '"str"'))
      expect(json?.errors?.[0]?.message).toMatch(/JSON object/i)
    })

    it('an object still works', async () => {
      const response = await send(door.base, 'buyer', 'PATCH', `/api/saved-searches/${savedSearchId}`, JSON.stringify({ name: 'Bagger' }))
      expect(response.status).toBe(200)
    })
  })

  describe("the admin's reads by POST (a relationship field's labels and options)", () => {
    const readByPost = (base: string, who: 'admin' | 'buyer', path: string, body: string | Uint8Array<ArrayBuffer>) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie: cookies[who] as string, origin: PUBLIC_ORIGIN, 'x-payload-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })

    it('pass both doors as the reads they are, with the reader\'s access, and write nothing', async () => {
      const before = await snapshotTables(payload, tables)
      const query = `depth=0&draft=true&limit=1&locale=en&select%5Bcompany_name%5D=true&where%5Bid%5D%5Bin%5D%5B0%5D=${kycId}`
      for (const [doorName, base] of doors()) {
        const admin = await answer(await readByPost(base, 'admin', '/api/kyc', query))
        expect(admin.status, doorName).toBe(200)
        expect((admin.json as unknown as { docs: Array<{ id: number; company_name: string }> }).docs).toEqual([{ id: kycId, company_name: 'Alpen Bau GmbH' }])
        // A buyer reads what a GET would give them: their own application only.
        const users = await answer(await readByPost(base, 'buyer', '/api/users', `depth=0&limit=5&where%5Bid%5D%5Bin%5D%5B0%5D=${ids.admin}`))
        expect(users.status, doorName).toBe(200)
        expect((users.json as unknown as { docs: unknown[] }).docs).toEqual([])
      }
      expect(await snapshotTables(payload, tables)).toEqual(before)
    })

    it('with a body that is not query text is a 400 with a clear message at the gateway', async () => {
      for (const body of [new Uint8Array([0xff, 0xfe, 0x41]), 'limit=1\u0000']) {
        const { status, json } = await answer(await readByPost(door.base, 'admin', '/api/kyc', body))
        expect(status).toBe(400)
        expect(json?.errors?.[0]?.message).toMatch(/query/i)
      }
    })
  })

  describe('odd ids and query parameters', () => {
    const reads = () => [
      '/api/auctions/abc',
      '/api/auctions/1.5',
      '/api/auctions/-1',
      '/api/auctions/99999999999999999999999',
      `/api/auctions/${auctionId}%00`,
      '/api/users/abc',
      '/api/saved-searches/abc',
      '/api/globals/nope',
      '/api/auctions?where=abc',
      '/api/auctions?where[foo][bar]=x',
      '/api/auctions?where[status][nope]=x',
      '/api/auctions?where[or]=x',
      '/api/auctions?where[and][0]=x',
      '/api/auctions?where[id][in]=abc',
      '/api/auctions?where[id][equals]=abc',
      '/api/auctions?where[start_price][greater_than]=abc',
      '/api/auctions?where[listing.title][like]=%00',
      '/api/auctions?sort=<garbage>',
      '/api/auctions?sort=-',
      '/api/auctions?sort[]=x',
      '/api/auctions?limit=-1',
      '/api/auctions?limit=abc',
      '/api/auctions?limit=1e309',
      '/api/auctions?page=abc',
      '/api/auctions?page=-3',
      '/api/auctions?depth=999',
      '/api/auctions?depth=abc',
      '/api/auctions?select=abc',
      '/api/auctions?select[nope]=true',
      '/api/auctions?populate=abc',
      '/api/auctions?locale=xx',
      '/api/auctions?fallback-locale=%00',
      '/api/auctions?draft=abc',
      '/api/auctions?joins=abc',
      '/api/users?where[password][equals]=x',
      '/api/faqs?where[question][like]=%00',
      `/api/auctions/${auctionId}?depth=999`,
    ]

    it('never answer 5xx, as a visitor, a buyer or an admin, at both doors', async () => {
      const before = await snapshotTables(payload, tables)
      const wrong: string[] = []
      for (const [doorName, base] of doors()) {
        for (const who of ['visitor', 'buyer', 'admin'] as const) {
          for (const path of reads()) {
            const { status, json, text } = await answer(await send(base, who, 'GET', path))
            if (status >= 500 || (status >= 400 && !(json?.errors?.[0]?.message ?? json?.error?.message ?? json?.message))) wrong.push(`${doorName} ${who} ${path}: ${status} ${(JSON.stringify(json) ?? text ?? '').slice(0, 120)}`)
          }
          // Deletes with odd ids and where clauses refuse too, and change nothing.
          for (const path of ['/api/auctions/abc', '/api/saved-searches?where=abc', '/api/saved-searches?where[foo][bar]=x']) {
            const { status } = await answer(await send(base, who, 'DELETE', path))
            if (status >= 500) wrong.push(`${doorName} ${who} DELETE ${path}: ${status}`)
          }
        }
      }
      expect(wrong).toEqual([])
      expect(await snapshotTables(payload, tables)).toEqual(before)
    }, 180_000)

    it('an id that is not a number is a 404', async () => {
      expect((await send(door.base, 'visitor', 'GET', '/api/auctions/abc')).status).toBe(404)
    })
  })

  describe('control characters in text', () => {
    // Payload updates a global with POST, a document with PATCH.
    const patch = (base: string, who: 'admin' | 'buyer', path: string, data: unknown) => send(base, who, path.startsWith('/api/globals/') ? 'POST' : 'PATCH', path, JSON.stringify(data))

    it('a NUL in a KYC company name is a 400 with the rule\'s message, and nothing is stored (REST, both doors)', async () => {
      const before = await snapshotTables(payload, tables)
      for (const [, base] of doors()) {
        const { status, json } = await answer(await patch(base, 'buyer', `/api/kyc/${kycId}`, { company_name: 'Alpen\u0000 Bau GmbH' }))
        expect(status).toBe(400)
        expect(JSON.stringify(json)).toContain(FORBIDDEN_CHARACTERS_MESSAGE.en)
      }
      expect(await snapshotTables(payload, tables)).toEqual(before)
      expect((await payload.findByID({ collection: 'kyc', id: kycId, overrideAccess: true })).company_name).toBe('Alpen Bau GmbH')
    })

    it('is refused in text, email, textarea, nested and bulk writes, and in globals', async () => {
      const before = await snapshotTables(payload, tables)
      const cases: Array<[string, 'admin' | 'buyer', string, unknown]> = [
        ['saved search name', 'buyer', `/api/saved-searches/${savedSearchId}`, { name: 'Bagger\u0000' }],
        ['saved search name with a tab', 'buyer', `/api/saved-searches/${savedSearchId}`, { name: 'Bag\tger' }],
        ['a user name', 'buyer', `/api/users/${ids.buyer}`, { name: 'Eve\u0007' }],
        ['a KYC address (group field)', 'buyer', `/api/kyc/${kycId}`, { business_address: { street: 'Haupt\u001bstraße 1', postal_code: '80331', city: 'München' } }],
        ['a lone surrogate', 'buyer', `/api/kyc/${kycId}`, { contact_person: 'Anna \ud800Huber' }],
        ['listing titles in a bulk update (admin)', 'admin', '/api/listings?where[id][exists]=true', { title: 'Komatsu\u0000' }],
        ['a NUL in a textarea (auction cancel reason)', 'admin', `/api/auctions/${auctionId}`, { cancel_reason: 'line one\u0000' }],
        ['a global\'s text in a group (settings company legal name)', 'admin', '/api/globals/settings', { company: { legal_name: 'Machinery\u0000Market' } }],
        ['a global\'s email field', 'admin', '/api/globals/settings', { support_inbox: 'support\u0000@example.com' }],
      ]
      for (const [label, who, path, data] of cases) {
        const { status, json } = await answer(await patch(door.base, who, path, data))
        // A bulk update answers per document with Payload's generic "field is invalid" (still a 400, nothing stored).
        const named = label.includes('bulk') || JSON.stringify(json).includes(FORBIDDEN_CHARACTERS_MESSAGE.en)
        expect({ label, status, named, json }).toEqual({ label, status: 400, named: true, json: expect.anything() })
      }
      expect(await snapshotTables(payload, tables)).toEqual(before)
    })

    it('allows tab and newline in a multi-line field (a textarea), not in a single-line one', async () => {
      const response = await patch(door.base, 'admin', `/api/auctions/${auctionId}`, { cancel_reason: 'line one\nline two\ttabbed\r\n' })
      expect(response.status).toBe(200)
      expect((await payload.findByID({ collection: 'auctions', id: auctionId, overrideAccess: true })).cancel_reason).toBe('line one\nline two\ttabbed\r\n')
    })

    it('is refused through GraphQL and the Local API on a user\'s behalf', async () => {
      const before = await snapshotTables(payload, tables)
      const gql = await answer(
        await send(door.base, 'buyer', 'POST', '/api/graphql', JSON.stringify({ query: `mutation { updateSavedSearch(id: ${savedSearchId}, data: { name: "Bagger\\u0000" }) { id name } }` })),
      )
      expect(gql.status).toBeLessThan(500)
      expect(JSON.stringify(gql.json)).toContain(FORBIDDEN_CHARACTERS_MESSAGE.en)
      const buyer = await payload.findByID({ collection: 'users', id: ids.buyer, overrideAccess: true })
      const refused = await payload
        .update({ collection: 'saved-searches', id: savedSearchId, data: { name: 'Bagger\u0001' } as never, user: { ...buyer, collection: 'users' }, overrideAccess: false })
        .then(() => null, (err: { status?: number; data?: { errors?: Array<{ path: string; message: string }> } }) => err)
      expect(refused?.status).toBe(400)
      // The collection's own rule (core/domain/saved-searches.ts, built on the same text rule) refuses it
      // before the field validation runs, so the refusal names the field in its message.
      expect(JSON.stringify({ message: (refused as { message?: string } | null)?.message, errors: refused?.data?.errors })).toContain(FORBIDDEN_CHARACTERS_MESSAGE.en)
      expect(await snapshotTables(payload, tables)).toEqual(before)
    })
  })
})
