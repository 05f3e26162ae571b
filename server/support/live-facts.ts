import type { Payload } from 'payload'

import type { AuctionCard, AuctionSnapshot, TAuctionId } from '@core/contract'
import type { Category } from '@core/domain/catalog'
import { createTtlMemo } from '../lib/ttl-memo'
import { readSettings } from '../settings/settings'
import type { CatalogRepository } from '../storage/catalog-repository'

/** Settings the assistant quotes, from the settings global. */
export type SupportSettings = {
  buyerFeePct: number
  vatPct: number
  auctionLengthHours: number
  antiSnipingWindowSecs: number
  antiSnipingExtensionSecs: number
  proxyBiddingEnabled: boolean
  incrementTable: { from: number; increment: number }[]
  supportPhone: string
  sellSiteUrl: string
  /** The platform's time zone for end times (core/time/format.ts). */
  timeZone: string
}

/** A live auction as the assistant names it: only what the public list shows. */
export type DirectoryEntry = Pick<AuctionCard, 'id' | 'slug' | 'title' | 'brand' | 'model' | 'category'>

/**
 * Live facts from the database for the assistant: settings, live counts per category, the
 * directory of live auctions to find a named one, and one auction's fresh snapshot. Everything
 * goes through the public visibility rule (the catalogue repository, Payload access as a
 * visitor), so nothing a visitor could not see reaches an answer. Short caches keep an answer
 * well under the latency budget; end times are always read fresh.
 */
export const createLiveFacts = (deps: {
  payload: Payload
  catalog: CatalogRepository
  snapshots: { findSnapshot(id: TAuctionId): Promise<AuctionSnapshot | null> }
  ttlMs?: number
}) => {
  const ttl = deps.ttlMs ?? 5_000
  // One value per fact, shared by concurrent askers and kept for `ms` (lib/ttl-memo.ts). Once a
  // value is there, an asker after `ms` gets it at once while the fresh one loads for the next
  // (a count a few seconds old rather than a question waiting on the database).
  const memo = <T>(load: () => Promise<T>, ms: number) => {
    const remember = createTtlMemo<T>({ ttlMs: ms, max: 1 })
    let last: T | undefined
    let has = false
    return () => {
      const next = remember('value', load).then((value) => {
        last = value
        has = true
        return value
      })
      if (!has) return next
      next.catch(() => undefined)
      return Promise.race([next, new Promise<T>((resolve) => setImmediate(() => resolve(last as T)))])
    }
  }

  // The settings' one cached copy (server/settings): the auction length is published policy (FAQ,
  // terms), so the assistant states it as the pages do; nothing admin-only is quoted.
  const settings = async (): Promise<SupportSettings> => {
    const s = await readSettings(deps.payload)
    return {
      buyerFeePct: s.buyerFeePct,
      vatPct: s.vatPct,
      auctionLengthHours: s.auctionLengthHours,
      antiSnipingWindowSecs: s.antiSnipingWindowSecs,
      antiSnipingExtensionSecs: s.antiSnipingExtensionSecs,
      proxyBiddingEnabled: s.proxyBiddingEnabled,
      incrementTable: s.incrementTable.map(({ from, increment }) => ({ from, increment })),
      supportPhone: s.supportPhone ?? '',
      sellSiteUrl: s.sellSiteUrl,
      timeZone: s.timeZone,
    }
  }

  const counts = memo(() => deps.catalog.categoryCounts(new Date()), ttl)

  /** Up to 2,000 live auctions, soonest first; enough to name any machine on the demo and real lists. */
  const directory = memo(async (): Promise<DirectoryEntry[]> => {
    const entries: DirectoryEntry[] = []
    for (let page = 1; page <= 20; page++) {
      const { items, total } = await deps.catalog.listAuctions({ sort: 'closing_soon', page, limit: 100 }, new Date())
      entries.push(...items.map(({ id, slug, title, brand, model, category }) => ({ id, slug, title, brand, model, category })))
      if (entries.length >= total || items.length === 0) break
    }
    return entries
  }, ttl * 6)

  return {
    settings,
    categoryCounts: counts as () => Promise<Record<Category, number>>,
    directory,
    snapshot: (id: TAuctionId) => deps.snapshots.findSnapshot(id),
  }
}
export type LiveFacts = ReturnType<typeof createLiveFacts>
