/**
 * Points the language switch's links (`a[data-set-lang]`, src/components/header/LanguageSwitch.astro)
 * at the same page with the given query, after an island changed the URL's query on the client
 * (the auction list's filters), so switching language keeps them.
 */
export function keepQueryOnLanguageLinks(search: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-set-lang]')) {
    link.href = `${link.pathname}${search}`;
  }
}
