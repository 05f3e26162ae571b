import { setTimeout as sleep } from 'node:timers/promises'

import Database from 'libsql'

/**
 * A test's own connection to the product's SQLite file, for what only a direct write can set up
 * (an auction's end moved to just now, a value stored before a rule existed).
 *
 * Its writes go through `whenUnlocked`: Payload runs in this same process and its transactions
 * span awaits, so a connection that slept in SQLite's busy handler would hold the event loop that
 * Payload needs to commit, and fail with "database is locked" after the timeout. Instead the
 * connection fails at once when the file is locked and `whenUnlocked` tries again on a timer.
 */
export const openTestDb = (file: string, options: { readonly?: boolean } = {}) => {
  const db = new Database(file, options)
  db.exec('PRAGMA busy_timeout = 0')
  return db
}

const isBusy = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string }
  return code === 'SQLITE_BUSY' || /database is locked/i.test(message ?? '')
}

/** Runs a synchronous statement of a test connection, waiting (on timers, up to 10 s) while another connection holds the write lock. */
export const whenUnlocked = async <T>(statement: () => T, waitMs = 10_000): Promise<T> => {
  const until = Date.now() + waitMs
  for (;;) {
    try {
      return statement()
    } catch (error) {
      if (!isBusy(error) || Date.now() > until) throw error
      await sleep(20)
    }
  }
}
