import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleEndpoints, type Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'

import { graphQLPost } from '../../../cms/endpoints/graphql-post'
import { createApplication } from '../../../server/app'
import { bidStoreFor, createBidding } from '../../../server/bidding/create-bidding'
import { createSettingsSource } from '../../../server/settings/settings'
import { createLogger } from '../../../server/logger'
import { createPayloadAuctionRepository } from '../../../server/storage/auction-repository'
import { createCatalogRepository } from '../../../server/storage/catalog-repository'

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const toRequest = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks)
  return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body })
}

const send = async (res: ServerResponse, response: Response) => {
  const headers: Record<string, string | string[]> = Object.fromEntries(response.headers.entries())
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Both doors to Payload, as in production: the CMS (Payload's REST handler and the GraphQL route's
 * own handler, cms/endpoints/graphql-post.ts) on one HTTP server, and the service with its gateway
 * in front of it. `cms` is the CMS reached directly, `base` the one origin through the gateway.
 */
export const startFrontDoor = async (payload: Payload) => {
  const graphql = graphQLPost(Promise.resolve(payload.config))
  const cmsServer = createServer(async (req, res) => {
    try {
      const request = await toRequest(req)
      const response = req.url?.startsWith('/api/graphql') && req.method === 'POST' ? await graphql(request) : await handleEndpoints({ config: payload.config, request })
      await send(res, response)
    } catch (err) {
      // What Next does with an exception a route handler lets escape: an empty 500.
      console.error('CMS handler threw', err)
      res.writeHead(500).end()
    }
  })
  const cms = await listen(cmsServer)
  const service = createServer()
  const repository = createPayloadAuctionRepository(payload)
  const store = bidStoreFor(payload)
  const bidding = createBidding(payload, { store, rateLimits: { perUser: 10_000, perIp: 10_000, windowMs: 10_000 } })
  const { io } = createApplication(service, {
    logger: createLogger('silent'),
    auctions: repository,
    probe: repository,
    payload,
    cmsUrl: cms,
    catalog: createCatalogRepository(payload),
    bidding,
    invoices: { payload, settings: createSettingsSource(payload), resolveUser: bidding.resolveUser },
    accountLimits: { signup: 1000, verify: 1000, windowMs: 60_000 },
    authLimits: { login: 1000, reset: 1000, windowMs: 60_000 },
  })
  const base = await listen(service)
  return {
    base,
    cms,
    async stop() {
      await io.close()
      await store.close?.()
      for (const server of [service, cmsServer]) {
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
      }
    },
  }
}

/** Every row of the given SQLite tables, to show a refused request changed nothing. */
export const snapshotTables = async (payload: Payload, tables: readonly string[]) => {
  const db = (payload.db as unknown as { drizzle: { all(query: unknown): Promise<unknown[]> } }).drizzle
  const snapshot: Record<string, unknown[]> = {}
  for (const table of tables) snapshot[table] = (await db.all(sql.raw(`SELECT * FROM "${table}"`))).map((row) => JSON.stringify(row)).sort()
  return snapshot
}

/** Every table of the SQLite database (Payload's migrations bookkeeping aside). */
export const allTables = async (payload: Payload) => {
  const db = (payload.db as unknown as { drizzle: { all(query: unknown): Promise<{ name: string }[]> } }).drizzle
  const rows = await db.all(sql.raw(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'payload_migrations' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name`))
  return rows.map((row) => row.name)
}
