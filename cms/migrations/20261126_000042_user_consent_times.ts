import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`terms_accepted_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`business_confirmed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`terms_accepted_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`business_confirmed_at\`;`)
}
