import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A narrow copy of the listing filters keyed by the listing's id, for a searched list without a
 * category (server/storage/catalog-repository.ts, sqliteFrom): its candidates come from the
 * full-text index one listing id at a time, and each was checked against the listing's table row,
 * which is wide (titles, slugs, locations, timestamps). Read from this index instead, the same
 * checks touch a fraction of the pages: at 100,000 listings the saved search "Bagger" and the
 * brand picker spent about a fifth less CPU in SQLite (README, list-query section).
 *
 * Index only; no collection field changes, so the schema snapshot needs no update.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql.raw(
      `CREATE INDEX IF NOT EXISTS listings_filter_by_id_idx ON listings (id, status, category, location_country, year, hours, brand, operating_weight_t);`,
    ),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DROP INDEX IF EXISTS listings_filter_by_id_idx;`))
}
