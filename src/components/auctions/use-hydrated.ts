import { useEffect, useState } from 'react';

/**
 * True once the island has hydrated and its handlers are live. Rendered as `data-hydrated`
 * so tests (and styles) can tell the server HTML from the interactive island.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
