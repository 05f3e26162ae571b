import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { APIError, type SanitizedConfig } from 'payload'

/**
 * Payload's GraphQL POST handler, with the failures it lets escape answered in GraphQL's error
 * shape: a body that is not JSON (Payload throws "Invalid JSON" before GraphQL runs) is a 400 with
 * that message instead of Next's empty 500; anything unexpected is a 500 without details.
 */
export const graphQLPost = (config: Promise<SanitizedConfig> | SanitizedConfig) => {
  const handler = GRAPHQL_POST(config)
  return async (request: Request): Promise<Response> => {
    try {
      return await handler(request)
    } catch (err) {
      const status = err instanceof APIError && err.status >= 400 && err.status < 500 ? err.status : 500
      if (status === 500) console.error('GraphQL request failed', err)
      const message = status === 500 ? 'Something went wrong.' : (err as APIError).message
      return Response.json({ errors: [{ message, extensions: { statusCode: status } }] }, { status })
    }
  }
}
