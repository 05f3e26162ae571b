import { bidEligibility, type BidEligibility, type EligibilityUser } from './eligibility'
import { SORTS, type Sort } from './list-params'

/**
 * Who may see prices (current and start price, minimum next bid, bid amounts, bid counts, end
 * times): the one rule every door applies (service routes, socket acknowledgements and
 * broadcasts, Payload's field access for REST and GraphQL, the support assistant).
 *
 * - Staff (admin, editor, KYC reviewer) always.
 * - A signed-in account that is not blocked and whose email address is confirmed. The spec says
 *   "Log in to see live prices and bid"; the email must be confirmed too, or a throwaway sign-up
 *   would be a free way round the teaser.
 * - Nobody else: visitors, blocked accounts, accounts with an unconfirmed email, and visitors who
 *   verified an address through lead capture (that unlocks the results, not the prices).
 */
export type PriceViewer = (NonNullable<EligibilityUser> & { roles?: readonly string[] | null }) | null | undefined

/** The refusal where a door has nothing to show without prices (the spec's teaser banner words). */
export const PRICES_HIDDEN = 'Log in to see live prices and bid.'

const STAFF_ROLES = new Set(['admin', 'editor', 'kyc-reviewer'])

export const canSeePrices = (user: PriceViewer): boolean => {
  if (!user || user.blocked) return false
  if (user.roles?.some((role) => STAFF_ROLES.has(role))) return true
  const eligibility = bidEligibility(user)
  return eligibility !== 'signed_out' && eligibility !== 'email_unconfirmed'
}

/**
 * What a list or detail request may show: prices (above), and whether the results are unlocked at
 * all (a signed-in account, or a visitor with a verified lead-capture email sees the machines
 * unblurred; prices stay masked for them).
 */
export type Viewer = { seesPrices: boolean; unlocked: boolean; eligibility: BidEligibility }

export const viewerFor = (user: PriceViewer, hasVerifiedLead: boolean): Viewer => ({
  seesPrices: canSeePrices(user),
  unlocked: Boolean(user && !user.blocked) || hasVerifiedLead,
  eligibility: bidEligibility(user),
})

/**
 * An auction's fields a viewer without prices never reads, at any door (Payload's field access for
 * REST and GraphQL, the service's answers): prices and counts, every time that gives the end away
 * (start + the auction length is the end; closed_at is the end), and the timestamps and counters
 * that move with each bid (updatedAt, version), so polling cannot count or time bids. Nor may such
 * a viewer sort or filter by them: an order is a side channel too.
 */
export const TEASER_HIDDEN_AUCTION_FIELDS = [
  'start_price',
  'current_price',
  'bid_count',
  'bid_increment',
  'reserve_met',
  'version',
  'start_time',
  'end_time',
  'closed_at',
  'createdAt',
  'updatedAt',
] as const

/** Settings a viewer without prices does not read (the length would turn a start time into the end). */
export const TEASER_HIDDEN_SETTINGS = ['auction_length_hours'] as const

/**
 * The list order a viewer gets. Without prices: always newly listed (fixed when the auction is
 * made, never moved by a bid). A price order would rank the hidden prices; closing soon would rank
 * the hidden end times, and an anti-sniping extension would move a card, telling of a late bid.
 */
export const TEASER_SORT: Sort = 'newly_listed'
export const listSortFor = (seesPrices: boolean, requested: Sort): Sort => (seesPrices ? requested : TEASER_SORT)
/** The orders the list offers a viewer (the site's sort menu). */
export const sortsFor = (seesPrices: boolean): readonly Sort[] => (seesPrices ? SORTS : [TEASER_SORT])

/** The teaser's card: the machine as it is, price, bid count and end time as dashes (null). */
export const maskCard = <T extends { current_price: number | null; bid_count: number | null; end_time: string | null }>(card: T): T => ({
  ...card,
  current_price: null,
  bid_count: null,
  end_time: null,
})

/** What a viewer without prices gets instead of an auction's live snapshot: which auction, its status. */
export const maskSnapshot = <Id>(snapshot: { id: Id; status: string }): { id: Id; status: string; masked: true } => ({
  id: snapshot.id,
  status: snapshot.status,
  masked: true,
})
