import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { normaliseVatId } from '@core/domain/kyc-signals'
import { dataDir } from '../paths'

/**
 * KYC fraud signals (security #24, section 5): the normalised VAT ID on each KYC record, the VIES
 * answer, and the SHA-256 of each KYC document's bytes, filled in for the records and files that
 * are already there (a missing file keeps no hash).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`vat_key\` text;`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`vat_check_status\` text;`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`vat_check_vat\` text;`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`vat_check_name\` text;`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`vat_check_address\` text;`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`vat_check_checked_at\` text;`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`vat_check_reason\` text;`)
  await db.run(sql`ALTER TABLE \`kyc\` ADD \`vat_check_detail\` text;`)
  await db.run(sql`CREATE INDEX \`kyc_vat_key_idx\` ON \`kyc\` (\`vat_key\`);`)
  await db.run(sql`ALTER TABLE \`kyc_documents\` ADD \`sha256\` text;`)
  await db.run(sql`CREATE INDEX \`kyc_documents_sha256_idx\` ON \`kyc_documents\` (\`sha256\`);`)

  const records = (await db.all(sql`SELECT id, vat_id, country FROM kyc`)) as Array<{ id: number; vat_id: string | null; country: string | null }>
  for (const record of records) {
    await db.run(sql`UPDATE kyc SET vat_key = ${normaliseVatId(record.vat_id, record.country)} WHERE id = ${record.id}`)
  }
  const documents = (await db.all(sql`SELECT id, filename FROM kyc_documents WHERE filename IS NOT NULL`)) as Array<{ id: number; filename: string }>
  for (const document of documents) {
    const bytes = await readFile(path.join(dataDir(), 'kyc-documents', path.basename(document.filename))).catch(() => null)
    if (bytes) await db.run(sql`UPDATE kyc_documents SET sha256 = ${createHash('sha256').update(bytes).digest('hex')} WHERE id = ${document.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`kyc_vat_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`vat_key\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`vat_check_status\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`vat_check_vat\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`vat_check_name\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`vat_check_address\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`vat_check_checked_at\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`vat_check_reason\`;`)
  await db.run(sql`ALTER TABLE \`kyc\` DROP COLUMN \`vat_check_detail\`;`)
  await db.run(sql`DROP INDEX \`kyc_documents_sha256_idx\`;`)
  await db.run(sql`ALTER TABLE \`kyc_documents\` DROP COLUMN \`sha256\`;`)
}
