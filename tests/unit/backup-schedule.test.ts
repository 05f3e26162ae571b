import { describe, expect, it } from 'vitest'

import { backupTime } from '../../server/backup/archive'
import { dueBackup } from '../../server/backup/schedule'

// When the scheduled backup (BACKUP_SCHEDULE=daily) is due: once a UTC day from BACKUP_TIME on,
// unless a backup since that time is already there. The claim across instances is in
// tests/int/backup-restore.test.ts (the real database's claim).
describe('the daily backup', () => {
  const at = (iso: string) => new Date(iso)

  it('is not due before the day\'s time', () => {
    expect(dueBackup(at('2026-11-25T02:59:59Z'), '03:00', null)).toBeNull()
  })

  it('is due from the time on, keyed by the UTC day, also when the service starts later that day', () => {
    expect(dueBackup(at('2026-11-25T03:00:00Z'), '03:00', null)).toBe('backup:daily:2026-11-25')
    expect(dueBackup(at('2026-11-25T17:45:00Z'), '03:00', at('2026-11-24T03:00:10Z'))).toBe('backup:daily:2026-11-25')
  })

  it('is not due again once a backup since the day\'s time exists (a manual one counts)', () => {
    expect(dueBackup(at('2026-11-25T09:00:00Z'), '03:00', at('2026-11-25T03:00:04Z'))).toBeNull()
    expect(dueBackup(at('2026-11-25T09:00:00Z'), '03:00', at('2026-11-25T08:00:00Z'))).toBeNull()
    // One from before the time (yesterday's schedule, or a manual one at night) does not.
    expect(dueBackup(at('2026-11-25T09:00:00Z'), '03:00', at('2026-11-25T01:00:00Z'))).toBe('backup:daily:2026-11-25')
  })

  it('reads a backup\'s time from its file name', () => {
    expect(backupTime('/b/machinerymarket-backup-2026-11-25T03-00-04-123Z.tar.gz')?.toISOString()).toBe('2026-11-25T03:00:04.123Z')
    expect(backupTime('/b/machinerymarket-backup-2026-11-25T03-00-04-123Z.tar.gz.partial')).toBeNull()
    expect(backupTime('/b/notes.txt')).toBeNull()
  })
})
