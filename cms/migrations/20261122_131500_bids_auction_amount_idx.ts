import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The bid path reads an auction's highest bid on every bid (server/storage/sqlite-bid-store.ts,
 * `ORDER BY amount DESC, id ASC LIMIT 1`). With this index that is one index step instead of
 * sorting every bid of the auction, which matters in a long bidding war. Not declared on the
 * collection (Payload's field indexes are single-column), so the schema snapshot needs no update.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS bids_auction_amount_idx ON bids (auction_id, amount DESC, id);`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DROP INDEX IF EXISTS bids_auction_amount_idx;`))
}
