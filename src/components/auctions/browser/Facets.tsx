import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ATTACHMENT_LABELS, ATTACHMENTS, parseAttachments, WEIGHT_CLASSES, type ListFacets } from '@core/domain/list-params';
import type { Locale } from '../../../i18n/config';
import { INTL_LOCALES } from '../../../i18n/config';

const tonnes = (n: number, lang: Locale) => new Intl.NumberFormat(INTL_LOCALES[lang]).format(n);

/** "Under 6 t", "6–10 t", "40 t and more" (from min, under max). */
export const weightLabel = (min: number | undefined, max: number | undefined, lang: Locale, t: (key: string, values: Record<string, string>) => string) =>
  min === undefined && max !== undefined
    ? t('filters.weightUnder', { max: tonnes(max, lang) })
    : max === undefined && min !== undefined
      ? t('filters.weightFrom', { min: tonnes(min, lang) })
      : t('filters.weightRange', { min: tonnes(min ?? 0, lang), max: tonnes(max ?? 0, lang) });

interface WeightProps {
  lang: Locale;
  wMin: string;
  wMax: string;
  counts?: ListFacets['weight'];
  onChange: (wMin: string, wMax: string) => void;
}

/**
 * Operating weight as classes with their counts (a native select: keyboard and screen readers
 * need nothing more). A range from the URL that is no class shows as its own option.
 */
export function WeightFacet({ lang, wMin, wMax, counts, onChange }: WeightProps) {
  const { t } = useTranslation();
  const current = WEIGHT_CLASSES.find((c) => String(c.min ?? '') === wMin && String(c.max ?? '') === wMax);
  const custom = !current && (wMin !== '' || wMax !== '');
  const value = current ? current.id : custom ? 'custom' : '';
  return (
    <label className="filters__field">
      <span>{t('filters.weight')}</span>
      <select
        name="weight"
        value={value}
        data-testid="filter-weight"
        onChange={(e) => {
          const chosen = WEIGHT_CLASSES.find((c) => c.id === e.target.value);
          if (chosen) onChange(String(chosen.min ?? ''), String(chosen.max ?? ''));
          else if (e.target.value === '') onChange('', '');
        }}
      >
        <option value="">{t('filters.anyWeight')}</option>
        {WEIGHT_CLASSES.map((c) => {
          const count = counts?.find((f) => f.id === c.id)?.count;
          return (
            <option key={c.id} value={c.id}>
              {weightLabel(c.min, c.max, lang, (key, values) => t(key, values))}
              {count !== undefined ? ` (${count})` : ''}
            </option>
          );
        })}
        {custom && <option value="custom">{weightLabel(wMin ? Number(wMin) : undefined, wMax ? Number(wMax) : undefined, lang, (key, values) => t(key, values))}</option>}
      </select>
    </label>
  );
}

interface AttachmentProps {
  lang: Locale;
  /** Comma-separated, as in the URL. */
  value: string;
  counts?: ListFacets['attachments'];
  onChange: (att: string) => void;
}

/**
 * Attachments as checkboxes with their counts (a machine with any checked one matches). Options
 * no machine of the other filters has are left out, unless checked.
 */
export function AttachmentFacet({ lang, value, counts, onChange }: AttachmentProps) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = parseAttachments(value);
  const shown = ATTACHMENTS.filter((a) => chosen.includes(a) || (counts ? (counts.find((c) => c.value === a)?.count ?? 0) > 0 : true));
  const toggle = (a: (typeof ATTACHMENTS)[number], on: boolean) =>
    onChange(ATTACHMENTS.filter((x) => (x === a ? on : chosen.includes(x))).join(','));
  return (
    <fieldset className="filters__facet" aria-describedby={`${id}-hint`} data-testid="filter-attachments">
      <legend>{t('filters.attachments')}</legend>
      <p id={`${id}-hint`} className="visually-hidden">{t('filters.attachmentsHint')}</p>
      <ul className="filters__facet-options">
        {shown.map((a) => {
          const count = counts?.find((c) => c.value === a)?.count;
          return (
            <li key={a}>
              <label className="filters__check">
                <input type="checkbox" name="att" value={a} checked={chosen.includes(a)} onChange={(e) => toggle(a, e.target.checked)} />
                <span>{ATTACHMENT_LABELS[a][lang]}</span>
                {count !== undefined && <span className="filters__facet-count"> ({count})</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
