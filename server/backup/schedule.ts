import { spawn } from 'node:child_process'

import { rootDir } from '../../cms/paths'
import { backupDirectory, backupTime, listBackups } from './archive'

/**
 * The scheduled backup (BACKUP_SCHEDULE=daily): once a day at BACKUP_TIME (UTC), or at the first
 * check after it when the service starts later, the service runs `npm run backup --keep
 * BACKUP_KEEP` as a child process (the database copy is synchronous SQLite work that must not
 * hold up bidding). Scaled out, every instance checks, and one takes it: the day's key is claimed
 * in the database (notification_claims, the same claim reminders use), and a backup already in
 * BACKUP_DIR from after today's time counts as done (a manual `npm run backup` too).
 */

/** The claim key of the backup due at `now`, or null when none is due. */
export const dueBackup = (now: Date, at: string, newest: Date | null): string | null => {
  const [hours, minutes] = at.split(':').map(Number)
  const todayAt = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes)
  if (now.getTime() < todayAt) return null
  if (newest && newest.getTime() >= todayAt) return null
  return `backup:daily:${now.toISOString().slice(0, 10)}`
}

/** Runs scripts/backup.ts as its own process; resolves with its exit code and output. */
export const runBackupProcess = (keep: number, env: NodeJS.ProcessEnv = process.env) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--keep', String(keep)], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()))
    child.on('error', (err) => resolve({ code: 1, output: `${output}${err.message}` }))
    child.on('exit', (code) => resolve({ code: code ?? 1, output: output.trim() }))
  })

export type BackupScheduleOptions = {
  schedule: 'off' | 'daily'
  /** HH:MM, UTC. */
  at: string
  keep: number
  claim: (input: { key: string; now: Date; windowMs: number }) => Promise<boolean>
  logger: { info(details: object, message: string): void; error(details: object, message: string): void }
  now?: () => Date
  backupDir?: () => string
  run?: (keep: number) => Promise<{ code: number; output: string }>
  intervalMs?: number
}

/** A claimed backup that never finished (the instance died) may be taken by another instance after this. */
const CLAIM_WINDOW_MS = 2 * 60 * 60_000

export const startBackupSchedule = (options: BackupScheduleOptions) => {
  const { schedule, at, keep, claim, logger, now = () => new Date(), backupDir = backupDirectory, run = runBackupProcess, intervalMs = 5 * 60_000 } = options
  let running = false
  let stopped = false
  /** One check: takes the backup when it is due and this instance wins the claim; true when it took one. */
  const check = async (): Promise<boolean> => {
    if (schedule === 'off' || running || stopped) return false
    running = true
    try {
      const newest = listBackups(backupDir()).map(backupTime).find((time) => time !== null) ?? null
      const key = dueBackup(now(), at, newest)
      if (!key || !(await claim({ key, now: now(), windowMs: CLAIM_WINDOW_MS }))) return false
      const { code, output } = await run(keep)
      if (code === 0) logger.info({ output }, 'scheduled backup written')
      else logger.error({ code, output }, 'scheduled backup failed')
      return code === 0
    } catch (err) {
      logger.error({ err }, 'scheduled backup failed')
      return false
    } finally {
      running = false
    }
  }
  const timer = schedule === 'off' ? null : setInterval(() => void check(), intervalMs)
  timer?.unref()
  // The first check soon after start, not in the middle of it.
  const first = schedule === 'off' ? null : setTimeout(() => void check(), Math.min(intervalMs, 30_000))
  first?.unref()
  return {
    check,
    stop() {
      stopped = true
      if (timer) clearInterval(timer)
      if (first) clearTimeout(first)
    },
  }
}
