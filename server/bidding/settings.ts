import type { Payload } from 'payload'

import { PLATFORM_DEFAULTS } from '@core/domain/defaults'
import { DEFAULT_TIME_ZONE, timeZoneOr } from '@core/time/format'
import type { IncrementBand } from '@core/domain/increments'
import { createTtlMemo } from '../lib/ttl-memo'

export type BiddingSettings = {
  incrementTable: IncrementBand[]
  antiSnipingWindowSecs: number
  antiSnipingExtensionSecs: number
  proxyBiddingEnabled: boolean
  /** A bid above this many times the minimum next bid needs a confirmation (0: never). */
  highBidConfirmFactor: number
  buyerFeePct: number
  vatPct: number
  bank: { account_holder?: string | null; iban?: string | null; bic?: string | null; bank_name?: string | null }
  /** The platform operator's legal details (printed on invoices). */
  company: {
    legal_name?: string | null
    street?: string | null
    postal_code?: string | null
    city?: string | null
    country?: string | null
    vat_id?: string | null
    register_court?: string | null
    register_number?: string | null
    managing_directors?: string | null
    email?: string | null
  }
  supportPhone?: string | null
  /** The bidding limit of buyers without their own (issue #16, section 2); null: none. */
  defaultBidLimit?: number | null
  /** The platform's time zone (IANA name) every displayed time uses (core/time/format.ts). */
  timeZone: string
}

export const DEFAULT_BIDDING_SETTINGS: BiddingSettings = {
  incrementTable: PLATFORM_DEFAULTS.incrementTable.map((band) => ({ ...band })),
  antiSnipingWindowSecs: PLATFORM_DEFAULTS.antiSnipingWindowSecs,
  antiSnipingExtensionSecs: PLATFORM_DEFAULTS.antiSnipingExtensionSecs,
  proxyBiddingEnabled: PLATFORM_DEFAULTS.proxyBiddingEnabled,
  highBidConfirmFactor: PLATFORM_DEFAULTS.highBidConfirmFactor,
  buyerFeePct: PLATFORM_DEFAULTS.buyerFeePct,
  vatPct: PLATFORM_DEFAULTS.vatPct,
  bank: {},
  company: {},
  timeZone: DEFAULT_TIME_ZONE,
}

/**
 * The settings global, read at most every `ttlMs` (admins' changes apply within seconds; the bid
 * path does not pay a database read for them on every bid).
 */
export const createSettingsSource = (payload: Payload, ttlMs = 5_000) => {
  const remember = createTtlMemo<BiddingSettings>({ ttlMs, max: 1 })
  const load = async (): Promise<BiddingSettings> => {
    const doc = await payload.findGlobal({ slug: 'settings', depth: 0 })
    const table = doc.increment_table ?? []
    const value: BiddingSettings = {
      incrementTable: table.length ? table.map(({ from, increment }) => ({ from, increment })) : DEFAULT_BIDDING_SETTINGS.incrementTable,
      antiSnipingWindowSecs: Number(doc.anti_sniping_window_secs ?? DEFAULT_BIDDING_SETTINGS.antiSnipingWindowSecs),
      antiSnipingExtensionSecs: Number(doc.anti_sniping_extension_secs ?? DEFAULT_BIDDING_SETTINGS.antiSnipingExtensionSecs),
      proxyBiddingEnabled: Boolean(doc.proxy_bidding_enabled),
      highBidConfirmFactor: Number(doc.high_bid_confirm_factor ?? DEFAULT_BIDDING_SETTINGS.highBidConfirmFactor),
      buyerFeePct: Number(doc.buyer_fee_pct ?? DEFAULT_BIDDING_SETTINGS.buyerFeePct),
      vatPct: Number(doc.vat_pct ?? DEFAULT_BIDDING_SETTINGS.vatPct),
      bank: doc.bank ?? {},
      company: doc.company ?? {},
      supportPhone: doc.support_phone ?? null,
      defaultBidLimit: doc.default_bid_limit_eur ?? null,
      timeZone: timeZoneOr(doc.time_zone),
    }
    return value
  }
  return (): Promise<BiddingSettings> => remember('settings', load)
}
export type SettingsSource = () => Promise<BiddingSettings>
