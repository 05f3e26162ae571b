import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Schema snapshot only. Two branches of issue #24 added migrations side by side (KYC fraud signals,
 * invoices' billed_to), each generated against the same older snapshot. Their SQL is complete; what
 * was stale is the JSON snapshot the next `migrate:create` diffs against. The JSON next to this file
 * is the merged schema. Every statement the generator proposed here (the kyc vat_key and vat_check
 * columns, kyc_documents.sha256 and their indexes) is already applied by
 * 20261125_161142_kyc_fraud_signals, so there is nothing to run.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
