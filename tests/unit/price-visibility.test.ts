import { describe, expect, it } from 'vitest'

import { canSeePrices, listSortFor, maskCard, maskSnapshot, sortsFor, TEASER_HIDDEN_AUCTION_FIELDS, TEASER_HIDDEN_SETTINGS, TEASER_SORT, viewerFor } from '@core/domain/price-visibility'
import { SORTS } from '@core/domain/list-params'

const confirmed = '2026-01-01T00:00:00.000Z'

describe('who may see prices', () => {
  it('hides prices from visitors, blocked accounts and unconfirmed email addresses', () => {
    expect(canSeePrices(null)).toBe(false)
    expect(canSeePrices(undefined)).toBe(false)
    expect(canSeePrices({ email_confirmed_at: null, kyc_status: 'approved' })).toBe(false)
    expect(canSeePrices({ email_confirmed_at: confirmed, kyc_status: 'approved', blocked: true })).toBe(false)
    expect(canSeePrices({ roles: ['admin'], email_confirmed_at: confirmed, blocked: true })).toBe(false)
  })

  it('shows prices to signed-in accounts with a confirmed email, whatever their KYC status', () => {
    expect(canSeePrices({ email_confirmed_at: confirmed, kyc_status: null })).toBe(true)
    expect(canSeePrices({ email_confirmed_at: confirmed, kyc_status: 'pending_review' })).toBe(true)
    expect(canSeePrices({ email_confirmed_at: confirmed, kyc_status: 'approved' })).toBe(true)
  })

  it('shows prices to staff', () => {
    for (const role of ['admin', 'editor', 'kyc-reviewer']) expect(canSeePrices({ roles: [role], email_confirmed_at: null })).toBe(true)
    expect(canSeePrices({ roles: [], email_confirmed_at: null })).toBe(false)
  })

  it('unlocks the results (not the prices) for a verified lead and for any signed-in account', () => {
    expect(viewerFor(null, false)).toEqual({ seesPrices: false, unlocked: false, eligibility: 'signed_out' })
    expect(viewerFor(null, true)).toEqual({ seesPrices: false, unlocked: true, eligibility: 'signed_out' })
    expect(viewerFor({ email_confirmed_at: null }, false)).toEqual({ seesPrices: false, unlocked: true, eligibility: 'email_unconfirmed' })
    expect(viewerFor({ email_confirmed_at: confirmed, kyc_status: 'approved' }, false)).toEqual({ seesPrices: true, unlocked: true, eligibility: 'eligible' })
    expect(viewerFor({ email_confirmed_at: confirmed, kyc_status: 'approved', blocked: true }, true)).toMatchObject({ seesPrices: false, eligibility: 'signed_out' })
  })

  it('masks a card to dashes and a snapshot to its id and status', () => {
    const card = { id: 7, title: 'CAT 320', current_price: 61_000, bid_count: 4, end_time: confirmed }
    expect(maskCard(card)).toEqual({ id: 7, title: 'CAT 320', current_price: null, bid_count: null, end_time: null })
    expect(maskSnapshot({ id: 7, status: 'LIVE', current_price: 61_000, min_next_bid: 61_500 } as { id: number; status: string })).toEqual({ id: 7, status: 'LIVE', masked: true })
  })
})

describe('the teaser side channels (issue #24)', () => {
  it('hides every time that gives the end away and every field that moves with a bid', () => {
    for (const field of ['start_time', 'end_time', 'closed_at', 'createdAt', 'updatedAt', 'version', 'bid_count', 'current_price']) expect(TEASER_HIDDEN_AUCTION_FIELDS).toContain(field)
    // What the teaser shows stays readable.
    for (const field of ['id', 'status', 'listing', 'anti_sniping_window_secs']) expect(TEASER_HIDDEN_AUCTION_FIELDS).not.toContain(field)
    expect(TEASER_HIDDEN_SETTINGS).toContain('auction_length_hours')
  })

  it('lists newly listed first for viewers without prices, whatever order they ask for', () => {
    for (const sort of SORTS) {
      expect(listSortFor(false, sort)).toBe(TEASER_SORT)
      expect(listSortFor(true, sort)).toBe(sort)
    }
    expect(TEASER_SORT).toBe('newly_listed')
    expect(sortsFor(false)).toEqual(['newly_listed'])
    expect(sortsFor(true)).toEqual(SORTS)
  })
})
