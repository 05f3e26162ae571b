import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'

import { createApplication } from '../../../server/app'
import { createBidding } from '../../../server/bidding/create-bidding'
import { createSettingsSource } from '../../../server/settings/settings'
import { createLogger } from '../../../server/logger'
import { createPayloadAuctionRepository } from '../../../server/storage/auction-repository'
import { createCatalogRepository } from '../../../server/storage/catalog-repository'

const toRequest = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
  return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks) })
}
const send = async (res: ServerResponse, response: Response) => {
  const headers: Record<string, string | string[]> = Object.fromEntries(response.headers.entries())
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * The whole service as production wires it (every /svc router: accounts, list, pages, bids,
 * invoices, saved searches, watchlist, reminders, support, internal) in front of Payload's own
 * REST and GraphQL handlers on a second HTTP server, reached through the gateway (/api/…), as Next
 * would route them. Rate limits are raised by `limitFactor` (AUTH_RATE_LIMIT_FACTOR's role).
 */
export const startWholeService = async (payload: Payload, options: { limitFactor?: number; logLevel?: string; trustProxy?: string } = {}) => {
  const factor = options.limitFactor ?? 1
  const graphql = GRAPHQL_POST(Promise.resolve(payload.config))
  const cms: Server = createServer((req, res) => {
    void (async () => {
      const request = await toRequest(req)
      const response = req.url?.startsWith('/api/graphql') ? await graphql(request) : await handleEndpoints({ config: payload.config, request })
      await send(res, response)
    })().catch(() => {
      // Whatever Next would answer for a handler that throws: a bare 500 (the gateway passes it on).
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('Internal Server Error')
    })
  })
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`

  const service: Server = createServer()
  const repository = createPayloadAuctionRepository(payload)
  const settings = createSettingsSource(payload)
  const bidding = createBidding(payload, { settings, rateLimits: { perUser: 10 * factor, perIp: 30 * factor, windowMs: 10_000 } })
  const logger = createLogger(options.logLevel ?? 'silent')
  const { app, io } = createApplication(service, {
    logger,
    auctions: repository,
    probe: repository,
    bidding,
    invoices: { payload, settings, resolveUser: bidding.resolveUser },
    payload,
    catalog: createCatalogRepository(payload),
    cmsUrl,
    accountLimits: { signup: 10 * factor, verify: 20 * factor, windowMs: 15 * 60_000 },
    authLimits: { login: 10 * factor, reset: 5 * factor, windowMs: 15 * 60_000 },
    supportLimits: { chat: 30 * factor, chatWindowMs: 60_000, send: 5 * factor, sendWindowMs: 15 * 60_000 },
    trustProxy: options.trustProxy,
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
  return {
    app,
    base,
    stop: async () => {
      await io.close()
      for (const server of [service, cms]) {
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
      }
    },
  }
}
