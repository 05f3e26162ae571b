import { useTranslation } from 'react-i18next';

import type { AuctionSnapshot, BidPricing, PublicBid, ViewerStanding } from '@core/contract';
import { bidderNumber, type Standing } from '@core/domain/bid-standing';
import { clock, type Clock } from '@core/time/format';
import { invoiceAmounts } from '@core/domain/invoice-amounts';
import { toEuros } from '@core/domain/money';
import { INTL_LOCALES, type Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import { localizePath } from '../../i18n/routing';
import type { IslandMessages } from '../../i18n/translations';
import { formatPrice, formatPctNumber } from '../../lib/auctions';
import { PageToaster } from '../feedback/PageToaster';
import { Countdown } from './Countdown';
import { PriceAccessNote } from './PriceAccessNote';
import { type BidBoxInput, useBidBox, type BidBoxView } from './use-bid-box';
import { useHydrated } from './use-hydrated';
import { RemindToggle } from './RemindToggle';
import { WatchToggle } from './WatchToggle';
import { focusOnMount } from '../focus-on-mount';

/** What the island is given: what its state machine needs (`BidBoxInput`), and what it only shows. */
interface Props extends BidBoxInput {
  messages: IslandMessages;
  pricing: BidPricing | null;
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

function Box(props: Props) {
  const { lang, auctionId, pricing, feePct, timeZone } = props;
  // The one clock (core/time/format.ts): the platform's zone and its label, the same on the server render and in the browser.
  const time = clock(lang, timeZone);
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const view = useBidBox(props);
  const { state, snapshot, eligibility, masked, ended, standing, signIn } = view;
  const { message, review, confirming, busy, ownLabel } = state;

  return (
    <>
      <section className="bid-box" id="bid-box" ref={view.boxRef} aria-labelledby="bid-box-title" data-hydrated={hydrated || undefined}>
        <h2 id="bid-box-title" className="visually-hidden">{t('auction.bidBox')}</h2>
        {!ended && standing !== 'none' && (
          <div className={`bid-box__standing bid-box__standing--${standing}`} role="status" data-testid="bid-standing">
            <strong>{standing === 'leading' ? t('auction.standingLeading') : t('auction.standingOutbid')}</strong>
            {standing === 'outbid' && snapshot && <span>{t('auction.standingOutbidHint', { amount: formatPrice(snapshot.current_price, lang) })}</span>}
          </div>
        )}
        {ended ? (
          <Results lang={lang} time={time} snapshot={snapshot} endedAt={state.endedAt} outcome={state.outcome} standing={standing} bidder={Boolean(ownLabel)} />
        ) : (
          <LiveFacts lang={lang} time={time} view={view} feePct={feePct} />
        )}
        {ended ? null : <BidAction lang={lang} view={view} />}
        {review && !ended && (
          <Review lang={lang} amount={review.amount} pricing={pricing} busy={busy} onConfirm={view.onReviewConfirm} onBack={view.onReviewBack} />
        )}
        {confirming && !ended && (
          <div className="bid-box__confirm" role="group" aria-labelledby="bid-confirm-text" data-testid="bid-confirm">
            <p id="bid-confirm-text">{t('auction.confirmHighBid', { amount: formatPrice(confirming.amount, lang), times: confirming.times })}</p>
            <div className="bid-box__confirm-actions">
              <button type="button" className="button button--primary" onClick={view.onHighBidConfirm} disabled={busy} ref={focusOnMount}>{t('auction.confirmHighBidYes')}</button>
              <button type="button" className="button button--secondary" onClick={view.onHighBidCancel}>{t('auction.confirmHighBidNo')}</button>
            </div>
          </div>
        )}
        <p id="bid-message" role={message?.kind === 'error' ? 'alert' : 'status'} className={`bid-box__message bid-box__message--${message?.kind ?? 'none'}`}>
          {message && !ended ? t(message.key, message.values ?? {}) : ''}
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
        {!masked && <History lang={lang} time={time} history={view.history} ownLabel={ownLabel} />}
      </section>
      {!ended && (
        <div className="bid-bar" role="region" aria-label={t('auction.stickyBar')} data-testid="bid-bar">
          <dl className="bid-bar__facts">
            {/* The buyer's standing stays in sight on a phone, where the bid box has scrolled away. */}
            {standing !== 'none' && (
              <div className={`bid-bar__standing bid-bar__standing--${standing}`} data-testid="bid-bar-standing">
                <dt className="visually-hidden">{t('auction.bidBox')}</dt>
                <dd>{standing === 'leading' ? t('auction.standingLeading') : t('auction.standingOutbid')}</dd>
              </div>
            )}
            {masked ? (
              <div>
                <dt className="visually-hidden">{t('auction.currentBid')}</dt>
                <dd data-testid="bid-bar-masked">{t('auction.barMasked')}</dd>
              </div>
            ) : (
              <>
                <div>
                  <dt>{t('auction.endsIn')}</dt>
                  <dd><Countdown endTime={snapshot?.end_time ?? null} variant="detail" /></dd>
                </div>
                <div>
                  <dt>{snapshot?.bid_count === 0 ? t('auction.startingBid') : t('auction.currentBid')}</dt>
                  <dd><strong data-testid="bid-bar-price">{snapshot ? formatPrice(snapshot.current_price, lang, 0) : '—'}</strong></dd>
                </div>
              </>
            )}
          </dl>
          <button type="button" className="button button--primary bid-bar__button" onClick={view.goToBidBox}>{t('auction.stickyBid')}</button>
        </div>
      )}
    </>
  );
}

/** While the auction runs: the end, the price, the fee, the viewer's limit, the bid count, the minimum and the reserve. */
function LiveFacts({ lang, time, view, feePct }: { lang: Locale; time: Clock; view: BidBoxView; feePct: number }) {
  const { t } = useTranslation();
  const { snapshot, min, bidLimit, eligibility, masked } = view;
  return (
    <>
      <div className="bid-box__row">
        <span>{t('auction.endsIn')}</span>
        <strong><Countdown endTime={snapshot?.end_time ?? null} variant="detail" onExpire={view.onExpire} /></strong>
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
      {masked &&
        (eligibility === 'email_unconfirmed' ? (
          <p className="bid-box__hint" data-testid="prices-hidden">{t('auction.pricesNeedConfirmedEmail')}</p>
        ) : (
          <div data-testid="prices-hidden">
            <PriceAccessNote signIn={view.signIn} />
          </div>
        ))}
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
  );
}

/** What the viewer can do now: sign in, confirm their email, verify their business, wait, or bid. */
function BidAction({ lang, view }: { lang: Locale; view: BidBoxView }) {
  const { t } = useTranslation();
  switch (view.eligibility) {
    case 'signed_out':
      return <a className="button button--primary bid-box__cta" href={view.signIn} data-testid="bid-state">{t('auction.signInToBid')}</a>;
    case 'email_unconfirmed':
      return <button type="button" className="button bid-box__cta" disabled data-testid="bid-state">{t('auction.verifyEmailToBid')}</button>;
    case 'staff_account':
      return <button type="button" className="button bid-box__cta" disabled data-testid="bid-state">{t('auction.staffCannotBid')}</button>;
    case 'kyc_required':
      return (
        <div data-testid="bid-state">
          <a className="button button--secondary bid-box__cta" href={localizePath(lang, '/kyc')}>{t('auction.completeVerificationToBid')}</a>
          <p className="bid-box__hint">{t('auction.kycHint')}</p>
        </div>
      );
    case 'kyc_in_review':
      return (
        <div data-testid="bid-state">
          <a className="button button--secondary bid-box__cta" href={localizePath(lang, '/kyc')}>{t('auction.kycInReview')}</a>
          <p className="bid-box__hint">{t('auction.kycInReviewHint')}</p>
        </div>
      );
    default:
      return <BidForm lang={lang} view={view} />;
  }
}

/** The bid form: quick bids, the amount, the proxy maximum where the auction has proxy bidding. */
function BidForm({ lang, view }: { lang: Locale; view: BidBoxView }) {
  const { t } = useTranslation();
  const { quick, state, snapshot } = view;
  return (
    <form className="bid-box__form" onSubmit={view.onSubmit} data-testid="bid-state">
      {quick && (
        <div className="bid-box__quick" role="group" aria-label={t('auction.quickBids')} data-testid="quick-bids">
          {quick.map((value, index) => (
            <button
              key={index}
              type="button"
              className="button button--secondary"
              disabled={state.busy}
              aria-label={t('auction.quickBid', { amount: formatPrice(value, lang, 0) })}
              onClick={() => view.onQuickBid(value)}
            >
              {formatPrice(value, lang, 0)}
            </button>
          ))}
        </div>
      )}
      <label htmlFor="bid-amount">{t('auction.yourBid')}</label>
      <div className="bid-box__input">
        <span aria-hidden="true">€</span>
        <input id="bid-amount" name="amount" inputMode="decimal" autoComplete="off" value={view.amount} onChange={(e) => view.onAmount(e.target.value)} aria-describedby="bid-message" />
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
              value={state.maxAmount}
              onChange={(e) => view.onMaxAmount(e.target.value)}
              aria-describedby="bid-max-hint bid-message"
            />
          </div>
          <p id="bid-max-hint" className="bid-box__hint">{t('auction.maxBidHint')}</p>
        </>
      )}
      <button type="submit" className="button button--primary" disabled={state.busy}>{t('auction.placeBid')}</button>
    </form>
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
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy} ref={focusOnMount}>{t('auction.reviewConfirm')}</button>
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
