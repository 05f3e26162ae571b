import { z } from 'zod'

import { PLATFORM_DEFAULTS } from './domain/defaults'
import type { IncrementBand } from './domain/increments'
import { TEASER_HIDDEN_SETTINGS } from './domain/price-visibility'
import { DEFAULT_REMINDER_LEAD_MINUTES, reminderLeadOr } from './domain/reminders'
import { DEFAULT_TIME_ZONE, timeZoneOr } from './time/format'

/** The platform operator's legal details, printed on invoices (admins only). */
export type CompanyDetails = {
  legal_name: string
  street: string
  postal_code: string
  city: string
  country: string
  vat_id: string
  register_court: string
  register_number: string
  managing_directors: string
  email: string
}

/** The SEPA transfer details printed on invoices (admins only). */
export type BankDetails = { account_holder: string; iban: string; bic: string; bank_name: string }

/**
 * Every platform setting, complete and valid: what the Settings global holds, with each missing or
 * unusable value replaced by its default (`settingsFrom`). Server code reads this through its part's
 * cached reader (cms/settings, server/settings, src/lib/cms-content); the site gets `PublicSettings`.
 */
export type Settings = {
  buyerFeePct: number
  vatPct: number
  /** The seller's listing fee (commission report); admins only. */
  commissionPct: number
  auctionLengthHours: number
  antiSnipingWindowSecs: number
  antiSnipingExtensionSecs: number
  incrementTable: IncrementBand[]
  proxyBiddingEnabled: boolean
  /** A bid above this many times the minimum next bid needs a confirmation (0: never). */
  highBidConfirmFactor: number
  /** The lead time of a new reminder unless the buyer picks another (core/domain/reminders.ts). */
  reminderLeadMinutes: number
  /** The bidding limit of buyers without their own; null: none. Admins only. */
  defaultBidLimit: number | null
  /** The platform's time zone (IANA name) every displayed time uses (core/time/format.ts). */
  timeZone: string
  supportPhone: string | null
  /** Where support messages go; admins only. */
  supportInbox: string
  sellSiteUrl: string
  /** Invoices are due this many days after the invoice date (fixed, not in the global). */
  paymentTermDays: number
  company: CompanyDetails
  bank: BankDetails
}

/** The one set of defaults: the Settings global's field defaults and every reader's fallback. */
export const SETTINGS_DEFAULTS: Readonly<Settings> = Object.freeze({
  buyerFeePct: PLATFORM_DEFAULTS.buyerFeePct,
  vatPct: PLATFORM_DEFAULTS.vatPct,
  commissionPct: PLATFORM_DEFAULTS.commissionPct,
  auctionLengthHours: PLATFORM_DEFAULTS.auctionLengthHours,
  antiSnipingWindowSecs: PLATFORM_DEFAULTS.antiSnipingWindowSecs,
  antiSnipingExtensionSecs: PLATFORM_DEFAULTS.antiSnipingExtensionSecs,
  incrementTable: PLATFORM_DEFAULTS.incrementTable.map((band) => ({ ...band })),
  proxyBiddingEnabled: PLATFORM_DEFAULTS.proxyBiddingEnabled,
  highBidConfirmFactor: PLATFORM_DEFAULTS.highBidConfirmFactor,
  reminderLeadMinutes: DEFAULT_REMINDER_LEAD_MINUTES,
  defaultBidLimit: null,
  timeZone: DEFAULT_TIME_ZONE,
  supportPhone: '+49 89 1234 5670',
  supportInbox: 'support@machinerymarket.example',
  sellSiteUrl: PLATFORM_DEFAULTS.sellSiteUrl,
  paymentTermDays: PLATFORM_DEFAULTS.paymentTermDays,
  company: {
    legal_name: 'MachineryMarket GmbH',
    street: 'Landsberger Straße 110',
    postal_code: '80339',
    city: 'München',
    country: 'DE',
    vat_id: 'DE000000000',
    register_court: 'Amtsgericht München',
    register_number: 'HRB 000000',
    managing_directors: 'Anna Beispiel, Max Muster',
    email: 'billing@machinerymarket.example',
  },
  bank: { account_holder: 'MachineryMarket GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bank_name: 'Commerzbank' },
})

const number = (min: number, max: number, fallback: number) => z.number().finite().min(min).max(max).catch(fallback)
const text = (fallback: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1))
    .catch(fallback)
/** A group of text lines (company, bank): each line left empty takes its own default. */
const group = <T extends Record<string, string>>(defaults: T) =>
  z
    .unknown()
    .optional()
    .transform((value): T => {
      const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
      const line = (key: string, fallback: string) => {
        const given = source[key]
        return typeof given === 'string' && given.trim() ? given.trim() : fallback
      }
      return Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [key, line(key, fallback)])) as T
    })

/** The table starts at 0 € and its bands rise strictly (as the global's validation demands). */
const ZIncrementTable = z
  .array(z.object({ from: z.number().finite().min(0), increment: z.number().finite().positive() }).transform(({ from, increment }) => ({ from, increment })))
  .refine((rows) => rows.length > 0 && rows[0]?.from === 0 && rows.every((row, i) => i === 0 || row.from > (rows[i - 1]?.from ?? 0)))
  .catch(() => SETTINGS_DEFAULTS.incrementTable.map((band) => ({ ...band })))

const d = SETTINGS_DEFAULTS
const ZSettingsDoc = z.object({
  buyer_fee_pct: number(0, 100, d.buyerFeePct),
  vat_pct: number(0, 100, d.vatPct),
  commission_pct: number(0, 100, d.commissionPct),
  auction_length_hours: number(1, 24 * 14, d.auctionLengthHours),
  anti_sniping_window_secs: number(0, 3600, d.antiSnipingWindowSecs),
  anti_sniping_extension_secs: number(0, 3600, d.antiSnipingExtensionSecs),
  increment_table: ZIncrementTable,
  // Unset is off, as the global's checkbox stores it.
  proxy_bidding_enabled: z.boolean().catch(false),
  high_bid_confirm_factor: number(0, 1000, d.highBidConfirmFactor),
  reminder_lead_minutes: z.unknown().optional().transform((value) => reminderLeadOr(value)),
  default_bid_limit_eur: z.number().finite().min(0).max(PLATFORM_DEFAULTS.maxPrice).nullable().catch(null),
  time_zone: z.unknown().optional().transform((value) => timeZoneOr(typeof value === 'string' ? value.trim() : value)),
  support_phone: z
    .string()
    .transform((value) => value.trim() || null)
    .nullable()
    .catch(d.supportPhone),
  support_inbox: text(d.supportInbox),
  sell_site_url: z.string().regex(/^https?:\/\/\S+$/).catch(d.sellSiteUrl),
  company: group(d.company),
  bank: group(d.bank),
})

/**
 * The Settings global's stored document (any shape: a fresh database, an old row, a field an
 * admin left empty) as a complete, valid `Settings`. Every value that is missing or out of its
 * field's range takes its default; nothing here throws.
 */
export const settingsFrom = (doc: unknown): Settings => {
  const source = doc && typeof doc === 'object' ? (doc as Record<string, unknown>) : {}
  const parsed = ZSettingsDoc.parse(source)
  return {
    buyerFeePct: parsed.buyer_fee_pct,
    vatPct: parsed.vat_pct,
    commissionPct: parsed.commission_pct,
    auctionLengthHours: parsed.auction_length_hours,
    antiSnipingWindowSecs: parsed.anti_sniping_window_secs,
    antiSnipingExtensionSecs: parsed.anti_sniping_extension_secs,
    incrementTable: parsed.increment_table,
    proxyBiddingEnabled: parsed.proxy_bidding_enabled,
    highBidConfirmFactor: parsed.high_bid_confirm_factor,
    reminderLeadMinutes: parsed.reminder_lead_minutes,
    defaultBidLimit: parsed.default_bid_limit_eur,
    timeZone: parsed.time_zone,
    supportPhone: parsed.support_phone,
    supportInbox: parsed.support_inbox,
    sellSiteUrl: parsed.sell_site_url,
    paymentTermDays: PLATFORM_DEFAULTS.paymentTermDays,
    company: parsed.company,
    bank: parsed.bank,
  }
}

/**
 * GET /svc/settings: what any page may show (the fields the global shows to anyone). Nothing an
 * admin alone reads (commission, default bidding limit, support inbox, company and bank details).
 * The teaser rule (TEASER_HIDDEN_SETTINGS) holds: the auction length is null for viewers without
 * prices, as on the global's REST and GraphQL doors.
 */
export type PublicSettings = {
  buyer_fee_pct: number
  vat_pct: number
  auction_length_hours: number | null
  anti_sniping_window_secs: number
  anti_sniping_extension_secs: number
  increment_table: IncrementBand[]
  proxy_bidding_enabled: boolean
  high_bid_confirm_factor: number
  reminder_lead_minutes: number
  payment_term_days: number
  time_zone: string
  support_phone: string | null
  sell_site_url: string
}

export const publicSettingsOf = (settings: Settings, seesPrices: boolean): PublicSettings => {
  const all: PublicSettings = {
    buyer_fee_pct: settings.buyerFeePct,
    vat_pct: settings.vatPct,
    auction_length_hours: settings.auctionLengthHours,
    anti_sniping_window_secs: settings.antiSnipingWindowSecs,
    anti_sniping_extension_secs: settings.antiSnipingExtensionSecs,
    increment_table: settings.incrementTable.map(({ from, increment }) => ({ from, increment })),
    proxy_bidding_enabled: settings.proxyBiddingEnabled,
    high_bid_confirm_factor: settings.highBidConfirmFactor,
    reminder_lead_minutes: settings.reminderLeadMinutes,
    payment_term_days: settings.paymentTermDays,
    time_zone: settings.timeZone,
    support_phone: settings.supportPhone,
    sell_site_url: settings.sellSiteUrl,
  }
  if (seesPrices) return all
  const masked: Record<string, unknown> = { ...all }
  for (const name of TEASER_HIDDEN_SETTINGS) masked[name] = null
  return masked as PublicSettings
}

/** The public settings back as `Settings`-shaped figures where the site needs them (e.g. figures). */
export const figureSettingsOf = (settings: Settings) => ({
  buyer_fee_pct: settings.buyerFeePct,
  vat_pct: settings.vatPct,
  auction_length_hours: settings.auctionLengthHours,
  anti_sniping_window_secs: settings.antiSnipingWindowSecs,
  anti_sniping_extension_secs: settings.antiSnipingExtensionSecs,
  increment_table: settings.incrementTable,
  payment_term_days: settings.paymentTermDays,
  support_phone: settings.supportPhone,
  sell_site_url: settings.sellSiteUrl,
})
