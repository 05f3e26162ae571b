import { createHash } from 'node:crypto'
import path from 'node:path'
import fc from 'fast-check'
import Database from 'libsql'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAuction, createUser, PASSWORD } from './helpers/bidding'
import { startPayload } from './helpers/payload'
import { startWholeService } from './helpers/whole-service'

/**
 * Issue #24, section 4: "prove it with a fuzz test, not a list". Property-based (fast-check, fixed
 * seed), through the real front door (the service's gateway in front of Payload's REST and GraphQL
 * handlers): generated wrong types, huge strings (inside and above the body limit), control
 * characters, odd unicode (lone surrogates, right-to-left, combining marks, emoji) and bad ids
 * (other users' records, negative, huge, non-numeric, path traversal) go to
 *  - every /svc route of the OpenAPI description (GET /svc/openapi.json drives the generators),
 *  - every Payload collection's REST doors (list with odd where/sort/limit/depth/page, GET, PATCH
 *    and DELETE of odd ids, bulk PATCH/DELETE, POST with odd bodies) and GraphQL (odd queries,
 *    variables, huge and deep queries),
 * each as a visitor and as a signed-in buyer with a same-origin (CSRF-valid) session.
 *
 * Every answer must be below 500, JSON (or the route's own type) or empty, and hold no stack
 * trace. Every 5xx is collected (not just the first) and the test lists them all, each with the
 * exact request. Afterwards the database must be as before, but for what the fuzzing accounts may
 * change about themselves (see `snapshot`): the fuzz sends valid writes only by accident, and only
 * as accounts whose own rows are left out of the comparison.
 */

const SEED = 24_2026
const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
/** Runs per door group, tuned so the whole file takes about a minute on the two-core machine. */
const RUNS = { svc: 450, rest: 260, graphql: 80 }
/** Generous per-test bound: the runs above take about a third of it on an idle machine, more when the cores are shared. */
const BOUND_MS = 240_000

type Persona = 'visitor' | 'buyer'
type Sent = { method: string; url: string; persona: Persona; contentType?: string; body?: string }
type Answer = { status: number; type: string; text: string }
type Operation = { method: string; path: string; params: { name: string; in: 'path' | 'query'; schema: JsonSchema }[]; body?: JsonSchema }
type JsonSchema = { type?: string | string[]; enum?: unknown[]; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; items?: JsonSchema }

/** Percent-encoding that also writes lone surrogates (as their three raw bytes, which is what an attacker sends). */
const enc = (value: string) => {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...value]
      .map((ch) => {
        const unit = ch.charCodeAt(0)
        if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
        return encodeURIComponent(ch)
      })
      .join('')
  }
}

// ---------------------------------------------------------------------------------------------
// Generators.

const ODD_CONSTANTS = [
  '', ' ', '\u0000', 'a\u0000b', 'bagger\u0000', '\u0007', '\u001b[31mred', '\u007f', '\u0085', '\u009b', '\t', '\n', 'a\r\nb', '\u2028',
  '\ud800', 'x\udc00y', '\udbff\udfff', '\u202eevil\u202c', 'حفارة', 'e\u0301\u0301\u0301\u0301', 'Z̴̡̛a̸l̷g̶o̵', '🚜', '👩‍👩‍👧‍👦', '🏳️‍🌈', '\ufeff', '\uffff', '\ufffd',
  '%00', '%', '%E0%A4%A', '../../etc/passwd', '..\\..\\windows\\win.ini', '/%2e%2e/%2e%2e/api/users', '<script>alert(1)</script>', "' OR 1=1 --", '"', '\\', '"; DROP TABLE users; --',
  '${jndi:ldap://x}', '{{7*7}}', '__proto__', 'constructor', 'prototype', 'null', 'undefined', 'NaN', 'Infinity', '-0', '-1', '0', '1e309', '0x1F', '9'.repeat(40),
  'price_asc', 'excavators', 'en', 'de', 'instant', 'bagger',
]
const controlString = fc.string({ unit: fc.integer({ min: 0, max: 0x9f }).filter((c) => c < 0x20 || c >= 0x7f).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 6 })
const loneSurrogates = fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 3 })
const oddString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_CONSTANTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), controlString, fc.string({ maxLength: 8 })).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 5 }), loneSurrogates).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  // Huge: inside the service's 32 kB body limit and above it (and above a URL's header limit).
  { weight: 1, arbitrary: fc.constantFrom(2_000, 30_000, 40_000, 200_000).chain((n) => fc.constantFrom('x'.repeat(n), '\u0000'.repeat(n / 4), '🚜'.repeat(n / 4), 'é'.repeat(n / 2))) },
)
const oddNumber = fc.oneof(fc.constantFrom(0, -1, -0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 2 ** 63, 1e-320), fc.integer(), fc.double())
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(oddString, oddNumber), { maxLength: 3 }),
  fc.dictionary(fc.oneof(oddString, fc.constantFrom('__proto__', 'constructor', '$where', 'equals')), fc.oneof(oddString, oddNumber), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
)

/** Any generated value as query text (objects from fc.dictionary may have no prototype to convert with). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'))

/** A value for a property of a JSON Schema: often something it allows (to get past the first check), often not. */
const valueFor = (schema: JsonSchema | undefined, ids: fc.Arbitrary<string | number>): fc.Arbitrary<unknown> => {
  const fitting: fc.Arbitrary<unknown>[] = []
  if (schema?.enum?.length) fitting.push(fc.constantFrom(...schema.enum))
  const types = [schema?.type ?? [], ...(schema?.anyOf ?? []).map((s) => s.type ?? [])].flat()
  if (types.includes('integer') || types.includes('number')) fitting.push(ids, fc.integer({ min: -5, max: 200_000 }))
  if (types.includes('boolean')) fitting.push(fc.boolean())
  if (types.includes('string')) fitting.push(oddString, ids.map(String))
  if (types.includes('object') && schema?.properties) fitting.push(objectFor(schema, ids))
  if (types.includes('array')) fitting.push(fc.array(valueFor(schema?.items, ids), { maxLength: 3 }))
  return fc.oneof({ weight: 3, arbitrary: fitting.length ? fc.oneof(...fitting) : oddString }, { weight: 2, arbitrary: wrongType }, { weight: 1, arbitrary: oddString })
}
/** A value the schema allows, where one is easy to name (enums, numbers, booleans, plain words); never a valid email. */
const fittingFor = (schema: JsonSchema | undefined, ids: fc.Arbitrary<string | number>): fc.Arbitrary<unknown> => {
  if (schema?.enum?.length) return fc.constantFrom(...schema.enum)
  const types = [schema?.type ?? [], ...(schema?.anyOf ?? []).map((s) => s.type ?? [])].flat()
  if (types.includes('integer') || types.includes('number')) return fc.oneof(ids, fc.integer({ min: 1, max: 200_000 }))
  if (types.includes('boolean')) return fc.boolean()
  if (types.includes('object') && schema?.properties) return fc.record(Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, fittingFor(property, ids)])))
  if (types.includes('array')) return fc.array(fittingFor(schema?.items, ids), { minLength: 1, maxLength: 2 })
  return fc.constantFrom('bagger', 'Bagger 2015', 'JCB', 'DE', 'en')
}
const objectFor = (schema: JsonSchema, ids: fc.Arbitrary<string | number>): fc.Arbitrary<Record<string, unknown>> => {
  const entries = Object.entries(schema.properties ?? {})
  const known = fc.record(Object.fromEntries(entries.map(([key, property]) => [key, valueFor(property, ids)])), { requiredKeys: [] })
  const loose = fc.tuple(known, fc.option(fc.dictionary(oddString, wrongType, { maxKeys: 2 }), { nil: undefined })).map(([object, extra]) => ({ ...extra, ...object }))
  if (!entries.length) return loose
  // Everything fitting but one field, which gets an odd value: gets past the first checks to the next.
  const allButOne = fc
    .tuple(fc.record(Object.fromEntries(entries.map(([key, property]) => [key, fittingFor(property, ids)]))), fc.constantFrom(...entries.map(([key]) => key)), fc.oneof(oddString, wrongType), fc.boolean())
    .map(([object, key, odd, keepFitting]) => (keepFitting ? object : { ...object, [key]: odd }))
  return fc.oneof(loose, allButOne)
}

/** A body: a fitting-ish object, a JSON value of the wrong type, or bytes that are not JSON at all. */
const bodyFor = (schema: JsonSchema | undefined, ids: fc.Arbitrary<string | number>): fc.Arbitrary<{ contentType?: string; body?: string }> =>
  fc.oneof(
    { weight: 5, arbitrary: (schema?.properties ? objectFor(schema, ids) : fc.dictionary(oddString, wrongType, { maxKeys: 3 })).map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) })) },
    { weight: 2, arbitrary: fc.oneof(oddString, oddNumber, fc.constant(null), fc.array(wrongType, { maxLength: 3 })).map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { contentType: 'application/json', body: '{"name":' },
        { contentType: 'application/json', body: 'not json' },
        { contentType: 'application/json', body: '' },
        { contentType: 'application/json', body: '[' .repeat(3000) + ']'.repeat(3000) },
        { contentType: 'application/json', body: `{"a":"${'x'.repeat(40_000)}"}` },
        { contentType: 'application/json', body: JSON.stringify({ q: 'x'.repeat(30_000) }) },
        { contentType: 'application/json; charset=utf-16', body: '{"a":1}' },
        { contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
        { contentType: 'text/plain', body: 'hello' },
        { contentType: 'application/x-www-form-urlencoded', body: 'a=1&a=2&b[c]=3' },
        { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n"str"\r\n--x--' },
        { contentType: undefined, body: '{"a":1}' },
        { contentType: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
      ),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  )

// ---------------------------------------------------------------------------------------------

describe('fuzz: every door answers below 500 and changes nothing', () => {
  let payload: Payload
  let dataDir: string
  let stop: () => Promise<void>
  let door: Awaited<ReturnType<typeof startWholeService>>
  let buyerCookie = ''
  let restCookie = ''
  /** The two fuzzing accounts: the service's buyer and the one that tries Payload's doors. */
  const fuzzers: number[] = []
  let theirs: Record<string, number> = {}
  let ipCounter = 0
  const statuses = new Map<string, Map<number, number>>()
  const extraDoors: string[] = []

  const send = async (sent: Sent, cookie: string): Promise<Answer> => {
    ipCounter++
    const headers: Record<string, string> = { 'x-forwarded-for': `10.24.${Math.floor(ipCounter / 200) % 250}.${(ipCounter % 200) + 1}`, accept: 'application/json' }
    if (sent.persona === 'buyer') Object.assign(headers, { cookie, origin: PUBLIC_ORIGIN, 'sec-fetch-site': 'same-origin' })
    if (sent.contentType) headers['content-type'] = sent.contentType
    try {
      const response = await fetch(`${door.base}${sent.url}`, { method: sent.method, headers, body: sent.body, redirect: 'manual', signal: AbortSignal.timeout(20_000) })
      return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() }
    } catch (err) {
      // The server closed the connection or never answered: as bad as a 500.
      return { status: 599, type: '', text: String((err as Error).cause ?? err) }
    }
  }

  /** Why an answer is not acceptable, or null. */
  const faultOf = (sent: Sent, answer: Answer): string | null => {
    if (answer.status >= 500) return `status ${answer.status}`
    if (/\n\s+at .+:\d+:\d+|node_modules\/|\/work\/|"stack"\s*:/.test(answer.text)) return 'stack trace or server path in the body'
    if (answer.status >= 400 && answer.text && !answer.type.includes('json') && sent.url.startsWith('/svc/')) return `a non-JSON error (${answer.type})`
    if (answer.type.includes('json') && answer.text) {
      try {
        JSON.parse(answer.text)
      } catch {
        return 'malformed JSON'
      }
    }
    return null
  }

  const shorten = (text: string | undefined, max = 300) => (text === undefined ? undefined : text.length > max ? `${JSON.stringify(text.slice(0, max)).slice(1, -1)}… (${text.length} chars)` : JSON.stringify(text).slice(1, -1))
  const describeRequest = (sent: Sent) => `${sent.persona} ${sent.method} ${shorten(sent.url, 200)}${sent.body !== undefined ? ` [${sent.contentType ?? 'no content-type'}] ${shorten(sent.body, 200)}` : ''}`

  /**
   * Sends the request and records a fault under its door and kind (`rest GET /api/pages/:id: status
   * 500`) with the exact requests; the property itself never fails, so every faulty door of the
   * run is listed, each with its first examples.
   */
  type Faults = Map<string, string[]>
  const tryRequest = async (group: string, route: string, sent: Sent, faults: Faults) => {
    const answer = await send(sent, sent.url.startsWith('/svc/') ? buyerCookie : restCookie)
    const counts = statuses.get(route) ?? new Map<number, number>()
    counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1)
    statuses.set(route, counts)
    const fault = faultOf(sent, answer)
    if (fault) {
      const key = `${group} ${route}: ${fault}`
      faults.set(key, [...(faults.get(key) ?? []), `${describeRequest(sent)} → ${shorten(answer.text, 160)}`])
    }
    return true
  }

  const report = (faults: Faults) => [...faults].map(([key, examples]) => `${key} (${examples.length}×), e.g.\n    ${examples.slice(0, 2).join('\n    ')}`).join('\n')

  /**
   * Every table's rows, hashed, but for what the fuzzing accounts may change about themselves:
   * their own users row, its sessions and roles, and any row they own (a `user_id` or a
   * relationship row that is theirs: a watchlist entry, a saved search, a reminder or an admin
   * preference a fuzzed request happened to get right, and the audit entry of a change they made to
   * their own account, e.g. their language). Nothing else may differ: no other user's record, no auction, bid, lead, message, log.
   */
  const snapshot = () => {
    const db = new Database(path.join(dataDir, 'marketplace.db'), { readonly: true })
    try {
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((row) => row.name)
      const result = new Map<string, { hash: string; rows: string[] }>()
      const theirs = (row: Record<string, unknown>) =>
        fuzzers.includes(Number(row.user_id)) || fuzzers.includes(Number(row.users_id)) || fuzzers.includes(Number(row.actor_id))
      // The ids of each table's rows that are the fuzzing accounts' own, so that the rows of its
      // child tables (`<table>_texts`, arrays: `parent_id` / `_parent_id`) are theirs too.
      const ownedIds = new Map<string, Set<number>>()
      const ownedByParent = (table: string, row: Record<string, unknown>) => {
        const parent = tables.filter((name) => table.startsWith(`${name}_`)).sort((a, b) => b.length - a.length)[0]
        return parent !== undefined && (ownedIds.get(parent)?.has(Number(row._parent_id ?? row.parent_id)) ?? false)
      }
      // Parents before their child tables (a child's name extends its parent's).
      for (const table of [...tables].sort((a, b) => a.length - b.length)) {
        // A row that points to a fuzzing account through its relationship table (`<table>_rels`) is theirs too.
        const ownedThroughRels = new Set(
          tables.includes(`${table}_rels`) ? (db.prepare(`SELECT * FROM "${table}_rels"`).all() as Record<string, unknown>[]).filter(theirs).map((row) => Number(row.parent_id)) : [],
        )
        const rows = (db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[])
          .filter((row) => {
            if (table === 'users' && fuzzers.includes(Number(row.id))) return false
            if (table.startsWith('users_') && fuzzers.includes(Number(row._parent_id ?? row.parent_id))) return false
            if (theirs(row) || ownedThroughRels.has(Number(row.id))) {
              if (row.id !== undefined) ownedIds.set(table, (ownedIds.get(table) ?? new Set()).add(Number(row.id)))
              return false
            }
            if (!table.endsWith('_rels') && ownedByParent(table, row)) return false
            return true
          })
          .map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value instanceof ArrayBuffer || ArrayBuffer.isView(value) ? Buffer.from(value as ArrayBuffer).toString('hex') : value)))
          .sort()
        result.set(table, { hash: createHash('sha256').update(rows.join('\n')).digest('hex'), rows })
      }
      return result
    } finally {
      db.close()
    }
  }
  let before: ReturnType<typeof snapshot>

  let operations: Operation[] = []
  let ids: fc.Arbitrary<string | number>
  let badIds: fc.Arbitrary<string>
  let slugs: string[] = []
  const fieldsOf = new Map<string, string[]>()

  beforeAll(async () => {
    ;({ payload, stop, dataDir } = await startPayload('sqlite'))
    door = await startWholeService(payload, { limitFactor: 1000, trustProxy: 'loopback' })

    // Someone else's records, whose ids the fuzz tries: a buyer with a bid, a watched auction, a
    // saved search, a reminder.
    const victim = await createUser(payload, 'fuzz-victim@int.test')
    const { auctionId: live, listingId } = await createAuction(payload, { endInMs: 3 * 86_400_000 })
    const { auctionId: scheduled } = await createAuction(payload, { status: 'SCHEDULED', startInMs: 86_400_000, endInMs: 2 * 86_400_000 })
    const jsonCall = (method: string, url: string, body: unknown) =>
      fetch(`${door.base}${url}`, { method, headers: { cookie: victim.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data?: { id?: number; bid?: { id: number } } } }))
    const bid = await jsonCall('POST', `/svc/auctions/${live}/bids`, { amount: 10_000 })
    expect(bid.status).toBe(201)
    const saved = await jsonCall('POST', '/svc/saved-searches', { name: 'Bagger', filters: { q: 'bagger' } })
    expect(saved.status).toBe(201)
    expect((await jsonCall('POST', '/svc/watchlist', { auctionId: live })).status).toBeLessThan(300)
    expect((await jsonCall('PUT', `/svc/reminders/${live}`, { lead_minutes: 60 })).status).toBeLessThan(300)
    theirs = { victim: victim.id, live, scheduled, listing: listingId, savedSearch: saved.body.data?.id as number, bid: bid.body.data?.bid?.id as number }

    // The fuzzing accounts: signed in, email confirmed, KYC not approved (they see prices, but
    // cannot bid, so no generated amount can become a real bid).
    const buyer = await createUser(payload, 'fuzz-buyer@int.test', { kyc: 'pending_review' })
    const rest = await createUser(payload, 'fuzz-rest@int.test', { kyc: 'pending_review' })
    fuzzers.push(buyer.id, rest.id)
    buyerCookie = buyer.cookie
    restCookie = rest.cookie
    expect(buyerCookie && restCookie && PASSWORD).toBeTruthy()

    const document = (await (await fetch(`${door.base}/svc/openapi.json`)).json()) as { paths: Record<string, Record<string, { parameters: Operation['params']; requestBody?: { content: { 'application/json': { schema: JsonSchema } } } }>> }
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, params: operation.parameters, body: operation.requestBody?.content['application/json'].schema })),
    )
    const known = Object.values(theirs)
    ids = fc.oneof(fc.constantFrom(...known), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, 1e21), fc.nat(50))
    badIds = fc.oneof(
      ids.map(String),
      fc.constantFrom('abc', '-1', '0', '1.5', '1e3', ' 1', '1 ', '+1', '0x10', '١٢٣', 'NaN', '99999999999999999999999999', '%2e%2e', '..%2F..%2Fusers', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%00', '1%00', '%20', '%ff', '%', 'a%2Fb', 'me', 'count', 'versions', 'init', 'access', 'login'),
      oddString.map(enc),
    )
    slugs = payload.config.collections.map((collection) => collection.slug)
    for (const collection of payload.config.collections) fieldsOf.set(collection.slug, collection.flattenedFields.map((field) => field.name).filter((name) => name !== 'password'))

    before = snapshot()
  })

  afterAll(async () => {
    await door?.stop()
    await stop?.()
  })

  /** A /svc request for one operation of the description. */
  const svcRequest = (operation: Operation): fc.Arbitrary<Sent> => {
    const pathParams = operation.params.filter((p) => p.in === 'path')
    const queryParams = operation.params.filter((p) => p.in === 'query')
    const hasBody = !['GET', 'DELETE'].includes(operation.method)
    return fc
      .record({
        persona: fc.constantFrom<Persona>('visitor', 'buyer'),
        pathValues: fc.tuple(...pathParams.map(() => fc.oneof(badIds, ids.map(String))), fc.constant('')),
        query: fc.array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(queryParams.length ? queryParams.map((p) => p.name) : ['q'])) }, { weight: 1, arbitrary: fc.constantFrom('a[b]', '__proto__[x]', 'q[]', 'where[id][equals]') }, { weight: 1, arbitrary: oddString }), fc.oneof(valueFor({ type: 'string' }, ids).map(textOf), oddString)), { maxLength: 4 }),
        body: hasBody ? bodyFor(operation.body, ids) : fc.constant({}),
      })
      .map(({ persona, pathValues, query, body }) => {
        let url = operation.path
        pathParams.forEach((param, i) => (url = url.replace(`{${param.name}}`, pathValues[i] || '1')))
        const search = query.map(([key, value]) => `${enc(key)}=${enc(value)}`).join('&')
        return { method: operation.method, url: `${url}${search ? `?${search}` : ''}`, persona, ...(hasBody ? body : {}) }
      })
  }

  it('the service: every /svc route of the OpenAPI description answers odd input below 500, as a visitor and as a buyer', async () => {
    // The one route that would end the fuzzing buyer's own session is tried as a visitor only.
    const routes = operations.filter((operation) => operation.path !== '/svc/openapi.json')
    expect(routes.length).toBeGreaterThan(40)
    const faults: Faults = new Map()
    const request = fc.constantFrom(...routes).chain((operation) => svcRequest(operation).map((sent) => ({ operation, sent })))
    await fc.assert(
      fc.asyncProperty(request, async ({ operation, sent }) => {
        const persona: Persona = operation.path === '/svc/account/sign-out-everywhere' ? 'visitor' : sent.persona
        return tryRequest('svc', `${operation.method} ${operation.path}`, { ...sent, persona }, faults)
      }),
      { seed: SEED, numRuns: RUNS.svc, endOnFailure: true },
    )
    // Also the service's doors that the description does not list as such: no route, no method.
    for (const sent of [
      { method: 'PUT', url: '/svc/auctions', persona: 'buyer' as const },
      { method: 'GET', url: '/svc/%00', persona: 'visitor' as const },
      { method: 'GET', url: `/svc/${'a/'.repeat(2000)}`, persona: 'visitor' as const },
      { method: 'POST', url: '/svc/saved-searches', persona: 'buyer' as const, contentType: 'application/json', body: JSON.stringify({ name: 'x'.repeat(40_000), filters: { q: 'a' } }) },
    ]) {
      extraDoors.push(`extra ${sent.method} ${sent.url.slice(0, 40)}`)
      await tryRequest('svc', `extra ${sent.method} ${sent.url.slice(0, 40)}`, sent, faults)
    }
    expect([...faults.keys()], report(faults)).toEqual([])
  }, BOUND_MS)

  it('the fuzz reaches the routes, not just the rate limits', () => {
    const svc = [...statuses].filter(([route]) => route.includes(' /svc/') && !extraDoors.includes(route))
    const all = svc.flatMap(([, counts]) => [...counts])
    const total = all.reduce((sum, [, n]) => sum + n, 0)
    const limited = all.filter(([status]) => status === 429).reduce((sum, [, n]) => sum + n, 0)
    expect(total).toBeGreaterThanOrEqual(RUNS.svc)
    expect(limited / total).toBeLessThan(0.2)
    // Most routes saw an answer past validation (2xx/3xx, 401/403/404/409/410), not only 400s. (Not
    // all: the fuzz never writes a valid email or token, so sign-up, leads and the like stay at 400.)
    const deep = svc.filter(([, counts]) => [...counts.keys()].some((status) => status < 400 || [401, 403, 404, 409, 410].includes(status)))
    const shallow = svc.filter(([route]) => !deep.some(([other]) => other === route)).map(([route, counts]) => `${route} ${JSON.stringify([...counts])}`)
    expect(deep.length / svc.length, shallow.join('\n')).toBeGreaterThan(0.6)
  })

  it("Payload's REST doors: every collection's list, item, bulk and create answer odd input below 500", async () => {
    const faults: Faults = new Map()
    const oddQuery = fc.array(
      fc.oneof(
        fc.tuple(fc.constantFrom('where', 'where[id]', 'where[id][equals]', 'where[or][0][id][equals]', 'where[and][0][email][like]', 'where[user][equals]', 'where[current_price][greater_than]', 'where[password][exists]', 'where[hash][exists]', 'where[__proto__][x]', 'where[id][in]', 'where[id][near]'), fc.oneof(oddString, badIds)),
        fc.tuple(fc.constantFrom('sort', 'limit', 'depth', 'page', 'locale', 'fallback-locale', 'draft', 'select[email]', 'populate[users]', 'joins', 'pagination', 'trash'), fc.oneof(oddString, oddNumber.map(String), badIds)),
      ),
      { maxLength: 3 },
    )
    const request: fc.Arbitrary<{ route: string; sent: Sent }> = fc
      .record({ slug: fc.constantFrom(...slugs), persona: fc.constantFrom<Persona>('visitor', 'buyer'), kind: fc.constantFrom('list', 'list', 'get', 'patch', 'delete', 'post', 'bulk-patch', 'bulk-delete'), id: badIds, query: oddQuery, seed: fc.nat() })
      .chain(({ slug, persona, kind, id, query }) => {
        const fields = fieldsOf.get(slug) ?? []
        const body = bodyFor({ type: 'object', properties: Object.fromEntries(fields.map((name) => [name, {}])) }, ids)
        const search = query.map(([key, value]) => `${enc(key)}=${enc(value)}`).join('&')
        const method = { list: 'GET', get: 'GET', patch: 'PATCH', delete: 'DELETE', post: 'POST', 'bulk-patch': 'PATCH', 'bulk-delete': 'DELETE' }[kind] as string
        const url = kind === 'list' || kind.startsWith('bulk') || kind === 'post' ? `/api/${slug}${search ? `?${search}` : ''}` : `/api/${slug}/${id}${search ? `?${search}` : ''}`
        const route = `${method} /api/${slug}${kind === 'get' || kind === 'patch' || kind === 'delete' ? '/:id' : ''}`
        return (['patch', 'post', 'bulk-patch'].includes(kind) ? body : fc.constant({})).map((withBody) => ({ route, sent: { method, url, persona, ...withBody } }))
      })
    await fc.assert(
      fc.asyncProperty(request, async ({ route, sent }) => tryRequest('rest', route, sent, faults)),
      { seed: SEED, numRuns: RUNS.rest, endOnFailure: true },
    )
    expect([...faults.keys()], report(faults)).toEqual([])
  }, BOUND_MS)

  it('GraphQL: odd queries, variables, huge and deep queries answer below 500', async () => {
    const faults: Faults = new Map()
    const collectionQuery = fc.constantFrom('Users', 'Auctions', 'Bids', 'Listings', 'SavedSearches', 'Invoices', 'Kycs', 'Leads', 'Watchlists', 'Notifications')
    const deep = (n: number) => `{ Auctions { docs { listing { ${'createdBy { '.repeat(0)}id ${'}'.repeat(0)} } ${'... on Auction { '.repeat(n)}id${' }'.repeat(n)} } } }`
    const query = fc.oneof(
      fc.tuple(collectionQuery, fc.oneof(oddString, oddNumber.map(String)), fc.oneof(oddNumber, oddString)).map(([name, where, limit]) => ({ query: `query($w: JSON, $l: Int) { ${name}(where: $w, limit: $l) { docs { id } totalDocs } }`, variables: { w: { id: { equals: where } }, l: limit } })),
      fc.tuple(collectionQuery, oddString).map(([name, text]) => ({ query: `{ ${name}(where: { id: { equals: ${JSON.stringify(text)} } }) { docs { id } } }` })),
      oddString.map((text) => ({ query: text })),
      wrongType.map((value) => ({ query: value, variables: value })),
      fc.constantFrom(
        { query: deep(50) },
        { query: deep(500) },
        { query: `{ ${'Auctions { docs { id } } '.repeat(300)} }` },
        { query: `{ Auctions(limit: 100000, page: -1) { docs { id } } }` },
        { query: `query { __schema { types { name fields { name type { name ofType { name ofType { name ofType { name } } } } } } } }` },
        { query: `mutation { updateUser(id: ${'1'}, data: { email: "x\u0000@y.z" }) { id } }` },
        { query: `mutation { createSavedSearch(data: { name: "a\u0000", filters: {} }) { id } }` },
        { query: `{ Users(where: { email: { like: "%" } }) { docs { email } } }`, variables: 'not an object' },
        { query: `{ a: Auctions { docs { id } } b: Auctions { docs { id } } }`.repeat(5) },
        { query: `{ Auctions { docs { id } } }`, operationName: '\u0000' },
      ),
    )
    const request = fc.record({ persona: fc.constantFrom<Persona>('visitor', 'buyer'), body: query, raw: fc.boolean() }).map(({ persona, body, raw }) => {
      const json = JSON.stringify(body)
      return { method: 'POST', url: '/api/graphql', persona, contentType: raw && typeof body.query === 'string' ? 'application/graphql' : 'application/json', body: raw && typeof body.query === 'string' ? body.query : json }
    })
    const huge = [
      { method: 'POST', url: '/api/graphql', persona: 'visitor' as const, contentType: 'application/json', body: JSON.stringify({ query: `{ Auctions { docs { id } } }`, variables: { pad: 'x'.repeat(200_000) } }) },
      { method: 'GET', url: `/api/graphql?query=${enc('{ Auctions { docs { id } } }')}`, persona: 'visitor' as const },
    ]
    await fc.assert(
      fc.asyncProperty(request, async (sent) => tryRequest('graphql', 'POST /api/graphql', sent, faults)),
      { seed: SEED, numRuns: RUNS.graphql, endOnFailure: true },
    )
    for (const sent of huge) await tryRequest('graphql', `${sent.method} /api/graphql`, sent, faults)
    expect([...faults.keys()], report(faults)).toEqual([])
  }, BOUND_MS)

  it('the database holds exactly what it held before the fuzz (but for the fuzzing accounts themselves)', () => {
    const after = snapshot()
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table)?.hash !== after.get(table)?.hash)
    const detail = changed.map((table) => {
      const [was, now] = [new Set(before.get(table)?.rows), new Set(after.get(table)?.rows)]
      return `${table}: gone ${[...was].filter((row) => !now.has(row)).slice(0, 3).join(' | ')}; new ${[...now].filter((row) => !was.has(row)).slice(0, 3).join(' | ')}`
    })
    expect(changed, detail.join('\n')).toEqual([])
  })
})
