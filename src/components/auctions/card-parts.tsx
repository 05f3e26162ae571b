import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';

import type { AuctionCard as Card, AuctionList } from '@core/contract';
import type { Locale } from '../../i18n/config';
import { localizePath } from '../../i18n/routing';
import { formatPrice, formatPctNumber } from '../../lib/auctions';
import { $pricesWithdrawn, $snapshots } from '../../stores/live-auctions';
import { $standings } from '../../stores/standing';
import { Countdown } from './Countdown';
import { useHydrated } from './use-hydrated';
import { RemindToggle } from './RemindToggle';
import { WatchToggle } from './WatchToggle';

type CardLiveProps = {
  lang: Locale;
  eligibility: AuctionList['eligibility'];
  /** Prices, bid count and end time are hidden from this viewer (shown as dashes). */
  masked: boolean;
  /** The visitor's teaser: not clickable, no actions (a masked card may still be unlocked). */
  locked: boolean;
  /** The buyer fee the price includes (settings, from the list reply). */
  feePct: number;
  card: Pick<Card, 'id' | 'slug' | 'current_price' | 'bid_count' | 'my_standing'>;
};

/*
 * The islands of the server card (AuctionCard.astro, through card-islands.tsx): its countdown and
 * its live part. The rest of the card is plain HTML rendered by that component.
 */

/**
 * The card's countdown, live from the auction's snapshot (an extension moves the end). Empty until
 * hydrated: the server's time and the browser's differ by the seconds in between (React error #418).
 */
export function CardTimer({ card, masked: maskedByServer }: { card: Pick<Card, 'id' | 'end_time'>; masked: boolean }) {
  const withdrawn = useStore($pricesWithdrawn);
  const live = useStore($snapshots)[String(card.id)];
  const masked = maskedByServer || withdrawn;
  const endTime = masked ? null : (live?.end_time ?? card.end_time);
  const hydrated = useHydrated();
  return endTime && !hydrated ? <span className="countdown" aria-hidden="true">&nbsp;</span> : <Countdown endTime={endTime} />;
}

/**
 * The card's live part: price and bids ("Starting bid" until the first bid), the viewer's own
 * standing (from the server, refreshed live), the bid button, watch and remind toggles.
 */
export function CardLive({ card, lang, eligibility, masked: maskedByServer, locked, feePct }: CardLiveProps) {
  const { t } = useTranslation();
  // Prices withdrawn while the page is open (signed out, blocked, email changed): masked like a teaser.
  const withdrawn = useStore($pricesWithdrawn);
  const masked = maskedByServer || withdrawn;
  const live = useStore($snapshots)[String(card.id)];
  const price = masked ? null : (live?.current_price ?? card.current_price);
  const bids = masked ? null : (live?.bid_count ?? card.bid_count);
  const standings = useStore($standings);
  const standing = masked ? null : (standings[String(card.id)] ?? card.my_standing ?? null);
  const href = localizePath(lang, `/auctions/${card.slug}`);
  const next = encodeURIComponent(href);
  const signIn = `${localizePath(lang, '/signin')}?next=${next}`;

  const bidButton = (() => {
    switch (eligibility) {
      case 'signed_out':
        return <a className="button button--secondary card__bid" href={signIn}>{t('auction.signInToBid')}</a>;
      case 'email_unconfirmed':
        return <button type="button" className="button card__bid" disabled>{t('auction.verifyEmailToBid')}</button>;
      case 'staff_account':
        return <button type="button" className="button card__bid" disabled>{t('auction.staffCannotBid')}</button>;
      case 'kyc_required':
        return (
          <a className="button button--secondary card__bid" href={localizePath(lang, '/kyc')} title={t('auction.kycHint')}>
            {t('auction.completeKycToBid')}
          </a>
        );
      case 'kyc_in_review':
        return (
          <a className="button button--secondary card__bid" href={localizePath(lang, '/kyc')} title={t('auction.kycInReviewHint')}>
            {t('auction.kycInReview')}
          </a>
        );
      case 'eligible':
        return <a className="button button--primary card__bid" href={href}>{t('auction.bidNow')}</a>;
    }
  })();

  return (
    <>
      <p className="auction-card__price">
        <span className="auction-card__label">{bids === 0 ? t('auction.startingBid') : t('auction.currentBid')}</span>{' '}
        <strong data-testid="card-price">{price === null ? '—' : formatPrice(price, lang)}</strong>{' '}
        <span className="auction-card__fee">{t('auction.fee', { pct: formatPctNumber(feePct, lang) })}</span>
      </p>
      <p className="auction-card__bids" data-testid="card-bids">
        {bids === null ? '—' : t('auction.bids', { count: bids })}
      </p>
      {standing && (
        <p className={`auction-card__standing auction-card__standing--${standing}`} data-testid="card-standing" data-standing={standing}>
          {standing === 'highest' ? t('auction.youAreHighest') : t('auction.youAreOutbid')}
        </p>
      )}
      {!locked && (
        <div className="auction-card__actions">
          {bidButton}
          <WatchToggle auctionId={card.id} signedIn={eligibility !== 'signed_out'} signInHref={signIn} />
        </div>
      )}
      {/* Reminders need the end time: only for viewers who see it (a masked card has none). */}
      {!locked && !masked && eligibility !== 'signed_out' && <RemindToggle auctionId={card.id} signedIn signInHref={signIn} />}
    </>
  );
}
