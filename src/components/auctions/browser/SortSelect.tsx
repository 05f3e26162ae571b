import { useTranslation } from 'react-i18next';

import { type Filters, SORTS } from '../../../lib/auctions';

/** The list's order (core/domain/list-params.ts). */
export function SortSelect({ value, onChange }: { value: Filters['sort']; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className="filters__field">
      <span>{t('filters.sort')}</span>
      <select name="sort" value={value} onChange={(e) => onChange(e.target.value)}>
        {SORTS.map((s) => <option key={s} value={s}>{t(`filters.sort_${s}`)}</option>)}
      </select>
    </label>
  );
}
