import { describe, expect, it } from 'vitest'

import { bidEligibility, canBid } from '@core/domain/eligibility'

describe('bid eligibility', () => {
  const confirmed = '2026-01-01T00:00:00.000Z'

  it('walks the spec order: signed out, unconfirmed email, KYC, eligible', () => {
    expect(bidEligibility(null)).toBe('signed_out')
    expect(bidEligibility({ email_confirmed_at: null, kyc_status: 'approved' })).toBe('email_unconfirmed')
    expect(bidEligibility({ email_confirmed_at: confirmed, kyc_status: null })).toBe('kyc_required')
    // Submitted and waiting for a reviewer: the pages say "Verification in review", not "Complete KYC".
    expect(bidEligibility({ email_confirmed_at: confirmed, kyc_status: 'pending_review' })).toBe('kyc_in_review')
    expect(canBid({ email_confirmed_at: confirmed, kyc_status: 'pending_review' })).toBe(false)
    expect(bidEligibility({ email_confirmed_at: confirmed, kyc_status: 'rejected' })).toBe('kyc_required')
    expect(bidEligibility({ email_confirmed_at: confirmed, kyc_status: 'approved' })).toBe('eligible')
  })

  it('treats a blocked account as unable to bid', () => {
    expect(canBid({ email_confirmed_at: confirmed, kyc_status: 'approved', blocked: true })).toBe(false)
    expect(canBid({ email_confirmed_at: confirmed, kyc_status: 'approved' })).toBe(true)
  })
})
