import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Listings get their size (issue #27 §1): operating weight in tonnes and engine power in kW, both
 * optional. Comparable sales are machines within ±30% of the weight (or, without one, the power).
 * Existing demo listings get theirs from the seed on the next start.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`listings\` ADD \`operating_weight_t\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`engine_power_kw\` numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`engine_power_kw\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`operating_weight_t\`;`)
}
