import { createInstance, type i18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ErrorBoundary } from '../components/error/ErrorBoundary';
import type { Locale } from './config';
import { I18NEXT_OPTIONS } from './options';
import { localizePath } from './routing';
import type { IslandMessages } from './translations';

/**
 * An i18next instance for one island, built from the strings the page handed over as a prop
 * (`pickMessages(lang, [...])` in the .astro file). Nothing is fetched, so the first render is
 * already translated and never shows a raw key.
 */
export function createIslandI18n(lang: Locale, messages: IslandMessages): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    ...I18NEXT_OPTIONS,
    // Only one language is shipped to the browser; `pickMessages` already filled gaps with English.
    fallbackLng: false,
    lng: lang,
    resources: { [lang]: { translation: messages } },
  });
  return instance;
}

interface IslandRootProps {
  lang: Locale;
  messages: IslandMessages;
  children: ReactNode;
}

/**
 * Root of a translated island: provides `useTranslation()` to everything inside and shows the
 * error screen, in the island's language, if a child throws.
 *
 *   <IslandRoot lang={lang} messages={messages}><BidBox … /></IslandRoot>
 */
export function IslandRoot({ lang, messages, children }: IslandRootProps) {
  const i18n = useMemo(() => createIslandI18n(lang, messages), [lang, messages]);
  const labels = {
    title: i18n.t('error.title'),
    defaultMessage: i18n.t('error.defaultMessage'),
    returnHome: i18n.t('error.returnHome'),
  };
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary labels={labels} homeHref={localizePath(lang, '/')}>
        {children}
      </ErrorBoundary>
    </I18nextProvider>
  );
}
