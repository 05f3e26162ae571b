import { useTranslation } from 'react-i18next';

import type { AuctionList } from '@core/contract';
import type { Locale } from '../../../i18n/config';
import { IslandRoot } from '../../../i18n/react';
import type { IslandMessages } from '../../../i18n/translations';
import type { Filters } from '../../../lib/auctions';
import { LeadCapture } from './LeadCapture';
import { Pagination, SpellingLine } from './ListNav';
import { TeaserBanner } from './TeaserBanner';

/**
 * The list page's static parts, rendered on the server only (no client directive in
 * AuctionsPage.astro, so no script): the teaser banner, "did you mean", the count, the empty text,
 * the sign-in overlay and the page links. Their links are real; the filter island
 * (ListFilters.tsx) follows the page and spelling links without a reload.
 */
type Base = { lang: Locale; messages: IslandMessages };

/** "N auctions", announced politely; nothing on a locked teaser. */
export function ResultCount({ total }: { total: number | null }) {
  const { t } = useTranslation();
  return (
    <p className="auctions__count" aria-live="polite">
      {total !== null ? t('auctions.count', { count: total }) : ''}
    </p>
  );
}

export function StaticTeaser({ lang, messages, eligibility, signIn }: Base & { eligibility: AuctionList['eligibility']; signIn: string }) {
  return (
    <IslandRoot lang={lang} messages={messages}>
      <TeaserBanner lang={lang} eligibility={eligibility} signIn={signIn} />
    </IslandRoot>
  );
}

export function StaticSpelling({ lang, messages, filters, spelling }: Base & { filters: Filters; spelling: AuctionList['spelling'] }) {
  return (
    <IslandRoot lang={lang} messages={messages}>
      <SpellingLine lang={lang} filters={filters} spelling={spelling} />
    </IslandRoot>
  );
}

export function StaticCount({ lang, messages, total }: Base & { total: number | null }) {
  return (
    <IslandRoot lang={lang} messages={messages}>
      <ResultCount total={total} />
    </IslandRoot>
  );
}

/** The empty result: names the query when there is one. */
export function StaticEmpty({ lang, messages, query }: Base & { query: string }) {
  return (
    <IslandRoot lang={lang} messages={messages}>
      <Empty query={query} />
    </IslandRoot>
  );
}

function Empty({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <p className="auctions__empty" data-testid="auctions-empty">
      {query.trim() ? t('auctions.emptyQuery', { query: query.trim() }) : t('auctions.empty')}
    </p>
  );
}

/** Over the blurred teaser grid: sign in, or start with an email address. */
export function StaticOverlay({ lang, messages, signIn }: Base & { signIn: string }) {
  return (
    <IslandRoot lang={lang} messages={messages}>
      <Overlay lang={lang} signIn={signIn} />
    </IslandRoot>
  );
}

function Overlay({ lang, signIn }: { lang: Locale; signIn: string }) {
  const { t } = useTranslation();
  return (
    <div className="auctions__overlay">
      <div className="auctions__overlay-box">
        <p>{t('auctions.overlay')}</p>
        <a className="button button--primary" href={signIn}>{t('auctions.signIn')}</a>
        <LeadCapture lang={lang} />
      </div>
    </div>
  );
}

export function StaticPagination({ lang, messages, filters, total, page, limit }: Base & { filters: Filters; total: number; page: number; limit: number }) {
  return (
    <IslandRoot lang={lang} messages={messages}>
      <Pagination lang={lang} filters={filters} total={total} page={page} limit={limit} />
    </IslandRoot>
  );
}
