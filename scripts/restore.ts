/**
 * `npm run restore <archive>`: puts a backup from `npm run backup` back into DATA_DIR, for a
 * stopped product. It refuses while anything has the database open, checks every file against
 * the manifest's SHA-256 before changing anything, and moves what it replaces into
 * DATA_DIR/replaced-<time>/ instead of deleting it. Start the product afterwards (npm start).
 */
import path from 'node:path'

import { databaseKind, sqliteFile } from '../cms/db-file'
import { dataDir } from '../cms/paths'
import { BackupError, restoreBackup } from '../server/backup/archive'

const main = async () => {
  const archive = process.argv.slice(2).find((arg) => !arg.startsWith('-'))
  if (!archive) throw new BackupError('Which backup? npm run restore <archive> (backups are in DATA_DIR/backups, or BACKUP_DIR).')
  if (databaseKind() === 'mongodb') throw new BackupError('DATABASE_URI is MongoDB: restore it with mongorestore (see README, Operations → Backups and restore).')
  const { manifest, replacedDir } = await restoreBackup({ archive: path.resolve(archive), dataDir: dataDir(), dbFile: sqliteFile() })
  console.log(`✓ Restored the backup of ${manifest.startedAt} (${manifest.files.length} files, checksums verified) into ${dataDir()}`)
  console.log(replacedDir ? `  What it replaced is kept in ${replacedDir}` : '  Nothing was replaced (the data folder was empty).')
  console.log('  Start the product now (npm start); migrations newer than the backup run on start.')
}

main().catch((err: unknown) => {
  console.error(`✖ ${err instanceof BackupError ? err.message : `Restore failed: ${err instanceof Error ? err.message : String(err)}`}`)
  process.exit(1)
})
