import type { Endpoint } from 'payload'

/** GET /api/health: the CMS is up and its database answers. */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const started = performance.now()
    try {
      await req.payload.count({ collection: 'users', overrideAccess: true })
      return Response.json({
        status: 'ok',
        part: 'cms',
        database: { kind: req.payload.db.name, ok: true, latencyMs: Math.round(performance.now() - started) },
      })
    } catch (error) {
      req.payload.logger.error({ err: error }, 'health check: database unreachable')
      return Response.json(
        { status: 'error', part: 'cms', database: { kind: req.payload.db.name, ok: false } },
        { status: 503 },
      )
    }
  },
}
