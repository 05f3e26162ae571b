import path from 'node:path'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { dataDir, rootDir } from './paths'

export type DatabaseKind = 'sqlite' | 'mongodb'

/** DATABASE_URI decides: unset → embedded SQLite file in data/; mongodb://… → MongoDB. */
export const databaseKind = (uri = process.env.DATABASE_URI): DatabaseKind => {
  if (!uri || uri.startsWith('file:')) return 'sqlite'
  if (uri.startsWith('mongodb://') || uri.startsWith('mongodb+srv://')) return 'mongodb'
  throw new Error(
    `DATABASE_URI "${uri}" is not supported: leave it unset for the embedded SQLite database, or use file:./data/app.db or mongodb://host:27017/db`,
  )
}

export const sqliteFile = (uri = process.env.DATABASE_URI): string =>
  uri?.startsWith('file:') ? path.resolve(rootDir, uri.slice('file:'.length)) : path.join(dataDir(), 'marketplace.db')

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
