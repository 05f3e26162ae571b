import type { InitOptions } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from './config';

/**
 * i18next settings shared by pages (`translations.ts`) and islands (`react.tsx`): flat dotted keys,
 * synchronous init from inline resources, no HTML escaping (Astro and React escape output).
 */
export const I18NEXT_OPTIONS: InitOptions = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  initAsync: false,
  interpolation: { escapeValue: false },
};
