import { useTranslation } from 'react-i18next';

import type { SpellingHint } from '@core/contract';
import type { Locale } from '../../../i18n/config';
import { localizePath } from '../../../i18n/routing';
import { type Filters, filtersToSearch } from '../../../lib/auctions';

/**
 * The list's link for other filters (a real href: it works without script and for crawlers; the
 * filter island follows it without a reload).
 */
const hrefFor = (lang: Locale, filters: Filters) => `${localizePath(lang, '/auctions')}${filtersToSearch(filters)}`;

/** Page numbers to link: the first, the last and two either side of the current, with gaps as null. */
export const pageWindow = (current: number, last: number): (number | null)[] => {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
};

interface SpellingProps {
  lang: Locale;
  filters: Filters;
  spelling: SpellingHint | null | undefined;
}

/** "Showing results for Caterpillar — Search instead for catepillar" or "Did you mean Caterpillar?", as links. */
export function SpellingLine({ lang, filters, spelling }: SpellingProps) {
  const { t } = useTranslation();
  if (!spelling) return null;
  const corrected: Filters = { ...filters, q: spelling.corrected, exact: '', page: '' };
  const original: Filters = { ...filters, q: spelling.original, exact: '1', page: '' };
  return (
    <p className="auctions__spelling" data-testid="spelling">
      {spelling.applied ? (
        <>
          {t('auctions.spelling.applied')}{' '}
          <a href={hrefFor(lang, corrected)}>
            <strong>{spelling.corrected}</strong>
          </a>
          {' — '}
          {t('auctions.spelling.instead')}{' '}
          <a href={hrefFor(lang, original)}>
            {spelling.original}
          </a>
        </>
      ) : (
        <>
          {t('auctions.spelling.didYouMean')}{' '}
          <a href={hrefFor(lang, corrected)}>
            <strong>{spelling.corrected}</strong>
          </a>
          ?
        </>
      )}
    </p>
  );
}

interface PagesProps {
  lang: Locale;
  filters: Filters;
  total: number;
  page: number;
  limit: number;
}

/** "Showing 25–48 of 58" and the page links (previous, numbers, next), each a real link to its URL. */
export function Pagination({ lang, filters, total, page, limit }: PagesProps) {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(total / limit));
  if (total === 0) return null;
  const to = (p: number): Filters => ({ ...filters, page: p > 1 ? String(p) : '' });
  if (page > last) {
    return (
      <p className="auctions__pages-range" data-testid="pages-range">
        {t('auctions.pages.pastEnd')}{' '}
        <a href={hrefFor(lang, to(1))}>
          {t('auctions.pages.first')}
        </a>
      </p>
    );
  }
  const from = (page - 1) * limit + 1;
  const upTo = Math.min(total, page * limit);
  return (
    <nav className="auctions__pages" aria-label={t('auctions.pages.label')} data-testid="pagination">
      <p className="auctions__pages-range" data-testid="pages-range">
        {t('auctions.pages.range', { from, to: upTo, total })}
      </p>
      {last > 1 && (
        <ul className="auctions__pages-list">
          <li>
            {page > 1 ? (
              <a href={hrefFor(lang, to(page - 1))} rel="prev" className="auctions__page-link">
                {t('auctions.pages.previous')}
              </a>
            ) : (
              <span className="auctions__page-link auctions__page-link--off" aria-hidden="true">{t('auctions.pages.previous')}</span>
            )}
          </li>
          {pageWindow(page, last).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="auctions__page-gap">…</li>
            ) : (
              <li key={p}>
                <a
                  href={hrefFor(lang, to(p))}
                 
                  className={`auctions__page-link${p === page ? ' auctions__page-link--current' : ''}`}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t('auctions.pages.page', { page: String(p) })}
                >
                  {p}
                </a>
              </li>
            ),
          )}
          <li>
            {page < last ? (
              <a href={hrefFor(lang, to(page + 1))} rel="next" className="auctions__page-link">
                {t('auctions.pages.next')}
              </a>
            ) : (
              <span className="auctions__page-link auctions__page-link--off" aria-hidden="true">{t('auctions.pages.next')}</span>
            )}
          </li>
        </ul>
      )}
    </nav>
  );
}
