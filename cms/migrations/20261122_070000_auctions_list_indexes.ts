import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Indexes for the public auction list (server/storage/catalog-repository.ts): auctions by
 * status and end time (the visibility rule and closing-soon order), listings by status and
 * category (counts), and localized descriptions by listing (search). Indexes only; the
 * collections' fields are unchanged, so the schema snapshot needs no update.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`auctions_status_end_time_idx\` ON \`auctions\` (\`status\`, \`end_time\`, \`listing_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`listings_status_category_idx\` ON \`listings\` (\`status\`, \`category\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`listings_locales_parent_idx\` ON \`listings_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`media_listing_kind_sort_idx\` ON \`media\` (\`listing_id\`, \`kind\`, \`sort_order\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`auctions_status_end_time_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`listings_status_category_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`listings_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`media_listing_kind_sort_idx\`;`)
}
