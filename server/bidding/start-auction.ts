import type { AuctionSnapshot, TAuctionId } from '@core/contract'
import type { BidStore } from '../storage/bid-store'
import { toAuctionSnapshot } from './auction-snapshot'
import type { SettingsSource } from '../settings/settings'

/**
 * SCHEDULED → LIVE once its start time has come (conditional, so exactly once); broadcasts it,
 * then hands it to `afterLive` (saved-search alerts), which queues its work and returns at once.
 */
export const startAuction = async (
  deps: { store: BidStore; settings: SettingsSource; broadcast?: (snapshot: AuctionSnapshot) => void; afterLive?: (auctionId: TAuctionId) => void; now?: () => Date },
  auctionId: TAuctionId,
) => {
  const at = (deps.now ?? (() => new Date()))()
  const started = await deps.store.markLive({ auctionId, nowIso: at.toISOString() })
  if (!started) return false
  const auction = await deps.store.loadAuction(auctionId)
  if (auction) deps.broadcast?.(toAuctionSnapshot(auction, await deps.settings()))
  deps.afterLive?.(auctionId)
  return true
}
