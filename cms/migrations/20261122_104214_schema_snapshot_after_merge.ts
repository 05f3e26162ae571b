import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Schema snapshot only. Four branches added migrations side by side (activity and identities,
 * audit log, support messages, order SEPA reference), each generated against the same older
 * snapshot. Their SQL is complete; what was stale is the JSON snapshot the next
 * `migrate:create` diffs against. The JSON next to this file is the merged schema, so the next
 * generated migration contains only real changes. Every statement the generator proposed here is
 * already applied by those four migrations, so there is nothing to run.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
