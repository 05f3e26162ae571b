import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { SETTINGS_DEFAULTS } from '@core/settings'

/**
 * Invoices keep the buyer fee rate they were issued with (`buyer_fee_pct`; the VAT case was
 * already stored as `vat_treatment`). Invoices issued before hold it as their amounts show it,
 * worked out once here: fee ÷ hammer price, in percent to two decimals (what the PDF route used to
 * compute on every download). An invoice without a hammer price takes the current setting.
 * SQLite adds a NOT NULL column only with a default; every row is filled right after.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`invoices\` ADD \`buyer_fee_pct\` numeric NOT NULL DEFAULT 0;`)
  await db.run(sql`
    UPDATE \`invoices\` SET \`buyer_fee_pct\` = CASE
      WHEN \`hammer_price\` > 0 THEN ROUND(\`buyer_fee\` * 100.0 / \`hammer_price\`, 2)
      ELSE COALESCE((SELECT \`buyer_fee_pct\` FROM \`settings\` LIMIT 1), ${SETTINGS_DEFAULTS.buyerFeePct})
    END;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`invoices\` DROP COLUMN \`buyer_fee_pct\`;`)
}
