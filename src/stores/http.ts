import type { Reply } from '@core/contract';

/**
 * The islands' one way to send JSON to the same origin (the service under /svc, Payload under
 * /api): the session cookie goes along, and every outcome is a typed reply instead of a thrown
 * error or a body each island parses its own way.
 *
 * - 2xx: `{ data, status }`, where data is the service's `data` (its `{ data }` envelope), or the
 *   whole body for Payload's endpoints (`envelope: false`).
 * - An error answer: `{ error }` with the service's code, message and details (`min_next_bid`,
 *   `times`; `bid_limit`, `exposure`, `remaining`, `contact`), or for Payload's `{ errors: [...] }` the first message and `retry_after`; the code is
 *   `http_<status>` and the message empty when the body names none. `status` is the HTTP status.
 * - No answer: code `network` (status 0), or `aborted` when the caller's signal aborted it.
 */
export type Failure = Extract<Reply<never>, { error: unknown }>['error'] & { status: number; retry_after?: number };
export type HttpReply<T> = { data: T; status: number } | { error: Failure };

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData goes as multipart (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** False for Payload's endpoints, whose answer is the document itself. */
  envelope?: boolean;
};

type ErrorBody = {
  error?: { code?: unknown; message?: unknown; min_next_bid?: unknown; times?: unknown; bid_limit?: unknown; exposure?: unknown; remaining?: unknown; contact?: unknown };
  errors?: { message?: unknown; data?: { retryAfter?: unknown } }[];
};

const failureOf = (status: number, body: unknown): Failure => {
  const { error, errors } = (body ?? {}) as ErrorBody;
  const failure: Failure = {
    status,
    code: typeof error?.code === 'string' ? error.code : `http_${status}`,
    message: typeof error?.message === 'string' ? error.message : typeof errors?.[0]?.message === 'string' ? errors[0].message : '',
  };
  if (typeof error?.min_next_bid === 'number') failure.min_next_bid = error.min_next_bid;
  if (typeof error?.times === 'number') failure.times = error.times;
  // A bid_limit_exceeded refusal.
  if (typeof error?.bid_limit === 'number') failure.bid_limit = error.bid_limit;
  if (typeof error?.exposure === 'number') failure.exposure = error.exposure;
  if (typeof error?.remaining === 'number') failure.remaining = error.remaining;
  if (typeof error?.contact === 'string') failure.contact = error.contact;
  const retryAfter = Number(errors?.[0]?.data?.retryAfter);
  if (Number.isInteger(retryAfter) && retryAfter > 0) failure.retry_after = retryAfter;
  return failure;
};

export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<HttpReply<T>> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, envelope = true } = options;
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || form ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    const aborted = signal?.aborted === true;
    return { error: { status: 0, code: aborted ? 'aborted' : 'network', message: error instanceof Error ? error.message : String(error) } };
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) return { error: failureOf(response.status, parsed) };
  const data = envelope ? (parsed as { data?: T } | null)?.data : parsed;
  return { data: data as T, status: response.status };
}
