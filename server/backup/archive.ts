import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import Database from 'libsql'
import { create as createTar, extract as extractTar } from 'tar'
import { z } from 'zod'

import { dataDir } from '../../cms/paths'

/**
 * Backups of the embedded product (SQLite): one `.tar.gz` holding a consistent copy of the
 * database, the uploads (media/), the KYC documents (kyc-documents/), the generated session secret
 * (.payload-secret, when there is one) and manifest.json (time, migration level, every file with
 * its size and SHA-256). The database copy is `VACUUM INTO` on its own connection: one read
 * transaction, so it is the database as of one instant (WAL: writers go on meanwhile), and every
 * bid committed before the backup started is in it. Uploads are copied after the database, so
 * every file the copied rows name is there (Payload writes a file before its row).
 */

export const ARCHIVE_PREFIX = 'machinerymarket-backup-'
const DB_ENTRY = 'database/marketplace.db'
/** What a backup holds of DATA_DIR besides the database (the mail outbox and backups themselves are left out). */
export const DATA_ENTRIES = ['media', 'kyc-documents', '.payload-secret'] as const

const manifestSchema = z.object({
  format: z.literal(1),
  product: z.literal('machinerymarket'),
  startedAt: z.string(),
  finishedAt: z.string(),
  database: z.object({ kind: z.literal('sqlite'), file: z.literal(DB_ENTRY), migration: z.string().nullable(), migrations: z.number().int() }),
  files: z.array(z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
})
export type Manifest = z.infer<typeof manifestSchema>

/** A clear, expected failure (the scripts print its message and exit 1, no stack trace). */
export class BackupError extends Error {}

const sha256 = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256')
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })

const listFiles = (dir: string, base = dir): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listFiles(full, base)
    return entry.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : []
  })

/** A rename, or a copy and delete when `to` is on another file system (DATABASE_URI elsewhere). */
const move = (from: string, to: string) => {
  try {
    fs.renameSync(from, to)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
    fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
    fs.rmSync(from, { recursive: true, force: true })
  }
}

const stampOf = (date: Date) => date.toISOString().replace(/[:.]/g, '-')

/** When a backup (by its file name) was started, or null for another file. */
export const backupTime = (file: string): Date | null => {
  const match = /machinerymarket-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/.exec(file)
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : null
}

/** Where backups go: BACKUP_DIR, or DATA_DIR/backups. */
export const backupDirectory = () => path.resolve(process.env.BACKUP_DIR ?? path.join(dataDir(), 'backups'))

/** Backups in `backupDir`, newest first. */
export const listBackups = (backupDir: string): string[] =>
  fs.existsSync(backupDir)
    ? fs
        .readdirSync(backupDir)
        .filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith('.tar.gz'))
        .sort()
        .reverse()
        .map((name) => path.join(backupDir, name))
    : []

/** The migration level of a database file: the last applied migration and how many there are. */
const migrationLevel = (file: string) => {
  const db = new Database(file, { readonly: true })
  try {
    const rows = db.prepare("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id").all() as { name: string }[]
    return { migration: rows.at(-1)?.name ?? null, migrations: rows.length }
  } catch {
    return { migration: null, migrations: 0 }
  } finally {
    db.close()
  }
}

export type BackupOptions = { dataDir: string; dbFile: string; backupDir: string; keep?: number; now?: () => Date }

/** Takes a backup while the product runs; returns the archive's path and its manifest. */
export const createBackup = async ({ dataDir, dbFile, backupDir, keep, now = () => new Date() }: BackupOptions) => {
  if (!fs.existsSync(dbFile)) throw new BackupError(`No database at ${dbFile}: nothing to back up (is DATA_DIR right?).`)
  const started = now()
  fs.mkdirSync(backupDir, { recursive: true })
  const staging = fs.mkdtempSync(path.join(backupDir, '.staging-'))
  const archive = path.join(backupDir, `${ARCHIVE_PREFIX}${stampOf(started)}.tar.gz`)
  const partial = `${archive}.partial`
  try {
    // 1. The database as of one instant.
    fs.mkdirSync(path.join(staging, 'database'))
    const copy = path.join(staging, DB_ENTRY)
    const db = new Database(dbFile)
    try {
      db.exec('PRAGMA busy_timeout = 10000')
      db.prepare('VACUUM INTO ?').run([copy])
    } finally {
      db.close()
    }
    // 2. Uploads, KYC documents and the session secret, after the database.
    for (const entry of DATA_ENTRIES) {
      const source = path.join(dataDir, entry)
      if (fs.existsSync(source)) fs.cpSync(source, path.join(staging, entry), { recursive: true, preserveTimestamps: true })
    }
    // 3. The manifest, then one archive, renamed into place only when complete.
    const files = await Promise.all(
      listFiles(staging).map(async (file) => ({ path: file, size: fs.statSync(path.join(staging, file)).size, sha256: await sha256(path.join(staging, file)) })),
    )
    const manifest: Manifest = {
      format: 1,
      product: 'machinerymarket',
      startedAt: started.toISOString(),
      finishedAt: now().toISOString(),
      database: { kind: 'sqlite', file: DB_ENTRY, ...migrationLevel(copy) },
      files: files.sort((a, b) => a.path.localeCompare(b.path)),
    }
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, ['manifest.json', ...manifest.files.map((file) => file.path)])
    fs.renameSync(partial, archive)
    const removed = keep ? pruneBackups(backupDir, keep) : []
    return { archive, manifest, removed }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    fs.rmSync(partial, { force: true })
  }
}

/** Keeps the newest `keep` backups in `backupDir` and deletes the older ones; returns what it deleted. */
export const pruneBackups = (backupDir: string, keep: number): string[] => {
  const old = listBackups(backupDir).slice(Math.max(1, keep))
  for (const file of old) fs.rmSync(file, { force: true })
  return old
}

/**
 * Whether a program has the database open right now (the service, the CMS or an instance of the
 * cluster): on Linux every process's open files are in /proc. Elsewhere, null (unknown).
 */
export const processesUsing = (dbFile: string): number[] | null => {
  if (!fs.existsSync('/proc/self/fd')) return null
  const targets = new Set([dbFile, `${dbFile}-wal`, `${dbFile}-shm`].map((file) => path.resolve(file)))
  const pids: number[] = []
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue
    let fds: string[]
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        if (targets.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))) {
          pids.push(Number(pid))
          break
        }
      } catch {
        // closed meanwhile
      }
    }
  }
  return pids
}

const answersHealth = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  )

export type RestoreOptions = { archive: string; dataDir: string; dbFile: string; now?: () => Date }

/**
 * Restores a backup into a stopped product: refuses while something has the database open,
 * checks the archive (manifest, every file's SHA-256, nothing unlisted) before touching anything,
 * then moves what it replaces into DATA_DIR/replaced-<time>/ (nothing is deleted) and puts the
 * backup's database, uploads, KYC documents and secret in place.
 */
export const restoreBackup = async ({ archive, dataDir, dbFile, now = () => new Date() }: RestoreOptions) => {
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) throw new BackupError(`No backup at ${archive}.`)
  const users = processesUsing(dbFile)
  if (users && users.length > 0) {
    throw new BackupError(`The product is running on ${dbFile} (process ${users.join(', ')}): stop it first (Ctrl-C in npm start, or stop the service), then restore.`)
  }
  // Without /proc (not Linux): whether the product answers on its port.
  if (users === null && (await answersHealth(Number(process.env.PORT ?? 3000)))) {
    throw new BackupError(`The product is running (it answers on port ${process.env.PORT ?? 3000}): stop it first, then restore.`)
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const stamp = stampOf(now())
  const unpacked = fs.mkdtempSync(path.join(dataDir, '.restore-'))
  try {
    try {
      await extractTar({ file: archive, cwd: unpacked, strict: true })
    } catch (err) {
      throw new BackupError(`${archive} is not a readable backup (${err instanceof Error ? err.message : String(err)}).`)
    }
    let manifest: Manifest
    try {
      manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')))
    } catch {
      throw new BackupError(`${archive} has no valid manifest.json: it is not a MachineryMarket backup (or is damaged).`)
    }
    const listed = new Set(manifest.files.map((file) => file.path))
    const present = listFiles(unpacked).filter((file) => file !== 'manifest.json')
    const unlisted = present.filter((file) => !listed.has(file))
    if (unlisted.length > 0) throw new BackupError(`${archive} holds files its manifest does not list (${unlisted.slice(0, 3).join(', ')}): not restored.`)
    for (const file of manifest.files) {
      const full = path.join(unpacked, file.path)
      if (!fs.existsSync(full)) throw new BackupError(`${archive} is missing ${file.path}: not restored.`)
      if ((await sha256(full)) !== file.sha256) throw new BackupError(`${file.path} in ${archive} does not match its checksum: the backup is damaged, not restored.`)
    }
    if (!listed.has(DB_ENTRY)) throw new BackupError(`${archive} holds no database: not restored.`)

    // Keep what is replaced.
    const aside = path.join(dataDir, `replaced-${stamp}`)
    const replaced: string[] = []
    const moveAside = (from: string, name: string) => {
      if (!fs.existsSync(from)) return
      fs.mkdirSync(aside, { recursive: true })
      move(from, path.join(aside, name))
      replaced.push(name)
    }
    for (const suffix of ['', '-wal', '-shm']) moveAside(`${dbFile}${suffix}`, `${path.basename(dbFile)}${suffix}`)
    for (const entry of DATA_ENTRIES) moveAside(path.join(dataDir, entry), entry)

    fs.mkdirSync(path.dirname(dbFile), { recursive: true })
    move(path.join(unpacked, DB_ENTRY), dbFile)
    for (const entry of DATA_ENTRIES) {
      const from = path.join(unpacked, entry)
      if (fs.existsSync(from)) move(from, path.join(dataDir, entry))
    }
    return { manifest, replacedDir: replaced.length > 0 ? aside : null, replaced }
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true })
  }
}
