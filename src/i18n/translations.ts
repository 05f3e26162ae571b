import { createInstance, type i18n, type TOptions } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './config';
import de from './de.json';
import en from './en.json';
import { I18NEXT_OPTIONS } from './options';

type Messages = typeof en;
type MessageKey = keyof Messages;
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPluralSuffix<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** A key as callers use it: plural variants (`count.bids_one`, `count.bids_other`) are asked for as `count.bids`. */
export type TranslationKey = WithoutPluralSuffix<MessageKey>;
export type TranslateOptions = TOptions & { count?: number };
export type Translate = (key: TranslationKey, options?: TranslateOptions) => string;
/** Plain strings handed to a React island as a prop (see `pickMessages` and `src/i18n/react.tsx`). */
export type IslandMessages = Record<string, string>;

// German must carry exactly the English keys; `astro check` fails on a missing or stray key.
const germanMessages = de satisfies Record<MessageKey, string>;
type StrayGermanKeys = Exclude<keyof typeof de, MessageKey>;
const noStrayGermanKeys: [StrayGermanKeys] extends [never] ? true : StrayGermanKeys = true;
void noStrayGermanKeys;

const resources: Record<Locale, Record<string, string>> = { en, de: germanMessages };

const instances = new Map<Locale, i18n>();

function getInstance(lang: Locale): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    // With `initAsync: false` and inline resources the instance is ready when init returns.
    void instance.init({
      ...I18NEXT_OPTIONS,
      lng: lang,
      resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: resources[l] }])),
    });
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * Translator for one language, for `.astro` files and server code. Missing German strings fall
 * back to English. Pass `{ count }` for plural keys: `t('count.bids', { count: 3 })` → "3 bids".
 */
export function useTranslations(lang: Locale): Translate {
  const instance = getInstance(lang);
  return (key, options) => instance.t(key, options as TOptions) as string;
}

/**
 * The strings an island needs, chosen by key prefix (`['count.', 'auction.']`), in `lang` with
 * English filling any gap. Plural variants come along, and so do the `error.` strings the island
 * error boundary shows, so an island never has to display a raw key.
 */
export function pickMessages(lang: Locale, prefixes: readonly string[]): IslandMessages {
  const wanted = [...prefixes, 'error.'];
  const picked: IslandMessages = {};
  for (const [key, english] of Object.entries(resources[DEFAULT_LOCALE])) {
    if (!wanted.some((prefix) => key === prefix || key.startsWith(prefix))) continue;
    picked[key] = resources[lang][key] ?? english;
  }
  return picked;
}
