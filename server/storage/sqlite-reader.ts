import Database from 'libsql'

type Value = string | number | null
type Row = Record<string, unknown>
type Statement = { all(args: Value[]): unknown[] }

/**
 * A read-only connection of the catalogue's own to the SQLite file, with a page cache that holds
 * the list's working set. Payload's libsql client hands its connection to every write transaction
 * and opens a new one afterwards (@libsql/client `transaction()`), so the list's reads ran on a
 * connection whose page cache (SQLite's default, 2 MB) was often new and always too small for
 * 100,000 listings: each candidate of a search read its listing and auction pages from the
 * operating system again. This connection lives as long as the process, keeps its prepared
 * statements, and only reads (`query_only`); in WAL mode every statement sees what was committed
 * before it, by any connection.
 *
 * It has the `execute` shape of the libsql client the catalogue was written against.
 */
export const createSqliteReader = (file: string, options: { cacheMb?: number; statements?: number } = {}) => {
  const { cacheMb = 64, statements = 256 } = options
  const db = new Database(file)
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec(`PRAGMA cache_size = -${Math.floor(cacheMb * 1024)}`)
  db.exec('PRAGMA query_only = 1')
  // The list's statements differ by filter, not by value: a few dozen texts, kept prepared.
  const prepared = new Map<string, Statement>()
  const statementOf = (sql: string) => {
    let statement = prepared.get(sql)
    if (statement) {
      prepared.delete(sql)
    } else {
      statement = db.prepare(sql) as unknown as Statement
      if (prepared.size >= statements) prepared.delete(prepared.keys().next().value as string)
    }
    prepared.set(sql, statement)
    return statement
  }
  return {
    async execute(stmt: { sql: string; args: Value[] }): Promise<{ rows: Row[] }> {
      return { rows: statementOf(stmt.sql).all(stmt.args) as Row[] }
    },
    close() {
      db.close()
    },
  }
}
