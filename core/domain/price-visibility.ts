import { bidEligibility, type BidEligibility, type EligibilityUser } from './eligibility'

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
