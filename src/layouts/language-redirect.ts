/**
 * Runs in <head> before the page paints, so it is inline; its SHA-256 is allowed by the site's CSP
 * (src/security/site-csp.ts hashes this very string). Language detection (spec order): ?lng is
 * handled by the header script; then the lng cookie, local storage, session storage, and on
 * unprefixed pages the browser language. A stored choice that differs from this page's language
 * moves to the same page in that language.
 */
export const LANGUAGE_REDIRECT_SCRIPT = `(function () {
  try {
    if (new URLSearchParams(location.search).has('lng')) return;
    var page = document.documentElement.lang;
    var cookie = document.cookie.match(/(?:^|; )lng=(en|de)(?:;|$)/);
    var want = (cookie && cookie[1]) || localStorage.getItem('i18nextLng') || sessionStorage.getItem('i18nextLng');
    if (!want && page === 'en') {
      var browser = (navigator.languages && navigator.languages[0]) || navigator.language || '';
      if (/^de(-|$)/i.test(browser)) want = 'de';
    }
    if (!want || want === page || (want !== 'en' && want !== 'de')) return;
    var alternate = document.querySelector('link[rel="alternate"][hreflang="' + want + '"]');
    if (alternate) location.replace(new URL(alternate.href).pathname + location.search + location.hash);
  } catch (e) {
    /* storage blocked: stay on this page */
  }
})();`;
