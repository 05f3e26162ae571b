/**
 * Who may bid (spec section 4, "Bid eligibility"): signed out → signed in with an unconfirmed
 * email → confirmed but KYC not approved (not submitted or rejected: `kyc_required`; submitted and
 * waiting for review: `kyc_in_review`) → approved and able to bid. The one rule every bid
 * button shows and the bidding service enforces.
 *
 * Staff never bid (separation of duties, core/domain/duties.ts): an account with any
 * staff role is `staff_account`, read from its roles at bid time, whatever its KYC status (an
 * approval from before the rule included). `kyc_status` is never writable through the API; only
 * the KYC record's decision hook sets it (cms/collections/Kyc).
 */
import { holdsStaffRole } from './duties'

export type BidEligibility = 'signed_out' | 'email_unconfirmed' | 'staff_account' | 'kyc_required' | 'kyc_in_review' | 'eligible'

export type EligibilityUser = {
  email_confirmed_at?: string | null
  kyc_status?: string | null
  blocked?: boolean | null
  roles?: readonly string[] | null
} | null | undefined

export const bidEligibility = (user: EligibilityUser): BidEligibility => {
  if (!user || user.blocked) return 'signed_out'
  if (!user.email_confirmed_at) return 'email_unconfirmed'
  if (holdsStaffRole(user.roles)) return 'staff_account'
  // Submitted and waiting for a reviewer: nothing to complete, so the buttons say "in review".
  if (user.kyc_status === 'pending_review') return 'kyc_in_review'
  if (user.kyc_status !== 'approved') return 'kyc_required'
  return 'eligible'
}

export const canBid = (user: EligibilityUser): boolean => bidEligibility(user) === 'eligible'
