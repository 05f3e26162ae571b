import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Full-text index for the auction list's search (server/storage/catalog-repository.ts): an FTS5
 * table with the trigram tokenizer over each listing's title, brand, model and descriptions in
 * both languages, so "contains" searches use an index instead of scanning every description.
 * Triggers keep it in step with the listings and their localized rows, whoever writes them
 * (Payload, the seed, the bench's bulk insert). No collection field changes, so the schema
 * snapshot needs no update.
 */
const refresh = (idExpr: string) => `
    DELETE FROM listings_search WHERE rowid = ${idExpr};
    INSERT INTO listings_search (rowid, title, brand, model, descriptions)
      SELECT l.id, l.title, l.brand, l.model,
        (SELECT group_concat(d.description_md, ' ') FROM listings_locales d WHERE d._parent_id = l.id)
      FROM listings l WHERE l.id = ${idExpr};`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS listings_search USING fts5(title, brand, model, descriptions, tokenize = 'trigram remove_diacritics 1');`),
  )
  await db.run(
    sql.raw(`INSERT INTO listings_search (rowid, title, brand, model, descriptions)
      SELECT l.id, l.title, l.brand, l.model,
        (SELECT group_concat(d.description_md, ' ') FROM listings_locales d WHERE d._parent_id = l.id)
      FROM listings l WHERE l.id NOT IN (SELECT rowid FROM listings_search);`),
  )
  await db.run(sql.raw(`CREATE TRIGGER IF NOT EXISTS listings_search_ai AFTER INSERT ON listings BEGIN ${refresh('new.id')} END;`))
  await db.run(
    sql.raw(`CREATE TRIGGER IF NOT EXISTS listings_search_au AFTER UPDATE OF title, brand, model ON listings BEGIN ${refresh('new.id')} END;`),
  )
  await db.run(sql.raw(`CREATE TRIGGER IF NOT EXISTS listings_search_ad AFTER DELETE ON listings BEGIN DELETE FROM listings_search WHERE rowid = old.id; END;`))
  await db.run(sql.raw(`CREATE TRIGGER IF NOT EXISTS listings_search_locale_ai AFTER INSERT ON listings_locales BEGIN ${refresh('new._parent_id')} END;`))
  await db.run(sql.raw(`CREATE TRIGGER IF NOT EXISTS listings_search_locale_au AFTER UPDATE ON listings_locales BEGIN ${refresh('new._parent_id')} END;`))
  await db.run(sql.raw(`CREATE TRIGGER IF NOT EXISTS listings_search_locale_ad AFTER DELETE ON listings_locales BEGIN ${refresh('old._parent_id')} END;`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const trigger of ['listings_search_ai', 'listings_search_au', 'listings_search_ad', 'listings_search_locale_ai', 'listings_search_locale_au', 'listings_search_locale_ad']) {
    await db.run(sql.raw(`DROP TRIGGER IF EXISTS ${trigger};`))
  }
  await db.run(sql.raw(`DROP TABLE IF EXISTS listings_search;`))
}
