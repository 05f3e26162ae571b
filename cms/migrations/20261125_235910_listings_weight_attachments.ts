import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Listings: the attachments included (a hasMany select), for the
 * auction list's filters and facet counts (server/storage/catalog-repository.ts; the weight is 20261126_000500_listing_size). The extra index
 * on (value, parent_id) serves the attachment filter `value IN (...)` and its facet's GROUP BY.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`listings_attachments\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`listings_attachments_order_idx\` ON \`listings_attachments\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`listings_attachments_parent_idx\` ON \`listings_attachments\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`listings_attachments_value_parent_idx\` ON \`listings_attachments\` (\`value\`, \`parent_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`listings_attachments\`;`)
}
