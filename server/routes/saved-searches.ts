import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import { MAX_SAVED_SEARCHES, TOO_MANY_SEARCHES, ZSavedSearchCreate, ZSavedSearchUpdate } from '@core/domain/saved-searches'
import { requireUser, type SessionUser } from '../auth/resolve-user'
import { AppError } from '../http/errors'
import { rateLimited, type LimiterStore } from '../http/rate-limit'
import { validate } from '../http/validate'
import type { CatalogRepository } from '../storage/catalog-repository'
import { countMatches, filtersOf, ownSavedSearches, toSavedSearchRow } from '../storage/saved-searches'

export const ZParams = z.object({ id: z.coerce.number().int().positive() })
const SIGN_IN = 'Please sign in to save searches.'
const NOT_FOUND = 'Saved search not found.'

/**
 * The signed-in user's saved searches under /svc/saved-searches: list with
 * match counts, create, change (name, alert mode, filters) and delete. Every read and write goes
 * through Payload as the caller with access control on, so another user's search is invisible
 * and unchangeable (404, as if it did not exist). The limit of 20 per user is kept here.
 */
export const savedSearchesRouter = (deps: { payload: Payload; catalog: CatalogRepository; limiterStore?: LimiterStore; now?: () => Date }) => {
  const { payload } = deps
  const now = deps.now ?? (() => new Date())
  const router = Router()
  const store = deps.limiterStore
  router.use('/saved-searches', rateLimited({ name: 'saved-searches-change', limit: 60, windowMs: 60_000, store, skip: (req) => req.method === 'GET' }))
  router.use('/saved-searches', rateLimited({ name: 'saved-searches-read', limit: 600, windowMs: 60_000, store, skip: (req) => req.method !== 'GET' }))

  const rowOf = async (doc: Awaited<ReturnType<typeof ownSavedSearches>>[number]) => toSavedSearchRow(doc, await countMatches(deps.catalog, filtersOf(doc.filters), now()))

  /** One of the caller's own searches, or 404 (another user's is not found either). */
  const findOwn = async (user: SessionUser, id: number) => {
    const found = await payload.find({ collection: 'saved-searches', where: { id: { equals: id } }, limit: 1, depth: 0, user, overrideAccess: false })
    const doc = found.docs[0]
    if (!doc || String(typeof doc.user === 'object' ? doc.user.id : doc.user) !== String(user.id)) throw new AppError(404, 'saved_search_not_found', NOT_FOUND)
    return doc
  }

  router.get('/saved-searches', async (req, res) => {
    const user = await requireUser(payload, req.headers, SIGN_IN)
    const rows = await Promise.all((await ownSavedSearches(payload, user)).map(rowOf))
    res.set('Cache-Control', 'private, no-store').json({ data: rows })
  })

  router.post('/saved-searches', validate({ body: ZSavedSearchCreate }), async (req, res) => {
    const user = await requireUser(payload, req.headers, SIGN_IN)
    const body = res.locals.input.body as z.infer<typeof ZSavedSearchCreate>
    const existing = await payload.count({ collection: 'saved-searches', where: { user: { equals: user.id } }, overrideAccess: true })
    if (existing.totalDocs >= MAX_SAVED_SEARCHES) throw new AppError(409, 'too_many_saved_searches', TOO_MANY_SEARCHES, { max: MAX_SAVED_SEARCHES })
    // Created by the service (the collection takes no creates through the API); the owner is the caller.
    const created = await payload.create({ collection: 'saved-searches', data: { user: user.id, name: body.name, filters: body.filters, alert: body.alert }, depth: 0, overrideAccess: true })
    res.status(201).set('Cache-Control', 'no-store').json({ data: await rowOf(created) })
  })

  router.patch('/saved-searches/:id', validate({ params: ZParams, body: ZSavedSearchUpdate }), async (req, res) => {
    const user = await requireUser(payload, req.headers, SIGN_IN)
    const { params, body } = res.locals.input as { params: z.infer<typeof ZParams>; body: z.infer<typeof ZSavedSearchUpdate> }
    const own = await findOwn(user, params.id)
    const updated = await payload.update({ collection: 'saved-searches', id: own.id, data: body, depth: 0, user, overrideAccess: false })
    res.set('Cache-Control', 'no-store').json({ data: await rowOf(updated) })
  })

  router.delete('/saved-searches/:id', validate({ params: ZParams }), async (req, res) => {
    const user = await requireUser(payload, req.headers, SIGN_IN)
    const { params } = res.locals.input as { params: z.infer<typeof ZParams> }
    const own = await findOwn(user, params.id)
    await payload.delete({ collection: 'saved-searches', id: own.id, depth: 0, user, overrideAccess: false })
    res.set('Cache-Control', 'no-store').json({ data: { deleted: true, id: own.id } })
  })

  return router
}
