import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`kind\` text DEFAULT 'invoice';`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`corrects_id\` integer REFERENCES invoices(id);`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`credit_reason\` text;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`series_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`sequence\` numeric;`)
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`snapshot\` text;`)
  await db.run(sql`CREATE INDEX \`invoices_corrects_idx\` ON \`invoices\` (\`corrects_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_series_year_idx\` ON \`invoices\` (\`series_year\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_invoices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`buyer_id\` integer NOT NULL,
  	\`hammer_price\` numeric NOT NULL,
  	\`buyer_fee\` numeric NOT NULL,
  	\`buyer_fee_pct\` numeric NOT NULL,
  	\`net_total\` numeric NOT NULL,
  	\`vat_treatment\` text NOT NULL,
  	\`vat_rate\` numeric NOT NULL,
  	\`vat_amount\` numeric NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`vat_note\` text,
  	\`buyer_vat_id\` text,
  	\`payment_reference\` text NOT NULL,
  	\`issued_at\` text NOT NULL,
  	\`due_at\` text,
  	\`billed_to_company\` text,
  	\`billed_to_contact\` text,
  	\`billed_to_street\` text,
  	\`billed_to_postal_code\` text,
  	\`billed_to_city\` text,
  	\`billed_to_country\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_invoices\`("id", "number", "order_id", "buyer_id", "hammer_price", "buyer_fee", "buyer_fee_pct", "net_total", "vat_treatment", "vat_rate", "vat_amount", "total", "vat_note", "buyer_vat_id", "payment_reference", "issued_at", "due_at", "billed_to_company", "billed_to_contact", "billed_to_street", "billed_to_postal_code", "billed_to_city", "billed_to_country", "updated_at", "created_at") SELECT "id", "number", "order_id", "buyer_id", "hammer_price", "buyer_fee", "buyer_fee_pct", "net_total", "vat_treatment", "vat_rate", "vat_amount", "total", "vat_note", "buyer_vat_id", "payment_reference", "issued_at", "due_at", "billed_to_company", "billed_to_contact", "billed_to_street", "billed_to_postal_code", "billed_to_city", "billed_to_country", "updated_at", "created_at" FROM \`invoices\`;`)
  await db.run(sql`DROP TABLE \`invoices\`;`)
  await db.run(sql`ALTER TABLE \`__new_invoices\` RENAME TO \`invoices\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_number_idx\` ON \`invoices\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`invoices_order_idx\` ON \`invoices\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_buyer_idx\` ON \`invoices\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_updated_at_idx\` ON \`invoices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invoices_created_at_idx\` ON \`invoices\` (\`created_at\`);`)
}
