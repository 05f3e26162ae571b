import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BID_ERROR_CODES, type AuctionDetail, type AuctionSnapshot } from '@core/contract';
import type { Lang } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import { localizePath } from '../../i18n/routing';
import type { IslandMessages } from '../../i18n/translations';
import { formatPrice } from '../../lib/auctions';
import { $bidHistory, followBidHistory } from '../../stores/bid-history';
import { placeBid } from '../../stores/bids';
import { $snapshots, followAuction, serverNow } from '../../stores/live-auctions';
import { PageToaster } from '../feedback/PageToaster';
import { Countdown } from './Countdown';
import { useHydrated } from './use-hydrated';
import { WatchToggle } from './WatchToggle';

interface Props {
  lang: Lang;
  messages: IslandMessages;
  auctionId: AuctionDetail['id'];
  eligibility: AuctionDetail['eligibility'];
  initial: AuctionSnapshot | null;
  path: string;
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

function Box({ lang, auctionId, eligibility, initial, path }: Props) {
  const { t } = useTranslation();
  const live = useStore($snapshots)[String(auctionId)];
  const snapshot = live ?? initial;
  const [amount, setAmount] = useState('');
  const [maxAmount, setMaxAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const history = useStore($bidHistory)[String(auctionId)] ?? null;
  const [, setExpired] = useState(0);
  const masked = snapshot === null;
  const signIn = `${localizePath(lang, '/signin')}?next=${encodeURIComponent(path)}`;
  const hydrated = useHydrated();
  const ended = snapshot ? snapshot.status !== 'LIVE' || Date.parse(snapshot.end_time) <= serverNow() : false;

  useEffect(() => (masked ? undefined : followAuction(auctionId)), [auctionId, masked]);
  // Read once; then every bid's broadcast carries its new entries (stores/bid-history.ts).
  const initialCount = initial?.bid_count ?? null;
  useEffect(() => (masked ? undefined : followBidHistory(auctionId, initialCount)), [auctionId, masked, initialCount]);

  /** A bid far above the minimum waits here for the bidder's confirmation (server code confirmation_required). */
  const [confirming, setConfirming] = useState<{ amount: number; ceiling?: number; times: number } | null>(null);

  const send = async (value: number, ceiling: number | undefined, confirm: boolean) => {
    setBusy(true);
    setMessage(null);
    try {
      const reply = await placeBid(auctionId, { amount: value, max_amount: ceiling, confirm });
      if ('error' in reply) {
        const { code, min_next_bid: min, times } = reply.error;
        if (code === 'confirmation_required' && !confirm) {
          setConfirming({ amount: value, ceiling, times: Number(times ?? 0) });
          return;
        }
        setMessage({ kind: 'error', text: t(errorKey(code), { min: typeof min === 'number' ? formatPrice(min, lang) : '' }) });
        return;
      }
      // With proxy bidding a rival's earlier maximum may answer at once: the bid counts, but they lead.
      setMessage(
        reply.data.leading === false
          ? { kind: 'error', text: t('auction.outbidByProxy', { amount: formatPrice(reply.data.snapshot.current_price, lang) }) }
          : { kind: 'ok', text: t('auction.bidPlaced', { amount: formatPrice(value, lang) }) },
      );
      setAmount('');
      setMaxAmount('');
    } finally {
      setBusy(false);
    }
  };

  const place = async (e: React.FormEvent) => {
    e.preventDefault();
    setConfirming(null);
    const value = Number(amount.replace(',', '.'));
    if (!Number.isFinite(value) || value <= 0) {
      setMessage({ kind: 'error', text: t('auction.error_invalid_amount') });
      return;
    }
    const ceiling = maxAmount.trim() ? Number(maxAmount.replace(',', '.')) : undefined;
    if (ceiling !== undefined && (!Number.isFinite(ceiling) || ceiling < value)) {
      setMessage({ kind: 'error', text: t('auction.error_max_below_bid') });
      return;
    }
    await send(value, ceiling, false);
  };

  const confirmHighBid = async () => {
    if (!confirming) return;
    const { amount: value, ceiling } = confirming;
    setConfirming(null);
    await send(value, ceiling, true);
  };

  return (
    <section className="bid-box" aria-labelledby="bid-box-title" data-hydrated={hydrated || undefined}>
      <h2 id="bid-box-title" className="visually-hidden">{t('auction.bidBox')}</h2>
      <div className="bid-box__row">
        <span>{t('auction.endsIn')}</span>
        <strong><Countdown endTime={snapshot?.end_time ?? null} variant="detail" onExpire={() => setExpired((n) => n + 1)} /></strong>
      </div>
      <div className="bid-box__row">
        <span>{t('auction.currentBid')}</span>
        <strong data-testid="detail-price">{snapshot ? formatPrice(snapshot.current_price, lang) : '—'}</strong>
      </div>
      <p className="bid-box__fee">{t('auction.fee')}</p>
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
            <strong data-testid="detail-min">{snapshot.min_next_bid !== undefined ? formatPrice(snapshot.min_next_bid, lang) : '—'}</strong>
          </div>
          <div className="bid-box__row">
            <span>{t('auction.increment')}</span>
            <strong>{snapshot.bid_increment !== undefined ? formatPrice(snapshot.bid_increment, lang) : '—'}</strong>
          </div>
          <p className="bid-box__reserve">{snapshot.reserve_met ? t('auction.reserveMet') : t('auction.reserveNotMet')}</p>
        </>
      )}
      {ended ? (
        <p className="bid-box__state" data-testid="bid-state">{t('countdown.auctionEnded')}</p>
      ) : eligibility === 'signed_out' ? (
        <a className="button button--primary bid-box__cta" href={signIn} data-testid="bid-state">{t('auction.signInToBid')}</a>
      ) : eligibility === 'email_unconfirmed' ? (
        <button type="button" className="button bid-box__cta" disabled data-testid="bid-state">{t('auction.verifyEmailToBid')}</button>
      ) : eligibility === 'kyc_required' ? (
        <div data-testid="bid-state">
          <a className="button button--secondary bid-box__cta" href={localizePath(lang, '/kyc')}>{t('auction.completeVerificationToBid')}</a>
          <p className="bid-box__hint">{t('auction.kycHint')}</p>
        </div>
      ) : (
        <form className="bid-box__form" onSubmit={place} data-testid="bid-state">
          <label htmlFor="bid-amount">{t('auction.yourBid')}</label>
          <div className="bid-box__input">
            <span aria-hidden="true">€</span>
            <input
              id="bid-amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder={snapshot?.min_next_bid !== undefined ? String(snapshot.min_next_bid) : ''}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
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
      {confirming && (
        <div className="bid-box__confirm" role="group" aria-labelledby="bid-confirm-text" data-testid="bid-confirm">
          <p id="bid-confirm-text">{t('auction.confirmHighBid', { amount: formatPrice(confirming.amount, lang), times: confirming.times })}</p>
          <div className="bid-box__confirm-actions">
            <button type="button" className="button button--primary" onClick={confirmHighBid} disabled={busy} autoFocus>{t('auction.confirmHighBidYes')}</button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>{t('auction.confirmHighBidNo')}</button>
          </div>
        </div>
      )}
      <p id="bid-message" role={message?.kind === 'error' ? 'alert' : 'status'} className={`bid-box__message bid-box__message--${message?.kind ?? 'none'}`}>
        {message?.text ?? ''}
      </p>
      <div className="bid-box__watch">
        <WatchToggle auctionId={auctionId} signedIn={eligibility !== 'signed_out'} signInHref={signIn} />
        <span>{t('watch.label')}</span>
      </div>
      {!masked && (
        <section className="bid-history" aria-labelledby="bid-history-title">
          <h2 id="bid-history-title">{t('auction.history')}</h2>
          {history === null ? (
            <p>{t('auction.historyLoading')}</p>
          ) : history.length === 0 ? (
            <p>{t('auction.historyEmpty')}</p>
          ) : (
            <ol className="bid-history__list" data-testid="bid-history">
              {history.map((bid) => (
                <li key={String(bid.id)}>
                  <span>{bid.bidder_label}</span> <strong>{formatPrice(bid.amount, lang)}</strong>{' '}
                  <time dateTime={bid.created_at}>{new Date(bid.created_at).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB')}</time>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </section>
  );
}
