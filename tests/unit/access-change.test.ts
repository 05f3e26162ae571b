import { describe, expect, it } from 'vitest'

import { accessChangeOf, endsSessions, ZAccessChange } from '@core/auth/access-change'

describe('what a change of a user record means for their live sockets', () => {
  const buyer = { email: 'anna@bau.example', email_confirmed_at: '2026-01-01T00:00:00.000Z', kyc_status: 'approved', roles: [], blocked: false }

  it('names each event that must end the price stream', () => {
    expect(accessChangeOf(buyer, { ...buyer, blocked: true })).toBe('blocked')
    expect(accessChangeOf(buyer, { ...buyer, kyc_status: 'rejected' })).toBe('kyc_revoked')
    expect(accessChangeOf(buyer, { ...buyer, kyc_status: 'pending_review' })).toBe('kyc_revoked')
    expect(accessChangeOf(buyer, { ...buyer, roles: ['editor'] })).toBe('roles_changed')
    expect(accessChangeOf({ ...buyer, roles: ['editor', 'admin'] }, { ...buyer, roles: ['admin'] })).toBe('roles_changed')
    expect(accessChangeOf(buyer, { ...buyer, email: 'anna@other.example', email_confirmed_at: null })).toBe('email_changed')
    expect(accessChangeOf(buyer, { ...buyer, email_confirmed_at: null })).toBe('email_changed')
  })

  it('ignores changes that take nothing away', () => {
    expect(accessChangeOf(buyer, { ...buyer })).toBeNull()
    expect(accessChangeOf({ ...buyer, kyc_status: 'pending_review' }, buyer)).toBeNull()
    expect(accessChangeOf({ ...buyer, roles: ['admin', 'editor'] }, { ...buyer, roles: ['editor', 'admin'] })).toBeNull()
    expect(accessChangeOf(buyer, { ...buyer, email: ' Anna@Bau.example ' })).toBeNull()
    expect(accessChangeOf({ ...buyer, email_confirmed_at: null }, buyer)).toBeNull()
    expect(accessChangeOf({ ...buyer, blocked: true }, { ...buyer, blocked: true })).toBeNull()
  })

  it('knows which reasons end sessions', () => {
    expect(['signed_out', 'sessions_revoked', 'blocked'].every((reason) => endsSessions(reason as never))).toBe(true)
    expect(['kyc_revoked', 'roles_changed', 'email_changed'].some((reason) => endsSessions(reason as never))).toBe(false)
  })

  it('validates the internal notice strictly', () => {
    expect(ZAccessChange.safeParse({ reason: 'signed_out', session_id: 'abc' }).success).toBe(true)
    expect(ZAccessChange.safeParse({ reason: 'other' }).success).toBe(false)
    expect(ZAccessChange.safeParse({ reason: 'signed_out', extra: 1 }).success).toBe(false)
  })
})
