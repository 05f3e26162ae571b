import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';

import type { AuctionList } from '@core/contract';
import type { Locale } from '../../../i18n/config';
import { IslandRoot } from '../../../i18n/react';
import { localizePath } from '../../../i18n/routing';
import type { IslandMessages } from '../../../i18n/translations';
import { filtersToSearch } from '../../../lib/auctions';
import { followAuction } from '../../../stores/live-auctions';
import { trackStandings } from '../../../stores/standing';
import { $auctionList } from '../../../stores/search';
import { PageToaster } from '../../feedback/PageToaster';
import { useHydrated } from '../use-hydrated';
import { FilterForm, type Option } from './FilterForm';
import { Pagination, SpellingLine } from './ListNav';
import { ResultCount, Results } from './Results';
import { SaveSearch } from './SaveSearch';
import { TeaserBanner } from './TeaserBanner';
import { useFilters } from './use-filters';

interface Props {
  lang: Locale;
  messages: IslandMessages;
  initial: AuctionList | null;
  initialSearch: string;
  categories: Option[];
  brands: string[];
  countries: Option[];
}

/** The auction list island: filters in the URL, results from stores/search.ts, live prices per card. */
export default function AuctionBrowser(props: Props) {
  return (
    <IslandRoot lang={props.lang} messages={props.messages}>
      <Browser {...props} />
      <PageToaster />
    </IslandRoot>
  );
}

function Browser({ lang, initial, initialSearch, categories, brands, countries }: Props) {
  const [filters, setFilters] = useFilters(initialSearch, initial);
  const list = useStore($auctionList);
  // Until the store has the first page (server render, hydration), the page's own data.
  const { data, loading } = list.started ? list : { data: initial, loading: initial === null };
  const teaser = data?.masked ?? true;
  const eligibility = data?.eligibility ?? 'signed_out';
  // Visitors see the blurred teaser; a verified lead or a signed-in account sees the results (prices stay masked for them).
  const locked = teaser && !data?.unlocked;
  const signIn = `${localizePath(lang, '/signin')}?next=${encodeURIComponent(localizePath(lang, '/auctions') + filtersToSearch(filters))}`;

  // Live prices for the cards on screen.
  const ids = useMemo(() => (teaser ? [] : (data?.items ?? []).map((item) => String(item.id))), [data, teaser]);
  useEffect(() => {
    const stops = ids.map((id) => followAuction(id));
    return () => stops.forEach((stop) => stop());
  }, [ids]);

  // The viewer's own standing on these cards, asked again when one of them gets a bid.
  useEffect(() => (teaser ? undefined : trackStandings((data?.items ?? []).map((item) => ({ id: item.id, standing: item.my_standing })))), [data, teaser]);

  const hydrated = useHydrated();
  // A page link or a spelling link: the new state, then the top of the list.
  const go = (next: typeof filters) => {
    setFilters(next);
    document.querySelector('.auctions-page h1')?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="auctions" data-hydrated={hydrated || undefined}>
      {teaser && <TeaserBanner lang={lang} eligibility={eligibility} signIn={signIn} />}
      <FilterForm lang={lang} filters={filters} setFilters={setFilters} locked={locked} masked={teaser} categories={categories} brands={brands} countries={countries} facets={data?.facets} />
      {!locked && <SpellingLine lang={lang} filters={filters} spelling={data?.spelling} go={go} />}
      <div className="auctions__bar">
        <ResultCount loading={loading} total={!locked && data ? data.total : null} />
        {data && (
          <SaveSearch
            lang={lang}
            // The results shown are for the corrected words: those are what the search keeps.
            filters={data.spelling?.applied ? { ...filters, q: data.spelling.corrected } : filters}
            eligibility={eligibility}
            signIn={signIn}
          />
        )}
      </div>
      <Results lang={lang} data={data} loading={loading} teaser={teaser} locked={locked} query={filters.q} signIn={signIn} />
      {!locked && data && <Pagination lang={lang} filters={filters} total={data.total} page={data.page} limit={data.limit} go={go} />}
    </div>
  );
}
