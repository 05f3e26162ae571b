import { describe, expect, it } from 'vitest'

import type { AuctionSnapshot, BidAccepted, PublicBid, Reply, ViewerStanding } from '@core/contract'
import {
  bidBoxReducer,
  bidLimitFrom,
  eligibilityNow,
  errorKey,
  hasEnded,
  initialBidBoxState,
  standingNow,
  type BidBoxAction,
  type BidBoxState,
} from '../../src/components/auctions/bid-box-state'

const start = (patch: Partial<BidBoxState> = {}): BidBoxState => ({ ...initialBidBoxState('en', null, null), ...patch })
const run = (state: BidBoxState, ...actions: BidBoxAction[]) => actions.reduce(bidBoxReducer, state)

const snapshot = (patch: Partial<AuctionSnapshot> = {}): AuctionSnapshot => ({
  id: 7,
  status: 'LIVE',
  current_price: 1200,
  bid_count: 3,
  end_time: '2030-01-01T12:00:00.000Z',
  reserve_met: false,
  min_next_bid: 1300,
  bid_increment: 100,
  ...patch,
})
const entry = (id: number, label: string, highest: boolean): PublicBid => ({ id, amount: 1300, bidder_label: label, created_at: '2030-01-01T10:00:00.000Z', is_highest: highest })
const accepted = (patch: Partial<BidAccepted> = {}): Reply<BidAccepted> => ({
  data: {
    bid: { id: 41, amount: 1300, created_at: '2030-01-01T10:00:00.000Z', is_proxy: false },
    snapshot: snapshot({ current_price: 1300, bid_count: 4, min_next_bid: 1400 }),
    new_bids: [entry(41, 'Bidder 2', true)],
    extended: false,
    leading: true,
    ...patch,
  },
})
const refusal = (error: Extract<Reply<never>, { error: unknown }>['error']): Reply<BidAccepted> => ({ error })
const standing = (patch: Partial<ViewerStanding>): ViewerStanding => ({ has_bid: false, leading: false, label: null, outcome: null, ...patch })

describe('bid box: the start', () => {
  it('starts idle, with the prefilled minimum, no line, no review, and the viewer standing the service read', () => {
    const state = initialBidBoxState('de', standing({ has_bid: true, label: 'Bidder 2', outcome: 'won' }), '2030-01-01T12:00:00.000Z')
    expect(state).toEqual({
      lang: 'de',
      typed: null,
      maxAmount: '',
      busy: false,
      message: null,
      review: null,
      confirming: null,
      ownLabel: 'Bidder 2',
      outcome: 'won',
      endedAt: '2030-01-01T12:00:00.000Z',
    })
  })
})

describe('bid box: typing', () => {
  it('keeps what the bidder types and closes an open review (the amount under review changed)', () => {
    const state = run(start({ review: { amount: 1300 } }), { type: 'amountTyped', value: '1500' })
    expect(state.typed).toBe('1500')
    expect(state.review).toBeNull()
  })

  it('keeps the maximum as typed', () => {
    expect(run(start(), { type: 'maxTyped', value: '2000' }).maxAmount).toBe('2000')
  })
})

describe('bid box: sending the form', () => {
  it('reviews the prefilled minimum when nothing was typed', () => {
    const state = run(start({ message: { kind: 'error', key: 'auction.error_invalid_amount' }, confirming: { amount: 9000, times: 5 } }), { type: 'submitted', min: 1300 })
    expect(state.review).toEqual({ amount: 1300, ceiling: undefined })
    expect(state.message).toBeNull()
    expect(state.confirming).toBeNull()
  })

  it.each([
    ['en', '67,000'],
    ['en', '67.000'],
    ['en', '67.000,00'],
    ['en', '€ 67.000'],
    ['de', '67.000'],
    ['de', '67.000,00'],
    ['de', '67,000'],
    ['de', '67 000 €'],
  ] as const)('reads %s %j as €67,000 and opens the review (issue #27 §3)', (lang, typed) => {
    const state = run(start({ lang, typed, maxAmount: '70.000' }), { type: 'submitted', min: 66_500, step: 250 })
    expect(state.message).toBeNull()
    expect(state.review).toEqual({ amount: 67_000, ceiling: 70_000 })
  })

  it('refuses cents and off-step amounts with the valid bids around them, in the box language, without a review', () => {
    const cents = run(start({ typed: '67000.50' }), { type: 'submitted', min: 66_500, step: 250 })
    expect(cents.review).toBeNull()
    expect(cents.message).toEqual({ kind: 'error', key: 'auction.error_off_increment', values: { step: '€250', lower: '€67,000', upper: '€67,250' } })
    const off = run(start({ lang: 'de', typed: '67.100' }), { type: 'submitted', min: 66_500, step: 250 })
    expect(off.review).toBeNull()
    expect(off.message).toEqual({ kind: 'error', key: 'auction.error_off_increment', values: { step: '250\u00a0€', lower: '67.000\u00a0€', upper: '67.250\u00a0€' } })
  })

  it.each(['', 'abc', '0', '-5', '67,,000'])('refuses %j as an invalid amount, without a review', (typed) => {
    const state = run(start({ typed }), { type: 'submitted', min: 1300 })
    expect(state.message).toEqual({ kind: 'error', key: 'auction.error_invalid_amount', values: { example: '€1,300' } })
    expect(state.review).toBeNull()
  })

  it('refuses an empty amount when the viewer sees no minimum', () => {
    expect(run(start(), { type: 'submitted', min: undefined }).message?.key).toBe('auction.error_invalid_amount')
  })

  it('says the minimum at once for a bid below it, in the box language', () => {
    expect(run(start({ typed: '1299' }), { type: 'submitted', min: 1300 }).message).toEqual({ kind: 'error', key: 'auction.error_below_minimum', values: { min: '€1,300' } })
    expect(run(start({ lang: 'de', typed: '1299' }), { type: 'submitted', min: 1300 }).message?.values).toEqual({ min: '1.300\u00a0€' })
  })

  it.each(['1299', 'x'])('refuses a maximum %j below the bid or unreadable', (maxAmount) => {
    const state = run(start({ typed: '1300', maxAmount }), { type: 'submitted', min: 1300 })
    expect(state.message).toEqual({ kind: 'error', key: 'auction.error_max_below_bid' })
    expect(state.review).toBeNull()
  })

  it('ignores a blank maximum', () => {
    expect(run(start({ typed: '1300', maxAmount: '  ' }), { type: 'submitted', min: 1300 }).review).toEqual({ amount: 1300, ceiling: undefined })
  })
})

describe('bid box: quick bids', () => {
  it('fills the amount and opens the review with the maximum typed so far', () => {
    const state = run(start({ maxAmount: '5000', message: { kind: 'ok', key: 'auction.bidPlaced' } }), { type: 'quickBid', value: 1500 })
    expect(state.typed).toBe('1500')
    expect(state.review).toEqual({ amount: 1500, ceiling: 5000 })
    expect(state.message).toBeNull()
  })

  it('opens the review without a maximum when none is typed', () => {
    expect(run(start(), { type: 'quickBid', value: 1500 }).review).toEqual({ amount: 1500, ceiling: undefined })
  })
})

describe('bid box: review and high-bid confirmation', () => {
  it('closes the review (back) and the confirmation (no)', () => {
    expect(run(start({ review: { amount: 1300 } }), { type: 'reviewClosed' }).review).toBeNull()
    expect(run(start({ confirming: { amount: 9000, times: 6 } }), { type: 'confirmClosed' }).confirming).toBeNull()
  })

  it('is busy while a bid is on its way, with the review, the question and the old line gone', () => {
    const state = run(start({ review: { amount: 1300 }, message: { kind: 'ok', key: 'auction.bidPlaced', at: 2 } }), { type: 'sending' })
    expect(state).toMatchObject({ busy: true, review: null, confirming: null, message: null })
  })

  it('asks for confirmation when the service wants it for a bid far above the minimum', () => {
    const bid = { amount: 9000, ceiling: 10000 }
    const state = run(start(), { type: 'sending' }, { type: 'answered', bid, confirm: false, reply: refusal({ code: 'confirmation_required', message: '', times: 6.9 }) })
    expect(state).toMatchObject({ busy: false, message: null, confirming: { amount: 9000, ceiling: 10000, times: 6.9 } })
  })

  it('shows the refusal as an error when the service asks again for a confirmed bid', () => {
    const state = run(start(), { type: 'answered', bid: { amount: 9000 }, confirm: true, reply: refusal({ code: 'confirmation_required', message: '' }) })
    expect(state.confirming).toBeNull()
    expect(state.message).toEqual({ kind: 'error', key: 'auction.error_confirmation_required', values: { min: '' } })
  })
})

describe('bid box: the answer', () => {
  it('placed: says so, takes the label of the own new entry, and empties the form', () => {
    const state = run(start({ typed: '1300', maxAmount: '2000', busy: true }), { type: 'answered', bid: { amount: 1300 }, confirm: false, reply: accepted() })
    expect(state).toMatchObject({ busy: false, typed: null, maxAmount: '', ownLabel: 'Bidder 2' })
    expect(state.message).toEqual({ kind: 'ok', key: 'auction.bidPlaced', values: { amount: '€1,300.00' }, at: 4 })
  })

  it('placed but outbid at once by a rival maximum: an error line with the price that leads now', () => {
    const reply = accepted({
      leading: false,
      snapshot: snapshot({ current_price: 1400, bid_count: 5 }),
      new_bids: [entry(42, 'Bidder 1', true), entry(41, 'Bidder 2', false)],
    })
    const state = run(start({ typed: '1300' }), { type: 'answered', bid: { amount: 1300 }, confirm: false, reply })
    expect(state.message).toEqual({ kind: 'error', key: 'auction.outbidByProxy', values: { amount: '€1,400.00' }, at: 5 })
    expect(state.ownLabel).toBe('Bidder 2')
    expect(state.typed).toBeNull()
  })

  it('keeps the known label when the answer has no own entry', () => {
    const state = run(start({ ownLabel: 'Bidder 3' }), { type: 'answered', bid: { amount: 1300 }, confirm: false, reply: accepted({ new_bids: [] }) })
    expect(state.ownLabel).toBe('Bidder 3')
  })

  it('over the bidding limit: the total, the limit and whom to contact', () => {
    const reply = refusal({ code: 'bid_limit_exceeded', message: '', bid_limit: 50000, exposure: 51300.5, remaining: 0, contact: 'limits@example.com' })
    const state = run(start({ typed: '1300', busy: true }), { type: 'answered', bid: { amount: 1300 }, confirm: false, reply })
    expect(state.busy).toBe(false)
    expect(state.typed).toBe('1300')
    expect(state.message).toEqual({ kind: 'error', key: 'auction.error_bid_limit_exceeded', values: { total: '€51,300.50', limit: '€50,000', contact: 'limits@example.com' } })
  })

  it('over the bidding limit without figures: zero and an empty contact', () => {
    const state = run(start(), { type: 'answered', bid: { amount: 1300 }, confirm: false, reply: refusal({ code: 'bid_limit_exceeded', message: '' }) })
    expect(state.message?.values).toEqual({ total: '€0', limit: '€0', contact: '' })
  })

  it('a known refusal maps to its text, with the minimum when the service names one', () => {
    const state = run(start(), { type: 'answered', bid: { amount: 1300 }, confirm: false, reply: refusal({ code: 'bid_too_low', message: '', min_next_bid: 1400 }) })
    expect(state.message).toEqual({ kind: 'error', key: 'auction.error_bid_too_low', values: { min: '€1,400' } })
  })

  it.each([
    ['auction_ended', 'auction.error_auction_ended'],
    ['rate_limited', 'auction.error_rate_limited'],
    ['network', 'auction.error_unknown'],
    ['http_500', 'auction.error_unknown'],
  ])('a refusal %s says %s', (code, key) => {
    expect(errorKey(code)).toBe(key)
    expect(run(start(), { type: 'answered', bid: { amount: 1 }, confirm: false, reply: refusal({ code, message: '' }) }).message?.key).toBe(key)
  })
})

describe('bid box: live updates', () => {
  it('takes the label a bid from another tab carries, and changes nothing for the same label', () => {
    const state = start({ ownLabel: 'Bidder 2' })
    expect(run(start(), { type: 'ownLabelSeen', label: 'Bidder 4' }).ownLabel).toBe('Bidder 4')
    expect(bidBoxReducer(state, { type: 'ownLabelSeen', label: 'Bidder 2' })).toBe(state)
  })

  it('clears a line about an earlier bid once a newer bid arrives, and only then', () => {
    const said = start({ message: { kind: 'ok', key: 'auction.bidPlaced', at: 4 } })
    expect(bidBoxReducer(said, { type: 'bidCountSeen', count: 4 })).toBe(said)
    expect(run(said, { type: 'bidCountSeen', count: 5 }).message).toBeNull()
    const timeless = start({ message: { kind: 'error', key: 'auction.error_invalid_amount' } })
    expect(bidBoxReducer(timeless, { type: 'bidCountSeen', count: 99 })).toBe(timeless)
  })

  it('closed while open: the outcome and end time the service read', () => {
    const state = run(start({ ownLabel: 'Bidder 2' }), { type: 'resultRead', outcome: 'lost', endedAt: '2030-01-01T12:00:05.000Z' })
    expect(state).toMatchObject({ outcome: 'lost', endedAt: '2030-01-01T12:00:05.000Z', ownLabel: 'Bidder 2' })
  })
})

describe('bid box: the bidding limit an answer carries', () => {
  it('an accepted bid: its figures, or null without a limit, or nothing when absent', () => {
    const limit = { limit: 50000, exposure: 1300, remaining: 48700 }
    expect(bidLimitFrom(accepted({ bid_limit: limit }))).toEqual(limit)
    expect(bidLimitFrom(accepted({ bid_limit: null }))).toBeNull()
    expect(bidLimitFrom(accepted())).toBeUndefined()
  })

  it('a limit refusal: the limit and what remains, the exposure being their difference', () => {
    expect(bidLimitFrom(refusal({ code: 'bid_limit_exceeded', message: '', bid_limit: 50000, remaining: 1200, exposure: 99999 }))).toEqual({ limit: 50000, remaining: 1200, exposure: 48800 })
    expect(bidLimitFrom(refusal({ code: 'bid_limit_exceeded', message: '', bid_limit: 50000, remaining: 60000 }))?.exposure).toBe(0)
    expect(bidLimitFrom(refusal({ code: 'bid_limit_exceeded', message: '' }))).toBeUndefined()
    expect(bidLimitFrom(refusal({ code: 'bid_too_low', message: '', bid_limit: 1, remaining: 1 }))).toBeUndefined()
  })
})

describe('bid box: who it speaks to, where the viewer stands, whether it ended', () => {
  it('follows the page while prices are shown; after a withdrawal, the session (teaser states)', () => {
    expect(eligibilityNow('eligible', false, null)).toBe('eligible')
    expect(eligibilityNow('kyc_required', false, null)).toBe('kyc_required')
    expect(eligibilityNow('eligible', true, null)).toBe('signed_out')
    expect(eligibilityNow('eligible', true, { email_confirmed_at: null })).toBe('email_unconfirmed')
    expect(eligibilityNow('kyc_in_review', true, { email_confirmed_at: '2030-01-01T00:00:00.000Z' })).toBe('kyc_in_review')
  })

  it('reads the standing from the live history and own label, else from the service', () => {
    const history = [entry(2, 'Bidder 1', true), entry(1, 'Bidder 2', false)]
    expect(standingNow(history, 'Bidder 1', null)).toBe('leading')
    expect(standingNow(history, 'Bidder 2', standing({ leading: true, has_bid: true }))).toBe('outbid')
    expect(standingNow(history, null, null)).toBe('none')
    expect(standingNow(null, null, standing({ leading: true, has_bid: true }))).toBe('leading')
    expect(standingNow(null, null, standing({ has_bid: true }))).toBe('outbid')
    expect(standingNow(null, null, null)).toBe('none')
  })

  it('has ended when served ended, when no longer live, or when its end passed on the server clock (extended: not yet)', () => {
    const end = Date.parse('2030-01-01T12:00:00.000Z')
    expect(hasEnded(true, null, 0)).toBe(true)
    expect(hasEnded(false, null, end + 1)).toBe(false)
    expect(hasEnded(false, snapshot(), end - 1)).toBe(false)
    expect(hasEnded(false, snapshot(), end)).toBe(true)
    expect(hasEnded(false, snapshot({ status: 'ENDED' }), end - 1)).toBe(true)
    expect(hasEnded(false, snapshot({ end_time: '2030-01-01T12:02:00.000Z' }), end + 1)).toBe(false)
  })
})
