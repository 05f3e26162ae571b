import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`billed_to_company\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`billed_to_contact\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`billed_to_street\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`billed_to_postal_code\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`billed_to_city\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`billed_to_country\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`billed_to_company\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`billed_to_contact\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`billed_to_street\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`billed_to_postal_code\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`billed_to_city\`;`)
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`billed_to_country\`;`)
}
