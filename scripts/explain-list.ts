/**
 * `tsx scripts/explain-list.ts <database file>`: EXPLAIN QUERY PLAN and a short timing of the list
 * queries (scripts/lib/list-queries.ts) straight on a database, e.g. the one the bench keeps with
 * BENCH_KEEP_DATA=1.
 */
import { createClient } from '@libsql/client'

import { ZAuctionListQuery } from '@core/domain/search'
import { countedByCategory } from '../server/storage/catalog-cache'
import { createSqliteCatalogRepository, facetSql, listSql } from '../server/storage/catalog-repository'
import { LIST_QUERIES } from './lib/list-queries'

const main = async () => {
  const file = process.argv[2]
  if (!file) throw new Error('usage: tsx scripts/explain-list.ts <database file>')
  const client = createClient({ url: `file:${file}` })
  const only = process.argv[3]
  for (const { name, params } of LIST_QUERIES) {
    if (only && !name.includes(only)) continue
    const query = ZAuctionListQuery.parse(params)
    const now = new Date()
    // As the route asks: a list counted by category gets its total (and share) from the cached counts.
    let known: { total: number; share: number } | undefined
    if (countedByCategory(query)) {
      const counts = await createSqliteCatalogRepository(client as never).categoryCounts(now)
      const live = Object.values(counts).reduce((sum, n) => sum + n, 0)
      const total = query.category ? counts[query.category as keyof typeof counts] : live
      known = { total, share: total / live }
    }
    const { list, count, withTotal } = listSql(query, now, known)
    const facets = facetSql(countedByCategory(query) ? { category: query.category } : query, now)
    console.log(`\n== ${name}  ?${new URLSearchParams(params)}`)
    for (const stmt of [...(withTotal || known ? [list] : [list, count]), facets]) {
      const plan = await client.execute({ sql: `EXPLAIN QUERY PLAN ${stmt.sql}`, args: stmt.args as never })
      for (const row of plan.rows) console.log(`  ${row.id}/${row.parent} ${row.detail}`)
      // Wall and CPU time (the CPU time is steadier on a machine shared with other work).
      const times: number[] = []
      const cpu: number[] = []
      for (let i = 0; i < 7; i++) {
        const t0 = performance.now()
        const u0 = process.cpuUsage()
        await client.execute({ sql: stmt.sql, args: stmt.args as never })
        const u = process.cpuUsage(u0)
        times.push(performance.now() - t0)
        cpu.push((u.user + u.system) / 1000)
      }
      times.sort((a, b) => a - b)
      cpu.sort((a, b) => a - b)
      console.log(`  -> median ${times[3]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}), CPU median ${cpu[3]!.toFixed(1)} ms`)
    }
  }
  client.close()
}
main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
