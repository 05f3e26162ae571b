import type { AstroGlobal } from 'astro';
import type { Locale } from '../i18n/config';
import { getLangFromPath, langFromLocaleParam, localizePath } from '../i18n/routing';

/** The signed-in user as the CMS reports it to the site's server. */
export interface ServerUser {
  id: number | string;
  email: string;
  email_confirmed_at?: string | null;
  kyc_status?: string | null;
  language?: string | null;
  /** Terms acceptance and business-buyer confirmation (sign-up, or before KYC for Google / Apple accounts). */
  terms_accepted_at?: string | null;
  business_confirmed_at?: string | null;
}

/**
 * GET on the CMS's REST API as the browser's user (its cookie), from the site's server. Payload
 * accepts a session cookie only from its own origin (CSRF check on Origin / Sec-Fetch-Site); this
 * internal call is our own server acting for the same-origin page, so it says so.
 */
export function cmsGet(request: Request, path: string): Promise<Response> {
  const cms = process.env.CMS_URL ?? 'http://127.0.0.1:3001';
  return fetch(`${cms}${path}`, {
    headers: { cookie: request.headers.get('cookie') ?? '', accept: 'application/json', 'sec-fetch-site': 'same-origin' },
    signal: AbortSignal.timeout(5000),
  });
}

/**
 * Who is signed in for this request: asks the CMS internally with the browser's cookie. Any
 * failure counts as signed out (a protected page then asks to sign in, never shows data).
 */
export async function getServerUser(request: Request): Promise<ServerUser | null> {
  const cookie = request.headers.get('cookie');
  if (!cookie?.includes('payload-token')) return null;
  try {
    const response = await cmsGet(request, '/api/users/me');
    if (!response.ok) return null;
    const body = (await response.json()) as { user?: ServerUser | null };
    return body.user && typeof body.user.email === 'string' ? body.user : null;
  } catch {
    return null;
  }
}

/**
 * Sign-in, sign-up, verify and forgot-password pages: a signed-in user goes to the dashboard.
 * The verify pages (`unlessUnconfirmed`) stay open to a signed-in user whose email is not yet
 * confirmed, who may sign in before clicking the link (spec: they can sign in but not bid).
 */
export async function redirectSignedIn(Astro: AstroGlobal, lang: Locale, unlessUnconfirmed = false): Promise<Response | null> {
  const user = await getServerUser(Astro.request);
  if (!user || (unlessUnconfirmed && !user.email_confirmed_at)) return null;
  return Astro.redirect(localizePath(lang, '/dashboard'), 302);
}

/** KYC and dashboard pages: a signed-out user goes to sign-in with the path and query to return to. */
export async function requireUser(Astro: AstroGlobal): Promise<{ user: ServerUser } | { redirect: Response }> {
  const user = await getServerUser(Astro.request);
  if (user) return { user };
  const lang = getLangFromPath(Astro.url.pathname);
  const next = `${Astro.url.pathname}${Astro.url.search}`;
  return { redirect: Astro.redirect(`${localizePath(lang, '/signin')}?next=${encodeURIComponent(next)}`, 302) };
}

/** What a page's head hands the page: its language (and user), or the response to send instead. */
type PageHead<T> = ({ response?: undefined } & T) | { response: Response };

const unknownLanguage = (): { response: Response } => ({ response: new Response(null, { status: 404 }) });

/**
 * The head of the sign-in, sign-up, forgot-password, reset, activation and verify pages: the
 * language from the path (404 for another), then what a signed-in visitor gets: `to-dashboard`
 * sends them to the dashboard, `unless-unconfirmed` too unless their email is still unconfirmed
 * (the verify pages), `stay` lets them see the page.
 */
export async function accountPageHead(Astro: AstroGlobal, signedIn: 'to-dashboard' | 'unless-unconfirmed' | 'stay'): Promise<PageHead<{ lang: Locale }>> {
  const lang = langFromLocaleParam(Astro.params.locale);
  if (!lang) return unknownLanguage();
  if (signedIn !== 'stay') {
    const redirect = await redirectSignedIn(Astro, lang, signedIn === 'unless-unconfirmed');
    if (redirect) return { response: redirect };
  }
  return { lang };
}

/** The head of the dashboard and KYC pages: the language from the path (404 for another) and the signed-in user (else to sign-in). */
export async function signedInPageHead(Astro: AstroGlobal): Promise<PageHead<{ lang: Locale; user: ServerUser }>> {
  const lang = langFromLocaleParam(Astro.params.locale);
  if (!lang) return unknownLanguage();
  const session = await requireUser(Astro);
  if ('redirect' in session) return { response: session.redirect };
  return { lang, user: session.user };
}
