import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Covering indexes for the filtered list at 100,000 listings (server/storage/catalog-repository.ts,
 * sqliteFrom), so a searched or filtered page reads no table row before it is cut:
 *
 * - auctions_listing_list_idx: each candidate listing's auction with every column the visibility
 *   rule and the sorts read (status, end time, prices, created at);
 * - listings_list_idx: the listing filters of a list with a category (status, category, country,
 *   year, hours, brand, weight), read from the index alone.
 *
 * Indexes only; no collection field changes, so the schema snapshot needs no update.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql.raw(`CREATE INDEX IF NOT EXISTS auctions_listing_list_idx ON auctions (listing_id, status, end_time, current_price, start_price, created_at);`),
  )
  await db.run(
    sql.raw(`CREATE INDEX IF NOT EXISTS listings_list_idx ON listings (status, category, location_country, year, hours, brand, operating_weight_t);`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DROP INDEX IF EXISTS listings_list_idx;`))
  await db.run(sql.raw(`DROP INDEX IF EXISTS auctions_listing_list_idx;`))
}
