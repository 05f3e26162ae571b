import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`company_legal_name\` text DEFAULT 'MachineryMarket GmbH';`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`company_street\` text DEFAULT 'Landsberger Straße 110';`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`company_postal_code\` text DEFAULT '80339';`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`company_city\` text DEFAULT 'München';`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`company_country\` text DEFAULT 'DE';`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`company_vat_id\` text DEFAULT 'DE000000000';`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`company_register_court\` text DEFAULT 'Amtsgericht München';`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`company_register_number\` text DEFAULT 'HRB 000000';`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`company_managing_directors\` text DEFAULT 'Anna Beispiel, Max Muster';`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`company_email\` text DEFAULT 'billing@machinerymarket.example';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`company_legal_name\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`company_street\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`company_postal_code\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`company_city\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`company_country\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`company_vat_id\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`company_register_court\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`company_register_number\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`company_managing_directors\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`company_email\`;`)
}
