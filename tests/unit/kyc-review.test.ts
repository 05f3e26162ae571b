import { describe, expect, it } from 'vitest'

import {
  changedOwnerFields,
  isOwnDocument,
  isResubmission,
  isSelfDecision,
  ownerChangeOutcome,
  refId,
} from '@core/domain/kyc-review'

const record = {
  id: 4,
  user: 7,
  status: 'approved',
  company_name: 'Alpen Bau GmbH',
  vat_id: 'DE136695976',
  business_address: { street: 'Hauptstraße 1', postal_code: '80331', city: 'München' },
  country: 'DE',
  contact_person: 'Anna Huber',
  phone: '+49 89 1234567',
  business_registration: 11,
  proof_of_address: 12,
}

describe('KYC review rules', () => {
  it('reads relationship values as ids', () => {
    expect(refId(7)).toBe(7)
    expect(refId({ id: 7, email: 'a@b.test' })).toBe(7)
    expect(refId(null)).toBeNull()
    expect(refId('')).toBeNull()
  })

  it('nobody changes the status of a record they own (or would own), whatever their role', () => {
    const base = { actorId: 7, ownerIds: [7], statusBefore: 'pending_review', statusAfter: 'approved' } as const
    expect(isSelfDecision(base)).toBe(true)
    expect(isSelfDecision({ ...base, statusAfter: 'rejected' })).toBe(true)
    expect(isSelfDecision({ ...base, ownerIds: [{ id: 7 }] })).toBe(true)
    expect(isSelfDecision({ ...base, ownerIds: [9, 7] })).toBe(true) // the record would become theirs
    expect(isSelfDecision({ ...base, actorId: 8, ownerIds: [9] })).toBe(false) // another reviewer decides
    expect(isSelfDecision({ ...base, statusAfter: 'pending_review' })).toBe(false) // no decision
    expect(isSelfDecision({ ...base, statusBefore: 'approved', statusAfter: 'approved' })).toBe(false)
    expect(isSelfDecision({ ...base, actorId: null })).toBe(false) // server code (seed) is no actor
    expect(isSelfDecision({ ...base, statusBefore: null })).toBe(true) // created already decided
  })

  it('lists the applicant fields that really changed', () => {
    expect(changedOwnerFields(record, { ...record })).toEqual([])
    expect(changedOwnerFields(record, { ...record, company_name: 'Shell B.V.' })).toEqual(['company_name'])
    // A populated document or a reordered group is the same value.
    expect(
      changedOwnerFields(record, {
        ...record,
        business_registration: { id: 11, filename: 'a.pdf' },
        business_address: { city: 'München', street: 'Hauptstraße 1', postal_code: '80331' },
      }),
    ).toEqual([])
    expect(changedOwnerFields(record, { ...record, business_address: { ...record.business_address, city: 'Köln' }, proof_of_address: 13 })).toEqual([
      'business_address',
      'proof_of_address',
    ])
    // Fields not sent are not changes; staff fields are not applicant fields.
    expect(changedOwnerFields(record, { status: 'pending_review', rejection_reason: 'x' })).toEqual([])
  })

  it("an owner's change sends a decided record back to review", () => {
    const owner = { actorId: 7, ownerId: 7 }
    expect(ownerChangeOutcome({ ...owner, statusBefore: 'approved', changedFields: ['company_name'] })).toBe('resubmitted')
    expect(ownerChangeOutcome({ ...owner, statusBefore: 'approved', changedFields: [] })).toBeNull()
    expect(ownerChangeOutcome({ ...owner, statusBefore: 'rejected', changedFields: [] })).toBe('resubmitted')
    expect(ownerChangeOutcome({ ...owner, statusBefore: 'pending_review', changedFields: ['phone'] })).toBeNull()
    // A reviewer's correction of someone else's record keeps the decision.
    expect(ownerChangeOutcome({ actorId: 8, ownerId: 7, statusBefore: 'approved', changedFields: ['phone'] })).toBeNull()
    expect(ownerChangeOutcome({ actorId: null, ownerId: 7, statusBefore: 'approved', changedFields: ['phone'] })).toBeNull()
  })

  it('a record back in review after a decision counts as a resubmission', () => {
    expect(isResubmission('pending_review', 'rejected')).toBe(true)
    expect(isResubmission('pending_review', 'approved')).toBe(true)
    expect(isResubmission('pending_review', 'pending_review')).toBe(false)
    expect(isResubmission('approved', 'pending_review')).toBe(false)
  })

  it("documents belong to the record's own user only", () => {
    expect(isOwnDocument(7, 7)).toBe(true)
    expect(isOwnDocument({ id: 7 }, '7')).toBe(true)
    expect(isOwnDocument(8, 7)).toBe(false)
    expect(isOwnDocument(null, 7)).toBe(false)
    expect(isOwnDocument(7, undefined)).toBe(false)
  })
})
