import path from 'node:path'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { databaseKind, sqliteFile } from './db-file'
import { rootDir } from './paths'

export { type DatabaseKind, databaseKind, sqliteFile } from './db-file'

export const databaseAdapter = (): DatabaseAdapterObj => {
  if (databaseKind() === 'mongodb') {
    return mongooseAdapter({ url: process.env.DATABASE_URI as string })
  }
  return sqliteAdapter({
    client: { url: `file:${sqliteFile()}` },
    // Schema changes ship as committed migrations (cms/migrations), applied at start.
    push: false,
    migrationDir: path.join(rootDir, 'cms', 'migrations'),
    wal: true,
    busyTimeout: 5000,
  })
}
