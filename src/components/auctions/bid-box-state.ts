import type { AuctionSnapshot, BidAccepted, BidLimitStatus, PublicBid, Reply, ViewerStanding } from '@core/contract';
import { BID_ERROR_CODES } from '@core/contract-guards';
import type { BidEligibility } from '@core/domain/eligibility';
import { type Standing, standingFrom } from '@core/domain/bid-standing';
import { nearestBids, offIncrement, parseAmount } from '@core/domain/amount-input';
import { formatMoney } from '@core/domain/money';
import type { Locale } from '../../i18n/config';
import { formatPrice } from '../../lib/auctions';

/**
 * The bid box's state machine, pure: the form (amount, maximum), the review before a binding
 * bid, the confirmation a far-above-minimum bid needs, the request in flight, the line under the
 * form, the viewer's own history label and, after the end, their outcome. The island
 * (BidBox.tsx, through use-bid-box.ts) dispatches what happened and renders the state.
 */

/** The line under the form: a translation key with its values; `at` is the bid count it was true for (a newer bid clears it). */
export type BidMessage = { kind: 'error' | 'ok'; key: string; values?: Record<string, string | number>; at?: number };
export type PendingBid = { amount: number; ceiling?: number };

export type BidBoxState = {
  lang: Locale;
  /** Null: the prefilled minimum (kept in step with the price); a string once the bidder types. */
  typed: string | null;
  maxAmount: string;
  /** A bid is on its way to the service. */
  busy: boolean;
  message: BidMessage | null;
  /** The total shown before a binding bid. */
  review: PendingBid | null;
  /** A bid far above the minimum waits here for the bidder's confirmation (service code confirmation_required). */
  confirming: (PendingBid & { times: number }) | null;
  /** The label the viewer's own bids carry in the public history. */
  ownLabel: string | null;
  /** After the end: what the service says of the viewer (won, lost). */
  outcome: ViewerStanding['outcome'];
  endedAt: string | null;
};

export type BidBoxAction =
  | { type: 'amountTyped'; value: string }
  | { type: 'maxTyped'; value: string }
  /** The form was sent: read the amount as typed, check it against the minimum and the step, and the maximum, then review. */
  | { type: 'submitted'; min: number | undefined; step?: number }
  | { type: 'quickBid'; value: number }
  | { type: 'reviewClosed' }
  | { type: 'confirmClosed' }
  | { type: 'sending' }
  | { type: 'answered'; bid: PendingBid; confirm: boolean; reply: Reply<BidAccepted> }
  /** A bid from another tab of this user: the service tells this tab the label it carries. */
  | { type: 'ownLabelSeen'; label: string }
  | { type: 'bidCountSeen'; count: number }
  /** The auction closed while the page was open: the service's word on the viewer's outcome. */
  | { type: 'resultRead'; outcome: ViewerStanding['outcome']; endedAt: string | null };

export const initialBidBoxState = (lang: Locale, standing: ViewerStanding | null, endedAt: string | null): BidBoxState => ({
  lang,
  typed: null,
  maxAmount: '',
  busy: false,
  message: null,
  review: null,
  confirming: null,
  ownLabel: standing?.label ?? null,
  outcome: standing?.outcome ?? null,
  endedAt,
});

/** The translation key of a refusal's code (an unknown code gets the general text). */
export const errorKey = (code: string) => `auction.error_${(BID_ERROR_CODES as readonly string[]).includes(code) ? code : 'unknown'}`;

/** A typed amount (core/domain/amount-input.ts reads `67,000`, `67.000`, `€ 67.000,00` …); NaN when it is not a whole-euro amount. */
const readAmount = (text: string) => {
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.value : Number.NaN;
};
const ceilingOf = (maxAmount: string) => (maxAmount.trim() ? readAmount(maxAmount) : undefined);
const money = (amount: number, lang: Locale) => formatMoney(amount, lang);
const error = (key: string, values?: BidMessage['values']): BidMessage => ({ kind: 'error', key, ...(values ? { values } : {}) });

/** The review step opens; an earlier question or line goes. */
const startReview = (state: BidBoxState, bid: PendingBid): BidBoxState => ({ ...state, confirming: null, message: null, review: bid });

/** "Bids go up in steps of €250: €67,000 or €67,250" (the service says the same, code off_increment). */
const stepError = (lang: Locale, amount: number, min: number, step: number) => {
  const { lower, upper } = nearestBids(amount, min, step);
  return error('auction.error_off_increment', { step: money(step, lang), lower: money(lower, lang), upper: money(upper, lang) });
};

function submit(state: BidBoxState, min: number | undefined, step: number | undefined): BidBoxState {
  const parsed = parseAmount(state.typed ?? (min !== undefined ? String(min) : ''));
  // A fraction of a euro is never rounded: the bidder is told the valid amounts around it.
  if (!parsed.ok && parsed.reason === 'fraction' && min !== undefined && step) return { ...state, message: stepError(state.lang, parsed.value, min, step) };
  if (!parsed.ok) return { ...state, message: error('auction.error_invalid_amount', { example: money(min ?? 67_000, state.lang) }) };
  const value = parsed.value;
  // Below the minimum: said at once (the service refuses it the same way), no review step.
  if (min !== undefined && value < min) return { ...state, message: error('auction.error_below_minimum', { min: money(min, state.lang) }) };
  // Off the step: no review step either.
  if (min !== undefined && step && offIncrement(value, min, step)) return { ...state, message: stepError(state.lang, value, min, step) };
  const ceiling = ceilingOf(state.maxAmount);
  if (ceiling !== undefined && (!Number.isFinite(ceiling) || ceiling < value)) return { ...state, message: error('auction.error_max_below_bid') };
  return startReview(state, { amount: value, ceiling });
}

function refused(state: BidBoxState, bid: PendingBid, confirm: boolean, failure: Extract<Reply<never>, { error: unknown }>['error']): BidBoxState {
  const { code, min_next_bid: minimum, times } = failure;
  if (code === 'confirmation_required' && !confirm) return { ...state, confirming: { ...bid, times: Number(times ?? 0) } };
  if (code === 'bid_limit_exceeded') {
    const exposure = Number(failure.exposure ?? 0);
    return {
      ...state,
      message: error('auction.error_bid_limit_exceeded', {
        total: formatPrice(exposure, state.lang, Number.isInteger(exposure) ? 0 : 2),
        limit: formatPrice(Number(failure.bid_limit ?? 0), state.lang, 0),
        contact: String(failure.contact ?? ''),
      }),
    };
  }
  if (code === 'off_increment' && typeof failure.step === 'number' && typeof failure.lower === 'number' && typeof failure.upper === 'number') {
    return { ...state, message: error('auction.error_off_increment', { step: money(failure.step, state.lang), lower: money(failure.lower, state.lang), upper: money(failure.upper, state.lang) }) };
  }
  const min = typeof minimum === 'number' ? money(minimum, state.lang) : '';
  return { ...state, message: error(errorKey(code), code === 'invalid_amount' ? { min, example: money(67_000, state.lang) } : { min }) };
}

function accepted(state: BidBoxState, bid: PendingBid, data: BidAccepted): BidBoxState {
  const mine = data.new_bids.find((entry) => String(entry.id) === String(data.bid.id));
  const at = data.snapshot.bid_count;
  // With proxy bidding a rival's earlier maximum may answer at once: the bid counts, but they lead.
  const message: BidMessage =
    data.leading === false
      ? { kind: 'error', key: 'auction.outbidByProxy', values: { amount: formatPrice(data.snapshot.current_price, state.lang) }, at }
      : { kind: 'ok', key: 'auction.bidPlaced', values: { amount: formatPrice(bid.amount, state.lang) }, at };
  return { ...state, ownLabel: mine ? mine.bidder_label : state.ownLabel, message, typed: null, maxAmount: '' };
}

export function bidBoxReducer(state: BidBoxState, action: BidBoxAction): BidBoxState {
  switch (action.type) {
    case 'amountTyped':
      return { ...state, typed: action.value, review: null };
    case 'maxTyped':
      return { ...state, maxAmount: action.value };
    case 'submitted':
      return submit(state, action.min, action.step);
    case 'quickBid':
      return startReview({ ...state, typed: String(action.value) }, { amount: action.value, ceiling: ceilingOf(state.maxAmount) });
    case 'reviewClosed':
      return { ...state, review: null };
    case 'confirmClosed':
      return { ...state, confirming: null };
    case 'sending':
      return { ...state, busy: true, message: null, review: null, confirming: null };
    case 'answered': {
      const next = 'error' in action.reply ? refused(state, action.bid, action.confirm, action.reply.error) : accepted(state, action.bid, action.reply.data);
      return { ...next, busy: false };
    }
    case 'ownLabelSeen':
      return action.label === state.ownLabel ? state : { ...state, ownLabel: action.label };
    case 'bidCountSeen':
      // A line about an earlier bid never outlives a newer bid.
      return state.message?.at !== undefined && action.count > state.message.at ? { ...state, message: null } : state;
    case 'resultRead':
      return { ...state, outcome: action.outcome, endedAt: action.endedAt };
  }
}

/**
 * The bidding limit an answer tells: an accepted bid's new figures, or a `bid_limit_exceeded`
 * refusal's (limit and remaining); undefined when the answer says nothing about it.
 */
export function bidLimitFrom(reply: Reply<BidAccepted>): BidLimitStatus | null | undefined {
  if ('data' in reply) return reply.data.bid_limit;
  const { code, bid_limit: limit, remaining } = reply.error;
  if (code === 'bid_limit_exceeded' && typeof limit === 'number' && typeof remaining === 'number') return { limit, remaining, exposure: Math.max(0, limit - remaining) };
  return undefined;
}

/**
 * Who the bid box speaks to now. With prices withdrawn while the page is open (signed out,
 * blocked, email changed) it follows the session as the CMS now sees it; otherwise as the page said.
 */
export function eligibilityNow(atLoad: BidEligibility, withdrawn: boolean, user: { readonly [field: string]: unknown } | null): BidEligibility {
  if (!withdrawn) return atLoad;
  if (!user) return 'signed_out';
  return user.email_confirmed_at ? atLoad : 'email_unconfirmed';
}

/** Where the viewer stands: from the live history and their own label once it is read, else as the service said. */
export function standingNow(history: readonly PublicBid[] | null, ownLabel: string | null, initial: ViewerStanding | null): Standing {
  if (history) return standingFrom(history, ownLabel);
  return initial?.leading ? 'leading' : initial?.has_bid ? 'outbid' : 'none';
}

/** Ended: when the page was served, or since (no longer LIVE, or its end time passed on the server's clock). */
export function hasEnded(endedAtLoad: boolean, snapshot: AuctionSnapshot | null, serverNow: number): boolean {
  return endedAtLoad || (snapshot ? snapshot.status !== 'LIVE' || Date.parse(snapshot.end_time) <= serverNow : false);
}
