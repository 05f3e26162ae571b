import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_verification_hash\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_verification_expires_at\` text;`)
  await db.run(sql`CREATE INDEX \`users_email_verification_hash_idx\` ON \`users\` (\`email_verification_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_email_verification_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_verification_hash\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_verification_expires_at\`;`)
}
