import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import type { Field } from 'payload'

import { hasForbiddenCharacters, withoutForbiddenCharacters } from '@core/validation/text'

type Row = Record<string, unknown>

const decoder = new TextDecoder('utf-8')
/** A value read as a blob, as text again (null for a NULL). */
const asText = (value: unknown): string | null => {
  if (typeof value === 'string') return value
  if (value instanceof ArrayBuffer) return decoder.decode(new Uint8Array(value))
  if (ArrayBuffer.isView(value)) return decoder.decode(value)
  return null
}

/** The SQLite adapter's column naming (createdAt → created_at). */
const toSnakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[\s-]+/g, '_').toLowerCase()

/** The column names (snake_case, as the SQLite adapter names them) of fields that take several lines. */
const multiLineColumns = (fields: Field[], prefix = ''): string[] =>
  fields.flatMap((field) => {
    const name = 'name' in field && field.name ? `${prefix}${toSnakeCase(field.name)}` : prefix.replace(/_$/, '')
    if (field.type === 'textarea' || field.type === 'code') return [name]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => multiLineColumns(tab.fields, 'name' in tab && tab.name ? `${prefix}${toSnakeCase(tab.name)}_` : prefix))
    // A group's fields are columns of the same table (group_field); an array's or a block's are in
    // their own table (parent_array) whose columns are named without the prefix.
    if (field.type === 'group' && 'name' in field && field.name) return multiLineColumns(field.fields, `${name}_`)
    if ('fields' in field && Array.isArray(field.fields)) return multiLineColumns(field.fields, field.type === 'array' ? '' : prefix)
    if (field.type === 'blocks') return field.blocks.flatMap((block) => multiLineColumns(block.fields))
    return []
  })

/**
 * Issue #24, section 4: control characters (NUL included) and lone surrogates that reached the
 * database before every text field refused them (cms/plugins/bad-input.ts). A saved search named
 * with a NUL broke its owner's list for good. Every text value of every table is checked and
 * repaired with the rule's own repair (`withoutForbiddenCharacters`): tab and line breaks stay in
 * fields that take several lines (textarea, code), everything else forbidden is removed. Rows are
 * addressed by their primary key. JSON columns are left alone (their text is escaped JSON). Data
 * only: nothing to undo. MongoDB runs no SQL migrations; there the same repair would be a script
 * over the Local API (not written: no MongoDB here).
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const multiline = new Set<string>()
  for (const collection of payload.config.collections) for (const column of multiLineColumns(collection.fields)) multiline.add(column)
  for (const global of payload.config.globals) for (const column of multiLineColumns(global.fields)) multiline.add(column)

  const tables = (await db.all(sql.raw(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'payload_migrations' AND sql NOT LIKE 'CREATE VIRTUAL%'`))) as Row[]
  for (const { name: table } of tables as Array<{ name: string }>) {
    const columns = (await db.all(sql.raw(`PRAGMA table_info("${table}")`))) as Array<{ name: string; type: string; pk: number }>
    const keys = columns.filter((column) => column.pk > 0).map((column) => column.name)
    const texts = columns.filter((column) => /text|char|clob|^$/i.test(column.type) && column.pk === 0).map((column) => column.name)
    if (keys.length === 0 || texts.length === 0) continue
    // Read as bytes: SQLite keeps a NUL inside a text value, but reading it as text stops there.
    const selected = [...keys.map((c) => `"${c}"`), ...texts.map((c) => `CAST("${c}" AS BLOB) AS "${c}"`)].join(', ')
    const rows = (await db.all(sql.raw(`SELECT ${selected} FROM "${table}"`))) as Row[]
    for (const row of rows) {
      for (const column of texts) {
        const value = asText(row[column])
        if (value === null) continue
        const kind = { multiline: multiline.has(column) }
        if (!hasForbiddenCharacters(value, kind)) continue
        // JSON kept as text (e.g. a saved search's filters) is valid JSON only without raw controls; leave it.
        if (/^[[{]/.test(value.trim()) && (() => { try { JSON.parse(value); return true } catch { return false } })()) continue
        const where = sql.join(keys.map((key) => sql`${sql.identifier(key)} = ${row[key] as string | number}`), sql` AND `)
        await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${withoutForbiddenCharacters(value, kind)} WHERE ${where}`)
      }
    }
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // A repair of data: the removed characters are not restored.
}
