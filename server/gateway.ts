import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Express, Request } from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'

import { isAdminHost } from '@core/routing/admin-host'
import { type AdminSessionKind, adminSignedOutGate } from './http/admin-signed-out'
import { cmsBodyGuard, cmsClosedDoors } from './http/cms-body-guard'
import { replayBody } from './http/replay-body'
import { secureProxiedResponse } from './http/security-headers'
import { unavailableResponse } from './http/unavailable-page'
import type { Logger } from './logger'

export { isAdminHost }

/** Paths the CMS (Payload inside Next.js) answers on the one origin. */
const CMS_PREFIXES = ['/admin', '/api', '/_next']

const hasPrefix = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))

/**
 * Where a request belongs on the one origin. On an admin host every path is the admin app
 * (paths outside the CMS's own are mapped under /admin); elsewhere /admin, /api and /_next go
 * to the CMS and everything else to the Astro site.
 */
export const routeFor = (host: string | undefined, path: string): { target: 'cms' | 'site'; path: string } => {
  if (isAdminHost(host)) {
    return { target: 'cms', path: hasPrefix(path, CMS_PREFIXES) ? path : `/admin${path === '/' ? '' : path}` }
  }
  return { target: hasPrefix(path, CMS_PREFIXES) ? 'cms' : 'site', path }
}

/**
 * The CMS or the site is down or restarting: status 503 with Retry-After and a page in the
 * visitor's language (JSON for /api), never the internal cause; the cause goes to the log.
 */
const unavailable = (part: string, logger: Logger) => (err: Error, req: IncomingMessage, res: ServerResponse | unknown) => {
  const response = res as ServerResponse
  logger.warn({ part, path: req.url, err: err.message }, 'upstream not reachable')
  if (!('writeHead' in response) || response.headersSent) return
  const answer = unavailableResponse(req.url ?? '/', req.headers)
  response.writeHead(answer.status, answer.headers)
  response.end(answer.body)
}

/** Mounts the proxies of the front door. The service's own routes must be mounted before. */
export const mountGateway = (app: Express, deps: { cmsUrl?: string; siteUrl?: string; logger: Logger; adminSessionKind?: (req: Request) => Promise<AdminSessionKind> }) => {
  if (deps.cmsUrl) {
    // Bodies of writes to /api: a JSON object within the limit, or a 400/413 here (http/cms-body-guard.ts).
    app.use(cmsBodyGuard)
    // Payload's own collections without a public door (migrations, bare preferences): 404.
    app.use(cmsClosedDoors)
    // A signed-out admin page: the sign-in at once (307), not a page the CMS renders to redirect
    // from; a buyer's: the main site's dashboard at once.
    app.use(
      adminSignedOutGate((req) => {
        const route = routeFor(req.headers.host, req.path)
        if (route.target !== 'cms') return null
        const cut = req.originalUrl.indexOf('?')
        return cut === -1 ? route.path : `${route.path}${req.originalUrl.slice(cut)}`
      }, deps.adminSessionKind),
    )
    app.use(
      createProxyMiddleware<Request>({
        target: deps.cmsUrl,
        xfwd: true,
        pathFilter: (path, req) => routeFor(req.headers.host, path).target === 'cms',
        pathRewrite: (path, req) => routeFor(req.headers.host, path).path,
        // The sign-in body is read before the proxy (server/routes/auth-limits.ts): sent on as read.
        on: { proxyReq: replayBody, error: unavailable('cms', deps.logger), proxyRes: secureProxiedResponse },
        logger: undefined,
      }),
    )
  }
  if (deps.siteUrl) {
    app.use(
      createProxyMiddleware<Request>({
        target: deps.siteUrl,
        xfwd: true,
        pathFilter: (path, req) => routeFor(req.headers.host, path).target === 'site',
        on: { error: unavailable('site', deps.logger), proxyRes: secureProxiedResponse },
      }),
    )
  }
  deps.logger.debug({ cms: deps.cmsUrl, site: deps.siteUrl }, 'gateway mounted')
}
