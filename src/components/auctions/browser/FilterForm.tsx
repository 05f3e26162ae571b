import { type Dispatch, type KeyboardEvent, type SetStateAction, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Suggestion } from '@core/domain/search';
import type { ListFacets } from '@core/domain/list-params';
import type { Locale } from '../../../i18n/config';
import { activeFilterCount, emptyFilters, type Filters, hasActiveFilters, toIntString, yearOptions } from '../../../lib/auctions';
import { AttachmentFacet, WeightFacet } from './Facets';
import { BrandPicker } from './BrandPicker';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';

export type Option = { value: string; label: string };

interface Props {
  lang: Locale;
  filters: Filters;
  setFilters: Dispatch<SetStateAction<Filters>>;
  /** The teaser: fields disabled, with the sign-in tooltip. */
  locked: boolean;
  /** Prices masked: only the order that ranks nothing hidden is offered (SortSelect). */
  masked?: boolean;
  categories: Option[];
  brands: string[];
  /** Country codes with their names in the page's language (named on the server, so hydration matches). */
  countries: Option[];
  /** Counts per weight class and attachment for the current filters (none while the first page loads). */
  facets?: ListFacets;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Search, category, brand, country, year and hours ranges, sort, and "Clear filters". On phones
 * (styles/auctions.css) everything but the search sits behind a "Filters" button with the count of
 * active filters: a modal panel that keeps focus inside, closes with Escape and gives focus back.
 */
export function FilterForm({ lang, filters, setFilters, locked, masked = false, categories, brands, countries, facets }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(filters);
  // A code in the URL that is not in the list (an old link) still shows as chosen.
  const countryOptions = useMemo(
    () => (filters.country && !countries.some((c) => c.value === filters.country) ? [...countries, { value: filters.country, label: filters.country }] : countries),
    [countries, filters.country],
  );

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab and Shift+Tab move through the panel's own controls only, wrapping at either end.
    const items = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.offsetParent !== null && el.tabIndex >= 0);
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
    items[next]?.focus();
  };
  // Any change of a filter goes back to the first page; a new search text is corrected again.
  const set = useCallback(
    (key: keyof Filters, value: string) => setFilters((prev) => ({ ...prev, [key]: value, page: '', ...(key === 'q' ? { exact: '' } : {}) }) as Filters),
    [setFilters],
  );
  const setMany = useCallback((values: Partial<Filters>) => setFilters((prev) => ({ ...prev, ...values, page: '' })), [setFilters]);
  const years = useMemo(() => yearOptions(), []);
  // A make or a category suggestion becomes that filter; a model or keyword is the search text.
  const pick = (s: Suggestion) => {
    if (s.type === 'make') setMany({ brand: s.value, q: '', exact: '' });
    else if (s.type === 'category') setMany({ category: s.value, q: '', exact: '' });
    else set('q', s.value);
  };

  return (
    <form className="filters" role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()} title={locked ? t('filters.loginTooltip') : undefined}>
      <fieldset disabled={locked} className="filters__fields">
        <legend className="visually-hidden">{t('filters.label')}</legend>
        <SearchBox lang={lang} value={filters.q} onChange={(v) => set('q', v)} onPick={pick} />
        <button
          ref={opener}
          type="button"
          className="button button--secondary filters__open"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls="filters-panel"
          aria-label={count > 0 ? `${t('filters.open')} (${t('filters.activeCount', { count })})` : undefined}
          onClick={() => setOpen(true)}
          data-testid="filters-open"
        >
          {t('filters.open')}
          {count > 0 && (
            <span className="filters__badge" aria-hidden="true">
              {count}
            </span>
          )}
        </button>
        <div
          id="filters-panel"
          ref={panel}
          className={`filters__panel${open ? ' filters__panel--open' : ''}`}
          role={open ? 'dialog' : undefined}
          aria-modal={open || undefined}
          aria-labelledby={open ? 'filters-panel-title' : undefined}
          onKeyDown={onPanelKey}
        >
          <div className="filters__panel-head">
            <h2 id="filters-panel-title" className="filters__panel-title">{t('filters.open')}</h2>
            <button type="button" className="button button--secondary filters__close" onClick={close} aria-label={t('filters.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
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
            <select name="country" value={filters.country} onChange={(e) => set('country', e.target.value)}>
              <option value="">{t('filters.allCountries')}</option>
              {countryOptions.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
            </select>
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
          <WeightFacet lang={lang} wMin={filters.wMin} wMax={filters.wMax} counts={facets?.weight} onChange={(wMin, wMax) => setMany({ wMin, wMax })} />
          <AttachmentFacet lang={lang} value={filters.att} counts={facets?.attachments} onChange={(att) => setMany({ att })} />
          <SortSelect value={filters.sort} onChange={(v) => set('sort', v)} masked={masked} />
          {hasActiveFilters(filters) && (
            <button type="button" className="button button--secondary filters__clear" onClick={() => setFilters({ ...emptyFilters(), sort: filters.sort })}>
              {t('filters.clear')}
            </button>
          )}
          <button type="button" className="button button--primary filters__done" onClick={close}>
            {t('filters.showResults')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
