import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';

import type { AuctionList } from '@core/contract';
import { type Filters, filtersFromSearch, filtersToSearch } from '../../../lib/auctions';
import { keepQueryOnLanguageLinks } from '../../../lib/language-links';
import { queryAuctions, startAuctionList } from '../../../stores/search';

/**
 * The list's filters, kept in the URL (replace, never push) and read back on back/forward; every
 * change asks stores/search.ts for the results and updates the language links (they keep the
 * filters). The server-rendered first page is not asked again.
 */
export function useFilters(initialSearch: string, initial: AuctionList | null): [Filters, Dispatch<SetStateAction<Filters>>] {
  const [filters, setFilters] = useState<Filters>(() => filtersFromSearch(initialSearch));
  const first = useRef(true);

  useEffect(() => {
    const search = filtersToSearch(filters);
    if (window.location.search !== search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
    keepQueryOnLanguageLinks(search);
    if (first.current) startAuctionList(initial);
    if (first.current && initial) {
      first.current = false;
      return;
    }
    first.current = false;
    queryAuctions(search);
  }, [filters, initial]);

  // URL → filters (back/forward within the page, or a hand-edited URL).
  useEffect(() => {
    const onPop = () => setFilters(filtersFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  return [filters, setFilters];
}
