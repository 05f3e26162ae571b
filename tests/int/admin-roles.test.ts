import { createLocalReq, getAccessResults, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { commissionReportEndpoint } from '../../cms/endpoints/admin/commission-report'
import { resendEmailEndpoint, sendTestEmailEndpoint } from '../../cms/endpoints/admin/email-actions'
import { startPayload } from './helpers/payload'

/**
 * The staff roles of issue #8 as a table: admin everything; editor pages, FAQ and listings
 * content; kyc-reviewer KYC and users read; a buyer only their own documents; a visitor what is
 * public. Checked with Payload's own permission evaluation (what the REST API, GraphQL and the
 * admin enforce), then with real operations for the cells that matter most.
 *
 * all = every document, own = a query limits it (own documents, published or live only), no = refused.
 */
type Cell = 'all' | 'own' | 'no'
type Actor = 'admin' | 'editor' | 'reviewer' | 'buyer' | 'anonymous'
type Row = Record<Actor, `${Cell} ${Cell} ${Cell} ${Cell}`> // read create update delete

const COLLECTIONS: Record<string, Row> = {
  // Sign-up is open to anyone (the role fields themselves are admin-only, tested below).
  // Creating users is for admins; visitors sign up through the service (/svc/auth/signup).
  users: { admin: 'all all all all', editor: 'own no own no', reviewer: 'all no own no', buyer: 'own no own no', anonymous: 'no no no no' },
  listings: { admin: 'all all all all', editor: 'all all all no', reviewer: 'own no no no', buyer: 'own no no no', anonymous: 'own no no no' },
  media: { admin: 'all all all all', editor: 'all all all all', reviewer: 'all no no no', buyer: 'all no no no', anonymous: 'all no no no' },
  // Buyers and visitors read only public auctions (live or ended, on a live listing); prices are field access.
  auctions: { admin: 'all all all all', editor: 'all no no no', reviewer: 'all no no no', buyer: 'own no no no', anonymous: 'own no no no' },
  // Bids are written only by the bidding service, never through the API.
  bids: { admin: 'all no no no', editor: 'own no no no', reviewer: 'own no no no', buyer: 'own no no no', anonymous: 'no no no no' },
  watchlist: { admin: 'all all all all', editor: 'own all own own', reviewer: 'own all own own', buyer: 'own all own own', anonymous: 'no no no no' },
  reminders: { admin: 'all all all all', editor: 'own all own own', reviewer: 'own all own own', buyer: 'own all own own', anonymous: 'no no no no' },
  kyc: { admin: 'all all all all', editor: 'own all own no', reviewer: 'all all all no', buyer: 'own all own no', anonymous: 'no no no no' },
  'kyc-documents': { admin: 'all all all all', editor: 'own all no no', reviewer: 'all all no no', buyer: 'own all no no', anonymous: 'no no no no' },
  pages: { admin: 'all all all all', editor: 'all all all no', reviewer: 'own no no no', buyer: 'own no no no', anonymous: 'own no no no' },
  faqs: { admin: 'all all all all', editor: 'all all all no', reviewer: 'own no no no', buyer: 'own no no no', anonymous: 'own no no no' },
  // Created only by the support widget's endpoint (stored first, then emailed); staff answer them.
  'support-messages': { admin: 'all no all all', editor: 'no no no no', reviewer: 'no no no no', buyer: 'no no no no', anonymous: 'no no no no' },
  leads: { admin: 'all all all all', editor: 'no no no no', reviewer: 'no no no no', buyer: 'no no no no', anonymous: 'no no no no' },
  // Orders are made by the closing only (server/invoicing/settle-sale.ts); their status and money fields move through the order's actions.
  orders: { admin: 'all no all all', editor: 'own no no no', reviewer: 'own no no no', buyer: 'own no no no', anonymous: 'no no no no' },
  // Issued by the settlement only and never changed (a correction is a credit note, POST /svc/invoices/:id/credit-note).
  invoices: { admin: 'all no no no', editor: 'own no no no', reviewer: 'own no no no', buyer: 'own no no no', anonymous: 'no no no no' },
  // An order's timeline, written by the server only (payments, reminders, cancellations); admins read.
  'order-events': { admin: 'all no no no', editor: 'no no no no', reviewer: 'no no no no', buyer: 'no no no no', anonymous: 'no no no no' },
  notifications: { admin: 'all all all all', editor: 'own no own no', reviewer: 'own no own no', buyer: 'own no own no', anonymous: 'no no no no' },
  // Created through the service only (POST /svc/saved-searches keeps the limit); only the owner changes or deletes one, admins read all.
  'saved-searches': { admin: 'all no own own', editor: 'own no own own', reviewer: 'own no own own', buyer: 'own no own own', anonymous: 'no no no no' },
  // Written by the email adapter and the audit hooks only.
  'email-logs': { admin: 'all no no all', editor: 'no no no no', reviewer: 'no no no no', buyer: 'no no no no', anonymous: 'no no no no' },
  // Written by server hooks only (sign-ins, bids, KYC events); each user reads their own.
  activity: { admin: 'all no no all', editor: 'own no no no', reviewer: 'own no no no', buyer: 'own no no no', anonymous: 'no no no no' },
  'audit-logs': { admin: 'all no no no', editor: 'no no no no', reviewer: 'no no no no', buyer: 'no no no no', anonymous: 'no no no no' },
}

/** Globals have no create or delete: read and update. */
const GLOBALS: Record<string, Record<Actor, `${Cell} ${Cell}`>> = {
  settings: { admin: 'all all', editor: 'all no', reviewer: 'all no', buyer: 'all no', anonymous: 'all no' },
}

const OPERATIONS = ['read', 'create', 'update', 'delete'] as const

/** Payload's sanitised permissions: `true` for "everything allowed", otherwise per operation `true` or `{ permission, where }`. */
type Permission = boolean | { permission?: boolean; where?: unknown } | undefined
const cellOf = (entity: unknown, op: string): Cell => {
  if (entity === true) return 'all'
  const p = (entity as Record<string, Permission> | undefined)?.[op]
  if (p === true) return 'all'
  if (!p || !p.permission) return 'no'
  return p.where ? 'own' : 'all'
}

describe('staff roles', () => {
  let payload: Payload
  let stop: () => Promise<void>
  const users = {} as Record<Exclude<Actor, 'anonymous'>, any>

  const makeUser = (email: string, data: Record<string, unknown> = {}) =>
    payload.create({ collection: 'users', data: { email, password: 'secret123', ...data }, overrideAccess: true })
  const asUser = (user: any) => ({ user: { ...user, collection: 'users' }, overrideAccess: false as const })
  const reqFor = async (actor: Actor, extra: Partial<PayloadRequest> = {}) => {
    const req = await createLocalReq({ user: actor === 'anonymous' ? undefined : { ...users[actor], collection: 'users' } }, payload)
    return Object.assign(req, extra)
  }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    users.admin = await makeUser('admin@roles.test', { roles: ['admin'] })
    users.editor = await makeUser('editor@roles.test', { roles: ['editor'] })
    users.reviewer = await makeUser('reviewer@roles.test', { roles: ['kyc-reviewer'] })
    users.buyer = await makeUser('buyer@roles.test', { email_confirmed_at: new Date().toISOString() })
  })
  afterAll(async () => stop?.())

  it('the table names every collection and global of the configuration', () => {
    expect(Object.keys(COLLECTIONS).sort()).toEqual(payload.config.collections.map((c) => c.slug).filter((slug) => !slug.startsWith('payload-')).sort())
    expect(Object.keys(GLOBALS).sort()).toEqual(payload.config.globals.map((g) => g.slug).sort())
  })

  for (const actor of ['admin', 'editor', 'reviewer', 'buyer', 'anonymous'] as const) {
    it(`${actor}: read, create, update and delete on every collection and the settings are exactly the table`, async () => {
      const access = await getAccessResults({ req: await reqFor(actor) })
      const actual: Record<string, string> = {}
      const expected: Record<string, string> = {}
      for (const [slug, row] of Object.entries(COLLECTIONS)) {
        actual[slug] = OPERATIONS.map((op) => cellOf(access.collections?.[slug], op)).join(' ')
        expected[slug] = row[actor]
      }
      for (const [slug, row] of Object.entries(GLOBALS)) {
        actual[`globals/${slug}`] = (['read', 'update'] as const).map((op) => cellOf(access.globals?.[slug], op)).join(' ')
        expected[`globals/${slug}`] = row[actor]
      }
      expect(actual).toEqual(expected)
      // Only staff may use the admin at all.
      expect(Boolean(access.canAccessAdmin)).toBe(actor === 'admin' || actor === 'editor' || actor === 'reviewer')
    })
  }

  it('a KYC reviewer reads users but cannot change another user', async () => {
    const all = await payload.find({ collection: 'users', limit: 50, ...asUser(users.reviewer) })
    expect(all.totalDocs).toBeGreaterThanOrEqual(4)
    await expect(
      payload.update({ collection: 'users', id: users.buyer.id, data: { name: 'Changed by reviewer' }, ...asUser(users.reviewer) }),
    ).rejects.toThrow()
  })

  it('an editor changes listing content but not settings, auctions or KYC', async () => {
    const listing = await payload.create({
      collection: 'listings',
      data: { title: 'Editor excavator', category: 'excavators', brand: 'JCB', model: 'JS220', year: 2018, hours: 6000, location_city: 'Graz', location_country: 'AT', status: 'draft' } as never,
      ...asUser(users.editor),
    })
    const changed = await payload.update({ collection: 'listings', id: listing.id, data: { title: 'Editor excavator, new tracks' }, ...asUser(users.editor) })
    expect(changed.title).toBe('Editor excavator, new tracks')
    await expect(payload.updateGlobal({ slug: 'settings', data: { vat_pct: 7 }, ...asUser(users.editor) })).rejects.toThrow()
    await expect(payload.find({ collection: 'audit-logs', ...asUser(users.editor) })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'auctions', data: { listing: listing.id, start_time: new Date().toISOString(), end_time: new Date().toISOString(), start_price: 1 } as never, ...asUser(users.editor) }),
    ).rejects.toThrow()
    const kyc = await payload.find({ collection: 'kyc', ...asUser(users.editor) })
    expect(kyc.totalDocs).toBe(0)
  })

  it('nobody writes the audit log through the API, not even an admin', async () => {
    await expect(
      payload.create({ collection: 'audit-logs', data: { action: 'update', target_collection: 'users' }, ...asUser(users.admin) }),
    ).rejects.toThrow()
    const entries = await payload.find({ collection: 'audit-logs', limit: 1, ...asUser(users.admin) })
    const first = entries.docs[0]
    expect(first).toBeTruthy()
    await expect(payload.update({ collection: 'audit-logs', id: first!.id, data: { summary: 'forged' }, ...asUser(users.admin) })).rejects.toThrow()
    await expect(payload.delete({ collection: 'audit-logs', id: first!.id, ...asUser(users.admin) })).rejects.toThrow()
  })

  it('the commission CSV export is for admins only', async () => {
    for (const actor of ['editor', 'reviewer', 'buyer', 'anonymous'] as const) {
      const response = await commissionReportEndpoint.handler(await reqFor(actor, { query: {} }))
      expect(response.status, actor).toBe(actor === 'anonymous' ? 401 : 403)
    }
    const response = await commissionReportEndpoint.handler(await reqFor('admin', { query: {} }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect((await response.text()).split('\r\n')[0]).toBe('dimension,key,orders,hammer_total_eur,buyer_fees_eur,seller_fees_eur,total_eur')
    const invalid = await commissionReportEndpoint.handler(await reqFor('admin', { query: { from: '2026-13' } }))
    expect(invalid.status).toBe(400)
  })

  it('the email test and resend are for admins only, validated, and logged like every email', async () => {
    const body = { template: 'kyc-approved', language: 'de', to: 'test-recipient@roles.test' }
    const json = (value: unknown) => ({ json: async () => value }) as Partial<PayloadRequest>
    for (const actor of ['editor', 'reviewer', 'buyer', 'anonymous'] as const) {
      const response = await sendTestEmailEndpoint.handler(await reqFor(actor, json(body)))
      expect(response.status, actor).toBe(actor === 'anonymous' ? 401 : 403)
    }
    const invalid = await sendTestEmailEndpoint.handler(await reqFor('admin', json({ ...body, template: 'nope' })))
    expect(invalid.status).toBe(400)
    const badAddress = await sendTestEmailEndpoint.handler(await reqFor('admin', json({ ...body, to: 'not-an-address' })))
    expect(badAddress.status).toBe(400)
    const sent = await sendTestEmailEndpoint.handler(await reqFor('admin', json(body)))
    expect(sent.status).toBe(200)
    const logs = await payload.find({ collection: 'email-logs', where: { to: { equals: body.to } }, overrideAccess: true })
    expect(logs.docs).toHaveLength(1)
    expect(logs.docs[0]).toMatchObject({ template: 'kyc-approved', language: 'de', status: 'sent', subject: 'Ihr Unternehmen ist verifiziert' })

    const logId = String(logs.docs[0]!.id)
    const denied = await resendEmailEndpoint.handler(await reqFor('editor', { routeParams: { id: logId } }))
    expect(denied.status).toBe(403)
    const resent = await resendEmailEndpoint.handler(await reqFor('admin', { routeParams: { id: logId } }))
    expect(resent.status).toBe(200)
    const after = await payload.find({ collection: 'email-logs', where: { to: { equals: body.to } }, sort: 'createdAt', overrideAccess: true })
    expect(after.docs).toHaveLength(2)
    expect(after.docs[1]).toMatchObject({ template: 'kyc-approved', language: 'de', subject: 'Ihr Unternehmen ist verifiziert', html: logs.docs[0]!.html })
    const missing = await resendEmailEndpoint.handler(await reqFor('admin', { routeParams: { id: '999999' } }))
    expect(missing.status).toBe(404)
  })
})
