import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { allTables, snapshotTables, startFrontDoor } from './helpers/front-door'
import { startPayload } from './helpers/payload'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const PASSWORD = 'secret12'

/**
 * Issue #24, section 4: GraphQL took a 10 MB body (200) and any depth or cost. It now has the
 * service's body limit and depth, alias and cost limits, at the gateway and at the CMS itself.
 */
describe('GraphQL limits', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let door: Awaited<ReturnType<typeof startFrontDoor>>
  let tables: string[]
  let cookie = ''

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    door = await startFrontDoor(payload)
    await payload.create({
      collection: 'users',
      data: { email: 'admin@gql.test', password: PASSWORD, roles: ['admin'], email_confirmed_at: new Date().toISOString(), language: 'en' },
      overrideAccess: true,
    })
    const login = await fetch(`${door.base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@gql.test', password: PASSWORD }) })
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
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

  const post = async (base: string, body: string, contentType = 'application/json') => {
    const response = await fetch(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': contentType, cookie, origin: PUBLIC_ORIGIN }, body })
    const text = await response.text()
    let json: { data?: unknown; errors?: Array<{ message: string }>; error?: { message: string } } | null = null
    try {
      json = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: response.status, json, text }
  }
  const messageOf = (json: Awaited<ReturnType<typeof post>>['json']) => json?.errors?.[0]?.message ?? json?.error?.message ?? ''

  it('refuses a 10 MB body (and one just over 32 kB) with 413, at both doors', async () => {
    const before = await snapshotTables(payload, tables)
    for (const [name, base] of doors()) {
      const huge = JSON.stringify({ query: `mutation { createFaq(data: { question: "${'x'.repeat(10 * 1024 * 1024)}", answer: "y" }) { id } }` })
      const answer = await post(base, huge)
      expect({ name, status: answer.status }).toEqual({ name, status: 413 })
      expect(messageOf(answer.json)).toMatch(/too large/i)
      // The gateway refuses it itself, before the CMS reads a byte of it.
      if (name === 'gateway') expect(answer.json?.errors?.[0]).not.toHaveProperty('extensions')
      const justOver = JSON.stringify({ query: `{ Faqs(where: { question: { equals: "${'x'.repeat(33 * 1024)}" } }) { docs { id } } }` })
      expect((await post(base, justOver)).status).toBe(413)
    }
    expect(await snapshotTables(payload, tables)).toEqual(before)
  }, 60_000)

  it('refuses a body that is not a JSON object with 400', async () => {
    for (const [name, base] of doors()) {
      for (const body of ['"str"', '123', 'null', '{"query": ', '<query/>']) {
        const answer = await post(base, body)
        expect({ name, body, status: answer.status, message: Boolean(messageOf(answer.json)) }).toEqual({ name, body, status: 400, message: true })
      }
    }
  })

  it('refuses a too deep query with 400 and says so', async () => {
    // A listing's media point back at the listing: listing → media → docs → listing … as deep as one likes.
    let selection = 'id'
    for (let level = 0; level < 5; level++) selection = `id media { docs { listing { ${selection} } } }`
    const query = `{ Listings { docs { ${selection} } } }`
    for (const [name, base] of doors()) {
      const answer = await post(base, JSON.stringify({ query }))
      expect({ name, status: answer.status }).toEqual({ name, status: 400 })
      expect(messageOf(answer.json)).toMatch(/depth/i)
    }
  })

  it('refuses a too costly query (many aliases, or a high cost) with 400 and says so', async () => {
    const aliases = Array.from({ length: 200 }, (_, index) => `a${index}: Auctions(limit: 100) { docs { id } }`).join(' ')
    for (const [name, base] of doors()) {
      const answer = await post(base, JSON.stringify({ query: `{ ${aliases} }` }))
      expect({ name, status: answer.status }).toEqual({ name, status: 400 })
      expect(messageOf(answer.json)).toMatch(/alias|complex|cost/i)
    }
    // Without aliases: one wide selection over many collections still costs too much.
    const wide = ['Auctions', 'Listings', 'Users', 'Bids', 'Kycs', 'Faqs', 'Pages', 'Orders', 'Invoices', 'Notifications', 'Watchlists', 'Leads']
      .map((collection) => `${collection}(limit: 100) { docs { id createdAt updatedAt } totalDocs page limit hasNextPage hasPrevPage nextPage prevPage pagingCounter totalPages }`)
      .join(' ')
    const costly = `{ ${wide} ${wide.replace(/(\w+)\(limit/g, 'x$1: $1(limit')} }`
    const answer = await post(door.base, JSON.stringify({ query: costly }))
    expect(answer.status).toBe(400)
    expect(messageOf(answer.json)).toMatch(/alias|complex|cost/i)
  })

  it('answers the queries the product and its tests make', async () => {
    for (const [name, base] of doors()) {
      for (const query of [
        '{ Auctions(limit: 100) { docs { id current_price start_price bid_count end_time bid_increment reserve_met version } } Bids(limit: 100) { docs { amount } } }',
        '{ Auctions { docs { id status listing { id title brand model seller { id } } } totalDocs } }',
        '{ Setting { buyer_fee_pct vat_pct increment_table { from increment } } }',
        '{ meUser { user { id email } } }',
      ]) {
        const answer = await post(base, JSON.stringify({ query }))
        expect({ name, query, status: answer.status, errors: answer.json?.errors }).toEqual({ name, query, status: 200, errors: undefined })
      }
    }
  })
})
