import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Listings get their size: operating weight in tonnes and engine power in kW, both
 * optional. Comparable sales are machines within ±30% of the weight (or, without one, the power); the
 * auction list filters and counts by the weight (indexed).
 * Existing demo listings get theirs from the seed on the next start.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`listings\` ADD \`operating_weight_t\` numeric;`)
  await db.run(sql`ALTER TABLE \`listings\` ADD \`engine_power_kw\` numeric;`)
  await db.run(sql`CREATE INDEX \`listings_operating_weight_t_idx\` ON \`listings\` (\`operating_weight_t\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`listings_operating_weight_t_idx\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`engine_power_kw\`;`)
  await db.run(sql`ALTER TABLE \`listings\` DROP COLUMN \`operating_weight_t\`;`)
}
