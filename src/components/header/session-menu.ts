import { $session, signOut } from '../../stores/session';

/**
 * Shows the signed-out links or the account menu of every `[data-session-menu]` once the session
 * store has answered, and runs the avatar menu as a disclosure: Escape, a click outside or leaving
 * it with Tab closes it.
 */
export function mountSessionMenus() {
  const menus = document.querySelectorAll<HTMLElement>('[data-session-menu]');
  if (menus.length === 0) return;

  $session.subscribe(({ loading, user }) => {
    if (loading) return;
    for (const menu of menus) {
      menu.classList.remove('session--loading');
      menu.removeAttribute('aria-busy');
      menu.querySelector('[data-session-checking]')?.remove();
      for (const state of menu.querySelectorAll<HTMLElement>('[data-session-when]')) {
        state.hidden = state.dataset.sessionWhen !== (user ? 'signed-in' : 'signed-out');
      }
      if (!user) continue;
      for (const email of menu.querySelectorAll('[data-session-email]')) email.textContent = user.email;
      const initial = menu.querySelector('[data-session-initial]');
      if (initial) initial.textContent = user.email.charAt(0).toUpperCase();
      const button = menu.querySelector<HTMLButtonElement>('[data-avatar-button]');
      button?.setAttribute('aria-label', `${button.dataset.labelPrefix}: ${user.email}`);
    }
  });

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sign-out]')) {
    button.addEventListener('click', () => {
      button.disabled = true;
      void signOut();
    });
  }

  for (const root of document.querySelectorAll<HTMLElement>('[data-avatar-menu]')) wireAvatarMenu(root);
}

function wireAvatarMenu(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>('[data-avatar-button]');
  const panel = root.querySelector<HTMLElement>('[data-avatar-panel]');
  if (!button || !panel) return;

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  const closeOnOutsidePointer = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  };

  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.stopPropagation();
      setOpen(false);
      button.focus();
    }
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  document.addEventListener('pointerdown', closeOnOutsidePointer);
}
