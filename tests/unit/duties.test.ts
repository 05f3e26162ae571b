import { describe, expect, it } from 'vitest'

import { holdsStaffRole, kycApprovalRefusal, roleChange, staffGrantRefusal } from '@core/domain/duties'
import { bidEligibility } from '@core/domain/eligibility'

const confirmed = { email_confirmed_at: '2026-01-01T00:00:00Z' }

describe('separation of duties (issue #24 §3)', () => {
  it('any role makes a staff account, and a staff account never bids, whatever its KYC status', () => {
    expect(holdsStaffRole(['kyc-reviewer'])).toBe(true)
    expect(holdsStaffRole([])).toBe(false)
    expect(holdsStaffRole(null)).toBe(false)
    for (const kyc_status of ['approved', 'pending_review', 'rejected', null]) {
      expect(bidEligibility({ ...confirmed, kyc_status, roles: ['admin'] }), String(kyc_status)).toBe('staff_account')
    }
    expect(bidEligibility({ ...confirmed, kyc_status: 'approved', roles: [] })).toBe('eligible')
    // Signed out and unconfirmed still come first (the same answers as for anyone).
    expect(bidEligibility({ kyc_status: 'approved', roles: ['editor'] })).toBe('email_unconfirmed')
    expect(bidEligibility({ ...confirmed, blocked: true, roles: ['editor'] })).toBe('signed_out')
  })

  it('names granted and removed roles', () => {
    expect(roleChange([], ['editor'])).toEqual({ granted: ['editor'], removed: [] })
    expect(roleChange(['editor', 'admin'], ['admin', 'kyc-reviewer'])).toEqual({ granted: ['kyc-reviewer'], removed: ['editor'] })
    expect(roleChange(null, undefined)).toEqual({ granted: [], removed: [] })
  })

  it('refuses a grant to an account with live bids or an approved KYC record; removals always pass', () => {
    const grant = { rolesBefore: [], rolesAfter: ['editor'] }
    expect(staffGrantRefusal({ ...grant, hasLiveBids: true, kycStatus: 'approved' })).toBe('staff_grant_live_bids')
    expect(staffGrantRefusal({ ...grant, hasLiveBids: false, kycStatus: 'approved' })).toBe('staff_grant_kyc_approved')
    expect(staffGrantRefusal({ ...grant, hasLiveBids: false, kycStatus: 'pending_review' })).toBeNull()
    expect(staffGrantRefusal({ ...grant, hasLiveBids: false, kycStatus: null })).toBeNull()
    expect(staffGrantRefusal({ rolesBefore: ['editor', 'admin'], rolesAfter: ['editor'], hasLiveBids: true, kycStatus: 'approved' })).toBeNull()
    expect(staffGrantRefusal({ rolesBefore: ['editor'], rolesAfter: ['editor'], hasLiveBids: true, kycStatus: 'approved' })).toBeNull()
  })

  it("refuses approving a staff account's KYC record, not rejecting it nor a buyer's approval", () => {
    expect(kycApprovalRefusal({ ownerRoles: ['kyc-reviewer'], statusBefore: 'pending_review', statusAfter: 'approved' })).toBe('staff_record')
    expect(kycApprovalRefusal({ ownerRoles: ['admin'], statusBefore: null, statusAfter: 'approved' })).toBe('staff_record')
    expect(kycApprovalRefusal({ ownerRoles: ['admin'], statusBefore: 'pending_review', statusAfter: 'rejected' })).toBeNull()
    expect(kycApprovalRefusal({ ownerRoles: [], statusBefore: 'pending_review', statusAfter: 'approved' })).toBeNull()
  })
})
