import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: an island hydrates on the viewer's first move towards it (the pointer over
 * it, a touch, focus, a key or a click inside it), not while the page loads. Until then it is its
 * server-rendered HTML: links follow, GET forms submit, typed text stays in its field (the island
 * picks it up). A click on a button, or an arrow key, that arrives before the island is ready is
 * held and played again on the hydrated island, so the first click is never lost.
 *
 * For islands a visitor may never touch (the home page's search, the detail page's gallery, a
 * signed-out visitor's bid box): their script no longer competes with the first paint.
 */
const WAKE = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;
const REPLAY_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', ' ', 'Escape']);

const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  let ready = false;
  let started = false;
  const held: Event[] = [];

  const replayable = (event: Event): boolean => {
    const target = event.target as Element | null;
    if (!target || typeof target.closest !== 'function') return false;
    // Typing goes into the field as usual; links and submit buttons work without the island.
    if (target.closest('input, textarea, select, [contenteditable]')) return false;
    if (event.type === 'click') return Boolean(target.closest('button:not([type="submit"])')) && !target.closest('a[href]');
    if (event.type === 'keydown') return REPLAY_KEYS.has((event as KeyboardEvent).key) && !target.closest('a[href], button[type="submit"]');
    return false;
  };

  const onEvent = (event: Event) => {
    if (!ready && replayable(event)) {
      event.preventDefault();
      event.stopPropagation();
      held.push(event);
    }
    if (started) return;
    started = true;
    void (async () => {
      const hydrate = await load();
      await hydrate();
      ready = true;
      for (const type of WAKE) el.removeEventListener(type, onEvent, true);
      // Let the island's effects run first (Preact runs them after the next frame, within 100 ms).
      await new Promise((resolve) => setTimeout(resolve, 120));
      // The focus that woke the island came before its handlers: tell the focused element again.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== el && el.contains(focused)) {
        focused.dispatchEvent(new FocusEvent('focus'));
        focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
      for (const earlier of held.splice(0)) {
        const target = earlier.target as Element;
        if (!target.isConnected) continue;
        const again =
          earlier instanceof KeyboardEvent
            ? new KeyboardEvent(earlier.type, { key: earlier.key, code: earlier.code, bubbles: true, cancelable: true, shiftKey: earlier.shiftKey })
            : new MouseEvent(earlier.type, { bubbles: true, cancelable: true, composed: true });
        target.dispatchEvent(again);
      }
    })();
  };

  for (const type of WAKE) el.addEventListener(type, onEvent, { capture: true, passive: false });
};

export default hydrateOnInteraction;
