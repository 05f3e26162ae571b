/**
 * Server-side calls from the site to the bidding service (SERVICE_URL), carrying the browser's
 * session: the cookie plus the headers Payload uses to accept a cookie (Origin / Sec-Fetch-Site).
 */
const FORWARDED = ['cookie', 'origin', 'sec-fetch-site', 'accept-language'] as const;

export async function serviceGet<T>(path: string, request: Request, options: { asSameOrigin?: boolean } = {}): Promise<{ status: number; data: T | null }> {
  const base = process.env.SERVICE_URL ?? 'http://127.0.0.1:3000';
  const headers = new Headers({ accept: 'application/json' });
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (options.asSameOrigin) {
    // A page read for the signed-in user (like cmsGet): the browser may have arrived by a
    // cross-site link or a sign-in redirect, which is fine for showing them their own data.
    headers.delete('origin');
    headers.set('sec-fetch-site', 'same-origin');
  }
  try {
    const response = await fetch(new URL(path, base), { headers, signal: AbortSignal.timeout(5000) });
    if (!response.ok) return { status: response.status, data: null };
    const body = (await response.json()) as { data: T };
    return { status: response.status, data: body.data };
  } catch (err) {
    console.error(`service ${path}`, err);
    return { status: 502, data: null };
  }
}
