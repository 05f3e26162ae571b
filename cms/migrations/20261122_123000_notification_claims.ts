import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Throttle claims for bid emails (server/notifications/send-notifications.ts): one row per message key
 * ("outbid:<user>:<auction>") with the time it was last claimed. The bid store claims a key with
 * one conditional upsert, so two service instances on this database never both send the same
 * throttled mail. Written only by the bidding service's own SQL, not a Payload collection, so the
 * schema snapshot needs no update.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE TABLE IF NOT EXISTS notification_claims (key TEXT PRIMARY KEY NOT NULL, claimed_at TEXT NOT NULL) WITHOUT ROWID;`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(`DROP TABLE IF EXISTS notification_claims;`))
}
