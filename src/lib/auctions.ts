/**
 * Pure helpers of the auction pages, shared by the server-rendered pages and the islands:
 * filters ⇄ URL query, countdown text, price formatting.
 */
import { DEFAULT_SORT, EARLIEST_YEAR, FILTER_KEYS, type FilterKey, INTEGER_FILTER_KEYS, parseAttachments, SORTS, type Sort } from '@core/domain/list-params';

import { formatMoney } from '@core/domain/money';
import { INTL_LOCALES, type Locale } from '../i18n/config';

export { SORTS };
/**
 * The list's state in the URL: the filters, the sort, the page ('' for the first) and `exact`
 * ('1': search the words as typed, without the spelling correction).
 */
export type Filters = Record<FilterKey, string> & { sort: Sort; page: string; exact: string };

export const emptyFilters = (): Filters => ({
  q: '',
  category: '',
  brand: '',
  yMin: '',
  yMax: '',
  hMin: '',
  hMax: '',
  wMin: '',
  wMax: '',
  att: '',
  country: '',
  sort: DEFAULT_SORT,
  page: '',
  exact: '',
});

/** A page number from the URL: a whole number from 2 ('' for the first page or anything else). */
export const toPageString = (value: string | null | undefined): string => {
  const raw = (value ?? '').trim();
  if (!/^\d{1,5}$/.test(raw)) return '';
  const n = Number(raw);
  return n >= 2 && n <= 10_000 ? String(n) : '';
};

const INT_KEYS = new Set<FilterKey>(INTEGER_FILTER_KEYS);

/** Numbers are integers: "12.7" → "12", anything else non-numeric → empty. */
export const toIntString = (value: string): string => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 0 ? String(n) : '';
};

export function filtersFromSearch(search: URLSearchParams | string): Filters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters = emptyFilters();
  for (const key of FILTER_KEYS) {
    const raw = params.get(key)?.trim() ?? '';
    filters[key] = INT_KEYS.has(key) ? (raw ? toIntString(raw) : '') : key === 'att' ? parseAttachments(raw).join(',') : raw;
  }
  const sort = params.get('sort');
  if (sort && (SORTS as readonly string[]).includes(sort)) filters.sort = sort as Sort;
  filters.page = toPageString(params.get('page'));
  filters.exact = params.get('exact') === '1' && filters.q.trim() ? '1' : '';
  return filters;
}

/** The URL query for filters, in the spec's order; sort omitted when it is the default. */
export function filtersToSearch(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.exact === '1' && filters.q.trim()) params.set('exact', '1');
  if (filters.page && filters.page !== '1') params.set('page', filters.page);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const hasActiveFilters = (filters: Filters) => FILTER_KEYS.some((key) => filters[key].trim() !== '');
/** How many filters besides the search text are set (the phone's "Filters" button shows it). */
export const activeFilterCount = (filters: Filters) => FILTER_KEYS.filter((key) => key !== 'q' && filters[key].trim() !== '').length;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Countdown text: "2d 03:04:05" when a day or more remains, else "03:04:05"; null at zero
 * (the caller shows "Ended" / "Auction ended").
 */
export function formatCountdown(remainingMs: number, dayLabel = 'd'): string | null {
  if (!(remainingMs > 0)) return null;
  const total = Math.floor(remainingMs / 1000);
  const days = Math.floor(total / 86_400);
  const hms = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days >= 1 ? `${days}${dayLabel} ${hms}` : hms;
}

/**
 * Euros, de-DE for German and en-GB otherwise (core/domain/money.ts, the one money formatter):
 * `decimals` 2 always shows cents (cards), 0 shows them only when there are any, then both digits.
 */
export function formatPrice(amount: number, lang: Locale, decimals: 0 | 2 = 2): string {
  return formatMoney(amount, lang, { cents: decimals === 2 ? 'always' : 'auto' });
}

export const yearOptions = (now = new Date()): number[] => {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= EARLIEST_YEAR; y--) years.push(y);
  return years;
};

/** A percentage as the page's language writes the number ("2", "3,5"); the text around it adds the sign. */
export const formatPctNumber = (value: number, lang: Locale): string => new Intl.NumberFormat(INTL_LOCALES[lang], { maximumFractionDigits: 2 }).format(value);
