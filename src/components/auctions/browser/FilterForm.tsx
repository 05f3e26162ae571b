import { type Dispatch, type SetStateAction, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Suggestion } from '@core/domain/search';
import type { Lang } from '../../../i18n/config';
import { emptyFilters, type Filters, hasActiveFilters, toIntString, yearOptions } from '../../../lib/auctions';
import { BrandPicker } from './BrandPicker';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';

export type Option = { value: string; label: string };

interface Props {
  lang: Lang;
  filters: Filters;
  setFilters: Dispatch<SetStateAction<Filters>>;
  /** The teaser: fields disabled, with the sign-in tooltip. */
  locked: boolean;
  categories: Option[];
  brands: string[];
}

/** Search, category, brand, country, year and hours ranges, sort, and "Clear filters". */
export function FilterForm({ lang, filters, setFilters, locked, categories, brands }: Props) {
  const { t } = useTranslation();
  const set = useCallback((key: keyof Filters, value: string) => setFilters((prev) => ({ ...prev, [key]: value }) as Filters), [setFilters]);
  const years = useMemo(() => yearOptions(), []);
  // A make or a category suggestion becomes that filter; a model or keyword is the search text.
  const pick = (s: Suggestion) => {
    if (s.type === 'make') setFilters((prev) => ({ ...prev, brand: s.value, q: '' }));
    else if (s.type === 'category') setFilters((prev) => ({ ...prev, category: s.value, q: '' }));
    else set('q', s.value);
  };

  return (
    <form className="filters" role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()} title={locked ? t('filters.loginTooltip') : undefined}>
      <fieldset disabled={locked} className="filters__fields">
        <legend className="visually-hidden">{t('filters.label')}</legend>
        <SearchBox lang={lang} value={filters.q} onChange={(v) => set('q', v)} onPick={pick} />
        <label className="filters__field">
          <span>{t('filters.category')}</span>
          <select name="category" value={filters.category} onChange={(e) => set('category', e.target.value)}>
            <option value="">{t('filters.allCategories')}</option>
            {categories.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
          </select>
        </label>
        <BrandPicker brands={brands} value={filters.brand} onChange={(v) => set('brand', v)} />
        <label className="filters__field">
          <span>{t('filters.country')}</span>
          <input name="country" type="text" value={filters.country} onChange={(e) => set('country', e.target.value)} autoComplete="off" />
        </label>
        <label className="filters__field filters__field--small">
          <span>{t('filters.yearMin')}</span>
          <select name="yMin" value={filters.yMin} onChange={(e) => set('yMin', e.target.value)}>
            <option value="">{t('filters.any')}</option>
            {years.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </label>
        <label className="filters__field filters__field--small">
          <span>{t('filters.yearMax')}</span>
          <select name="yMax" value={filters.yMax} onChange={(e) => set('yMax', e.target.value)}>
            <option value="">{t('filters.any')}</option>
            {years.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </label>
        <label className="filters__field filters__field--small">
          <span>{t('filters.hoursMin')}</span>
          <input name="hMin" type="number" inputMode="numeric" min={0} step={1} value={filters.hMin} onChange={(e) => set('hMin', toIntString(e.target.value))} />
        </label>
        <label className="filters__field filters__field--small">
          <span>{t('filters.hoursMax')}</span>
          <input name="hMax" type="number" inputMode="numeric" min={0} step={1} value={filters.hMax} onChange={(e) => set('hMax', toIntString(e.target.value))} />
        </label>
        <SortSelect value={filters.sort} onChange={(v) => set('sort', v)} />
        {hasActiveFilters(filters) && (
          <button type="button" className="button button--secondary filters__clear" onClick={() => setFilters({ ...emptyFilters(), sort: filters.sort })}>
            {t('filters.clear')}
          </button>
        )}
      </fieldset>
    </form>
  );
}
