import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`order_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer,
  	\`type\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`actor_id\` integer,
  	\`actor_email\` text,
  	\`amount\` numeric,
  	\`bank_reference\` text,
  	\`note\` text,
  	\`stage\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`order_events_order_idx\` ON \`order_events\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`order_events_type_idx\` ON \`order_events\` (\`type\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`order_events_key_idx\` ON \`order_events\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`order_events_at_idx\` ON \`order_events\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`order_events_actor_idx\` ON \`order_events\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`order_events_updated_at_idx\` ON \`order_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`order_events_created_at_idx\` ON \`order_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancelled_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancelled_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`orders_cancelled_by_idx\` ON \`orders\` (\`cancelled_by_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`order_events_id\` integer REFERENCES order_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_events_id_idx\` ON \`payload_locked_documents_rels\` (\`order_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`order_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`auction_id\` integer NOT NULL,
  	\`listing_id\` integer NOT NULL,
  	\`buyer_id\` integer NOT NULL,
  	\`seller_id\` integer,
  	\`status\` text DEFAULT 'awaiting_payment',
  	\`hammer_price\` numeric NOT NULL,
  	\`buyer_fee\` numeric NOT NULL,
  	\`vat_rate\` numeric NOT NULL,
  	\`vat_amount\` numeric NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`payment_reference\` text NOT NULL,
  	\`sepa_reference\` text,
  	\`paid_at\` text,
  	\`picked_up_at\` text,
  	\`cancel_reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`auction_id\`) REFERENCES \`auctions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`listing_id\`) REFERENCES \`listings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "auction_id", "listing_id", "buyer_id", "seller_id", "status", "hammer_price", "buyer_fee", "vat_rate", "vat_amount", "total", "payment_reference", "sepa_reference", "paid_at", "picked_up_at", "cancel_reason", "updated_at", "created_at") SELECT "id", "auction_id", "listing_id", "buyer_id", "seller_id", "status", "hammer_price", "buyer_fee", "vat_rate", "vat_amount", "total", "payment_reference", "sepa_reference", "paid_at", "picked_up_at", "cancel_reason", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_auction_idx\` ON \`orders\` (\`auction_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_listing_idx\` ON \`orders\` (\`listing_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_buyer_idx\` ON \`orders\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_seller_idx\` ON \`orders\` (\`seller_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_payment_reference_idx\` ON \`orders\` (\`payment_reference\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
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
  	\`reminders_id\` integer,
  	\`kyc_id\` integer,
  	\`kyc_documents_id\` integer,
  	\`pages_id\` integer,
  	\`faqs_id\` integer,
  	\`support_messages_id\` integer,
  	\`leads_id\` integer,
  	\`orders_id\` integer,
  	\`invoices_id\` integer,
  	\`notifications_id\` integer,
  	\`saved_searches_id\` integer,
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
  	FOREIGN KEY (\`reminders_id\`) REFERENCES \`reminders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`kyc_id\`) REFERENCES \`kyc\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`kyc_documents_id\`) REFERENCES \`kyc_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_messages_id\`) REFERENCES \`support_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invoices_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_searches_id\`) REFERENCES \`saved_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activity\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_logs_id\`) REFERENCES \`email_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_logs_id\`) REFERENCES \`audit_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "listings_id", "media_id", "auctions_id", "bids_id", "watchlist_id", "reminders_id", "kyc_id", "kyc_documents_id", "pages_id", "faqs_id", "support_messages_id", "leads_id", "orders_id", "invoices_id", "notifications_id", "saved_searches_id", "activity_id", "email_logs_id", "audit_logs_id") SELECT "id", "order", "parent_id", "path", "users_id", "listings_id", "media_id", "auctions_id", "bids_id", "watchlist_id", "reminders_id", "kyc_id", "kyc_documents_id", "pages_id", "faqs_id", "support_messages_id", "leads_id", "orders_id", "invoices_id", "notifications_id", "saved_searches_id", "activity_id", "email_logs_id", "audit_logs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listings_id_idx\` ON \`payload_locked_documents_rels\` (\`listings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auctions_id_idx\` ON \`payload_locked_documents_rels\` (\`auctions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bids_id_idx\` ON \`payload_locked_documents_rels\` (\`bids_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_watchlist_id_idx\` ON \`payload_locked_documents_rels\` (\`watchlist_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminders_id_idx\` ON \`payload_locked_documents_rels\` (\`reminders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_kyc_id_idx\` ON \`payload_locked_documents_rels\` (\`kyc_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_kyc_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`kyc_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`support_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoices_id_idx\` ON \`payload_locked_documents_rels\` (\`invoices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`email_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_logs_id\`);`)
}
