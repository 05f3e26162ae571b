/**
 * How large a request body may be, one figure per kind of door. The
 * service's JSON routes (`/svc`) and GraphQL share one limit: a query or a form of the site never
 * comes near it. Payload's REST writes take the admin's larger documents (rich text, long
 * descriptions); uploads (multipart) have their own limits in Payload.
 */
export const SVC_BODY_LIMIT_BYTES = 32 * 1024
export const GRAPHQL_BODY_LIMIT_BYTES = SVC_BODY_LIMIT_BYTES
export const REST_JSON_BODY_LIMIT_BYTES = 2 * 1024 * 1024

/** GraphQL's query limits: nesting depth, aliases per operation, and Payload's cost estimate. */
export const GRAPHQL_MAX_DEPTH = 10
export const GRAPHQL_MAX_ALIASES = 15
export const GRAPHQL_MAX_COMPLEXITY = 250

export const TOO_LARGE_MESSAGE = 'The request is too large.'
