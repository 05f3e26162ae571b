import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/**
 * Payload's database adapter as what it is, for the storage code that reads the database
 * directly (the bid stores, the catalogue). `payload.db` is typed as the generic DatabaseAdapter,
 * which both adapter packages widen by declaration merging, so its type claims the fields of both
 * at once; only the adapter's name tells which are there. This is the one place that looks at the
 * name and hands out the handles of the adapter that runs:
 *
 * - SQLite: the libsql client Payload's drizzle instance runs on (`drizzle.$client`, the adapter's `client`);
 * - MongoDB: the mongoose connection and the models of Payload's collections.
 */
export type PayloadDb =
  | { kind: 'sqlite'; client: SQLiteAdapter['client'] }
  | { kind: 'mongodb'; collections: MongooseAdapter['collections']; connection: MongooseAdapter['connection'] }

export const payloadDb = (payload: Pick<Payload, 'db'>): PayloadDb => {
  const { db } = payload
  if (db.name === 'sqlite') return { kind: 'sqlite', client: db.drizzle.$client }
  if (db.name === 'mongoose') return { kind: 'mongodb', collections: db.collections, connection: db.connection }
  throw new Error(`No storage for the "${db.name}" database adapter.`)
}
