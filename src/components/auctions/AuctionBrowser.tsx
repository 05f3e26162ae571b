import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { AuctionList } from '@core/contract';
import type { Lang } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import { localizePath } from '../../i18n/routing';
import type { IslandMessages } from '../../i18n/translations';
import type { Suggestion } from '@core/domain/search';
import { emptyFilters, type Filters, filtersFromSearch, filtersToSearch, hasActiveFilters, SORTS, toIntString, yearOptions } from '../../lib/auctions';
import { followAuction } from '../../stores/live-auctions';
import { PageToaster } from '../feedback/PageToaster';
import { AuctionCard } from './AuctionCard';
import { useHydrated } from './use-hydrated';

type Option = { value: string; label: string };

interface Props {
  lang: Lang;
  messages: IslandMessages;
  initial: AuctionList | null;
  initialSearch: string;
  categories: Option[];
  brands: string[];
}

export default function AuctionBrowser(props: Props) {
  return (
    <IslandRoot lang={props.lang} messages={props.messages}>
      <Browser {...props} />
      <PageToaster />
    </IslandRoot>
  );
}

const GROUPS: Suggestion['type'][] = ['make', 'model', 'category', 'keyword'];

function Browser({ lang, initial, initialSearch, categories, brands }: Props) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(() => filtersFromSearch(initialSearch));
  const [data, setData] = useState<AuctionList | null>(initial);
  const [loading, setLoading] = useState(initial === null);
  const teaser = data?.masked ?? true;
  const eligibility = data?.eligibility ?? 'signed_out';
  // Visitors see the blurred teaser; a verified lead or a signed-in account sees the results (prices stay masked for them).
  const locked = teaser && !data?.unlocked;
  const first = useRef(true);
  const signIn = `${localizePath(lang, '/signin')}?next=${encodeURIComponent(localizePath(lang, '/auctions') + filtersToSearch(filters))}`;

  // Filters → URL (replace, never push) and → results.
  useEffect(() => {
    const search = filtersToSearch(filters);
    if (window.location.search !== search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
    if (first.current && initial) {
      first.current = false;
      return;
    }
    first.current = false;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      fetch(`/svc/auctions${search || '?'}${search ? '&' : ''}limit=60`, { credentials: 'same-origin', signal: controller.signal })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((body: { data: AuctionList }) => setData(body.data))
        .catch((err) => {
          if (controller.signal.aborted) return;
          console.error('auctions', err);
          setData((prev) => (prev ? { ...prev, items: [], total: 0 } : prev));
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, 150);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [filters, initial]);

  // URL → filters (back/forward within the page, or a hand-edited URL).
  useEffect(() => {
    const onPop = () => setFilters(filtersFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Live prices for the cards on screen.
  const ids = useMemo(() => (teaser ? [] : (data?.items ?? []).map((item) => String(item.id))), [data, teaser]);
  useEffect(() => {
    const stops = ids.map((id) => followAuction(id));
    return () => stops.forEach((stop) => stop());
  }, [ids]);

  const set = useCallback((key: keyof Filters, value: string) => setFilters((prev) => ({ ...prev, [key]: value }) as Filters), []);
  const years = useMemo(() => yearOptions(), []);
  const hydrated = useHydrated();

  return (
    <div className="auctions" data-hydrated={hydrated || undefined}>
      {teaser && (
        <div className="auctions__teaser-banner" role="status">
          {eligibility === 'email_unconfirmed' ? (
            <>
              <p>{t('auctions.confirmEmailBanner')}</p>
              <a className="button button--primary" href={localizePath(lang, '/verify-pending')}>{t('auctions.confirmEmail')}</a>
            </>
          ) : (
            <>
              <p>{t('auctions.teaserBanner')}</p>
              <a className="button button--primary" href={signIn}>{t('auctions.signIn')}</a>
            </>
          )}
        </div>
      )}
      <form className="filters" role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()} title={locked ? t('filters.loginTooltip') : undefined}>
        <fieldset disabled={locked} className="filters__fields">
          <legend className="visually-hidden">{t('filters.label')}</legend>
          <SearchBox lang={lang} value={filters.q} onChange={(v) => set('q', v)} onPick={(s) => {
            if (s.type === 'make') setFilters((prev) => ({ ...prev, brand: s.value, q: '' }));
            else if (s.type === 'category') setFilters((prev) => ({ ...prev, category: s.value, q: '' }));
            else set('q', s.value);
          }} />
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
          <label className="filters__field">
            <span>{t('filters.sort')}</span>
            <select name="sort" value={filters.sort} onChange={(e) => set('sort', e.target.value)}>
              {SORTS.map((s) => <option key={s} value={s}>{t(`filters.sort_${s}`)}</option>)}
            </select>
          </label>
          {hasActiveFilters(filters) && (
            <button type="button" className="button button--secondary filters__clear" onClick={() => setFilters({ ...emptyFilters(), sort: filters.sort })}>
              {t('filters.clear')}
            </button>
          )}
        </fieldset>
      </form>

      <p className="auctions__count" aria-live="polite">
        {loading ? t('auctions.loading') : !locked && data ? t('auctions.count', { count: data.total }) : ''}
      </p>

      <div className={`auctions__results${locked ? ' auctions__results--locked' : ''}`}>
        {loading && !data ? (
          <ul className="auction-grid" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => <li key={i} className="auction-card auction-card--skeleton" aria-hidden="true" />)}
          </ul>
        ) : data && data.items.length > 0 ? (
          <ul className={`auction-grid${loading ? ' auction-grid--loading' : ''}`} aria-busy={loading}>
            {data.items.map((card) => (
              <li key={card.id}>
                <AuctionCard card={card} lang={lang} eligibility={data.eligibility} masked={teaser} locked={locked} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="auctions__empty" data-testid="auctions-empty">
            {filters.q.trim() ? t('auctions.emptyQuery', { query: filters.q.trim() }) : t('auctions.empty')}
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
    </div>
  );
}

function SearchBox({ lang, value, onChange, onPick }: { lang: Lang; value: string; onChange: (v: string) => void; onPick: (s: Suggestion) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [text, setText] = useState(value);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setText(value), [value]);

  // Debounced 120 ms; only for non-empty text.
  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch('/svc/functions/search-suggest', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q, locale: lang }),
        signal: controller.signal,
      })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((body) => {
          setSuggestions(body.data.suggestions);
          setActive(-1);
        })
        .catch((err) => {
          if (!controller.signal.aborted) {
            console.error('search-suggest', err);
            setSuggestions([]);
          }
        });
    }, 120);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [text, lang]);

  const ordered = GROUPS.flatMap((type) => suggestions.filter((s) => s.type === type));
  const visible = open && ordered.length > 0 && text.trim() !== '';
  const pick = (s: Suggestion) => {
    setOpen(false);
    setText(s.type === 'make' || s.type === 'category' ? '' : s.value);
    onPick(s);
  };
  const commitText = (v: string) => onChange(v);

  return (
    <div className="filters__field filters__search">
      <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={visible}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={visible && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        placeholder={t('filters.searchPlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          commitText(e.target.value);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), 200);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && ordered.length) {
            e.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % ordered.length);
          } else if (e.key === 'ArrowUp' && ordered.length) {
            e.preventDefault();
            setOpen(true);
            setActive((i) => (i <= 0 ? ordered.length - 1 : i - 1));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            const s = visible && active >= 0 ? ordered[active] : undefined;
            if (s) pick(s);
            else setOpen(false);
          } else if (e.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={t('filters.suggestions')} className="suggestions" hidden={!visible}>
        {GROUPS.map((type) => {
          const items = ordered.filter((s) => s.type === type);
          if (!items.length) return null;
          return (
            <li key={type} role="presentation">
              <span className="suggestions__group" aria-hidden="true">{t(`filters.group_${type}`)}</span>
              <ul role="group" aria-label={t(`filters.group_${type}`)}>
                {items.map((s) => {
                  const index = ordered.indexOf(s);
                  return (
                    <li
                      key={`${s.type}:${s.value}`}
                      id={`${id}-opt-${index}`}
                      role="option"
                      aria-selected={index === active}
                      className={index === active ? 'suggestions__item suggestions__item--active' : 'suggestions__item'}
                      onMouseDown={(e) => {
                        e.preventDefault();
                        clearTimeout(blurTimer.current);
                        pick(s);
                      }}
                    >
                      {s.label}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Combobox over the fixed brand list: type to narrow, arrows to move, Enter to pick, Escape to close. */
function BrandPicker({ brands, value, onChange }: { brands: string[]; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => setText(value), [value]);
  const matches = brands.filter((b) => b.toLowerCase().includes(text.trim().toLowerCase()));
  const optionId = (index: number) => `${id}-brand-${index}`;
  const pick = (brand: string) => {
    setText(brand);
    setOpen(false);
    setActive(-1);
    onChange(brand);
  };
  return (
    <div className="filters__field filters__brand">
      <label htmlFor={`${id}-brand`}>{t('filters.brand')}</label>
      <input
        id={`${id}-brand`}
        name="brand"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-brands`}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 && active < matches.length ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={t('filters.allBrands')}
        value={text}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 200)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (e.target.value === '') onChange('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
            if (matches.length === 0) return;
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current < 0 && step < 0 ? matches.length - 1 : (current + step + matches.length) % matches.length));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            const chosen = (open && active >= 0 ? matches[active] : undefined) ?? matches[0];
            if (chosen) pick(chosen);
            else setOpen(false);
          } else if (e.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <ul id={`${id}-brands`} role="listbox" aria-label={t('filters.brand')} className="suggestions" hidden={!open}>
        {matches.length === 0 ? (
          <li className="suggestions__empty" role="option" aria-selected={false} aria-disabled="true">{t('filters.noBrand')}</li>
        ) : (
          matches.map((b, index) => (
            <li
              key={b}
              id={optionId(index)}
              role="option"
              aria-selected={index === active || (active < 0 && b === value)}
              className={`suggestions__item${index === active ? ' suggestions__item--active' : ''}`}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(b);
              }}
            >
              {b}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

function LeadCapture({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="lead-capture"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          const response = await fetch('/svc/functions/lead-capture', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, locale: lang }),
          });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          toast.success(t('lead.success'));
          setEmail('');
        } catch {
          toast.error(t('lead.failure'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={`${id}-email`}>{t('lead.label')}</label>
      <div className="lead-capture__row">
        <input id={`${id}-email`} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
        <button type="submit" className="button button--secondary" disabled={busy}>{t('lead.submit')}</button>
      </div>
    </form>
  );
}
