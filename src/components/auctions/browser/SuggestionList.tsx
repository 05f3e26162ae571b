import { useTranslation } from 'react-i18next';

import type { Suggestion } from '@core/domain/search';

/** The order of the suggestion groups in the list. */
export const SUGGESTION_GROUPS: Suggestion['type'][] = ['make', 'model', 'category', 'keyword'];

interface Props {
  id: string;
  optionId: (index: number) => string;
  /** Suggestions in group order; `active` indexes into it. */
  ordered: Suggestion[];
  active: number;
  hidden: boolean;
  onPick: (suggestion: Suggestion) => void;
}

/** The search box's listbox: one labelled group per suggestion type. */
export function SuggestionList({ id, optionId, ordered, active, hidden, onPick }: Props) {
  const { t } = useTranslation();
  return (
    <ul id={id} role="listbox" aria-label={t('filters.suggestions')} className="suggestions" hidden={hidden}>
      {SUGGESTION_GROUPS.map((type) => {
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
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={index === active ? 'suggestions__item suggestions__item--active' : 'suggestions__item'}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      onPick(s);
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
  );
}
