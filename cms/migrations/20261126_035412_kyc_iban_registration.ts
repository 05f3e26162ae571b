import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// KYC: the commercial register number and the IBAN (optional), and their normalised keys that the duplicate signals compare.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`registration_number\` text;`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`iban\` text;`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`registration_key\` text;`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`iban_key\` text;`)
  await db.run(sql`CREATE INDEX \`kyc_registration_key_idx\` ON \`kyc\` (\`registration_key\`);`)
  await db.run(sql`CREATE INDEX \`kyc_iban_key_idx\` ON \`kyc\` (\`iban_key\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`kyc_registration_key_idx\`;`)
  await db.run(sql`DROP INDEX \`kyc_iban_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`registration_number\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`iban\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`registration_key\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`iban_key\`;`)
}
