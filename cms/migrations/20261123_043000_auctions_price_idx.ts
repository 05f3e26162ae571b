import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The auction list sorted by price without a search (server/storage/catalog-repository.ts,
 * `ORDER BY COALESCE(current_price, start_price)`) sorted every live auction before taking one
 * page. With an index on that expression SQLite reads the auctions in price order and stops after
 * the page. Not declared on the collection (Payload's field indexes are plain columns), so the
 * schema snapshot needs no update.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS auctions_price_idx ON auctions (COALESCE(current_price, start_price), id);`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DROP INDEX IF EXISTS auctions_price_idx;`))
}
