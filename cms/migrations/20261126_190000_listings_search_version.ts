import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A version number of the auction list's full-text index (listings_search, migration
 * listings_search_fts), raised in the same transaction as every write that changes the index: the
 * same six events whose triggers refresh it. The catalogue keeps the listings a search matched and
 * asks this number on every list request; a different number means the index changed (on any
 * instance or connection), so the match is evaluated again (server/storage/search-hits.ts).
 * No collection field changes, so the schema snapshot needs no update.
 */
const TRIGGERS: [name: string, event: string][] = [
  ['listings_search_version_ai', 'AFTER INSERT ON listings'],
  ['listings_search_version_au', 'AFTER UPDATE OF title, brand, model ON listings'],
  ['listings_search_version_ad', 'AFTER DELETE ON listings'],
  ['listings_search_version_locale_ai', 'AFTER INSERT ON listings_locales'],
  ['listings_search_version_locale_au', 'AFTER UPDATE ON listings_locales'],
  ['listings_search_version_locale_ad', 'AFTER DELETE ON listings_locales'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE TABLE IF NOT EXISTS listings_search_version (id INTEGER PRIMARY KEY CHECK (id = 1), v INTEGER NOT NULL);`))
  await db.run(sql.raw(`INSERT OR IGNORE INTO listings_search_version (id, v) VALUES (1, 0);`))
  for (const [name, event] of TRIGGERS) {
    await db.run(sql.raw(`CREATE TRIGGER IF NOT EXISTS ${name} ${event} BEGIN UPDATE listings_search_version SET v = v + 1 WHERE id = 1; END;`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [name] of TRIGGERS) await db.run(sql.raw(`DROP TRIGGER IF EXISTS ${name};`))
  await db.run(sql.raw(`DROP TABLE IF EXISTS listings_search_version;`))
}
