/**
 * The listings a full-text match found, kept per instance and exact: the auction list asks the
 * trigram index (listings_search) for every searched page, and a common word such as "crawler"
 * is in a fifth of 100,000 listings, so the match alone took 15–20 ms and ran twice per page
 * (the list and its facets). Paging, sorting and filtering the same search ask the same match.
 *
 * Each entry carries the index's version (table listings_search_version, raised by triggers in
 * the same transaction as every write that changes the index, whoever writes: Payload, the seed,
 * another instance). Every lookup reads the version first; a different one evaluates the match
 * again. So a kept match is never older than the index, on any instance; it is an index lookup
 * kept, not a list: statuses, end times, prices and filters are always read fresh.
 *
 * The hits go to SQLite as one JSON array (`json_each`); a match with more than `maxIds` hits is
 * not kept (its JSON would cost more than the index) and the caller matches in the statement.
 */
type Row = Record<string, unknown>
type Client = { execute(stmt: { sql: string; args: (string | number | null)[] }): Promise<{ rows: Row[] }> }

/** The hits of a match: a JSON array of listing ids, or null when the statement should match itself. */
export type SearchHits = (match: string) => Promise<string | null>

export interface SearchHitsOptions {
  /** Matches kept (least recently used first out). */
  maxEntries?: number
  /** Most hits a kept match may have. */
  maxIds?: number
}

export const createSearchHits = (client: Client, options: SearchHitsOptions = {}): SearchHits => {
  const { maxEntries = 64, maxIds = 50_000 } = options
  const entries = new Map<string, { version: number; hits: Promise<string | null> }>()
  /** Unknown until the version table answers (a database without the migration matches in the statement). */
  let versioned = true

  const version = async (): Promise<number | null> => {
    if (!versioned) return null
    try {
      const { rows } = await client.execute({ sql: 'SELECT v FROM listings_search_version WHERE id = 1', args: [] })
      return rows[0] ? Number(rows[0].v) : null
    } catch {
      versioned = false
      return null
    }
  }

  return async (match) => {
    const current = await version()
    if (current === null) return null
    const kept = entries.get(match)
    if (kept && kept.version === current) {
      // Most recently used last.
      entries.delete(match)
      entries.set(match, kept)
      return kept.hits
    }
    // The version was read before the match: a write in between leaves the entry older than its
    // hits, so the next lookup evaluates it again (never the other way round).
    const hits = client
      .execute({ sql: 'SELECT COUNT(*) AS n, json_group_array(rowid) AS ids FROM listings_search WHERE listings_search MATCH ?', args: [match] })
      .then(({ rows }) => (Number(rows[0]?.n ?? 0) > maxIds ? null : String(rows[0]?.ids ?? '[]')))
    entries.delete(match)
    entries.set(match, { version: current, hits })
    // A failed match is not kept: the next lookup asks again (the caller sees the error).
    hits.catch(() => {
      if (entries.get(match)?.hits === hits) entries.delete(match)
    })
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    return hits
  }
}
