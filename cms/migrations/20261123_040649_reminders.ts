import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reminders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`auction_id\` integer NOT NULL,
  	\`lead_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`source\` text DEFAULT 'manual' NOT NULL,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`auction_id\`) REFERENCES \`auctions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reminders_user_idx\` ON \`reminders\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`reminders_auction_idx\` ON \`reminders\` (\`auction_id\`);`)
  await db.run(sql`CREATE INDEX \`reminders_sent_at_idx\` ON \`reminders\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`reminders_updated_at_idx\` ON \`reminders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reminders_created_at_idx\` ON \`reminders\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_auction_1_idx\` ON \`reminders\` (\`user_id\`,\`auction_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`remind_watched\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reminders_id\` integer REFERENCES reminders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminders_id_idx\` ON \`payload_locked_documents_rels\` (\`reminders_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`reminder_lead_minutes\` numeric DEFAULT 60 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reminders\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`listings_id\` integer,
  	\`media_id\` integer,
  	\`auctions_id\` integer,
  	\`bids_id\` integer,
  	\`watchlist_id\` integer,
  	\`kyc_id\` integer,
  	\`kyc_documents_id\` integer,
  	\`pages_id\` integer,
  	\`faqs_id\` integer,
  	\`support_messages_id\` integer,
  	\`leads_id\` integer,
  	\`orders_id\` integer,
  	\`invoices_id\` integer,
  	\`notifications_id\` integer,
  	\`activity_id\` integer,
  	\`email_logs_id\` integer,
  	\`audit_logs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listings_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auctions_id\`) REFERENCES \`auctions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bids_id\`) REFERENCES \`bids\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`watchlist_id\`) REFERENCES \`watchlist\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`kyc_id\`) REFERENCES \`kyc\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`kyc_documents_id\`) REFERENCES \`kyc_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_messages_id\`) REFERENCES \`support_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invoices_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activity\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_logs_id\`) REFERENCES \`email_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_logs_id\`) REFERENCES \`audit_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "listings_id", "media_id", "auctions_id", "bids_id", "watchlist_id", "kyc_id", "kyc_documents_id", "pages_id", "faqs_id", "support_messages_id", "leads_id", "orders_id", "invoices_id", "notifications_id", "activity_id", "email_logs_id", "audit_logs_id") SELECT "id", "order", "parent_id", "path", "users_id", "listings_id", "media_id", "auctions_id", "bids_id", "watchlist_id", "kyc_id", "kyc_documents_id", "pages_id", "faqs_id", "support_messages_id", "leads_id", "orders_id", "invoices_id", "notifications_id", "activity_id", "email_logs_id", "audit_logs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listings_id_idx\` ON \`payload_locked_documents_rels\` (\`listings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auctions_id_idx\` ON \`payload_locked_documents_rels\` (\`auctions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bids_id_idx\` ON \`payload_locked_documents_rels\` (\`bids_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_watchlist_id_idx\` ON \`payload_locked_documents_rels\` (\`watchlist_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_kyc_id_idx\` ON \`payload_locked_documents_rels\` (\`kyc_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_kyc_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`kyc_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`support_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoices_id_idx\` ON \`payload_locked_documents_rels\` (\`invoices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`email_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_logs_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`remind_watched\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`reminder_lead_minutes\`;`)
}
