import path from 'node:path'

import { dataDir, rootDir } from './paths'

// Which database and where, without loading the database adapters (npm run backup/restore start fast).

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
