import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Locale } from '../../../i18n/config';
import { localizePath } from '../../../i18n/routing';
import { type Filters, filtersFromSearch, filtersToSearch } from '../../../lib/auctions';
import { keepQueryOnLanguageLinks } from '../../../lib/language-links';
import { loadListPage } from '../../../stores/search';

/**
 * The list's filters, kept in the URL (replace, never push) and read back on back/forward; every
 * change asks the server for the list page with those filters (stores/search.ts swaps its results
 * in) and updates the language links (they keep the filters). The server-rendered first page is
 * not asked again.
 */
export function useFilters(lang: Locale, initialSearch: string): [Filters, Dispatch<SetStateAction<Filters>>] {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(() => filtersFromSearch(initialSearch));
  const shown = useRef(initialSearch);

  useEffect(() => {
    const search = filtersToSearch(filters);
    if (window.location.search !== search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
    keepQueryOnLanguageLinks(search);
    if (search === shown.current) return;
    shown.current = search;
    loadListPage(`${localizePath(lang, '/auctions')}${search}`, t('auctions.loading'), t('auctions.loadFailed'));
  }, [filters, lang, t]);

  // URL → filters (back/forward within the page, or a hand-edited URL).
  useEffect(() => {
    const onPop = () => setFilters(filtersFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  return [filters, setFilters];
}
