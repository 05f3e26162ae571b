import { useTranslation } from 'react-i18next';

import type { AuctionList } from '@core/contract';
import type { Locale } from '../../../i18n/config';
import { AuctionCard } from '../AuctionCard';
import { LeadCapture } from './LeadCapture';

/** "N auctions" (or "Loading…"), announced politely; nothing on a locked teaser. */
export function ResultCount({ loading, total }: { loading: boolean; total: number | null }) {
  const { t } = useTranslation();
  return (
    <p className="auctions__count" aria-live="polite">
      {loading ? t('auctions.loading') : total !== null ? t('auctions.count', { count: total }) : ''}
    </p>
  );
}

interface Props {
  lang: Locale;
  data: AuctionList | null;
  loading: boolean;
  /** Prices masked (server teaser). */
  teaser: boolean;
  /** Blurred under the sign-in overlay. */
  locked: boolean;
  query: string;
  signIn: string;
}

/** The result grid (skeletons while the first page loads, the empty text, the locked overlay). */
export function Results({ lang, data, loading, teaser, locked, query, signIn }: Props) {
  const { t } = useTranslation();
  return (
    <div className={`auctions__results${locked ? ' auctions__results--locked' : ''}`}>
      {loading && !data ? (
        <ul className="auction-grid" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => <li key={i} className="auction-card auction-card--skeleton" aria-hidden="true" />)}
        </ul>
      ) : data && data.items.length > 0 ? (
        <ul className={`auction-grid${loading ? ' auction-grid--loading' : ''}`} aria-busy={loading}>
          {data.items.map((card, index) => (
            <li key={card.id}>
              <AuctionCard card={card} lang={lang} eligibility={data.eligibility} masked={teaser} locked={locked} priority={index === 0} feePct={data.buyer_fee_pct} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="auctions__empty" data-testid="auctions-empty">
          {query.trim() ? t('auctions.emptyQuery', { query: query.trim() }) : t('auctions.empty')}
        </p>
      )}
      {locked && (
        <div className="auctions__overlay">
          <div className="auctions__overlay-box">
            <p>{t('auctions.overlay')}</p>
            <a className="button button--primary" href={signIn}>{t('auctions.signIn')}</a>
            <LeadCapture lang={lang} />
          </div>
        </div>
      )}
    </div>
  );
}
