import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { sortsFor, TEASER_SORT } from '@core/domain/price-visibility';
import type { Filters } from '../../../lib/auctions';

/**
 * The list's order (core/domain/list-params.ts). Without prices (`masked`) the server lists newly
 * listed first whatever is asked (price and closing orders would rank what the teaser hides), so
 * that is the only order offered, with a hint; the URL keeps the order asked for, for after sign-in.
 */
export function SortSelect({ value, onChange, masked = false }: { value: Filters['sort']; onChange: (value: string) => void; masked?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="filters__field">
      <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
      <select id={`${id}-sort`} name="sort" value={masked ? TEASER_SORT : value} onChange={(e) => onChange(e.target.value)} aria-describedby={masked ? `${id}-hint` : undefined}>
        {sortsFor(!masked).map((s) => <option key={s} value={s}>{t(`filters.sort_${s}`)}</option>)}
      </select>
      {masked && <small id={`${id}-hint`} data-testid="sort-teaser-hint">{t('filters.sortTeaser')}</small>}
    </div>
  );
}
