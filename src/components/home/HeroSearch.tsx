import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Suggestion } from '@core/domain/search';
import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import type { IslandMessages } from '../../i18n/translations';
import { SearchBox } from '../auctions/browser/SearchBox';
import { heroSearchTarget, POPULAR_BRAND_SUGGESTIONS } from './hero-search';

interface Props {
  lang: Locale;
  messages: IslandMessages;
  /** The list's path in the page's language (/auctions or /de/auctions). */
  action: string;
}

/**
 * The hero's search: the auction list's search box and grouped suggestions (Brands, Models,
 * Categories, Suggestions; arrows, Enter, Escape), with the spec's popular brands while the box is
 * empty. Server-rendered as a plain GET form, so it works before (or without) hydration; it hydrates on
 * the visitor's first move towards it (client:interaction in Hero.astro) and keeps what was typed.
 */
export default function HeroSearch(props: Props) {
  return (
    <IslandRoot lang={props.lang} messages={props.messages}>
      <Form {...props} />
    </IslandRoot>
  );
}

function Form({ lang, action }: Props) {
  const { t } = useTranslation();
  // The island hydrates on the visitor's first move (client:interaction): whatever was typed into the
  // server-rendered field before that is the starting text (hydration leaves the field's value alone;
  // starting from '' would clear it on the first render after hydration).
  const [text, setText] = useState(() => (typeof document === 'undefined' ? '' : (document.querySelector<HTMLInputElement>('form[data-hero-search] input[name="q"]')?.value ?? '')));
  const go = (target: string) => window.location.assign(target);

  return (
    <form
      className="hero-search"
      action={action}
      method="get"
      role="search"
      data-hero-search
      onSubmit={(event) => {
        event.preventDefault();
        go(heroSearchTarget(action, { type: 'text', value: text }));
      }}
    >
      <SearchBox
        lang={lang}
        value={text}
        onChange={setText}
        onPick={(suggestion: Suggestion) => go(heroSearchTarget(action, suggestion))}
        onEnter={(value) => go(heroSearchTarget(action, { type: 'text', value }))}
        idle={POPULAR_BRAND_SUGGESTIONS}
        label={t('home.search.label')}
        placeholder={t('home.search.placeholder')}
        className="hero-search__field"
        labelClassName="visually-hidden"
        inputClassName="hero-search__input"
      />
      <button className="button button--primary hero-search__submit" type="submit">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2"></circle>
          <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round"></path>
        </svg>
        {t('home.search.submit')}
      </button>
    </form>
  );
}
