import type { Payload } from 'payload'

import type { AuctionCard } from '@core/contract'
import { CATEGORIES, type Category } from '@core/domain/catalog'
import { ATTACHMENTS, WEIGHT_CLASSES, type Attachment, type ListFacets } from '@core/domain/list-params'
import { PUBLIC_AUCTION_STATUSES, PUBLIC_LISTING_STATUS } from '@core/domain/public-auctions'
import { type AuctionListQuery, searchTerms } from '@core/domain/search'

import { sqliteFile } from '../../cms/db-file'
import { payloadDb } from './db'
import { createSearchHits, type SearchHits } from './search-hits'
import { createSqliteReader } from './sqlite-reader'

/**
 * The read side of the auction list: filtered, searched, sorted and paged cards, category
 * counts and the brand/model pairs behind search-suggest. Payload's Local API is far too slow for list pages over
 * tens of thousands of listings, so this reads the adapter's database directly (plain SQL on
 * SQLite, aggregation on MongoDB) with the spec's public visibility rule built in.
 */
export type KnownTotal = { total: number; share: number }

/**
 * Most auction rows a page may read in index order before the listing-first plan (which sorts all
 * matches) is the better one: with `share` of the auctions matching, the page's last row is about
 * (offset + limit) / share rows into the index.
 */
const INDEX_ORDER_MAX_ROWS = 20_000

export interface CatalogRepository {
  /**
   * One page of the list and the number of all matches. `known`, when the caller already knows it
   * (catalog-cache.ts: an unfiltered or category-only list is in the cached category counts):
   * `total` saves the count statement; `share` (the matches' part of all live auctions, 0 to 1)
   * tells SQLite the matches are dense enough to read the auctions in the sort's index order and
   * stop after the page (see `listSql`).
   */
  listAuctions(query: AuctionListQuery, now: Date, known?: KnownTotal): Promise<{ items: AuctionCard[]; total: number }>
  categoryCounts(now: Date): Promise<Record<Category, number>>
  /** Every distinct brand and model of a live listing (what search-suggest picks from; see catalog-cache.ts). */
  liveModels(): Promise<{ brand: string; model: string }[]>
  /**
   * The facet counts of a list (the usual faceted-search rule): machines per weight class given
   * every filter but the weight, and per attachment given every filter but the attachments. One
   * grouped statement per facet.
   */
  facetCounts(query: Partial<AuctionListQuery>, now: Date): Promise<ListFacets>
  /**
   * A page of the list with its total and its facet counts, as the list page asks them: the same
   * results as `listAuctions` and `facetCounts`, with the matching auctions found once for both.
   */
  listWithFacets(query: AuctionListQuery, now: Date): Promise<{ items: AuctionCard[]; total: number; facets: ListFacets }>
}

/** Which facet's own filter a facet count leaves out. */
type Without = 'weight' | 'att' | 'both' | undefined

/** Facet counts in the catalogue's order, zero where nothing matched. */
const toFacets = (weight: Map<string, number>, attachments: Map<string, number>): ListFacets => ({
  weight: WEIGHT_CLASSES.map(({ id }) => ({ id, count: weight.get(id) ?? 0 })),
  attachments: ATTACHMENTS.map((value) => ({ value, count: attachments.get(value) ?? 0 })),
})

/** SQL CASE naming the weight class of a weight column (WEIGHT_CLASSES: from min, under max). */
const weightClassSql = (column: string) =>
  `CASE ${WEIGHT_CLASSES.map(({ id, min, max }) => {
    const conditions = [min !== undefined ? `${column} >= ${min}` : null, max !== undefined ? `${column} < ${max}` : null].filter(Boolean)
    return `WHEN ${conditions.join(' AND ')} THEN '${id}'`
  }).join(' ')} END`

const mediaUrl = (filename: string | null | undefined) => (filename ? `/api/media/file/${encodeURIComponent(filename)}` : null)

/** A word as an FTS5 phrase: double quotes inside are doubled, so no query syntax gets through. */
const ftsPhrase = (word: string) => `"${word.replace(/"/g, '""')}"`

/** `%word%` for LIKE, with LIKE's own wildcards escaped. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

type Row = Record<string, unknown>
/** A statement's parameters (what libsql binds). */
type SqlArg = string | number | null
/** The part of Payload's libsql client (server/storage/db.ts) the catalogue uses. */
type LibsqlClient = { execute(stmt: { sql: string; args: SqlArg[] }): Promise<{ rows: Row[] }> }

const ORDER_BY: Record<AuctionListQuery['sort'], string> = {
  closing_soon: 'a.end_time ASC, a.id ASC',
  newly_listed: 'a.created_at DESC, a.id DESC',
  price_asc: 'COALESCE(a.current_price, a.start_price) ASC, a.id ASC',
  price_desc: 'COALESCE(a.current_price, a.start_price) DESC, a.id DESC',
}

/**
 * The full-text expression that picks a list's candidate listings, or null when nothing in the
 * query can use the index: every search word of three or more characters (the trigram index,
 * listings_search, see the migration listings_search_fts), and the brand filter when it has three
 * or more characters (the `brand` column of the same index). The brand's LIKE stays in the WHERE
 * clause as the exact rule: the trigram match folds case and diacritics, so it finds a superset
 * of what LIKE finds and LIKE decides.
 */
export const ftsMatch = (query: Partial<AuctionListQuery>): string | null => {
  const parts: string[] = []
  for (const alternatives of searchTerms(query.q)) {
    if (alternatives.every((word) => [...word].length >= 3)) parts.push(`(${alternatives.map(ftsPhrase).join(' OR ')})`)
  }
  if (query.brand && [...query.brand].length >= 3) parts.push(`brand : ${ftsPhrase(query.brand)}`)
  return parts.length > 0 ? parts.join(' AND ') : null
}

/**
 * FROM and WHERE of the public list: visibility rule plus the filters (less one facet's own, for
 * its counts). A full-text match is evaluated once, and the plan is fixed by CROSS JOIN (EXPLAIN
 * QUERY PLAN at 100,000 listings, see the README's list-query section):
 *
 * - with a category, the category and the other listing filters come from the covering index
 *   listings_list_idx (about a ninth of the listings, no table row read), and the match is a set
 *   their candidates are checked against;
 * - without one, the index's matches are the candidates: each listing by its rowid, then every
 *   filter on it.
 *
 * Either way each candidate's auction comes from the covering index auctions_listing_list_idx.
 * Without a match the auctions and listings are joined as the planner (or `indexOrder`, see
 * listSql) decides.
 *
 * `hits`, the match's listings as a JSON array (kept by search-hits.ts, exact to the index's
 * version), stands in for the index in both plans: the set the candidates are checked against,
 * or the candidates themselves (`json_each`).
 */
const sqliteFrom = (query: Partial<AuctionListQuery>, now: Date, options: { without?: Without; indexOrder?: boolean; hits?: string | null } = {}) => {
  const { without, indexOrder = false } = options
  const match = ftsMatch(query)
  // The match's hits kept by search-hits.ts (a JSON array of listing ids) stand in for the index.
  const hits = match !== null && typeof options.hits === 'string' ? options.hits : null
  // The public rule (core/domain/public-auctions.ts), listed only until the end.
  const statuses = PUBLIC_AUCTION_STATUSES.map((status) => `'${status}'`).join(', ')
  const clauses = [`l.status = '${PUBLIC_LISTING_STATUS}'`, `a.status IN (${statuses})`, `a.end_time >= ?`]
  const args: SqlArg[] = [now.toISOString()]
  // The match narrows the candidates first unless a category (its index) narrows them more.
  const filterFirst = match !== null && Boolean(query.category)
  if (hits !== null && filterFirst) {
    clauses.push('l.id IN (SELECT value FROM json_each(?))')
    args.push(hits)
  } else if (hits !== null) {
    args.unshift(hits)
  } else if (match && filterFirst) {
    clauses.push('l.id IN (SELECT rowid FROM listings_search WHERE listings_search MATCH ?)')
    args.push(match)
  } else if (match) {
    clauses.unshift('listings_search MATCH ?')
    args.unshift(match)
  }
  if (query.category) {
    clauses.push('l.category = ?')
    args.push(query.category)
  }
  // Words shorter than three characters, which trigrams cannot match, use LIKE (the others are in `match`).
  for (const alternatives of searchTerms(query.q)) {
    if (alternatives.every((word) => [...word].length >= 3)) continue
    const ors: string[] = []
    for (const word of alternatives) {
      const pattern = likePattern(word)
      ors.push(
        `l.title LIKE ? ESCAPE '\\'`,
        `l.brand LIKE ? ESCAPE '\\'`,
        `l.model LIKE ? ESCAPE '\\'`,
        `l.id IN (SELECT d._parent_id FROM listings_locales d WHERE d.description_md LIKE ? ESCAPE '\\')`,
      )
      args.push(pattern, pattern, pattern, pattern)
    }
    clauses.push(`(${ors.join(' OR ')})`)
  }
  if (query.brand) {
    clauses.push(`l.brand LIKE ? ESCAPE '\\'`)
    args.push(likePattern(query.brand))
  }
  if (query.country) {
    clauses.push(`l.location_country LIKE ? ESCAPE '\\'`)
    args.push(likePattern(query.country))
  }
  for (const [key, column, op] of [
    ['yMin', 'l.year', '>='],
    ['yMax', 'l.year', '<='],
    ['hMin', 'l.hours', '>='],
    ['hMax', 'l.hours', '<='],
  ] as const) {
    const value = query[key]
    if (value !== undefined) {
      clauses.push(`${column} ${op} ?`)
      args.push(value)
    }
  }
  if (without !== 'weight' && without !== 'both') {
    // From wMin, under wMax (a listing without a weight matches no bound).
    if (query.wMin !== undefined) {
      clauses.push('l.operating_weight_t >= ?')
      args.push(query.wMin)
    }
    if (query.wMax !== undefined) {
      clauses.push('l.operating_weight_t < ?')
      args.push(query.wMax)
    }
  }
  if (without !== 'att' && without !== 'both' && query.att && query.att.length > 0) {
    // Any of the attachments (Payload keeps a hasMany select in listings_attachments).
    clauses.push(`l.id IN (SELECT la.parent_id FROM listings_attachments la WHERE la.value IN (${query.att.map(() => '?').join(', ')}))`)
    args.push(...query.att)
  }
  // A match's candidates are checked one listing id at a time: from the narrow index of the filter
  // columns keyed by id (migration listings_filter_by_id_idx) rather than the wide table row, unless
  // a short search word needs the title and model (LIKE above), which that index does not hold.
  const byId = searchTerms(query.q).every((alternatives) => alternatives.every((word) => [...word].length >= 3))
    ? 'listings l INDEXED BY listings_filter_by_id_idx'
    : 'listings l'
  const from = filterFirst
    ? 'listings l INDEXED BY listings_list_idx CROSS JOIN auctions a ON a.listing_id = l.id'
    : hits !== null
      ? `json_each(?) hits CROSS JOIN ${byId} ON l.id = hits.value CROSS JOIN auctions a ON a.listing_id = l.id`
      : match
        ? `listings_search CROSS JOIN ${byId} ON l.id = listings_search.rowid CROSS JOIN auctions a ON a.listing_id = l.id`
        : `auctions a ${indexOrder ? 'CROSS JOIN' : 'JOIN'} listings l ON l.id = a.listing_id`
  return { from, where: clauses.join(' AND '), args, fts: match !== null }
}

/** The columns of a card row (the outer select of listSql and listWithFacetsSql; a facet row of the latter has them NULL). */
const CARD_COLUMNS = [
  'a.id',
  'a.status',
  'a.current_price',
  'a.start_price',
  'a.bid_count',
  'a.end_time',
  'l.slug',
  'l.title',
  'l.category',
  'l.brand',
  'l.model',
  'l.year',
  'l.hours',
  'l.location_city',
  'l.location_country',
  `(SELECT COALESCE(m.sizes_card_filename, m.filename) FROM media m
     WHERE m.listing_id = l.id AND m.kind = 'image' ORDER BY m.sort_order ASC, m.id ASC LIMIT 1) AS image`,
]

export const listSql = (query: AuctionListQuery, now: Date, known?: KnownTotal, hits?: string | null) => {
  const offset = (query.page - 1) * query.limit
  // SQLite's planner starts from the listings' status index and sorts every live auction for a
  // price or newest-first page (about 200 ms at 100,000). When the matches are dense (no filter but
  // perhaps a category, whose share the cached counts give), CROSS JOIN makes it read the auctions
  // in the sort's index order (auctions_price_idx, auctions_created_at_idx) and stop after the page.
  // Sparse matches (a rare brand) keep the listing-first plan, which never scans the whole index.
  const indexOrder = known !== undefined && known.share > 0 && (offset + query.limit) / known.share <= INDEX_ORDER_MAX_ROWS
  const { from, where, args, fts } = sqliteFrom(query, now, { indexOrder, hits })
  // A search (or a brand picked from the full-text index) reads its candidates from the index and
  // sorts them all anyway, so the total comes with the page (a window count over every match,
  // before LIMIT) in the same pass. Without one the page is read in index order and stops after
  // `limit` rows, which a window count would prevent; the count then stays its own statement.
  const withTotal = fts || searchTerms(query.q).length > 0
  return {
    withTotal,
    // Sort and page on the narrow join first; only the page's rows fetch their columns and photo.
    // The outer CROSS JOINs keep the page as the driving table: with plain JOINs the planner read
    // every auction in auctions_created_at_idx order to avoid sorting the page's 24 rows, and
    // probed the page for each (about 95 ms at 100,000 for every newest-first list, which is every
    // visitor's list).
    list: {
      sql: `WITH page AS (
          SELECT a.id AS aid${withTotal ? ', COUNT(*) OVER () AS total' : ''} FROM ${from}
          WHERE ${where} ORDER BY ${ORDER_BY[query.sort]} LIMIT ? OFFSET ?)
        SELECT ${withTotal ? 'page.total, ' : ''}${CARD_COLUMNS.join(', ')}
        FROM page CROSS JOIN auctions a ON a.id = page.aid CROSS JOIN listings l ON l.id = a.listing_id
        ORDER BY ${ORDER_BY[query.sort]}`,
      args: [...args, query.limit, offset],
    },
    /** The total: always without a search; with one, only for a page past the last match (no row carries it then). */
    count: { sql: `SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`, args },
  }
}

/**
 * What the facet statements share: the candidates given every filter but the weight and the
 * attachments (`base`), the test whether a candidate has one of the asked attachments (`attOk`,
 * its placeholders `att`), and the weight bounds on a candidate's weight `c.w` (`weightOk`,
 * `weightArgs`: from wMin, under wMax; a listing without a weight matches no bound, as in sqliteFrom).
 */
const facetParts = (query: Partial<AuctionListQuery>, now: Date, hits?: string | null) => {
  const base = sqliteFrom(query, now, { without: 'both', hits })
  const att = query.att && query.att.length > 0 ? query.att : null
  const weightOk: string[] = []
  const weightArgs: SqlArg[] = []
  if (query.wMin !== undefined) {
    weightOk.push('c.w >= ?')
    weightArgs.push(query.wMin)
  }
  if (query.wMax !== undefined) {
    weightOk.push('c.w < ?')
    weightArgs.push(query.wMax)
  }
  const attOk = att ? `l.id IN (SELECT la.parent_id FROM listings_attachments la WHERE la.value IN (${att.map(() => '?').join(', ')}))` : '1'
  return { base, att, attOk, weightOk, weightArgs }
}

/**
 * Both facets in one statement, so a searched list's full-text match and filters run once for
 * them: the candidates given every filter but the weight and the attachments (materialized), then
 * the weight classes of those with the attachment filter, and the attachments of those with the
 * weight filter. Rows: `facet` ('weight' or 'att'), `k`, `n`.
 */
export const facetSql = (query: Partial<AuctionListQuery>, now: Date, hits?: string | null) => {
  const { base, att, attOk, weightOk, weightArgs } = facetParts(query, now, hits)
  return {
    sql: `WITH c AS MATERIALIZED (
        SELECT a.id AS aid, l.id AS lid, l.operating_weight_t AS w, ${attOk} AS att_ok FROM ${base.from} WHERE ${base.where})
      SELECT 'weight' AS facet, ${weightClassSql('c.w')} AS k, COUNT(*) AS n FROM c WHERE c.att_ok AND c.w IS NOT NULL GROUP BY k
      UNION ALL
      SELECT 'att' AS facet, la.value AS k, COUNT(DISTINCT c.aid) AS n FROM c CROSS JOIN listings_attachments la ON la.parent_id = c.lid
        ${weightOk.length > 0 ? `WHERE ${weightOk.join(' AND ')}` : ''} GROUP BY la.value`,
    // In the order of their placeholders: the attachment test in the select list, the filters, the weight bounds.
    args: [...(att ?? []), ...base.args, ...weightArgs],
  }
}

/** ORDER_BY on the candidates of listWithFacetsSql (their sort keys, named as there). */
const CANDIDATE_ORDER_BY: Record<AuctionListQuery['sort'], string> = {
  closing_soon: 'end_time ASC, aid ASC',
  newly_listed: 'created_at DESC, aid DESC',
  price_asc: 'price ASC, aid ASC',
  price_desc: 'price DESC, aid DESC',
}

/**
 * The list page's one statement (`listWithFacets`): the auctions matching every filter but the
 * weight and the attachments are found once (materialized, with each one's weight, whether it has
 * one of the asked attachments, and its sort keys), and from them:
 *
 * - the page (rows `item`, `k` its place) and the total (row `total`, `n`): those with the
 *   attachments and in the weight bounds;
 * - the weight classes of those with the attachments, and the attachments of those in the weight
 *   bounds (rows `weight` and `att`, `k` and `n`), as facetSql counts them.
 *
 * So a searched page pays for its match and filters once instead of twice (list and facets).
 */
export const listWithFacetsSql = (query: AuctionListQuery, now: Date, hits?: string | null) => {
  const { base, att, attOk, weightOk, weightArgs } = facetParts(query, now, hits)
  const nulls = CARD_COLUMNS.map(() => 'NULL').join(', ')
  const offset = (query.page - 1) * query.limit
  return {
    sql: `WITH c AS MATERIALIZED (
        SELECT a.id AS aid, l.id AS lid, l.operating_weight_t AS w, ${attOk} AS att_ok,
          a.end_time AS end_time, a.created_at AS created_at, COALESCE(a.current_price, a.start_price) AS price
        FROM ${base.from} WHERE ${base.where}),
      listed AS (SELECT * FROM c WHERE c.att_ok${weightOk.length > 0 ? ` AND ${weightOk.join(' AND ')}` : ''}),
      page AS (SELECT aid, ROW_NUMBER() OVER (ORDER BY ${CANDIDATE_ORDER_BY[query.sort]}) AS k FROM listed
        ORDER BY ${CANDIDATE_ORDER_BY[query.sort]} LIMIT ? OFFSET ?)
      SELECT 'item' AS facet, page.k AS k, NULL AS n, ${CARD_COLUMNS.join(', ')}
        FROM page CROSS JOIN auctions a ON a.id = page.aid CROSS JOIN listings l ON l.id = a.listing_id
      UNION ALL
      SELECT 'total', NULL, (SELECT COUNT(*) FROM listed), ${nulls}
      UNION ALL
      SELECT 'weight', ${weightClassSql('c.w')} AS wk, COUNT(*), ${nulls} FROM c WHERE c.att_ok AND c.w IS NOT NULL GROUP BY wk
      UNION ALL
      SELECT 'att', la.value, COUNT(DISTINCT c.aid), ${nulls} FROM c CROSS JOIN listings_attachments la ON la.parent_id = c.lid
        ${weightOk.length > 0 ? `WHERE ${weightOk.join(' AND ')}` : ''} GROUP BY la.value`,
    // In the order of their placeholders: the attachment test in c's select list, the filters, the
    // weight bounds of the listed, the page, the weight bounds of the attachment facet.
    args: [...(att ?? []), ...base.args, ...weightArgs, query.limit, offset, ...weightArgs],
  }
}

/** The facet counts from the rows of facetSql or listWithFacetsSql (`facet` 'weight' or 'att', `k`, `n`). */
const facetsOfRows = (rows: Row[]): ListFacets => {
  const counted = (facet: string) => new Map(rows.filter((row) => row.facet === facet).map((row) => [String(row.k), Number(row.n)]))
  return toFacets(counted('weight'), counted('att'))
}

const toCard = (row: Row): AuctionCard => ({
  id: Number(row.id),
  slug: String(row.slug ?? ''),
  title: String(row.title),
  category: String(row.category),
  brand: String(row.brand),
  model: String(row.model),
  year: Number(row.year),
  hours: Number(row.hours),
  city: String(row.location_city),
  country: String(row.location_country),
  image: mediaUrl(row.image as string | null),
  status: String(row.status),
  current_price: Number(row.current_price ?? row.start_price),
  bid_count: Number(row.bid_count ?? 0),
  end_time: String(row.end_time),
})

export const createSqliteCatalogRepository = (client: LibsqlClient, options: { searchHits?: SearchHits } = {}): CatalogRepository => {
  // The listings each full-text match found, exact and per instance (search-hits.ts): a searched
  // page's list and facets, and the next page or sort of the same search, evaluate the match once.
  const searchHits = options.searchHits ?? createSearchHits(client)
  const hitsOf = async (query: Partial<AuctionListQuery>) => {
    const match = ftsMatch(query)
    return match === null ? null : searchHits(match)
  }
  return {
    async listAuctions(query, now, known) {
      const { list, count, withTotal } = listSql(query, now, known, await hitsOf(query))
      if (known) return { items: (await client.execute(list)).rows.map(toCard), total: known.total }
      if (!withTotal) {
        const [rows, total] = await Promise.all([client.execute(list), client.execute(count)])
        return { items: rows.rows.map(toCard), total: Number(total.rows[0]?.n ?? 0) }
      }
      const rows = (await client.execute(list)).rows
      if (rows.length > 0 || query.page === 1) return { items: rows.map(toCard), total: Number(rows[0]?.total ?? 0) }
      const total = await client.execute(count)
      return { items: [], total: Number(total.rows[0]?.n ?? 0) }
    },
    async categoryCounts(now) {
      const { from, where, args } = sqliteFrom({}, now)
      const result = await client.execute({
        sql: `SELECT l.category AS category, COUNT(*) AS n FROM ${from} WHERE ${where} GROUP BY l.category`,
        args,
      })
      const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>
      for (const row of result.rows) if ((CATEGORIES as readonly string[]).includes(String(row.category))) counts[row.category as Category] = Number(row.n)
      return counts
    },
    async liveModels() {
      const result = await client.execute({ sql: `SELECT DISTINCT brand, model FROM listings WHERE status = ?`, args: [PUBLIC_LISTING_STATUS] })
      return result.rows.map((row) => ({ brand: String(row.brand), model: String(row.model) }))
    },
    async facetCounts(query, now) {
      return facetsOfRows((await client.execute(facetSql(query, now, await hitsOf(query)))).rows)
    },
    async listWithFacets(query, now) {
      const { rows } = await client.execute(listWithFacetsSql(query, now, await hitsOf(query)))
      const items = rows.filter((row) => row.facet === 'item').sort((x, y) => Number(x.k) - Number(y.k))
      return { items: items.map(toCard), total: Number(rows.find((row) => row.facet === 'total')?.n ?? 0), facets: facetsOfRows(rows) }
    },
  }
}

type MongoModel = {
  aggregate(pipeline: unknown[]): { exec(): Promise<Row[]> }
  /** The native collection (mongoose's Model.collection), for the list's indexes. */
  collection?: { createIndex(keys: Record<string, 1 | -1>, options: { name: string }): Promise<unknown> }
}

/**
 * MongoDB's counterparts of the SQLite list indexes (migration list_plan_indexes), ensured once per
 * repository (again after a failure): the public rule's first stage (auction status and end time)
 * with the listing it looks up, and the listing filters of a list with a category. The search
 * itself stays a case-insensitive regex (MongoDB has no trigram index outside Atlas Search).
 */
const MONGO_LIST_INDEXES: { model: string; keys: Record<string, 1 | -1>; name: string }[] = [
  { model: 'auctions', keys: { status: 1, end_time: 1, listing: 1 }, name: 'auctions_list_status_end_listing' },
  { model: 'listings', keys: { status: 1, category: 1, location_country: 1, year: 1, hours: 1, brand: 1, operating_weight_t: 1 }, name: 'listings_list_filters' },
]
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** MongoDB: the same query as an aggregation over the adapter's mongoose models. */
export const createMongoCatalogRepository = (models: Record<string, MongoModel>): CatalogRepository => {
  let indexed: Promise<unknown> | null = null
  const ensureIndexes = () => {
    indexed ??= Promise.all(MONGO_LIST_INDEXES.map(({ model, keys, name }) => models[model]?.collection?.createIndex(keys, { name }))).catch(() => {
      indexed = null
    })
    return indexed
  }
  const matchStages = (query: Partial<AuctionListQuery>, now: Date, without?: Without) => {
    const listing: Record<string, unknown>[] = [{ 'l.status': PUBLIC_LISTING_STATUS }]
    if (query.category) listing.push({ 'l.category': query.category })
    for (const alternatives of searchTerms(query.q)) {
      const ors = alternatives.flatMap((word) => {
        const re = new RegExp(escapeRegex(word), 'i')
        return [{ 'l.title': re }, { 'l.brand': re }, { 'l.model': re }, { 'l.description_md.en': re }, { 'l.description_md.de': re }]
      })
      listing.push({ $or: ors })
    }
    if (query.brand) listing.push({ 'l.brand': new RegExp(escapeRegex(query.brand), 'i') })
    if (query.country) listing.push({ 'l.location_country': new RegExp(escapeRegex(query.country), 'i') })
    if (query.yMin !== undefined) listing.push({ 'l.year': { $gte: query.yMin } })
    if (query.yMax !== undefined) listing.push({ 'l.year': { $lte: query.yMax } })
    if (query.hMin !== undefined) listing.push({ 'l.hours': { $gte: query.hMin } })
    if (query.hMax !== undefined) listing.push({ 'l.hours': { $lte: query.hMax } })
    if (without !== 'weight' && query.wMin !== undefined) listing.push({ 'l.operating_weight_t': { $gte: query.wMin } })
    if (without !== 'weight' && query.wMax !== undefined) listing.push({ 'l.operating_weight_t': { $lt: query.wMax } })
    if (without !== 'att' && query.att && query.att.length > 0) listing.push({ 'l.attachments': { $in: query.att } })
    return [
      { $match: { status: { $in: [...PUBLIC_AUCTION_STATUSES] }, end_time: { $gte: now } } },
      { $lookup: { from: 'listings', localField: 'listing', foreignField: '_id', as: 'l' } },
      { $unwind: '$l' },
      { $match: { $and: listing } },
    ]
  }
  const SORT: Record<AuctionListQuery['sort'], Record<string, 1 | -1>> = {
    closing_soon: { end_time: 1, _id: 1 },
    newly_listed: { createdAt: -1, _id: -1 },
    price_asc: { price: 1, _id: 1 },
    price_desc: { price: -1, _id: -1 },
  }
  return {
    async listAuctions(query, now) {
      await ensureIndexes()
      const [result] = await models.auctions
        .aggregate([
          ...matchStages(query, now),
          { $addFields: { price: { $ifNull: ['$current_price', '$start_price'] } } },
          {
            $facet: {
              total: [{ $count: 'n' }],
              items: [
                { $sort: SORT[query.sort] },
                { $skip: (query.page - 1) * query.limit },
                { $limit: query.limit },
                {
                  $lookup: {
                    from: 'media',
                    let: { lid: '$l._id' },
                    pipeline: [
                      { $match: { $expr: { $eq: ['$listing', '$$lid'] }, kind: 'image' } },
                      { $sort: { sort_order: 1, _id: 1 } },
                      { $limit: 1 },
                    ],
                    as: 'm',
                  },
                },
              ],
            },
          },
        ])
        .exec()
      const items = ((result?.items as Row[]) ?? []).map((doc) => {
        const l = doc.l as Row
        const m = (doc.m as Row[])[0] as { filename?: string; sizes?: { card?: { filename?: string } } } | undefined
        return toCard({
          id: String(doc._id),
          status: doc.status,
          current_price: doc.current_price,
          start_price: doc.start_price,
          bid_count: doc.bid_count,
          end_time: doc.end_time instanceof Date ? doc.end_time.toISOString() : doc.end_time,
          slug: l.slug,
          title: l.title,
          category: l.category,
          brand: l.brand,
          model: l.model,
          year: l.year,
          hours: l.hours,
          location_city: l.location_city,
          location_country: l.location_country,
          image: m?.sizes?.card?.filename ?? m?.filename ?? null,
        })
      })
      const total = ((result?.total as Row[]) ?? [])[0]?.n
      return { items, total: Number(total ?? 0) }
    },
    async categoryCounts(now) {
      const rows = await models.auctions.aggregate([...matchStages({}, now), { $group: { _id: '$l.category', n: { $sum: 1 } } }]).exec()
      const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>
      for (const row of rows) if ((CATEGORIES as readonly string[]).includes(String(row._id))) counts[row._id as Category] = Number(row.n)
      return counts
    },
    async liveModels() {
      const rows = await models.listings.aggregate([{ $match: { status: PUBLIC_LISTING_STATUS } }, { $group: { _id: { brand: '$brand', model: '$model' } } }]).exec()
      return rows.map((row) => row._id as { brand: string; model: string })
    },
    async facetCounts(query, now) {
      const branches = WEIGHT_CLASSES.map(({ id, min, max }) => ({
        case: { $and: [{ $ne: [{ $type: '$l.operating_weight_t' }, 'missing'] }, { $ne: ['$l.operating_weight_t', null] }, ...(min !== undefined ? [{ $gte: ['$l.operating_weight_t', min] }] : []), ...(max !== undefined ? [{ $lt: ['$l.operating_weight_t', max] }] : [])] },
        then: id,
      }))
      const [weight, att] = await Promise.all([
        models.auctions
          .aggregate([...matchStages(query, now, 'weight'), { $group: { _id: { $switch: { branches, default: null } }, n: { $sum: 1 } } }])
          .exec(),
        models.auctions
          .aggregate([...matchStages(query, now, 'att'), { $unwind: '$l.attachments' }, { $group: { _id: '$l.attachments', ids: { $addToSet: '$_id' } } }, { $project: { n: { $size: '$ids' } } }])
          .exec(),
      ])
      const counted = (rows: Row[]) => new Map(rows.filter((row) => row._id != null).map((row) => [String(row._id), Number(row.n)]))
      return toFacets(counted(weight), counted(att as Row[]) as Map<Attachment | string, number>)
    },
    async listWithFacets(query, now) {
      // Two pipelines side by side (MongoDB has no trigram index to share; see MONGO_LIST_INDEXES).
      const [found, facets] = await Promise.all([this.listAuctions(query, now), this.facetCounts(query, now)])
      return { ...found, facets }
    },
  }
}

/**
 * The catalogue on Payload's database: on SQLite through a read connection of its own to the same
 * file (sqlite-reader.ts: a page cache that outlives Payload's write transactions), on MongoDB
 * through the adapter's models.
 */
export const createCatalogRepository = (payload: Payload): CatalogRepository => {
  const db = payloadDb(payload)
  return db.kind === 'sqlite' ? createSqliteCatalogRepository(createSqliteReader(sqliteFile())) : createMongoCatalogRepository(db.collections)
}
