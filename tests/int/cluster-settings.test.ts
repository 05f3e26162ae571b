import { afterAll, beforeAll, expect, it } from 'vitest'

import type { AuctionList, PublicSettings } from '@core/contract'
import { describeCluster } from './helpers/cluster'

/**
 * Saved settings reach every service instance at once: redis-server, two service processes and
 * HAProxy (what `npm run start:cluster` starts). The test's own Payload is the CMS; its Settings
 * hook tells instance B (SERVICE_URL), which forgets its cached copy and has instance A forget
 * its own before it answers (the path access changes take, server/realtime/fan-out.ts).
 */
describeCluster('settings across instances', (t) => {
  let a: string
  let b: string

  beforeAll(() => {
    ;[a, b] = t.cluster.instances.map((instance) => instance.url) as [string, string]
  })

  afterAll(() => {
    delete process.env.SERVICE_URL
  })

  const fee = async (base: string) => ((await (await fetch(`${base}/svc/settings`)).json()) as { data: PublicSettings }).data.buyer_fee_pct
  const listFee = async (base: string) => ((await (await fetch(`${base}/svc/auctions`)).json()) as { data: AuctionList }).data.buyer_fee_pct

  it('a fee saved in the CMS shows on instance A as soon as the save told instance B', async () => {
    // Both instances have read (and cached) the fee.
    expect([await fee(a), await fee(b), await listFee(a), await listFee(b)]).toEqual([2, 2, 2, 2])

    process.env.SERVICE_URL = b
    await t.payload.updateGlobal({ slug: 'settings', data: { buyer_fee_pct: 4.25 }, overrideAccess: true })

    expect([await fee(a), await fee(b), await listFee(a), await listFee(b)]).toEqual([4.25, 4.25, 4.25, 4.25])
  })

  it('the internal call is refused without the internal token', async () => {
    const response = await fetch(`${a}/svc/internal/settings/changed`, { method: 'POST' })
    expect(response.status).toBe(403)
  })
})
