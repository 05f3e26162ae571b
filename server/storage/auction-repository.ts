import type { Payload } from 'payload'

import type { AuctionSnapshot, TAuctionId } from '@core/contract'

/** What the service needs from storage; Payload's Local API implements it. */
export interface AuctionRepository {
  findSnapshot(id: TAuctionId): Promise<AuctionSnapshot | null>
}

export interface HealthProbe {
  /** Resolves with the database kind when a trivial query succeeds. */
  checkDatabase(): Promise<{ kind: string; latencyMs: number }>
}

export const toSnapshot = (doc: {
  id: TAuctionId
  status: string
  current_price?: number | null
  start_price: number
  bid_count?: number | null
  end_time: string
  reserve_met?: boolean | null
}): AuctionSnapshot => ({
  id: doc.id,
  status: doc.status,
  current_price: doc.current_price ?? doc.start_price,
  bid_count: doc.bid_count ?? 0,
  end_time: doc.end_time,
  reserve_met: Boolean(doc.reserve_met),
})

export const createPayloadAuctionRepository = (payload: Payload): AuctionRepository & HealthProbe => ({
  async findSnapshot(id) {
    const result = await payload.find({
      collection: 'auctions',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
      // The service's own read; each door masks prices for whoever asks (domain/price-visibility.ts).
      overrideAccess: true,
    })
    const doc = result.docs[0]
    return doc ? toSnapshot(doc) : null
  },
  async checkDatabase() {
    const started = performance.now()
    await payload.count({ collection: 'users', overrideAccess: true })
    return { kind: payload.db.name, latencyMs: Math.round(performance.now() - started) }
  },
})
