import type { Express } from 'express'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openApiPath } from '../../server/http/openapi'
import { startPayload } from './helpers/payload'
import { startWholeService } from './helpers/whole-service'

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] }; rawPath?: unknown }
type Document = { openapi: string; paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown> }>> }

/** Every route registered on the express app (nested routers included) as `METHOD /path`. */
const registeredRoutes = (app: Express): string[] => {
  const found: string[] = []
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') found.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`)
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? `${prefix}${layer.rawPath}` : prefix)
      }
    }
  }
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '')
  return found
}

/**
 * Issue #24, section 4: the service's HTTP API described as OpenAPI 3.1, generated from the zod
 * schemas that validate it, served at GET /svc/openapi.json. A route registered under /svc without
 * a description (or a description without its route) fails here.
 */
describe('/svc/openapi.json', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let door: Awaited<ReturnType<typeof startWholeService>>

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    door = await startWholeService(payload)
  })
  afterAll(async () => {
    await door?.stop()
    await stop?.()
  })

  const fetchDocument = async () => {
    const response = await fetch(`${door.base}/svc/openapi.json`)
    return { response, document: (await response.json()) as Document }
  }

  it('is served to anyone, cacheable, as OpenAPI 3.1', async () => {
    const { response, document } = await fetchDocument()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    expect(document.openapi).toBe('3.1.0')
  })

  it('describes every route registered under /svc, and nothing that is not registered', async () => {
    const { document } = await fetchDocument()
    const registered = new Set(registeredRoutes(door.app).filter((route) => route.split(' ')[1]?.startsWith('/svc/')).map((route) => {
      const [method, path] = route.split(' ') as [string, string]
      return `${method} ${openApiPath(path)}`
    }))
    const described = new Set(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)))
    expect(registered.size).toBeGreaterThan(40)
    expect([...registered].filter((route) => !described.has(route)), 'registered but not described').toEqual([])
    expect([...described].filter((route) => !registered.has(route)), 'described but not registered').toEqual([])
  })

  it("gives each route its parameters, request body and answers from the route's own schemas", async () => {
    const { document } = await fetchDocument()
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
        expect(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name), `${method} ${path}`).toEqual(names)
        expect(Object.keys(operation.responses).some((status) => status.startsWith('2') || status.startsWith('3')), `${method} ${path}`).toBe(true)
        if (['post', 'put', 'patch'].includes(method) && !['/svc/account/sign-out-everywhere', '/svc/internal/auctions/{id}/refresh', '/svc/internal/settings/changed'].includes(path)) expect(operation.requestBody, `${method} ${path}`).toBeDefined()
      }
    }
    const saved = document.paths['/svc/saved-searches']?.post as unknown as { requestBody: { content: { 'application/json': { schema: { properties: Record<string, { maxLength?: number }>; required: string[] } } } } }
    expect(saved.requestBody.content['application/json'].schema.required).toEqual(['name', 'filters'])
    expect(saved.requestBody.content['application/json'].schema.properties.name?.maxLength).toBe(80)
    const list = document.paths['/svc/auctions']?.get
    expect(list?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'category', 'sort', 'page', 'limit']))
  })
})
