import { INTL_LOCALES, type Locale } from '../../i18n/config';
import { loadCategoryCounts } from '../../stores/search';

/** Spec section 9: category counts refresh every 30 s (and when the tab becomes visible again). */
export const COUNTS_REFRESH_MS = 30_000;

type PluralTexts = { one: string; other: string };

/** "{{count, number}} live auction(s)" for a count, by the language's plural rule. */
export function liveAuctionsText(count: number, lang: Locale, texts: PluralTexts): string {
  const locale = INTL_LOCALES[lang];
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? texts.one : texts.other;
  return form.replace('{{count, number}}', new Intl.NumberFormat(locale).format(count));
}

/**
 * Fills the home page's category tiles with live counts from GET /svc/auctions/counts. Until the
 * first answer the tiles say "Loading..."; a failed refresh keeps the last counts shown.
 */
export function mountCategoryCounts() {
  const list = document.querySelector<HTMLElement>('[data-category-counts]');
  if (!list) return;
  const lang = (list.dataset.lang === 'de' ? 'de' : 'en') satisfies Locale;
  const texts = JSON.parse(list.dataset.plural ?? '{}') as PluralTexts;
  const slots = list.querySelectorAll<HTMLElement>('[data-category]');
  // The home page's own claim about its size: the live total, from the same answer.
  const totals = document.querySelectorAll<HTMLElement>('[data-live-total]');
  let inFlight = false;

  const refresh = async () => {
    if (inFlight) return;
    inFlight = true;
    const reply = await loadCategoryCounts();
    inFlight = false;
    // Offline or the service restarting: the next refresh tries again.
    if ('error' in reply) return;
    for (const slot of slots) {
      const text = liveAuctionsText(reply.data.counts[slot.dataset.category ?? ''] ?? 0, lang, texts);
      if (slot.textContent !== text) slot.textContent = text;
    }
    for (const total of totals) {
      const text = liveAuctionsText(reply.data.total, lang, JSON.parse(total.dataset.plural ?? '{}') as PluralTexts);
      if (total.textContent !== text) total.textContent = text;
    }
  };

  void refresh();
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh();
  }, COUNTS_REFRESH_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
  });
}
