import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { APIError, type SanitizedConfig } from 'payload'

import { GRAPHQL_BODY_LIMIT_BYTES, TOO_LARGE_MESSAGE } from '@core/validation/body-limits'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message, extensions: { statusCode: status } }] }, { status })

/** The body, read up to `limit` bytes; null when it is longer (the rest is not read). */
const readCapped = async (request: Request, limit: number): Promise<Buffer | null> => {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) return null
  if (!request.body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * Payload's GraphQL POST handler, behind the checks it lacks:
 * - a body over the service's limit (GRAPHQL_BODY_LIMIT_BYTES, as `/svc`) is a 413, read no further;
 * - a body that is not a JSON object is a 400 (Payload threw "Invalid JSON", or let a string or a
 *   number through to GraphQL);
 * - a query refused before it runs (a syntax error, an unknown field, the depth, alias and cost
 *   limits in payload.config.ts) is a 400, where GraphQL over HTTP answers 200 with only `errors`;
 * - anything that escapes is answered in GraphQL's error shape: a 4xx APIError with its message,
 *   anything unexpected as a 500 without details.
 */
export const graphQLPost = (config: Promise<SanitizedConfig> | SanitizedConfig) => {
  const handler = GRAPHQL_POST(config)
  return async (request: Request): Promise<Response> => {
    try {
      const body = await readCapped(request, GRAPHQL_BODY_LIMIT_BYTES)
      if (!body) return refuse(413, TOO_LARGE_MESSAGE)
      let parsed: unknown
      try {
        parsed = JSON.parse(body.toString('utf8'))
      } catch {
        return refuse(400, 'The request body is not valid JSON.')
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return refuse(400, 'The request body must be a JSON object with a "query".')
      }
      const headers = new Headers(request.headers)
      headers.delete('content-length')
      headers.delete('transfer-encoding')
      const response = await handler(new Request(request.url, { method: 'POST', headers, body: new Uint8Array(body) }))
      if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json')) return response
      const text = await response.text()
      const result = JSON.parse(text) as { data?: unknown; errors?: unknown[] }
      const refusedBeforeRunning = result.data === undefined && Array.isArray(result.errors) && result.errors.length > 0
      return new Response(text, { status: refusedBeforeRunning ? 400 : 200, headers: response.headers })
    } catch (err) {
      const status = err instanceof APIError && err.status >= 400 && err.status < 500 ? err.status : 500
      if (status === 500) console.error('GraphQL request failed', err)
      const message = status === 500 ? 'Something went wrong.' : (err as APIError).message
      return refuse(status, message)
    }
  }
}
