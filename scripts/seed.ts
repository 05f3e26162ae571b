/**
 * `npm run seed`: applies pending migrations (embedded SQLite only) and fills the database with the
 * demo marketplace. Safe to run again. DATA_DIR=/tmp/x seeds a throwaway data folder instead.
 */
import { getPayload } from 'payload'

import { migrateDatabase } from '../cms/migrate'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed, type SeedSummary } from '../cms/seed'

const printSummary = (summary: SeedSummary) => {
  console.log('\nCollection        created  updated    total')
  for (const [slug, count] of Object.entries(summary.collections)) {
    console.log(
      `${slug.padEnd(16)} ${String(count.created).padStart(8)} ${String(count.updated).padStart(8)} ${String(count.total).padStart(8)}`,
    )
  }
  console.log(`settings global: ${summary.settings}`)
  console.log(`Seeded in ${(summary.durationMs / 1000).toFixed(1)} s`)
}

const printAccounts = () => {
  console.log(`\nDemo accounts (password for all: ${DEMO_PASSWORD})`)
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length))
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(width)}  ${account.description}`)
}

const main = async () => {
  // Imported here so a bad DATABASE_URI ends in the one-line message below, not a stack trace.
  const { default: config } = await import('../cms/payload.config')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const summary = await seed(payload, { log: (message) => console.log(`  ${message}`) })
  printSummary(summary)
  printAccounts()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
