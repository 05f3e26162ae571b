import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`support_messages\` ADD \`answered_at\` text;`)
  await db.run(sql`ALTER TABLE \`support_messages\` ADD \`answered_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`support_messages\` ADD \`email_status\` text DEFAULT 'pending';`)
  await db.run(sql`CREATE INDEX \`support_messages_topic_idx\` ON \`support_messages\` (\`topic\`);`)
  await db.run(sql`CREATE INDEX \`support_messages_answered_by_idx\` ON \`support_messages\` (\`answered_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_support_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`email\` text NOT NULL,
  	\`topic\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`status\` text DEFAULT 'open',
  	\`answer\` text,
  	\`user_id\` integer,
  	\`context_url\` text,
  	\`context_locale\` text,
  	\`context_page_title\` text,
  	\`context_user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_support_messages\`("id", "name", "email", "topic", "message", "status", "answer", "user_id", "context_url", "context_locale", "context_page_title", "context_user_agent", "updated_at", "created_at") SELECT "id", "name", "email", "topic", "message", "status", "answer", "user_id", "context_url", "context_locale", "context_page_title", "context_user_agent", "updated_at", "created_at" FROM \`support_messages\`;`)
  await db.run(sql`DROP TABLE \`support_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_support_messages\` RENAME TO \`support_messages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`support_messages_status_idx\` ON \`support_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`support_messages_user_idx\` ON \`support_messages\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`support_messages_updated_at_idx\` ON \`support_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`support_messages_created_at_idx\` ON \`support_messages\` (\`created_at\`);`)
}
