import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`bid_limit_eur\` numeric;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`default_bid_limit_eur\` numeric;`)
  await db.run(sql`CREATE INDEX \`bidder_is_highest_idx\` ON \`bids\` (\`bidder_id\`,\`is_highest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`bidder_is_highest_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`bid_limit_eur\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`default_bid_limit_eur\`;`)
}
