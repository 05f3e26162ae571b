import type { Payload } from 'payload'

/**
 * Applies the committed SQL migrations (cms/migrations). MongoDB needs none. The list is
 * imported rather than read from disk so the same code runs under tsx, vitest and Next.
 */
export const migrateDatabase = async (payload: Payload) => {
  if (payload.db.name !== 'sqlite') return
  const { migrations } = await import('./migrations')
  // Cast: Payload types a migration's up/down as taking `unknown`; ours take the SQLite adapter's MigrateUpArgs, which it passes.
  await payload.db.migrate({ migrations: migrations as never })
}
