import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'

import { migrateDatabase } from '../../../cms/migrate'

export type DbKind = 'sqlite' | 'mongodb'

/** The databases the integration suites run on: SQLite always, MongoDB when MONGODB_URI is set. */
export const DB_KINDS: DbKind[] = ['sqlite', 'mongodb']
export const isAvailable = (kind: DbKind) => kind === 'sqlite' || Boolean(process.env.MONGODB_URI)

/**
 * Boots a real Payload on a throwaway database: a fresh SQLite file (migrated with the committed
 * migrations) or a fresh MongoDB database. Call once per test file; env is read at import time.
 */
export const startPayload = async (kind: DbKind = 'sqlite'): Promise<{ payload: Payload; dataDir: string; stop: () => Promise<void> }> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-int-'))
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  if (kind === 'mongodb') {
    const url = new URL(process.env.MONGODB_URI as string)
    url.pathname = `/mm_int_${process.pid}_${Date.now()}`
    process.env.DATABASE_URI = url.toString()
  } else {
    delete process.env.DATABASE_URI
  }
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../../cms/payload.config')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return {
    payload,
    dataDir,
    stop: async () => {
      if (kind === 'mongodb') {
        const { connection } = payload.db as unknown as { connection: { dropDatabase(): Promise<unknown> } }
        await connection.dropDatabase().catch(() => undefined)
      }
      await payload.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Serves Payload's REST endpoints (/api/…, custom endpoints included) over real HTTP on a free
 * port, without Next: the request goes through `handleEndpoints` as the CMS would route it.
 */
export const serveEndpoints = async (payload: Payload): Promise<{ server: Server; base: string }> => {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
    const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: req.method === 'GET' ? undefined : Buffer.concat(chunks) })
    const response = await handleEndpoints({ config: payload.config, request })
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
