import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Combobox over the fixed brand list: type to narrow, arrows to move, Enter to pick, Escape to close. */
export function BrandPicker({ brands, value, onChange }: { brands: string[]; value: string; onChange: (v: string) => void }) {
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

