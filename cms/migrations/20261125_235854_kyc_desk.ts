/**
 * KYC desk (issue 28): the queue's order by first submission (backfilled), a reviewer's claim
 * (claimed_by, claimed_until), the reasons picked for a decision and the documents a request for more
 * information asks for.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`kyc_decision_reasons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`kyc\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`kyc_decision_reasons_order_idx\` ON \`kyc_decision_reasons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`kyc_decision_reasons_parent_idx\` ON \`kyc_decision_reasons\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`kyc_requested_documents\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`kyc\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`kyc_requested_documents_order_idx\` ON \`kyc_requested_documents\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`kyc_requested_documents_parent_idx\` ON \`kyc_requested_documents\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`first_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`claimed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`claimed_until\` text;`)
  await db.run(sql`CREATE INDEX \`kyc_first_submitted_at_idx\` ON \`kyc\` (\`first_submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`kyc_claimed_by_idx\` ON \`kyc\` (\`claimed_by_id\`);`)
  // The queue's order for existing applications: their (last) submission, the best we know of the first.
  await db.run(sql`UPDATE \`kyc\` SET \`first_submitted_at\` = COALESCE(\`submitted_at\`, \`created_at\`) WHERE \`first_submitted_at\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`kyc_decision_reasons\`;`)
  await db.run(sql`DROP TABLE \`kyc_requested_documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_kyc\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'pending_review' NOT NULL,
  	\`rejection_reason\` text,
  	\`reviewed_by_id\` integer,
  	\`reviewed_at\` text,
  	\`submitted_at\` text,
  	\`company_name\` text NOT NULL,
  	\`vat_id\` text NOT NULL,
  	\`business_address_street\` text NOT NULL,
  	\`business_address_postal_code\` text NOT NULL,
  	\`business_address_city\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`contact_person\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`business_registration_id\` integer NOT NULL,
  	\`proof_of_address_id\` integer NOT NULL,
  	\`vat_key\` text,
  	\`vat_check_status\` text,
  	\`vat_check_vat\` text,
  	\`vat_check_name\` text,
  	\`vat_check_address\` text,
  	\`vat_check_checked_at\` text,
  	\`vat_check_reason\` text,
  	\`vat_check_detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`business_registration_id\`) REFERENCES \`kyc_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`proof_of_address_id\`) REFERENCES \`kyc_documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_kyc\`("id", "user_id", "status", "rejection_reason", "reviewed_by_id", "reviewed_at", "submitted_at", "company_name", "vat_id", "business_address_street", "business_address_postal_code", "business_address_city", "country", "contact_person", "phone", "business_registration_id", "proof_of_address_id", "vat_key", "vat_check_status", "vat_check_vat", "vat_check_name", "vat_check_address", "vat_check_checked_at", "vat_check_reason", "vat_check_detail", "updated_at", "created_at") SELECT "id", "user_id", "status", "rejection_reason", "reviewed_by_id", "reviewed_at", "submitted_at", "company_name", "vat_id", "business_address_street", "business_address_postal_code", "business_address_city", "country", "contact_person", "phone", "business_registration_id", "proof_of_address_id", "vat_key", "vat_check_status", "vat_check_vat", "vat_check_name", "vat_check_address", "vat_check_checked_at", "vat_check_reason", "vat_check_detail", "updated_at", "created_at" FROM \`kyc\`;`)
  await db.run(sql`DROP TABLE \`kyc\`;`)
  await db.run(sql`ALTER TABLE \`__new_kyc\` RENAME TO \`kyc\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`kyc_user_idx\` ON \`kyc\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`kyc_status_idx\` ON \`kyc\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`kyc_reviewed_by_idx\` ON \`kyc\` (\`reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`kyc_submitted_at_idx\` ON \`kyc\` (\`submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`kyc_business_registration_idx\` ON \`kyc\` (\`business_registration_id\`);`)
  await db.run(sql`CREATE INDEX \`kyc_proof_of_address_idx\` ON \`kyc\` (\`proof_of_address_id\`);`)
  await db.run(sql`CREATE INDEX \`kyc_vat_key_idx\` ON \`kyc\` (\`vat_key\`);`)
  await db.run(sql`CREATE INDEX \`kyc_updated_at_idx\` ON \`kyc\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`kyc_created_at_idx\` ON \`kyc\` (\`created_at\`);`)
}
