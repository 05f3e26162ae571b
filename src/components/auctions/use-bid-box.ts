import { useStore } from '@nanostores/react';
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { AuctionDetail, AuctionSnapshot, BidLimitStatus, ViewerStanding } from '@core/contract';
import { quickBids } from '@core/domain/increments';
import type { Locale } from '../../i18n/config';
import { localizePath } from '../../i18n/routing';
import { $bidHistory, followBidHistory } from '../../stores/bid-history';
import { $bidLimit, refreshBidLimit, seedBidLimit, setBidLimit } from '../../stores/bid-limit';
import { placeBid } from '../../stores/bids';
import { requestJson } from '../../stores/http';
import { $ownLabels, $pricesWithdrawn, $snapshots, followAuction, serverNow } from '../../stores/live-auctions';
import { $session } from '../../stores/session';
import { bidBoxReducer, bidLimitFrom, eligibilityNow, hasEnded, initialBidBoxState, standingNow, type PendingBid } from './bid-box-state';

export type BidBoxInput = {
  lang: Locale;
  auctionId: AuctionDetail['id'];
  slug: string;
  title: string;
  eligibility: AuctionDetail['eligibility'];
  initial: AuctionSnapshot | null;
  /** The auction had ended when the page was served (a results page). */
  ended: boolean;
  endedAt: string | null;
  /** The viewer's own standing from the service (null for visitors and viewers without prices). */
  standing: ViewerStanding | null;
  /** The viewer's bidding limit from the service (null: none, or no prices). */
  bidLimit?: BidLimitStatus | null;
  path: string;
};

/**
 * The bid box's live side: the stores it follows (snapshot, history, session, bidding limit),
 * the state machine (bid-box-state.ts) and the requests it sends. BidBox.tsx renders what this returns.
 */
export function useBidBox({ lang, auctionId, slug, title, eligibility: eligibilityAtLoad, initial, ended: endedAtLoad, endedAt, standing: initialStanding, bidLimit: initialBidLimit, path }: BidBoxInput) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(bidBoxReducer, null, () => initialBidBoxState(lang, initialStanding, endedAt));
  // Re-rendered when the countdown runs out, so the box turns to "ended".
  const [, expire] = useReducer((n: number) => n + 1, 0);
  const live = useStore($snapshots)[String(auctionId)];
  const withdrawn = useStore($pricesWithdrawn);
  const snapshot = withdrawn ? null : (live ?? initial);
  const session = useStore($session);
  const eligibility = eligibilityNow(eligibilityAtLoad, withdrawn, session.user);
  const history = useStore($bidHistory)[String(auctionId)] ?? null;
  const liveLabel = useStore($ownLabels)[String(auctionId)];
  useEffect(() => {
    if (liveLabel) dispatch({ type: 'ownLabelSeen', label: liveLabel });
  }, [liveLabel]);
  const masked = snapshot === null;
  const ended = hasEnded(endedAtLoad, snapshot, serverNow());
  const min = snapshot?.min_next_bid;
  // The bidding limit: as the page said until the store knows better (after a bid or an outbid).
  const limitState = useStore($bidLimit);
  const bidLimit = limitState.known ? limitState.value : (initialBidLimit ?? null);
  useEffect(() => seedBidLimit(initialBidLimit), [initialBidLimit]);
  const standing = standingNow(history, state.ownLabel, initialStanding);

  useEffect(() => (masked ? undefined : followAuction(auctionId)), [auctionId, masked]);
  // Read once; then every bid's broadcast carries its new entries (stores/bid-history.ts).
  const initialCount = initial?.bid_count ?? null;
  useEffect(() => (masked ? undefined : followBidHistory(auctionId, initialCount)), [auctionId, masked, initialCount]);

  // Outbid while the page is open: a toast besides the banner.
  const previous = useRef(standing);
  useEffect(() => {
    if (previous.current === 'leading' && standing === 'outbid' && !ended) {
      toast.warning(t('auction.outbidToast', { title }), { id: `outbid-${String(auctionId)}` });
      // Being outbid frees what this auction held of the bidding limit.
      if ($bidLimit.get().value) void refreshBidLimit();
    }
    previous.current = standing;
  }, [standing, ended, t, title, auctionId]);

  const bidCount = snapshot?.bid_count;
  useEffect(() => {
    if (bidCount !== undefined) dispatch({ type: 'bidCountSeen', count: bidCount });
  }, [bidCount, state.message]);

  // The auction closed while the page was open: the service says who won.
  const status = snapshot?.status;
  const ownLabel = state.ownLabel;
  useEffect(() => {
    if (status !== 'ENDED' || endedAtLoad || !ownLabel) return;
    let stale = false;
    void requestJson<AuctionDetail>(`/svc/auctions/by-slug/${encodeURIComponent(slug)}?locale=${lang}`).then((reply) => {
      if (stale || 'error' in reply) return;
      dispatch({ type: 'resultRead', outcome: reply.data.standing?.outcome ?? null, endedAt: reply.data.ended_at });
    });
    return () => {
      stale = true;
    };
  }, [status, endedAtLoad, ownLabel, slug, lang]);

  const send = async (bid: PendingBid, confirm: boolean) => {
    dispatch({ type: 'sending' });
    const reply = await placeBid(auctionId, { amount: bid.amount, max_amount: bid.ceiling, confirm });
    const limit = bidLimitFrom(reply);
    if (limit !== undefined) setBidLimit(limit);
    dispatch({ type: 'answered', bid, confirm, reply });
  };

  /** The sticky bar's Bid button: the bid box into view, the amount (or the box's action) focused. */
  const boxRef = useRef<HTMLElement>(null);
  const goToBidBox = () => {
    const box = boxRef.current;
    if (!box) return;
    box.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const target = box.querySelector<HTMLElement>('#bid-amount') ?? box.querySelector<HTMLElement>('[data-testid="bid-state"] a, a[data-testid="bid-state"]');
    target?.focus({ preventScroll: true });
  };

  const canBid = !ended && eligibility === 'eligible' && !masked;
  return {
    state,
    snapshot,
    eligibility,
    history,
    masked,
    ended,
    min,
    amount: state.typed ?? (min !== undefined ? String(min) : ''),
    bidLimit,
    standing,
    signIn: `${localizePath(lang, '/signin')}?next=${encodeURIComponent(path)}`,
    quick: canBid && min !== undefined ? quickBids(min, snapshot?.bid_increment ?? 0) : null,
    boxRef,
    goToBidBox,
    onExpire: expire,
    onAmount: (value: string) => dispatch({ type: 'amountTyped', value }),
    onMaxAmount: (value: string) => dispatch({ type: 'maxTyped', value }),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      dispatch({ type: 'submitted', min, step: snapshot?.bid_increment });
    },
    onQuickBid: (value: number) => dispatch({ type: 'quickBid', value }),
    onReviewConfirm: async () => {
      if (state.review) await send(state.review, false);
    },
    onReviewBack: () => {
      dispatch({ type: 'reviewClosed' });
      document.getElementById('bid-amount')?.focus();
    },
    onHighBidConfirm: async () => {
      if (state.confirming) await send({ amount: state.confirming.amount, ceiling: state.confirming.ceiling }, true);
    },
    onHighBidCancel: () => dispatch({ type: 'confirmClosed' }),
  };
}

export type BidBoxView = ReturnType<typeof useBidBox>;
