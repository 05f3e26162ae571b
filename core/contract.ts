import { z } from 'zod'

import type { AccessChangeReason } from './auth/access-change'
import type { Condition } from './domain/catalog'
import type { ComparableReason } from './domain/comparables'
import type { BidEligibility } from './domain/eligibility'
import type { ListFacets, Sort } from './domain/list-params'
import type { VatTreatment } from './domain/invoice-amounts'
import type { AlertMode, SavedSearchFilters } from './domain/saved-search-names'

// In the browser zod would probe for `new Function` (its fast path); the site's CSP forbids eval,
// and even the caught probe is reported as a violation. The server keeps the fast path.
if (typeof window !== 'undefined') z.config({ jitless: true })

/**
 * The one contract between the bidding service and its clients (islands, tests): HTTP
 * shapes and socket.io events, typed once and imported by both sides.
 */

export const ZAuctionId = z.union([z.number().int().positive(), z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/)])
export type TAuctionId = z.infer<typeof ZAuctionId>

export const ZJoinAuction = z.object({ auctionId: ZAuctionId })
export type TJoinAuction = z.infer<typeof ZJoinAuction>

/** A live view of one auction: what lists and detail pages refresh on every bid. */
export type AuctionSnapshot = {
  id: TAuctionId
  status: string
  current_price: number
  bid_count: number
  end_time: string
  reserve_met: boolean
  /** The smallest amount the next bid may have (current price + increment, or the start price). */
  min_next_bid?: number
  bid_increment?: number
  /** Whether bidders may set a maximum (settings switch); the bid box then offers the field. */
  proxy_bidding?: boolean
}

/**
 * What a viewer who may not see prices (core/domain/price-visibility.ts) gets wherever others
 * get a snapshot: the auction's id and status, nothing that is a price, count or time.
 */
export type MaskedSnapshot = { id: TAuctionId; status: string; masked: true }
export { isMaskedSnapshot } from './contract-guards'

/** Body of POST /svc/auctions/:id/bids and payload of the `bid:place` socket event. */
export const ZPlaceBid = z.object({
  auctionId: ZAuctionId,
  /** Euros; whole euros or cents; at most the platform's highest price (code `amount_too_high`). */
  amount: z.number().positive().finite(),
  /** Proxy bidding ceiling, accepted only when proxy bidding is enabled in settings. */
  max_amount: z.number().positive().finite().optional(),
  /** The bidder confirmed an amount far above the minimum (code `confirmation_required` otherwise). */
  confirm: z.boolean().optional(),
})
export type TPlaceBid = z.infer<typeof ZPlaceBid>

/**
 * Anonymised public bid history entry (GET /svc/auctions/:id/bids, newest first). Bidders are
 * "Bidder 1", "Bidder 2", … in the order of their first bid on the auction; never an identity.
 */
export type PublicBid = { id: number | string; amount: number; bidder_label: string; created_at: string; is_highest: boolean }

/** Answer of POST /svc/auctions/:id/bids and of the `bid:place` socket event. */
export type BidAccepted = {
  bid: { id: TAuctionId; amount: number; created_at: string; is_proxy: boolean }
  snapshot: AuctionSnapshot
  /**
   * The history entries this bid created, newest first (the same shape and labels as GET …/bids):
   * one, or more with proxy bidding (the bid and the system's answer for a rival's maximum).
   */
  new_bids: PublicBid[]
  /** True when the bid fell in the anti-sniping window and moved the end time. */
  extended: boolean
  /**
   * False when a rival's proxy ceiling answered at once (proxy bidding on): the bid was recorded
   * but someone else still leads. Always true without proxy bidding.
   */
  leading: boolean
  /** The bidder's bidding limit after this bid; absent or null without a limit. */
  bid_limit?: BidLimitStatus | null
}

/**
 * A buyer's bidding limit (core/domain/bid-limits.ts), for their own eyes: the limit, their
 * exposure (leading bids on live auctions, proxy maximums counted) and what remains of it.
 * GET /svc/account/bid-limit answers it (null without a limit); a `bid_limit_exceeded` refusal
 * carries `bid_limit`, `exposure` (the total the bid would have reached), `remaining` and `contact`.
 */
export type BidLimitStatus = { limit: number; exposure: number; remaining: number }


export { BID_ERROR_CODES, type BidErrorCode } from './contract-guards'

export type Reply<T> =
  | { data: T }
  | {
      error: {
        code: string
        message: string
        min_next_bid?: number
        times?: number
        /** `off_increment`: the bid step and the two valid bids around the amount. */
        step?: number
        lower?: number
        upper?: number
        /** `bid_limit_exceeded`: the limit, the total the bid would have reached, what remains, whom to contact. */
        bid_limit?: number
        exposure?: number
        remaining?: number
        contact?: string
      }
    }

/**
 * Payload of `auction:updated`: the auction's snapshot and, after an accepted bid, the history
 * entries it created (newest first, as in BidAccepted), so viewers append them instead of reading
 * the history again. Extensions, starts and closes carry no entries.
 */
export type AuctionUpdate = AuctionSnapshot & { new_bids?: PublicBid[] }

export interface ServerToClientEvents {
  'clock:sync': (payload: { serverTime: number }) => void
  /** To the auction's room and the lists room (price viewers only) after every accepted bid, extension or close. */
  'auction:updated': (update: AuctionUpdate) => void
  /**
   * To the bidder's own sockets only (their user room), after each of their accepted bids: the
   * "Bidder N" label the history shows for them, so every tab of theirs can mark its own bids and
   * tell leading from outbid, also a tab opened before their first bid. Never sent to anyone else.
   */
  'auction:own-label': (payload: { auction_id: TAuctionId; label: string }) => void
  /**
   * To a user's sockets when their session ended or what they may see changed: the
   * socket has already left every room with prices; the client connects again (so the handshake
   * carries the cookies it has now) and re-joins, getting whatever a fresh check allows.
   */
  'auth:changed': (payload: { reason: AccessChangeReason; reconnect: true }) => void
  /**
   * To every socket when the instance stops (deploy, restart): the connection closes next and the
   * client reconnects on its own (through the balancer, to a running instance) after about
   * `retryInMs`, joining its rooms again and reading fresh snapshots.
   */
  'server:restarting': (payload: { retryInMs: number }) => void
}

export interface ClientToServerEvents {
  /** Price viewers join the auction's room and get the snapshot; others get a MaskedSnapshot and no room. */
  'auction:join': (payload: TJoinAuction, ack: (reply: Reply<AuctionSnapshot | MaskedSnapshot>) => void) => void
  'auction:leave': (payload: TJoinAuction, ack?: (reply: Reply<{ left: true }>) => void) => void
  /** Only price viewers join the lists room (joined: false for everyone else). */
  'lists:join': (ack?: (reply: Reply<{ joined: boolean }>) => void) => void
  'bid:place': (payload: TPlaceBid, ack: (reply: Reply<BidAccepted>) => void) => void
  'clock:get': (ack: (reply: Reply<{ serverTime: number }>) => void) => void
}

export const auctionRoom = (id: TAuctionId) => `auction:${String(id)}`
export const LISTS_ROOM = 'lists'
/** Every socket of one signed-in user (for what is theirs alone, never a price for others). */
export const userRoom = (userId: number | string) => `user:${String(userId)}`

/** What the list and the detail page both show of an auction's machine. */
export type ListingSummary = {
  id: TAuctionId
  slug: string
  title: string
  category: string
  brand: string
  model: string
  year: number
  hours: number
  city: string
  country: string
}

/**
 * One card of the auction list (GET /svc/auctions). For viewers who may not see prices, the
 * server sends current_price, bid_count and end_time as null (teaser masking).
 */
export type AuctionCard = ListingSummary & {
  image: string | null
  status: string
  current_price: number | null
  bid_count: number | null
  end_time: string | null
  /**
   * The signed-in viewer's own standing on this auction (server/bidding/viewer-standing.ts), null
   * when they have not bid or may not see prices. Never says anything about other bidders.
   */
  my_standing?: BidStanding | null
}

/** Where the viewer stands on a running auction they bid on. */
export type BidStanding = 'highest' | 'outbid'
/** GET /svc/auctions/standing?ids=…: the caller's standing per auction id they bid on (empty for viewers without prices). */
export type StandingMap = Record<string, BidStanding>

export type AuctionList = {
  items: AuctionCard[]
  total: number
  page: number
  limit: number
  /** The order applied: the one asked for, or newly_listed for viewers without prices (listSortFor). */
  sort: Sort
  /** Prices, counts and end times are null (core/domain/price-visibility.ts). */
  masked: boolean
  /** The results are shown unblurred: a signed-in account, or a visitor with a verified lead email. */
  unlocked: boolean
  /** The caller's bid eligibility (core/domain/eligibility.ts), for the cards' bid buttons. */
  eligibility: BidEligibility
  /** The buyer fee (settings, percent) every card's price includes ("incl. 2% buyer fee"). */
  buyer_fee_pct: number
  /**
   * The search's spelling, when a corrected query finds more: `applied` (the typed words found
   * nothing, so these are the results for `corrected`) or only offered ("Did you mean …?").
   */
  spelling?: SpellingHint | null
  /** Machines per weight class and per attachment, each given the other filters (asked with `facets=1`). */
  facets?: ListFacets
}

export type SpellingHint = { original: string; corrected: string; applied: boolean }

/**
 * A signed-in bidder's own place in one auction, sent only to them (never in a broadcast): their
 * public label (the same "Bidder N" as in the history, stable for the auction's lifetime), whether
 * they bid, and whether they hold the highest bid. The bid box compares later history entries
 * against the label, so a public broadcast tells each viewer their standing without naming anyone.
 */
export type BidderStanding = { label: string | null; has_bid: boolean; leading: boolean }

/** The viewer's standing on the detail page, with the outcome once the auction has ended. */
export type ViewerStanding = BidderStanding & {
  /** After the end: `won` for the winner, `lost` for every other bidder; null while live or for non-bidders. */
  outcome: 'won' | 'lost' | null
}

/**
 * GET /svc/settings: the settings any page may show (core/settings.ts `publicSettingsOf`); the
 * site's one source of fees, auction rules, time zone, support phone and sell-site address.
 */
export type { PublicSettings } from './settings'

/** What the bid box needs to show a bid's total before it is placed (settings and the buyer's approved KYC). */
export type BidPricing = {
  buyer_fee_pct: number
  vat_pct: number
  /** The viewer's own VAT case from their approved business verification; null when unknown. */
  buyer: { country: string; vat_id: string | null; vat_treatment: VatTreatment } | null
}

/** GET /svc/auctions/by-slug/:slug: the detail page's data; snapshot and start price are null for viewers without prices. */
export type AuctionDetail = ListingSummary & {
  serial_number: string | null
  condition: Condition | null
  lat: number | null
  lng: number | null
  description_md: string
  images: { url: string; thumb: string; card: string; alt: string }[]
  documents: { url: string; name: string }[]
  inspection: { url: string | null; inspector: string | null; inspected_at: string | null; summary_md: string | null } | null
  /** Null for viewers who may not see prices. */
  start_price: number | null
  masked: boolean
  unlocked: boolean
  eligibility: BidEligibility
  snapshot: AuctionSnapshot | null
  /** The auction is over (status ENDED): the page is a results page without a bid box. */
  ended: boolean
  /** When it ended; null for viewers without prices (end times are price data). */
  ended_at: string | null
  /** The signed-in viewer's own standing; null for visitors and viewers without prices. */
  standing: ViewerStanding | null
  /** Fees and the viewer's VAT case for the bid total; null for viewers without prices. */
  pricing: BidPricing | null
  /** The viewer's bidding limit; null without one or for viewers without prices. */
  bid_limit?: BidLimitStatus | null
}

/**
 * One machine sold on the platform, shown next to an auction as a comparable
 * (core/domain/comparables.ts). Sold listings are no longer public, so there is no link.
 */
export type ComparableSale = {
  auction_id: TAuctionId
  title: string
  brand: string
  model: string
  year: number
  hours: number
  /** ISO 3166 code of where the machine stood. */
  country: string
  /** The auction's final price (the winning bid), euros. */
  final_price: number
  /** When the auction ended (ISO). */
  ended_at: string
  /** The first photo (thumbnail size), if it has one. */
  thumb: string | null
  /** Operating weight (t) and engine power (kW) when known. */
  operating_weight_t: number | null
  engine_power_kw: number | null
  /** Why it counts as comparable: size within ±30%, and how it stands to the subject. */
  reason: ComparableReason
}

/**
 * GET /svc/auctions/:id/comparables: up to five sold machines of a similar size, best first, never
 * padded with dissimilar ones; `too_few` when fewer than three exist, and then no median
 * (`median_price` is of the good matches only). `subject` is the auction's own size. Only for
 * viewers who may see prices (401/403 `prices_hidden` otherwise).
 */
export type Comparables = {
  items: ComparableSale[]
  median_price: number | null
  too_few: boolean
  subject: { operating_weight_t: number | null; engine_power_kw: number | null }
}

/**
 * One of the signed-in user's saved searches (GET/POST /svc/saved-searches, PATCH/DELETE
 * /svc/saved-searches/:id; bodies: core/domain/saved-searches.ts ZSavedSearchCreate/ZSavedSearchUpdate).
 * `match_count`: how many auctions the list shows for these filters now.
 */
export type SavedSearchRow = { id: number; name: string; filters: SavedSearchFilters; alert: AlertMode; match_count: number; created_at: string }

/** The signed-in user's own dashboard lists (GET /svc/account/…), each scoped to that user on the server. */
export type AccountMachine = { title: string; slug: string | null; /** First photo (card size), when asked for. */ image?: string | null }
export type WonAuction = {
  order_id: number
  auction_id: number
  machine: AccountMachine
  /** The words for these numbers: core/domain/price-words.ts. What was bid, buyer fee included (the price the site showed). */
  winning_bid: number
  /** The buyer fee contained in the winning bid. */
  buyer_fee: number
  /** The winning bid without the fee (the seller's share). */
  hammer_price: number
  /** What is paid: the winning bid plus VAT. */
  total: number
  status: 'awaiting_payment' | 'paid' | 'picked_up' | 'cancelled'
  payment_reference: string
  won_at: string
  invoice: { id: number; number: string } | null
}
export type WatchlistRow = {
  id: number
  auction_id: number
  machine: AccountMachine
  current_price: number | null
  end_time: string | null
  is_live: boolean
  notify_email: boolean
  /** The caller's standing while the auction runs (null: no bid, ended, or no prices). */
  my_standing?: BidStanding | null
}
/**
 * GET /svc/account/my-bids: one row per auction the caller bid on, running and ended. `outcome`:
 * highest / outbid while it runs; won / lost after the end (lost also when the reserve was not met);
 * cancelled. Prices are null for a caller who may not see prices.
 */
export type MyBidOutcome = 'highest' | 'outbid' | 'won' | 'lost' | 'cancelled'
export type MyBidRow = {
  auction_id: number | string
  machine: AccountMachine
  /** Null while it runs for a caller who may not see prices (leading or outbid changes with a rival's bid). */
  outcome: MyBidOutcome | null
  /** The caller's own highest bid. */
  my_bid: number | null
  /** The current price while it runs, the final price after the end. */
  price: number | null
  end_time: string | null
  ended: boolean
  /** For won auctions: the order and its invoice. */
  order: { id: number; invoice: { id: number; number: string } | null } | null
}
/** GET /svc/watchlist/status and the answers of POST, PATCH and DELETE /svc/watchlist…: the caller's own entry. */
export type WatchStatus = { watching: boolean; id?: number | null; notify_email?: boolean | null }
/** "Remind me": one of the caller's reminders (GET /svc/reminders, PUT /svc/reminders/:auctionId). */
export type ReminderEntry = { auction_id: TAuctionId; lead_minutes: number; source: 'manual' | 'watchlist'; sent_at: string | null }
/** GET /svc/reminders: the caller's reminders and the lead time a new one gets. */
export type ReminderList = { items: ReminderEntry[]; default_lead_minutes: number }
export type NotificationRow = { id: number; type: string; title: string; body: string | null; link: string | null; read_at: string | null; created_at: string }
/** GET /svc/account/invoices: an invoice or a credit note (`corrects`: the invoice it cancels), as ZUGFeRD PDF and XRechnung XML. */
export type InvoiceRow = {
  id: number
  number: string
  kind: 'invoice' | 'credit_note'
  corrects: string | null
  machine: AccountMachine
  issued_at: string
  due_at: string | null
  total: number
  pdf_url: string
  xml_url: string
}
export type ActivityRow = {
  id: number
  type: string
  method: string | null
  amount: number | null
  machine: AccountMachine | null
  ip: string | null
  created_at: string
}
export type AccountProfile = {
  email: string
  email_confirmed_at: string | null
  language: 'en' | 'de'
  /** "Remind me of watched auctions" (off by default). */
  remind_watched: boolean
  company: {
    status: string
    company_name: string
    vat_id: string
    street: string
    postal_code: string
    city: string
    country: string
    contact_person: string
    phone: string
  } | null
}
