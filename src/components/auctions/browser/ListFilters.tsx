import { useStore } from '@nanostores/react';
import { useEffect } from 'react';

import type { ListFacets } from '@core/domain/list-params';
import type { Locale } from '../../../i18n/config';
import { IslandRoot } from '../../../i18n/react';
import type { IslandMessages } from '../../../i18n/translations';
import { type Filters, filtersFromSearch } from '../../../lib/auctions';
import { $listFacets } from '../../../stores/search';
import { PageToaster } from '../../feedback/PageToaster';
import { FilterForm, type Option } from './FilterForm';
import { useFilters } from './use-filters';

interface Props {
  lang: Locale;
  messages: IslandMessages;
  initialSearch: string;
  /** Prices masked for this viewer: only the order that ranks nothing hidden is offered. */
  masked: boolean;
  /** The visitor's teaser: the form is shown disabled. */
  locked: boolean;
  /** The facet counts of the server-rendered first page. */
  facets?: ListFacets;
  categories: Option[];
  brands: string[];
  countries: Option[];
}

/** Links in the server-rendered results that change the filters (page numbers, "did you mean"). */
const LIST_LINKS = '.auctions__pages a[href], .auctions__pages-range a[href], .auctions__spelling a[href]';

/**
 * The auction list's one interactive island besides the cards': the filter form, with the filters in
 * the URL. The grid, counts, pages and "did you mean" are rendered on the server
 * (AuctionsPage.astro); a change of filters swaps them for the server's new ones, and the page's
 * own page and spelling links do the same without a reload. Also holds the page's toaster.
 */
export default function ListFilters(props: Props) {
  return (
    <IslandRoot lang={props.lang} messages={props.messages}>
      <Filters {...props} />
      <PageToaster />
    </IslandRoot>
  );
}

function Filters({ lang, initialSearch, masked, locked, facets: initialFacets, categories, brands, countries }: Props) {
  const [filters, setFilters] = useFilters(lang, initialSearch);
  const facets = useStore($listFacets) ?? initialFacets;

  useEffect(() => {
    const root = document.querySelector<HTMLElement>('.auctions');
    if (!root) return;
    // Tests (and styles) tell the server HTML from the live page by this mark.
    root.dataset.hydrated = 'true';
    // A page or spelling link: the new filters, then the top of the list.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(LIST_LINKS);
      if (!link || link.origin !== window.location.origin || link.pathname !== window.location.pathname) return;
      event.preventDefault();
      const next: Filters = filtersFromSearch(link.search);
      setFilters(next);
      document.querySelector('.auctions-page h1')?.scrollIntoView({ block: 'start' });
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [setFilters]);

  return <FilterForm lang={lang} filters={filters} setFilters={setFilters} locked={locked} masked={masked} categories={categories} brands={brands} countries={countries} facets={facets} />;
}
