import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { BID_ERROR_CODES } from '@core/contract-guards';
import type { AuctionDetail, AuctionSnapshot, BidLimitStatus, BidPricing, PublicBid, ViewerStanding } from '@core/contract';
import { bidderNumber, type Standing, standingFrom } from '@core/domain/bid-standing';
import { clock, type Clock } from '@core/time/format';
import { quickBids } from '@core/domain/increments';
import { invoiceAmounts } from '@core/domain/invoice-amounts';
import { toEuros } from '@core/domain/money';
import { INTL_LOCALES, type Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import { localizePath } from '../../i18n/routing';
import type { IslandMessages } from '../../i18n/translations';
import { formatPrice, formatPctNumber } from '../../lib/auctions';
import { $bidHistory, followBidHistory } from '../../stores/bid-history';
import { $bidLimit, refreshBidLimit, seedBidLimit, setBidLimit } from '../../stores/bid-limit';
import { placeBid } from '../../stores/bids';
import { requestJson } from '../../stores/http';
import { $ownLabels, $pricesWithdrawn, $snapshots, followAuction, serverNow } from '../../stores/live-auctions';
import { $session } from '../../stores/session';
import { PageToaster } from '../feedback/PageToaster';
import { Countdown } from './Countdown';
import { useHydrated } from './use-hydrated';
import { RemindToggle } from './RemindToggle';
import { WatchToggle } from './WatchToggle';

interface Props {
  lang: Locale;
  messages: IslandMessages;
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
  pricing: BidPricing | null;
  /** The viewer's bidding limit from the service (null: none, or no prices). */
  bidLimit?: BidLimitStatus | null;
  path: string;
  /** The buyer fee every price includes (settings). */
  feePct: number;
  /** The platform's time zone (settings): the end time and bid times are shown in it. */
  timeZone: string;
}

export default function BidBox(props: Props) {
  return (
    <IslandRoot lang={props.lang} messages={props.messages}>
      <Box {...props} />
      <PageToaster />
    </IslandRoot>
  );
}

const errorKey = (code: string) => `auction.error_${(BID_ERROR_CODES as readonly string[]).includes(code) ? code : 'unknown'}`;

/** Dates in the platform's time zone, so the server's HTML and the hydrated island say the same. */
/** A bid's time, in the platform's time zone like every auction time (server and browser render the same text). */

type Message = { kind: 'error' | 'ok'; text: string; /** The bid count it was true for: a newer bid clears it. */ at?: number };

function Box({ lang, auctionId, slug, title, eligibility: eligibilityAtLoad, initial, ended: endedAtLoad, endedAt: endedAtProp, standing: initialStanding, pricing, bidLimit: initialBidLimit, path, feePct, timeZone }: Props) {
  // The one clock (core/time/format.ts): the platform's zone and its label, the same on the server render and in the browser.
  const time = clock(lang, timeZone);
  const { t } = useTranslation();
  const live = useStore($snapshots)[String(auctionId)];
  // Prices withdrawn while the page is open (signed out, blocked, email changed): the teaser.
  const withdrawn = useStore($pricesWithdrawn);
  const snapshot = withdrawn ? null : (live ?? initial);
  // Then the bid box follows the session as the CMS now sees it (asked again on withdrawal):
  // signed out (or blocked), or signed in with an email address still to confirm.
  const session = useStore($session);
  const eligibility: Props['eligibility'] = !withdrawn ? eligibilityAtLoad : session.user ? (session.user.email_confirmed_at ? eligibilityAtLoad : 'email_unconfirmed') : 'signed_out';
  /** Null: the prefilled minimum (kept in step with the price); a string once the bidder types. */
  const [typed, setTyped] = useState<string | null>(null);
  const [maxAmount, setMaxAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const history = useStore($bidHistory)[String(auctionId)] ?? null;
  const [, setExpired] = useState(0);
  const [ownLabel, setOwnLabel] = useState(initialStanding?.label ?? null);
  // A bid from another tab of this user: the service tells this tab the label it carries.
  const liveLabel = useStore($ownLabels)[String(auctionId)];
  useEffect(() => {
    if (liveLabel) setOwnLabel(liveLabel);
  }, [liveLabel]);
  const [outcome, setOutcome] = useState(initialStanding?.outcome ?? null);
  const [endedAt, setEndedAt] = useState(endedAtProp);
  const masked = snapshot === null;
  const signIn = `${localizePath(lang, '/signin')}?next=${encodeURIComponent(path)}`;
  const hydrated = useHydrated();
  const ended = endedAtLoad || (snapshot ? snapshot.status !== 'LIVE' || Date.parse(snapshot.end_time) <= serverNow() : false);
  const min = snapshot?.min_next_bid;
  const amount = typed ?? (min !== undefined ? String(min) : '');
  const boxRef = useRef<HTMLElement>(null);
  // The bidding limit: as the page said until the store knows better (after a bid or an outbid).
  const limitState = useStore($bidLimit);
  const bidLimit = limitState.known ? limitState.value : (initialBidLimit ?? null);
  useEffect(() => seedBidLimit(initialBidLimit), [initialBidLimit]);

  // Where the viewer stands: from the live history and their own label once it is read, else as the service said.
  const standing: Standing = history ? standingFrom(history, ownLabel) : initialStanding?.leading ? 'leading' : initialStanding?.has_bid ? 'outbid' : 'none';

  useEffect(() => (masked ? undefined : followAuction(auctionId)), [auctionId, masked]);
  // Read once; then every bid's broadcast carries its new entries (stores/bid-history.ts).
  const initialCount = initial?.bid_count ?? null;
  useEffect(() => (masked ? undefined : followBidHistory(auctionId, initialCount)), [auctionId, masked, initialCount]);

  // Outbid while the page is open: a toast besides the banner.
  const previous = useRef<Standing>(standing);
  useEffect(() => {
    if (previous.current === 'leading' && standing === 'outbid' && !ended) {
      toast.warning(t('auction.outbidToast', { title }), { id: `outbid-${String(auctionId)}` });
      // Being outbid frees what this auction held of the bidding limit.
      if ($bidLimit.get().value) void refreshBidLimit();
    }
    previous.current = standing;
  }, [standing, ended, t, title, auctionId]);

  // A message about an earlier bid never outlives a newer bid.
  const bidCount = snapshot?.bid_count;
  useEffect(() => {
    if (message?.at !== undefined && bidCount !== undefined && bidCount > message.at) setMessage(null);
  }, [bidCount, message]);

  // The auction closed while the page was open: the service says who won.
  const status = snapshot?.status;
  useEffect(() => {
    if (status !== 'ENDED' || endedAtLoad || !ownLabel) return;
    let stale = false;
    void requestJson<AuctionDetail>(`/svc/auctions/by-slug/${encodeURIComponent(slug)}?locale=${lang}`).then((reply) => {
      if (stale || 'error' in reply) return;
      setOutcome(reply.data.standing?.outcome ?? null);
      setEndedAt(reply.data.ended_at);
    });
    return () => {
      stale = true;
    };
  }, [status, endedAtLoad, ownLabel, slug, lang]);

  /** The total shown before a binding bid. */
  const [review, setReview] = useState<{ amount: number; ceiling?: number } | null>(null);
  /** A bid far above the minimum waits here for the bidder's confirmation (server code confirmation_required). */
  const [confirming, setConfirming] = useState<{ amount: number; ceiling?: number; times: number } | null>(null);

  const send = async (value: number, ceiling: number | undefined, confirm: boolean) => {
    setBusy(true);
    setMessage(null);
    try {
      const reply = await placeBid(auctionId, { amount: value, max_amount: ceiling, confirm });
      if ('error' in reply) {
        const { code, min_next_bid: minimum, times } = reply.error;
        if (code === 'confirmation_required' && !confirm) {
          setConfirming({ amount: value, ceiling, times: Number(times ?? 0) });
          return;
        }
        if (code === 'bid_limit_exceeded') {
          const { bid_limit: limit, exposure, remaining, contact } = reply.error;
          if (typeof limit === 'number' && typeof remaining === 'number') setBidLimit({ limit, remaining, exposure: Math.max(0, limit - remaining) });
          setMessage({
            kind: 'error',
            text: t('auction.error_bid_limit_exceeded', {
              total: formatPrice(Number(exposure ?? 0), lang, Number.isInteger(Number(exposure ?? 0)) ? 0 : 2),
              limit: formatPrice(Number(limit ?? 0), lang, 0),
              contact: String(contact ?? ''),
            }),
          });
          return;
        }
        setMessage({ kind: 'error', text: t(errorKey(code), { min: typeof minimum === 'number' ? formatPrice(minimum, lang) : '' }) });
        return;
      }
      if (reply.data.bid_limit !== undefined) setBidLimit(reply.data.bid_limit);
      const mine = reply.data.new_bids.find((bid) => String(bid.id) === String(reply.data.bid.id));
      if (mine) setOwnLabel(mine.bidder_label);
      const at = reply.data.snapshot.bid_count;
      // With proxy bidding a rival's earlier maximum may answer at once: the bid counts, but they lead.
      setMessage(
        reply.data.leading === false
          ? { kind: 'error', text: t('auction.outbidByProxy', { amount: formatPrice(reply.data.snapshot.current_price, lang) }), at }
          : { kind: 'ok', text: t('auction.bidPlaced', { amount: formatPrice(value, lang) }), at },
      );
      setTyped(null);
      setMaxAmount('');
    } finally {
      setBusy(false);
    }
  };

  const startReview = (value: number, ceiling: number | undefined) => {
    setConfirming(null);
    setMessage(null);
    setReview({ amount: value, ceiling });
  };

  const place = (e: React.FormEvent) => {
    e.preventDefault();
    const value = Number(amount.replace(',', '.'));
    if (!Number.isFinite(value) || value <= 0) {
      setMessage({ kind: 'error', text: t('auction.error_invalid_amount') });
      return;
    }
    // Below the minimum: say so at once (the service refuses it the same way), no confirmation step.
    if (min !== undefined && value < min) {
      setMessage({ kind: 'error', text: t('auction.error_below_minimum', { min: formatPrice(min, lang) }) });
      return;
    }
    const ceiling = maxAmount.trim() ? Number(maxAmount.replace(',', '.')) : undefined;
    if (ceiling !== undefined && (!Number.isFinite(ceiling) || ceiling < value)) {
      setMessage({ kind: 'error', text: t('auction.error_max_below_bid') });
      return;
    }
    startReview(value, ceiling);
  };

  const confirmReview = async () => {
    if (!review) return;
    const { amount: value, ceiling } = review;
    setReview(null);
    await send(value, ceiling, false);
  };

  const confirmHighBid = async () => {
    if (!confirming) return;
    const { amount: value, ceiling } = confirming;
    setConfirming(null);
    await send(value, ceiling, true);
  };

  /** The sticky bar's Bid button: the bid box into view, the amount (or the box's action) focused. */
  const goToBidBox = () => {
    const box = boxRef.current;
    if (!box) return;
    box.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const target = box.querySelector<HTMLElement>('#bid-amount') ?? box.querySelector<HTMLElement>('[data-testid="bid-state"] a, a[data-testid="bid-state"]');
    target?.focus({ preventScroll: true });
  };

  const canBid = !ended && eligibility === 'eligible' && !masked;
  const quick = canBid && min !== undefined ? quickBids(min, snapshot?.bid_increment ?? 0) : null;

  return (
    <>
      <section className="bid-box" id="bid-box" ref={boxRef} aria-labelledby="bid-box-title" data-hydrated={hydrated || undefined}>
        <h2 id="bid-box-title" className="visually-hidden">{t('auction.bidBox')}</h2>
        {!ended && standing !== 'none' && (
          <div className={`bid-box__standing bid-box__standing--${standing}`} role="status" data-testid="bid-standing">
            <strong>{standing === 'leading' ? t('auction.standingLeading') : t('auction.standingOutbid')}</strong>
            {standing === 'outbid' && snapshot && <span>{t('auction.standingOutbidHint', { amount: formatPrice(snapshot.current_price, lang) })}</span>}
          </div>
        )}
        {ended ? (
          <Results lang={lang} time={time} snapshot={snapshot} endedAt={endedAt} outcome={outcome} standing={standing} bidder={Boolean(ownLabel)} />
        ) : (
          <>
            <div className="bid-box__row">
              <span>{t('auction.endsIn')}</span>
              <strong><Countdown endTime={snapshot?.end_time ?? null} variant="detail" onExpire={() => setExpired((n) => n + 1)} /></strong>
            </div>
            {snapshot?.end_time && (
              <div className="bid-box__row">
                <span>{t('auction.endsAt')}</span>
                <time dateTime={snapshot.end_time} data-testid="detail-end-time">{time.dateTime(snapshot.end_time)}</time>
              </div>
            )}
            <div className="bid-box__row">
              <span>{snapshot?.bid_count === 0 ? t('auction.startingBid') : t('auction.currentBid')}</span>
              <strong data-testid="detail-price">{snapshot ? formatPrice(snapshot.current_price, lang) : '—'}</strong>
            </div>
            <p className="bid-box__fee">{t('auction.fee', { pct: formatPctNumber(feePct, lang) })}</p>
            {bidLimit && eligibility === 'eligible' && (
              <p className="bid-box__limit" data-testid="bid-limit">
                {t('auction.bidLimit', { limit: formatPrice(bidLimit.limit, lang, 0), remaining: formatPrice(bidLimit.remaining, lang, Number.isInteger(bidLimit.remaining) ? 0 : 2) })}
              </p>
            )}
            {masked && (
              <p className="bid-box__hint" data-testid="prices-hidden">
                {eligibility === 'email_unconfirmed' ? t('auction.pricesNeedConfirmedEmail') : t('auction.pricesHidden')}
              </p>
            )}
            <div className="bid-box__row">
              <span>{t('auction.bidCount')}</span>
              <strong data-testid="detail-bids">{snapshot ? t('auction.bids', { count: snapshot.bid_count }) : '—'}</strong>
            </div>
            {snapshot && (
              <>
                <div className="bid-box__row">
                  <span>{t('auction.minNextBid')}</span>
                  <strong data-testid="detail-min">{min !== undefined ? formatPrice(min, lang) : '—'}</strong>
                </div>
                <div className="bid-box__row">
                  <span>{t('auction.increment')}</span>
                  <strong>{snapshot.bid_increment !== undefined ? formatPrice(snapshot.bid_increment, lang) : '—'}</strong>
                </div>
                <p className="bid-box__reserve">{snapshot.reserve_met ? t('auction.reserveMet') : t('auction.reserveNotMet')}</p>
              </>
            )}
          </>
        )}
        {ended ? null : eligibility === 'signed_out' ? (
          <a className="button button--primary bid-box__cta" href={signIn} data-testid="bid-state">{t('auction.signInToBid')}</a>
        ) : eligibility === 'email_unconfirmed' ? (
          <button type="button" className="button bid-box__cta" disabled data-testid="bid-state">{t('auction.verifyEmailToBid')}</button>
        ) : eligibility === 'staff_account' ? (
          <button type="button" className="button bid-box__cta" disabled data-testid="bid-state">{t('auction.staffCannotBid')}</button>
        ) : eligibility === 'kyc_required' ? (
          <div data-testid="bid-state">
            <a className="button button--secondary bid-box__cta" href={localizePath(lang, '/kyc')}>{t('auction.completeVerificationToBid')}</a>
            <p className="bid-box__hint">{t('auction.kycHint')}</p>
          </div>
        ) : eligibility === 'kyc_in_review' ? (
          <div data-testid="bid-state">
            <a className="button button--secondary bid-box__cta" href={localizePath(lang, '/kyc')}>{t('auction.kycInReview')}</a>
            <p className="bid-box__hint">{t('auction.kycInReviewHint')}</p>
          </div>
        ) : (
          <form className="bid-box__form" onSubmit={place} data-testid="bid-state">
            {quick && (
              <div className="bid-box__quick" role="group" aria-label={t('auction.quickBids')} data-testid="quick-bids">
                {quick.map((value, index) => (
                  <button
                    key={index}
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    aria-label={t('auction.quickBid', { amount: formatPrice(value, lang, 0) })}
                    onClick={() => {
                      setTyped(String(value));
                      startReview(value, maxAmount.trim() ? Number(maxAmount.replace(',', '.')) : undefined);
                    }}
                  >
                    {formatPrice(value, lang, 0)}
                  </button>
                ))}
              </div>
            )}
            <label htmlFor="bid-amount">{t('auction.yourBid')}</label>
            <div className="bid-box__input">
              <span aria-hidden="true">€</span>
              <input
                id="bid-amount"
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setReview(null);
                }}
                aria-describedby="bid-message"
              />
            </div>
            {snapshot?.proxy_bidding && (
              <>
                <label htmlFor="bid-max-amount">{t('auction.maxBid')}</label>
                <div className="bid-box__input">
                  <span aria-hidden="true">€</span>
                  <input
                    id="bid-max-amount"
                    name="max_amount"
                    inputMode="decimal"
                    autoComplete="off"
                    value={maxAmount}
                    onChange={(e) => setMaxAmount(e.target.value)}
                    aria-describedby="bid-max-hint bid-message"
                  />
                </div>
                <p id="bid-max-hint" className="bid-box__hint">{t('auction.maxBidHint')}</p>
              </>
            )}
            <button type="submit" className="button button--primary" disabled={busy}>{t('auction.placeBid')}</button>
          </form>
        )}
        {review && !ended && (
          <Review
            lang={lang}
            amount={review.amount}
            pricing={pricing}
            busy={busy}
            onConfirm={confirmReview}
            onBack={() => {
              setReview(null);
              document.getElementById('bid-amount')?.focus();
            }}
          />
        )}
        {confirming && !ended && (
          <div className="bid-box__confirm" role="group" aria-labelledby="bid-confirm-text" data-testid="bid-confirm">
            <p id="bid-confirm-text">{t('auction.confirmHighBid', { amount: formatPrice(confirming.amount, lang), times: confirming.times })}</p>
            <div className="bid-box__confirm-actions">
              <button type="button" className="button button--primary" onClick={confirmHighBid} disabled={busy} autoFocus>{t('auction.confirmHighBidYes')}</button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>{t('auction.confirmHighBidNo')}</button>
            </div>
          </div>
        )}
        <p id="bid-message" role={message?.kind === 'error' ? 'alert' : 'status'} className={`bid-box__message bid-box__message--${message?.kind ?? 'none'}`}>
          {message && !ended ? message.text : ''}
        </p>
        {/* Nothing left to watch once the auction has ended. */}
        {!ended && (
          <div className="bid-box__watch">
            <WatchToggle auctionId={auctionId} signedIn={eligibility !== 'signed_out'} signInHref={signIn} />
            <span>{t('watch.label')}</span>
          </div>
        )}
        {/* "Remind me" for those who see the end time; visitors get a sign-in link. */}
        {!ended && (eligibility === 'signed_out' || !masked) && <RemindToggle auctionId={auctionId} signedIn={eligibility !== 'signed_out'} signInHref={signIn} />}
        {!masked && <History lang={lang} time={time} history={history} ownLabel={ownLabel} />}
      </section>
      {!ended && (
        <div className="bid-bar" role="region" aria-label={t('auction.stickyBar')} data-testid="bid-bar">
          <dl className="bid-bar__facts">
            <div>
              <dt>{t('auction.endsIn')}</dt>
              <dd><Countdown endTime={snapshot?.end_time ?? null} variant="detail" /></dd>
            </div>
            <div>
              <dt>{snapshot?.bid_count === 0 ? t('auction.startingBid') : t('auction.currentBid')}</dt>
              <dd><strong data-testid="bid-bar-price">{snapshot ? formatPrice(snapshot.current_price, lang, 0) : '—'}</strong></dd>
            </div>
          </dl>
          <button type="button" className="button button--primary bid-bar__button" onClick={goToBidBox}>{t('auction.stickyBid')}</button>
        </div>
      )}
    </>
  );
}

/** The step before a binding bid: the all-in bid, the buyer fee inside it, and the VAT that follows on the invoice. */
function Review({ lang, amount, pricing, busy, onConfirm, onBack }: { lang: Locale; amount: number; pricing: BidPricing | null; busy: boolean; onConfirm: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const feePct = pricing?.buyer_fee_pct ?? 0;
  const vatPct = pricing?.vat_pct ?? 0;
  const buyer = pricing?.buyer ?? null;
  const sums = invoiceAmounts({ price: amount, buyerFeePct: feePct, vatPct, buyer: { country: buyer?.country ?? 'DE', vatId: buyer?.vat_id ?? null, isBusiness: true }, locale: lang });
  const money = (cents: number) => formatPrice(toEuros(cents), lang);
  const pct = (value: number) => new Intl.NumberFormat(INTL_LOCALES[lang], { maximumFractionDigits: 2 }).format(value);
  return (
    <div className="bid-box__review" role="group" aria-labelledby="bid-review-title" data-testid="bid-review">
      <p id="bid-review-title" className="bid-box__review-title">{t('auction.reviewTitle')}</p>
      <dl>
        <div><dt>{t('auction.reviewBid')}</dt><dd data-testid="review-bid">{money(sums.price_cents)}</dd></div>
        <div><dt>{t('auction.reviewFee', { pct: pct(feePct) })}</dt><dd data-testid="review-fee">{money(sums.buyer_fee_cents)}</dd></div>
        {buyer && sums.vat_treatment === 'domestic' && (
          <>
            <div><dt>{t('auction.reviewVatDomestic', { pct: pct(vatPct) })}</dt><dd data-testid="review-vat">{money(sums.vat_cents)}</dd></div>
            <div className="bid-box__review-total"><dt>{t('auction.reviewInvoiceTotal')}</dt><dd data-testid="review-total">{money(sums.total_cents)}</dd></div>
          </>
        )}
      </dl>
      <p className="bid-box__hint" data-testid="review-vat-case">
        {!buyer
          ? t('auction.reviewVatUnknown', { pct: pct(vatPct) })
          : sums.vat_treatment === 'intra_community'
            ? t('auction.reviewVatIntra', { vatId: buyer.vat_id ?? '' })
            : sums.vat_treatment === 'export'
              ? t('auction.reviewVatExport')
              : null}
      </p>
      <p className="bid-box__hint">{t('auction.reviewBinding')}</p>
      <div className="bid-box__confirm-actions">
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy} autoFocus>{t('auction.reviewConfirm')}</button>
        <button type="button" className="button button--secondary" onClick={onBack}>{t('auction.reviewBack')}</button>
      </div>
    </div>
  );
}

/** After the end: ended and when, the final price for price viewers, and the viewer's own outcome. */
function Results({ lang, time, snapshot, endedAt, outcome, standing, bidder }: { lang: Locale; time: Clock; snapshot: AuctionSnapshot | null; endedAt: string | null; outcome: ViewerStanding['outcome']; standing: Standing; bidder: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="bid-box__results" data-testid="bid-results">
      <p className="bid-box__ended">
        <strong data-testid="bid-ended">{t('countdown.ended')}</strong>
        {endedAt && <> · <time dateTime={endedAt}>{time.dateTime(endedAt)}</time></>}
      </p>
      {snapshot ? (
        <div className="bid-box__row">
          <span>{t('auction.finalPrice')}</span>
          <strong data-testid="final-price">{snapshot.bid_count > 0 ? formatPrice(snapshot.current_price, lang) : '—'}</strong>
        </div>
      ) : (
        <p className="bid-box__hint">{t('auction.endedNotice')}</p>
      )}
      {outcome === 'won' ? (
        <div className="bid-box__standing bid-box__standing--leading" role="status" data-testid="bid-outcome">
          <strong>{t('auction.youWon')}</strong>
          <span>{t('auction.youWonHint')}</span>
          <span className="bid-box__links">
            <a href={localizePath(lang, '/dashboard/won')}>{t('auction.viewOrder')}</a>
            <a href={localizePath(lang, '/dashboard/invoices')}>{t('auction.viewInvoice')}</a>
          </span>
        </div>
      ) : outcome === 'lost' ? (
        <div className="bid-box__standing bid-box__standing--outbid" role="status" data-testid="bid-outcome">
          <strong>{t('auction.youLost')}</strong>
          <span>{t('auction.youLostHint')}</span>
        </div>
      ) : bidder ? (
        <p className="bid-box__hint" role="status" data-testid="bid-outcome">{standing === 'leading' ? t('auction.resultPending') : t('auction.youLost')}</p>
      ) : null}
    </div>
  );
}

/** The public history; the viewer's own bids say "You", the service's "Bidder N" is translated here. */
function History({ lang, time, history, ownLabel }: { lang: Locale; time: Clock; history: PublicBid[] | null; ownLabel: string | null }) {
  const { t } = useTranslation();
  const labelOf = (label: string) => {
    if (ownLabel && label === ownLabel) return t('auction.you');
    const n = bidderNumber(label);
    return n === null ? label : t('auction.bidderN', { n });
  };
  return (
    <section className="bid-history" aria-labelledby="bid-history-title">
      <h2 id="bid-history-title">{t('auction.history')}</h2>
      {history === null ? (
        <p>{t('auction.historyLoading')}</p>
      ) : history.length === 0 ? (
        <p>{t('auction.historyEmpty')}</p>
      ) : (
        <ol className="bid-history__list" data-testid="bid-history">
          {history.map((bid) => (
            <li key={String(bid.id)} className={ownLabel && bid.bidder_label === ownLabel ? 'bid-history__own' : undefined}>
              <span>{labelOf(bid.bidder_label)}</span> <strong>{formatPrice(bid.amount, lang)}</strong>{' '}
              <time dateTime={bid.created_at}>{time.dateTimeSeconds(bid.created_at)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
