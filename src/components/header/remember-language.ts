import { isLocale, LANG_COOKIE, LANG_COOKIE_MAX_AGE_SECONDS, LANG_STORAGE_KEY, type Locale } from '../../i18n/config';

/** Stores the chosen language where the CMS (cookie) and i18next's detector (local storage) look. */
function rememberLanguage(lang: Locale) {
  document.cookie = `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be blocked (privacy mode); the cookie is enough.
  }
}

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-set-lang]');
  const lang = link?.dataset.setLang;
  if (isLocale(lang)) rememberLanguage(lang);
});

// `?lng=de` picks a language explicitly (first in the spec's detection order): remember it and,
// if the page is in the other language, go to the same page in the requested one.
const url = new URL(window.location.href);
const requested = url.searchParams.get('lng');
if (isLocale(requested)) {
  rememberLanguage(requested);
  url.searchParams.delete('lng');
  const isOtherLanguage = requested !== document.documentElement.lang;
  const target = isOtherLanguage ? document.querySelector<HTMLAnchorElement>(`a[data-set-lang="${requested}"]`) : null;
  if (target) window.location.replace(`${target.pathname}${url.search}${url.hash}`);
  else window.history.replaceState(null, '', url);
}
