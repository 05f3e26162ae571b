import { atom, onMount } from 'nanostores';

/** The signed-in user as Payload's `GET /api/users/me` returns it (only what the site reads). */
export interface SessionUser {
  id: string | number;
  email: string;
  [field: string]: unknown;
}

export interface SessionState {
  /** True until the first lookup has answered (spec, section 4 "Session"). */
  loading: boolean;
  user: SessionUser | null;
}

const ME_URL = '/api/users/me';
const LOGOUT_URL = '/api/users/logout';

export const $session = atom<SessionState>({ loading: true, user: null });

let pending: Promise<void> | null = null;

const REFRESH_URL = '/api/users/refresh-token';
/** Renew the session this long before the token expires (Payload's tokenExpiration is 2 hours). */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Keeps an active tab signed in: renews the HttpOnly token shortly before it expires. */
function scheduleTokenRefresh(exp: number | undefined) {
  clearTimeout(refreshTimer);
  if (!exp || typeof window === 'undefined') return;
  const delay = Math.max(exp * 1000 - Date.now() - REFRESH_MARGIN_MS, 10_000);
  refreshTimer = setTimeout(() => {
    void fetch(REFRESH_URL, { method: 'POST', credentials: 'same-origin' })
      .catch(() => undefined)
      .finally(() => void refreshSession());
  }, delay);
}

async function fetchCurrentUser(): Promise<SessionUser | null> {
  const response = await fetch(ME_URL, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { user?: SessionUser | null; exp?: number };
  const user = body.user && typeof body.user.email === 'string' ? body.user : null;
  scheduleTokenRefresh(user ? body.exp : undefined);
  return user;
}

/**
 * Asks the CMS who is signed in. Pages are static, so this runs in the browser; concurrent
 * callers share one request. A failed lookup counts as signed out.
 */
export function refreshSession(): Promise<void> {
  pending ??= fetchCurrentUser()
    .catch(() => null)
    .then((user) => $session.set({ loading: false, user }))
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Ends the session in the CMS, then reloads so every part of the page shows the signed-out state. */
export async function signOut(): Promise<void> {
  try {
    await fetch(LOGOUT_URL, { method: 'POST', credentials: 'same-origin' });
  } finally {
    window.location.reload();
  }
}

// The first component that reads the session triggers the lookup.
onMount($session, () => {
  if ($session.get().loading) void refreshSession();
});
