/**
 * Runs in <head> before the page paints, so it is inline; its SHA-256 is allowed by the site's CSP
 * (src/security/site-csp.ts hashes this very string). The language rule: a URL that says its
 * language shows that language, always: `/de/…` is German and every other page path is English.
 * Only the home address `/`, the one a visitor types without choosing, does not say it: there the
 * remembered choice (lng cookie, local storage, session storage) or else the browser language may
 * move to `/de/`. `?lng=` is the header script's explicit switch.
 */
export const LANGUAGE_REDIRECT_SCRIPT = `(function () {
  try {
    if (new URLSearchParams(location.search).has('lng')) return;
    if (location.pathname !== '/') return;
    var page = document.documentElement.lang;
    var cookie = document.cookie.match(/(?:^|; )lng=(en|de)(?:;|$)/);
    var want = (cookie && cookie[1]) || localStorage.getItem('i18nextLng') || sessionStorage.getItem('i18nextLng');
    if (!want) {
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
