import { POPULAR_BRANDS } from '@core/domain/catalog';
import type { Suggestion } from '@core/domain/search';

/** What the hero's search was given: typed text (Enter or the button) or a chosen suggestion. */
export type HeroChoice = { type: 'text'; value: string } | Suggestion;

/**
 * Where the hero's search goes (spec, home page): blank text to the plain list, other text and a
 * brand (a popular brand or a Brands suggestion) to `?q=`, trimmed; a category suggestion to the
 * list's category filter, as on the list itself. `action` is the list's path in the page's language.
 */
export function heroSearchTarget(action: string, choice: HeroChoice): string {
  const value = choice.value.trim();
  const params = new URLSearchParams();
  if (choice.type === 'category') params.set('category', value);
  else if (value) params.set('q', value);
  const query = params.toString();
  return query ? `${action}?${query}` : action;
}

/** The spec's popular brands (Caterpillar, Liebherr, Komatsu, Hitachi, JCB, Volvo) as Brands suggestions. */
export const POPULAR_BRAND_SUGGESTIONS: readonly Suggestion[] = POPULAR_BRANDS.map((brand) => ({ type: 'make', value: brand, label: brand }));
