import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Schema snapshot only. Three branches of issue #16 added migrations side by side (reminders,
 * saved searches, bidding limits), each generated against the same older snapshot. Their SQL is
 * complete; what was stale is the JSON snapshot the next `migrate:create` diffs against. The JSON
 * next to this file is the merged schema, so the next generated migration contains only real
 * changes. Every statement the generator proposed here (the reminders and saved_searches tables,
 * users.remind_watched, settings.reminder_lead_minutes and the locked-documents columns) is already
 * applied by 20261123_040649_reminders and 20261123_040651_saved_searches, so there is nothing to run.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
