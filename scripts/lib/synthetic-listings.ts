import { BRANDS, CATEGORIES, COUNTRIES } from '@core/domain/catalog'

type Client = { execute(stmt: string | { sql: string; args: unknown[] }): Promise<{ rows: Record<string, unknown>[] }> }

/**
 * Bench data: N synthetic live listings (every 20th a draft) with an auction each (every 10th
 * ended in the past), English and German descriptions and one photo, inserted in bulk with SQL
 * into a throwaway SQLite database.
 */
export const insertSyntheticListings = async (client: Client, N: number) => {
  const words: Record<string, string> = {
    excavators: 'crawler excavator', wheel_loaders: 'wheel loader', cranes: 'mobile crane', attachments: 'hydraulic attachment',
    dozers: 'crawler dozer', telehandlers: 'telehandler', dump_trucks: 'articulated dump truck', compactors: 'single drum compactor', pavers: 'tracked paver',
  }
  const now = Date.now()
  await client.execute('BEGIN')
  const chunk = 500
  for (let start = 0; start < N; start += chunk) {
    const listings: unknown[] = []
    const locales: unknown[] = []
    const auctions: unknown[] = []
    const media: unknown[] = []
    for (let i = start; i < Math.min(N, start + chunk); i++) {
      const id = 100_000 + i
      const category = CATEGORIES[i % CATEGORIES.length] as string
      const brand = BRANDS[(i + Math.floor(i / CATEGORIES.length)) % BRANDS.length] as string
      const model = `${brand.slice(0, 2).toUpperCase()}${100 + (i % 400)}`
      const status = i % 20 === 0 ? 'draft' : 'live'
      const created = new Date(now - (i % 5000) * 60_000).toISOString()
      listings.push(id, `${brand} ${model} ${words[category]} #${i}`, `bench-${i}`, status, category, brand, model, 1995 + (i % 31), (i * 37) % 20_000, `City ${i % 300}`, COUNTRIES[i % COUNTRIES.length], created, created)
      locales.push(`Used ${words[category]} in good condition, serviced regularly. Lot ${i}.`, 'en', id, `Gebrauchte Maschine in gutem Zustand, Los ${i}.`, 'de', id)
      const ended = i % 10 === 0
      const end = new Date(now + (ended ? -3_600_000 : ((i * 7919) % 86_400) * 1000 + 60_000)).toISOString()
      auctions.push(id, id, ended ? 'ENDED' : 'LIVE', new Date(now - 3_600_000).toISOString(), end, 10_000 + (i % 100) * 1000, 10_000 + ((i * 13) % 300) * 500, i % 25, created, created)
      media.push(id, id, 'image', 0, `bench-${i}.jpg`, `bench-${i}-800x600.webp`)
    }
    const rows = (n: number, k: number) => Array.from({ length: n }, () => `(${Array(k).fill('?').join(',')})`).join(',')
    const count = listings.length / 13
    await client.execute({ sql: `INSERT INTO listings (id, title, slug, status, category, brand, model, year, hours, location_city, location_country, created_at, updated_at) VALUES ${rows(count, 13)}`, args: listings })
    await client.execute({ sql: `INSERT INTO listings_locales (description_md, _locale, _parent_id) VALUES ${rows(count * 2, 3)}`, args: locales })
    await client.execute({ sql: `INSERT INTO auctions (id, listing_id, status, start_time, end_time, start_price, current_price, bid_count, created_at, updated_at) VALUES ${rows(count, 10)}`, args: auctions })
    await client.execute({ sql: `INSERT INTO media (id, listing_id, kind, sort_order, filename, sizes_card_filename) VALUES ${rows(count, 6)}`, args: media })
  }
  await client.execute('COMMIT')
  await client.execute('ANALYZE')
}
