import express, { type RequestHandler } from 'express'

import { GRAPHQL_BODY_LIMIT_BYTES, REST_JSON_BODY_LIMIT_BYTES, TOO_LARGE_MESSAGE } from '@core/validation/body-limits'
import { hasForbiddenCharacters } from '@core/validation/text'
import { keepBodyForProxy } from './replay-body'

const WRITES = new Set(['POST', 'PATCH', 'PUT'])
const isMultipart = (contentType: string | undefined) => /^\s*multipart\//i.test(contentType ?? '')
const isJson = (contentType: string | undefined) => /^\s*application\/json\s*(;|$)/i.test(contentType ?? '')
const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Payload's admin reads with a POST whose form body is the query (its relationship fields: the
 * labels of chosen documents, the options to choose from): `X-Payload-HTTP-Method-Override: GET`
 * with `application/x-www-form-urlencoded`, exactly as Payload's handleEndpoints takes it. It is a
 * read; the query string it carries gets the checks a GET's query gets.
 */
const isReadByPost = (req: Parameters<RequestHandler>[0]) =>
  req.method === 'POST' &&
  (req.headers['x-payload-http-method-override'] === 'GET' || req.headers['x-http-method-override'] === 'GET') &&
  req.headers['content-type'] === 'application/x-www-form-urlencoded'

/** A form body that is a query: UTF-8 text without control characters. */
const isQueryText = (body: Buffer): boolean => {
  try {
    return !hasForbiddenCharacters(utf8.decode(body))
  } catch {
    return false
  }
}

/** Payload's error shape, so a client of /api reads one shape whichever door refused. */
const refuse = (res: Parameters<RequestHandler>[1], status: number, message: string) => {
  res.status(status).set('cache-control', 'no-store').json({ errors: [{ message }] })
}

const readRest = express.raw({ type: (req) => !isMultipart(req.headers['content-type']), limit: REST_JSON_BODY_LIMIT_BYTES, inflate: false })
const readGraphQL = express.raw({ type: () => true, limit: GRAPHQL_BODY_LIMIT_BYTES, inflate: false })

/**
 * The gateway's check of bodies bound for the CMS, before the proxy: a write
 * to /api whose body is not a JSON object is a 400 (an admin's read by POST carries a form-encoded
 * query instead, checked as text), one over the limit a 413 (GraphQL has the
 * service's limit; Payload's REST writes a larger one), so bad bytes never reach Payload. Uploads
 * (multipart) stream through untouched; Payload and cms/plugins/bad-input.ts check them. The body
 * read here is sent on byte for byte (replay-body.ts). The CMS checks the same on its own.
 */
export const cmsBodyGuard: RequestHandler = (req, res, next) => {
  const path = req.path
  if (!WRITES.has(req.method) || !(path === '/api' || path.startsWith('/api/'))) return next()
  const contentType = req.headers['content-type']
  const graphql = path === '/api/graphql'
  if (!graphql && isMultipart(contentType)) return next()
  const read = graphql ? readGraphQL : readRest
  read(req, res, (err?: unknown) => {
    if (err) {
      const type = (err as { type?: string }).type
      if (type === 'entity.too.large') return refuse(res, 413, TOO_LARGE_MESSAGE)
      return refuse(res, 400, 'The request body could not be read.')
    }
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    if (body.length === 0 && !graphql) return keepBodyForProxy(req, res, next)
    if (!graphql && isReadByPost(req)) {
      if (!isQueryText(body)) return refuse(res, 400, 'The query in the request body is not valid (URL-encoded UTF-8 text).')
      return keepBodyForProxy(req, res, next)
    }
    if (!isJson(contentType)) return refuse(res, 400, 'The request body must be JSON (content-type: application/json).')
    let parsed: unknown
    try {
      parsed = JSON.parse(body.toString('utf8'))
    } catch {
      return refuse(res, 400, 'The request body is not valid JSON.')
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return refuse(res, 400, 'The request body must be a JSON object (for example {"name": "…"}).')
    }
    keepBodyForProxy(req, res, next)
  })
}

/**
 * Payload collections with no public door: its migration log (Payload answers 501 "Cannot GET" for
 * it) and the bare preferences collection (list, bulk and create; the admin reads and writes its
 * preferences only by key, `/api/payload-preferences/<key>`, which passes). Both answer 404 here,
 * for every method, before the proxy.
 */
const CLOSED = /^\/api\/(?:payload-migrations(?:\/.*)?|payload-preferences\/?)$/
export const cmsClosedDoors: RequestHandler = (req, res, next) => {
  if (!CLOSED.test(req.path)) return next()
  refuse(res, 404, 'Not found.')
}
