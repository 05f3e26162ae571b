/**
 * Separation of duties: staff keep out of the auctions. The rule, in one place:
 *
 * 1. An account with any staff role cannot bid (checked at bid time from the account's roles, so
 *    an approval from before this rule does not help: `bidEligibility` answers `staff_account`).
 * 2. An account with a staff role cannot hold an approved KYC record: approving the record of an
 *    account that holds a staff role is refused (`staff_record`).
 * 3. Granting a staff role to an account that bids on a live auction is refused
 *    (`staff_grant_live_bids`), and so is granting one to an account with an approved KYC record
 *    (`staff_grant_kyc_approved`): refused rather than withdrawing the approval, so a failed step
 *    changes nothing and a buyer's verified company is never silently undone; staff work from a
 *    separate account without KYC.
 *
 * Staff roles are every role an account can hold (buyers and sellers hold none; the role table is
 * cms/access/staff-permissions.ts), so "any role" is "staff". Pure rules; the doors apply them
 * (server/bidding/place-bid.ts, cms/ops/decide-kyc.ts, the KYC and users collections' hooks).
 */
export type DutyRefusalCode = 'staff_record' | 'staff_grant_live_bids' | 'staff_grant_kyc_approved'

export const DUTY_MESSAGES: Record<DutyRefusalCode | 'staff_account', { en: string; de: string }> = {
  staff_account: {
    en: 'Staff accounts cannot bid. Please bid from a separate buyer account.',
    de: 'Mitarbeiterkonten können nicht bieten. Bitte bieten Sie mit einem eigenen Käuferkonto.',
  },
  staff_record: {
    en: 'This account holds a staff role: staff accounts cannot hold an approved business verification. Remove the staff role first, or reject the record.',
    de: 'Dieses Konto hat eine Mitarbeiterrolle: Mitarbeiterkonten können keine freigegebene Unternehmensverifizierung haben. Entfernen Sie zuerst die Mitarbeiterrolle oder lehnen Sie den Antrag ab.',
  },
  staff_grant_live_bids: {
    en: 'This account has bids on live auctions: it cannot get a staff role. Staff work from a separate account.',
    de: 'Dieses Konto hat Gebote auf laufende Auktionen: Es kann keine Mitarbeiterrolle erhalten. Mitarbeiter arbeiten mit einem eigenen Konto.',
  },
  staff_grant_kyc_approved: {
    en: 'This account holds an approved business verification: it cannot get a staff role. Staff work from a separate account without verification.',
    de: 'Dieses Konto hat eine freigegebene Unternehmensverifizierung: Es kann keine Mitarbeiterrolle erhalten. Mitarbeiter arbeiten mit einem eigenen Konto ohne Verifizierung.',
  },
}

type Roles = readonly string[] | null | undefined

/** Any role makes an account a staff account. */
export const holdsStaffRole = (roles: Roles): boolean => (roles ?? []).length > 0

/** The roles in `after` that `before` did not hold (a grant), and those it lost (a removal). */
export const roleChange = (before: Roles, after: Roles): { granted: string[]; removed: string[] } => {
  const from = new Set(before ?? [])
  const to = new Set(after ?? [])
  return { granted: [...to].filter((role) => !from.has(role)), removed: [...from].filter((role) => !to.has(role)) }
}

/**
 * May this change of roles go ahead? Only a grant (a role the account did not hold) is checked;
 * removing roles is always allowed.
 */
export const staffGrantRefusal = (input: {
  rolesBefore: Roles
  rolesAfter: Roles
  hasLiveBids: boolean
  kycStatus: string | null | undefined
}): DutyRefusalCode | null => {
  if (roleChange(input.rolesBefore, input.rolesAfter).granted.length === 0) return null
  if (input.hasLiveBids) return 'staff_grant_live_bids'
  if (input.kycStatus === 'approved') return 'staff_grant_kyc_approved'
  return null
}

/** May a KYC record go to `statusAfter` while its owner holds these roles? */
export const kycApprovalRefusal = (input: { ownerRoles: Roles; statusBefore: string | null | undefined; statusAfter: string | null | undefined }): DutyRefusalCode | null =>
  input.statusAfter === 'approved' && input.statusBefore !== 'approved' && holdsStaffRole(input.ownerRoles) ? 'staff_record' : null
