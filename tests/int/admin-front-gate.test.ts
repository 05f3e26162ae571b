import http from 'node:http'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createUser, PASSWORD } from './helpers/bidding'
import { startPayload } from './helpers/payload'
import { sessionCookie } from './helpers/session'
import { startWholeService } from './helpers/whole-service'

/**
 * The admin's gate at the front door (server/http/admin-signed-out.ts), before the CMS renders
 * anything: signed out → the sign-in with `next`; a signed-in buyer → the main site's dashboard;
 * staff and a cookie that is no valid session → on to the CMS, whose own gate judges them
 * (tests/e2e/admin-gate.spec.ts walks every admin route in a browser for every role).
 */
describe('admin pages at the front door', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Awaited<ReturnType<typeof startWholeService>>
  let buyer: string
  let germanBuyer: string
  let reviewer: string

  /** One request as a browser's address bar sends it (Payload reads a cookie without Origin only with Sec-Fetch-Site); node:http, so Host can be set. */
  const located = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; location: string | null }>((resolve, reject) => {
      const request = http.request(`${service.base}${path}`, { method, headers: { 'sec-fetch-site': 'none', ...headers } }, (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null }))
      })
      request.on('error', reject)
      request.end()
    })

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    service = await startWholeService(payload, { limitFactor: 100 })
    buyer = (await createUser(payload, 'gate-buyer@test.example')).cookie
    germanBuyer = (await createUser(payload, 'gate-buyer-de@test.example', { language: 'de' })).cookie
    const staff = await createUser(payload, 'gate-reviewer@test.example')
    await payload.update({ collection: 'users', id: staff.id, data: { roles: ['kyc-reviewer'] } as never, overrideAccess: true })
    reviewer = await sessionCookie(payload, 'gate-reviewer@test.example', PASSWORD)
    expect(reviewer).toMatch(/^payload-token=/)
  }, 240_000)

  afterAll(async () => {
    await service?.stop()
    await stop?.()
  })

  it('sends a signed-in buyer to the main site’s dashboard before the CMS renders the page', async () => {
    for (const path of ['/admin', '/admin/kyc?status=pending', '/admin/collections/users', '/admin/auctions/1']) {
      expect(await located(path, { cookie: buyer }), path).toEqual({ status: 307, location: '/dashboard' })
    }
    // On the admin host, the dashboard of the main host; a client's X-Forwarded-Host is not believed.
    const host = new URL(service.base).host
    expect(await located('/kyc', { cookie: buyer, host: `admin.${host}` })).toEqual({ status: 307, location: `http://${host}/dashboard` })
    expect(await located('/admin/kyc', { cookie: buyer, 'x-forwarded-host': 'admin.evil.example' })).toEqual({ status: 307, location: '/dashboard' })
  })

  it('sends a buyer to the dashboard in their language: the site\'s language choice, else the account\'s', async () => {
    expect(await located('/admin/kyc', { cookie: germanBuyer })).toEqual({ status: 307, location: '/de/dashboard' })
    const host = new URL(service.base).host
    expect(await located('/kyc', { cookie: germanBuyer, host: `admin.${host}` })).toEqual({ status: 307, location: `http://${host}/de/dashboard` })
    // The language switch's cookie (lng) wins over the account's language, both ways; an odd value is not believed.
    expect(await located('/admin', { cookie: `${germanBuyer}; lng=en` })).toEqual({ status: 307, location: '/dashboard' })
    expect(await located('/admin', { cookie: `lng=de; ${buyer}` })).toEqual({ status: 307, location: '/de/dashboard' })
    expect(await located('/admin', { cookie: `${buyer}; lng=fr` })).toEqual({ status: 307, location: '/dashboard' })
    expect(await located('/admin', { cookie: `${buyer}; lng=//evil.example` })).toEqual({ status: 307, location: '/dashboard' })
  })

  it('lets staff, a stale cookie, the open admin pages and anything but a page read go on to the CMS', async () => {
    expect((await located('/admin/kyc', { cookie: reviewer })).status).not.toBe(307)
    expect((await located('/admin/kyc', { cookie: 'payload-token=stale' })).status).not.toBe(307)
    for (const open of ['/admin/signin', '/admin/forgot', '/admin/logout']) expect((await located(open, { cookie: buyer })).status, open).not.toBe(307)
    expect((await located('/admin/kyc', { cookie: buyer }, 'POST')).status).not.toBe(307)
  })

  it('still sends a visitor to the sign-in with the page in next', async () => {
    expect(await located('/admin/kyc?status=pending')).toEqual({ status: 307, location: `/admin/signin?next=${encodeURIComponent('/admin/kyc?status=pending')}` })
  })

  it('sends a buyer whose session was signed out to the CMS, not to the dashboard', async () => {
    const response = await fetch(`${service.base}/api/users/logout`, { method: 'POST', headers: { cookie: buyer, 'sec-fetch-site': 'same-origin' } })
    expect(response.status).toBe(200)
    // Payload's sessions: a signed-out token is no session any more; the CMS's gate judges it.
    expect((await located('/admin/kyc', { cookie: buyer })).status).not.toBe(307)
  })
})
