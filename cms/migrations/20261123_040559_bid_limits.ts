import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`bid_limit_eur\` numeric;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`default_bid_limit_eur\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`bid_limit_eur\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`default_bid_limit_eur\`;`)
}
