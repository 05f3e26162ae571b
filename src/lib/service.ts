/**
 * Server-side calls from the site to the bidding service (SERVICE_URL), carrying the browser's
 * session: the cookie plus the headers Payload uses to accept a cookie (Origin / Sec-Fetch-Site).
 */
const FORWARDED = ['cookie', 'origin', 'sec-fetch-site', 'accept-language'] as const;

export async function serviceGet<T>(path: string, request: Request): Promise<{ status: number; data: T | null }> {
  const base = process.env.SERVICE_URL ?? 'http://127.0.0.1:3000';
  const headers = new Headers({ accept: 'application/json' });
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
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
