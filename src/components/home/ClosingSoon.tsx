import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AuctionList } from '@core/contract';
import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import { localizePath } from '../../i18n/routing';
import type { IslandMessages } from '../../i18n/translations';
import { followAuction } from '../../stores/live-auctions';
import { loadAuctions } from '../../stores/search';
import { AuctionCard } from '../auctions/AuctionCard';
import { PageToaster } from '../feedback/PageToaster';

/** Spec section 9: the closing-soon block shows 6 auctions. */
export const CLOSING_SOON_COUNT = 6;

interface Props {
  lang: Locale;
  messages: IslandMessages;
}

/**
 * "Closing soon" on the home page. The page is static, so the six auctions are asked for in the
 * browser with the visitor's session: signed-in users get real cards with live prices, visitors
 * the server's masked teaser under an overlay offering Sign In and Register (both return here).
 */
export default function ClosingSoon(props: Props) {
  return (
    <IslandRoot lang={props.lang} messages={props.messages}>
      <Cards {...props} />
      <PageToaster />
    </IslandRoot>
  );
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: AuctionList };

function Cards({ lang }: Props) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    void loadAuctions(`?sort=closing_soon&limit=${CLOSING_SOON_COUNT}`, controller.signal).then((reply) => {
      if (controller.signal.aborted) return;
      setLoad('data' in reply ? { state: 'ready', list: reply.data } : { state: 'failed' });
    });
    return () => controller.abort();
  }, []);

  const list = load.state === 'ready' ? load.list : null;
  const teaser = list?.masked ?? true;
  const ids = useMemo(() => (list && !list.masked ? list.items.map((item) => String(item.id)) : []), [list]);
  useEffect(() => {
    const stops = ids.map((id) => followAuction(id));
    return () => stops.forEach((stop) => stop());
  }, [ids]);

  if (load.state === 'failed') return <p className="closing-soon__message">{t('home.closing.failed')}</p>;
  if (!list) {
    return (
      <ul className="auction-grid" aria-busy="true" aria-label={t('home.closing.loading')}>
        {Array.from({ length: CLOSING_SOON_COUNT }, (_, i) => (
          <li key={i} className="auction-card auction-card--skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (list.items.length === 0) return <p className="closing-soon__message">{t('home.closing.empty')}</p>;

  const locked = teaser && !list.unlocked;
  const next = encodeURIComponent(localizePath(lang, '/'));
  return (
    <div className={`auctions__results${locked ? ' auctions__results--locked' : ''}`} data-testid="closing-soon">
      <ul className="auction-grid" inert={locked || undefined}>
        {list.items.map((card) => (
          <li key={card.id}>
            <AuctionCard card={card} lang={lang} eligibility={list.eligibility} masked={teaser} locked={locked} headingLevel={3} feePct={list.buyer_fee_pct} />
          </li>
        ))}
      </ul>
      {locked && (
        <div className="auctions__overlay">
          <div className="auctions__overlay-box">
            <p>{t('home.closing.overlay')}</p>
            <div className="closing-soon__actions">
              <a className="button button--primary" href={`${localizePath(lang, '/signin')}?next=${next}`}>
                {t('auth.signIn')}
              </a>
              <a className="button button--secondary" href={`${localizePath(lang, '/signup')}?next=${next}`}>
                {t('auth.register')}
              </a>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
