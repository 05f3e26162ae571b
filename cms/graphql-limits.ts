import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import type { GraphQLError, ValidationContext } from 'graphql'

import { GRAPHQL_MAX_ALIASES, GRAPHQL_MAX_COMPLEXITY, GRAPHQL_MAX_DEPTH } from '@core/validation/body-limits'

/** Report the refusal as a validation error (a 400 from cms/endpoints/graphql-post.ts) instead of throwing. */
const report = { propagateOnRejection: false, onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)] }

/**
 * GraphQL's query limits: nesting depth and aliases per operation
 * (GraphQL Armor's validation rules) and Payload's own cost estimate (`maxComplexity`: one point
 * per field, more where Payload marks a field costly). A query over a limit is refused before it
 * runs, with a message that names the limit. Introspection is not counted for depth (dev only).
 */
export const graphQLLimits = {
  maxComplexity: GRAPHQL_MAX_COMPLEXITY,
  validationRules: () => [
    maxDepthRule({ n: GRAPHQL_MAX_DEPTH, ...report }),
    maxAliasesRule({ n: GRAPHQL_MAX_ALIASES, ...report }),
  ],
}
