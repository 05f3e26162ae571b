/**
 * Who may bid (spec section 4, "Bid eligibility"): signed out → signed in with an unconfirmed
 * email → confirmed but KYC not approved (not submitted or rejected: `kyc_required`; submitted and
 * waiting for review: `kyc_in_review`) → approved and able to bid. The one rule every bid
 * button shows and the bidding service enforces.
 *
 * Staff roles give no right to bid (security #13): an admin or KYC reviewer bids only once their
 * own KYC record was approved by another reviewer, like any buyer. `kyc_status` is never writable
 * through the API; only the KYC record's decision hook sets it (cms/collections/Kyc).
 */
export type BidEligibility = 'signed_out' | 'email_unconfirmed' | 'kyc_required' | 'kyc_in_review' | 'eligible'

export type EligibilityUser = {
  email_confirmed_at?: string | null
  kyc_status?: string | null
  blocked?: boolean | null
} | null | undefined

export const bidEligibility = (user: EligibilityUser): BidEligibility => {
  if (!user || user.blocked) return 'signed_out'
  if (!user.email_confirmed_at) return 'email_unconfirmed'
  // Submitted and waiting for a reviewer: nothing to complete, so the buttons say "in review".
  if (user.kyc_status === 'pending_review') return 'kyc_in_review'
  if (user.kyc_status !== 'approved') return 'kyc_required'
  return 'eligible'
}

export const canBid = (user: EligibilityUser): boolean => bidEligibility(user) === 'eligible'
