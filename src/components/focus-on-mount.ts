/**
 * A ref that focuses its element once, when it mounts: `ref={focusOnMount}` instead of `autoFocus`.
 * React focuses an `autoFocus` element it inserts; Preact (the site's island runtime, compat) only
 * writes the attribute, which a browser honours on page load alone. One function for every use, so
 * the ref is stable and runs on mount, not on each render.
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();
