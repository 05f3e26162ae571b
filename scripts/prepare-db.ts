/**
 * Brings the database up to date before the parts start: applies committed migrations (SQLite)
 * and loads the demo data when the database is empty (first start).
 */
import { getPayload } from 'payload'

import { migrateDatabase } from '../cms/migrate'

const main = async () => {
  const { default: config } = await import('../cms/payload.config')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs === 0 && process.env.SEED !== 'false') {
    console.log('▸ First start: loading demo data…')
    const { seed } = await import('../cms/seed')
    const started = Date.now()
    await seed(payload, { log: (msg) => console.log(`  ${msg}`) })
    console.log(`✓ Demo data loaded (${Math.round((Date.now() - started) / 1000)} s)`)
  }
  await payload.destroy()
}

main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err)
    const hint = /ECONNREFUSED|ServerSelection|querySrv/.test(message)
      ? ' Is the database server running and DATABASE_URI right?'
      : ''
    console.error(`\n✖ Preparing the database failed: ${message}.${hint}\n`)
    process.exit(1)
  })
