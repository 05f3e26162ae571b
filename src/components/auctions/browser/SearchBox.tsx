import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Suggestion } from '@core/domain/search';
import type { Locale } from '../../../i18n/config';
import { $suggestions, suggest } from '../../../stores/search';
import { SUGGESTION_GROUPS, SuggestionList } from './SuggestionList';

interface Props {
  lang: Locale;
  value: string;
  onChange: (v: string) => void;
  onPick: (s: Suggestion) => void;
  /** Enter with no suggestion chosen (the home page's hero submits its search then). */
  onEnter?: (text: string) => void;
  /** Shown while the text is blank (the hero's popular brands); none by default. */
  idle?: readonly Suggestion[];
  /** Texts and classes of another place than the list's filter bar (the home page's hero). */
  label?: string;
  placeholder?: string;
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
}

/** The search combobox: text goes to the filters as typed; suggestions (stores/search.ts) by arrows, Enter or click. */
export function SearchBox({ lang, value, onChange, onPick, onEnter, idle, label, placeholder, className, labelClassName, inputClassName }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const suggestions = useStore($suggestions);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [text, setText] = useState(value);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setText(value), [value]);

  // Debounced in the store; blank text clears the suggestions.
  useEffect(() => suggest(text, lang), [text, lang]);
  const blank = text.trim() === '';
  const shown = blank ? (idle ?? []) : suggestions;
  const ordered = SUGGESTION_GROUPS.flatMap((type) => shown.filter((s) => s.type === type));
  const visible = open && ordered.length > 0;
  useEffect(() => setActive(-1), [suggestions, blank]);
  const pick = (s: Suggestion) => {
    setOpen(false);
    setText(s.type === 'make' || s.type === 'category' ? '' : s.value);
    onPick(s);
  };
  const commitText = (v: string) => onChange(v);

  return (
    <div className={className ?? 'filters__field filters__search'}>
      <label htmlFor={`${id}-q`} className={labelClassName}>
        {label ?? t('filters.search')}
      </label>
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
        className={inputClassName}
        enterKeyHint={onEnter ? 'search' : undefined}
        placeholder={placeholder ?? t('filters.searchPlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          // Emptied by typing or by Escape: the idle suggestions come back on focus or arrow keys only.
          setOpen(!idle || e.target.value.trim() !== '');
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
            else {
              setOpen(false);
              onEnter?.(text);
            }
          } else if (e.key === 'Escape') {
            // An open list just closes (the browser would also empty a search field); a second Escape empties it.
            if (visible) e.preventDefault();
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <SuggestionList
        id={`${id}-list`}
        optionId={(index) => `${id}-opt-${index}`}
        ordered={ordered}
        active={active}
        hidden={!visible}
        onPick={(s) => {
          clearTimeout(blurTimer.current);
          pick(s);
        }}
      />
    </div>
  );
}

