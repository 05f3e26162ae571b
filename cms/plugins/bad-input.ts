import {
  APIError,
  NotFound,
  validations,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Config,
  type Field,
  type GlobalConfig,
  type Plugin,
} from 'payload'

import { isRecordId } from '@core/validation/record-id'
import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters } from '@core/validation/text'

/**
 * One guard for bad input at every Payload door (REST, GraphQL, the Local API), added to every
 * collection and global so a new one is covered without thinking of it:
 *
 * - a write whose data is not a JSON object (a string, a number, null, an array, a body Payload
 *   did not read at all, such as XML) is a 400 before any hook or the database sees it;
 * - a document id that cannot be one (`/api/auctions/abc` on SQLite's integer ids) is a 404, a
 *   `where` that is not an object and a `limit` or `page` that is not a finite number a 400;
 * - every text, textarea, email and code field refuses control characters and lone surrogates
 *   (core/validation/text.ts; tab and line breaks only where the field takes several lines), as a
 *   field error (400 over REST, an error over GraphQL, a ValidationError in the Local API).
 *
 * What Payload throws before any hook runs (a `where` or `_payload` that is not JSON) is answered
 * by `badInputAfterError`, which the config mounts as its root afterError hook.
 */

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object (for example {"name": "…"}).'
const WHERE_MESSAGE = 'The "where" parameter must be an object, e.g. ?where[field][equals]=value.'
const NUMBER_MESSAGE = (name: string) => `The "${name}" parameter must be a whole number of at least 0.`

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

const WRITES = new Set(['create', 'update', 'updateByID'])

const isCount = (value: unknown) =>
  value === undefined || value === null || value === '' || (Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= Number.MAX_SAFE_INTEGER)

type OperationArgs = { data?: unknown; id?: unknown; where?: unknown; limit?: unknown; page?: unknown }

/** The checks on an operation's arguments, shared by collections and globals. */
const checkArgs = (operation: string, args: OperationArgs, idKind?: 'number' | 'text') => {
  if (WRITES.has(operation) && !isPlainObject(args.data)) throw new APIError(NOT_AN_OBJECT_MESSAGE, 400, null, true)
  if (args.where !== undefined && args.where !== null && !isPlainObject(args.where)) throw new APIError(WHERE_MESSAGE, 400, null, true)
  for (const name of ['limit', 'page'] as const) if (!isCount(args[name])) throw new APIError(NUMBER_MESSAGE(name), 400, null, true)
  if (idKind && 'id' in args && args.id !== undefined && !isRecordId(args.id, idKind)) throw new NotFound()
}

const collectionGuard: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  const customId = collection.fields.find((field) => 'name' in field && field.name === 'id')
  const idKind = customId ? (customId.type === 'number' ? 'number' : 'text') : req.payload.db.defaultIDType === 'number' ? 'number' : 'text'
  checkArgs(operation, args as OperationArgs, idKind)
  return args
}

const MULTI_LINE_TYPES = new Set(['textarea', 'code'])
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])

/** The message in the language of whoever writes (the admin's or the account's), English otherwise. */
const messageFor = (req: { i18n?: { language?: string }; user?: unknown } | undefined) => {
  const language = req?.i18n?.language ?? (req?.user as { language?: string } | undefined)?.language
  return language === 'de' ? FORBIDDEN_CHARACTERS_MESSAGE.de : FORBIDDEN_CHARACTERS_MESSAGE.en
}

const holdsForbidden = (value: unknown, multiline: boolean): boolean => {
  if (typeof value === 'string') return hasForbiddenCharacters(value, { multiline })
  if (Array.isArray(value)) return value.some((item) => typeof item === 'string' && hasForbiddenCharacters(item, { multiline }))
  return false
}

type AnyValidate = (value: unknown, options: unknown) => string | true | Promise<string | true>

/** The field's own validation (or Payload's default for its type), after the character rule. */
const withCharacterRule = (field: Field): Field => {
  if (!('type' in field) || !TEXT_TYPES.has(field.type) || !('name' in field)) return field
  const multiline = MULTI_LINE_TYPES.has(field.type)
  const own = ('validate' in field ? field.validate : undefined) as AnyValidate | undefined
  const fallback: AnyValidate = (value, options) => (validations[field.type as 'text' | 'textarea' | 'email' | 'code'] as AnyValidate)(value, options)
  const validate: AnyValidate = (value, options) => {
    if (holdsForbidden(value, multiline)) return messageFor((options as { req?: Parameters<typeof messageFor>[0] }).req)
    return (own ?? fallback)(value, options)
  }
  return { ...field, validate } as Field
}

/** Walks groups, arrays, rows, collapsibles, tabs and blocks. */
export const guardFields = (fields: Field[]): Field[] =>
  fields.map((field) => {
    let next = withCharacterRule(field)
    if ('fields' in next && Array.isArray(next.fields)) next = { ...next, fields: guardFields(next.fields) } as Field
    if (next.type === 'tabs') next = { ...next, tabs: next.tabs.map((tab) => ({ ...tab, fields: guardFields(tab.fields) })) }
    if (next.type === 'blocks' && next.blocks) next = { ...next, blocks: next.blocks.map((block) => ({ ...block, fields: guardFields(block.fields) })) }
    return next
  })

/**
 * An auth collection's email (and username) are added by Payload after the plugins run, so the
 * character rule for them is a check on the incoming data instead.
 */
const authFieldGuard: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!WRITES.has(operation)) return args
  const data = (args as OperationArgs).data as Record<string, unknown>
  for (const name of ['email', 'username'] as const) {
    if (holdsForbidden(data[name], false)) throw new APIError(messageFor(req), 400, [{ path: name, message: messageFor(req) }], true)
  }
  return args
}

const guardCollection = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  fields: guardFields(collection.fields),
  hooks: {
    ...collection.hooks,
    beforeOperation: [collectionGuard, ...(collection.auth ? [authFieldGuard] : []), ...(collection.hooks?.beforeOperation ?? [])],
  },
})

const guardGlobal = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  fields: guardFields(global.fields),
  hooks: {
    ...global.hooks,
    beforeOperation: [
      ({ args, operation }) => {
        checkArgs(operation, args as OperationArgs)
        return args
      },
      ...(global.hooks?.beforeOperation ?? []),
    ],
  },
})

type AfterError = NonNullable<NonNullable<Config['hooks']>['afterError']>[number]

/**
 * What Payload throws before any hook can look at the request, answered as the client's mistake:
 * a `where` or a multipart `_payload` that is not JSON (a SyntaxError from JSON.parse), and a
 * number the database driver refuses (NaN or Infinity from a query such as where[id][in]=abc).
 */
export const badInputAfterError: AfterError = ({ error }) => {
  if (error instanceof SyntaxError) {
    return { status: 400, response: { errors: [{ message: 'A query parameter (where) or the request body is not valid JSON.' }] } }
  }
  const text = `${error?.message ?? ''} ${(error as { cause?: Error })?.cause?.message ?? ''}`
  if (/Only finite numbers \(not Infinity or NaN\)/.test(text)) {
    return { status: 400, response: { errors: [{ message: 'A value in the query is not a valid number.' }] } }
  }
  return undefined
}

/** Adds the guard to every collection and global. Runs after the plugins that add collections. */
export const badInputPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map(guardCollection),
  globals: (config.globals ?? []).map(guardGlobal),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), badInputAfterError] },
})
