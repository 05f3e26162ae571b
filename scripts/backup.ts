/**
 * `npm run backup`: a consistent backup of the running (or stopped) product into one archive in
 * BACKUP_DIR (default DATA_DIR/backups): the SQLite database, uploads, KYC documents and the
 * session secret, with a manifest of SHA-256 checksums. `--keep N` (or BACKUP_KEEP) deletes all
 * but the newest N backups afterwards. MongoDB: use mongodump (README, Operations).
 */
import { databaseKind, sqliteFile } from '../cms/db-file'
import { dataDir } from '../cms/paths'
import { BackupError, backupDirectory, createBackup } from '../server/backup/archive'

const main = async () => {
  if (databaseKind() === 'mongodb') {
    throw new BackupError('DATABASE_URI is MongoDB: back it up with mongodump (see README, Operations → Backups and restore); npm run backup covers the embedded SQLite database.')
  }
  const keepArg = process.argv.find((arg) => arg.startsWith('--keep'))
  const keepText = keepArg?.includes('=') ? keepArg.split('=')[1] : keepArg ? process.argv[process.argv.indexOf(keepArg) + 1] : process.env.BACKUP_KEEP
  const keep = keepText === undefined ? undefined : Number(keepText)
  if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) throw new BackupError(`--keep must be a whole number of at least 1, not "${keepText}".`)
  const { archive, manifest, removed } = await createBackup({ dataDir: dataDir(), dbFile: sqliteFile(), backupDir: backupDirectory(), keep })
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0)
  console.log(`✓ Backup written: ${archive}`)
  console.log(`  ${manifest.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB before compression; database at migration ${manifest.database.migration ?? '(none)'}`)
  if (removed.length > 0) console.log(`  Removed ${removed.length} older backup(s), keeping the newest ${keep}.`)
}

main().catch((err: unknown) => {
  console.error(`✖ ${err instanceof BackupError ? err.message : `Backup failed: ${err instanceof Error ? err.message : String(err)}`}`)
  process.exit(1)
})
