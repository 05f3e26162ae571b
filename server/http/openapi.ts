import { z } from 'zod'

/** How a route knows its caller. */
export type RouteAuth = 'public' | 'session' | 'session-optional' | 'internal'
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * One /svc route as the OpenAPI description shows it: the path in express form
 * (`/svc/saved-searches/:id`), the zod schemas `validate()` holds the request to (the very same
 * objects, so the description cannot drift from the check), who may call it and its main answers.
 */
export type RouteDoc = {
  method: HttpMethod
  path: string
  summary: string
  tag: string
  auth: RouteAuth
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** The success answer: its status (default 200), what it holds and its media type (default JSON). */
  ok?: { status?: number; description: string; type?: string }
  /** Further answers beyond the ones every route may give (400 for a route with input, 401 for a session, 429, 5xx). */
  answers?: Record<number, string>
}

type JsonSchema = Record<string, unknown>
const SCHEMA_OPTIONS = { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' } as const

/** The JSON Schema of what a caller sends (zod's own converter; OpenAPI 3.1 speaks JSON Schema 2020-12). */
const jsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, SCHEMA_OPTIONS) as JsonSchema
  return rest
}

/** `/svc/a/:id` → `/svc/a/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

const errorRef = { $ref: '#/components/schemas/Error' }
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } })

/** Path or query parameters from an object schema: one parameter per property. */
const parametersOf = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
  if (!schema) return []
  const json = jsonSchemaOf(schema)
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }))
}

/** The OpenAPI 3.1 document of the service's HTTP API. */
export const buildOpenApiDocument = (routes: readonly RouteDoc[], info: { version: string; serverUrl?: string }) => {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const ok = route.ok ?? { description: 'The answer, as `{ data }`.' }
    const responses: Record<string, unknown> = {
      [String(ok.status ?? 200)]: { description: ok.description, content: { [ok.type ?? 'application/json']: { schema: ok.type && ok.type !== 'application/json' ? { type: 'string' } : { $ref: '#/components/schemas/Data' } } } },
    }
    if (route.params || route.query || route.body) responses['400'] = errorAnswer('The request does not hold to the schema (`invalid_request`), or a text holds a control character (`invalid_text`).')
    if (route.auth === 'session') responses['401'] = errorAnswer('Not signed in (`unauthenticated`).')
    if (route.auth === 'internal') responses['403'] = errorAnswer('Without the internal token (`forbidden`).')
    for (const [status, description] of Object.entries(route.answers ?? {})) responses[status] = errorAnswer(description)
    responses['429'] = errorAnswer('Too many requests; see Retry-After.')
    const operation: Record<string, unknown> = {
      operationId: `${route.method}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: route.summary,
      tags: [route.tag],
      security: route.auth === 'session' ? [{ session: [] }] : route.auth === 'session-optional' ? [{}, { session: [] }] : route.auth === 'internal' ? [{ internal: [] }] : [],
      parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
      responses,
    }
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body) } } }
    const path = openApiPath(route.path)
    paths[path] = { ...paths[path], [route.method]: operation }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'MachineryMarket service API (/svc)',
      version: info.version,
      description:
        'The bidding service: auctions, bids, the buyer\'s account, saved searches, reminders, the watchlist, support. Generated from the zod schemas that validate each request. ' +
        'Text fields refuse control characters (tab and newline only in multi-line text) and lone surrogates. State-changing calls with the session cookie need a same-origin request (Origin or Sec-Fetch-Site).',
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: {
        Data: { type: 'object', properties: { data: {} }, required: ['data'] },
        Error: {
          type: 'object',
          properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, required: ['code', 'message'], additionalProperties: true } },
          required: ['error'],
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'payload-token', description: 'The site\'s session cookie (Payload\'s sign-in).' },
        internal: { type: 'apiKey', in: 'header', name: 'x-internal-token', description: 'CMS → service only.' },
      },
    },
  }
}
