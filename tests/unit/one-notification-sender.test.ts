import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Notifications have one sender: `cms/notifications/notify.ts` writes the in-app notification and
 * sends its email, for the CMS (auction messages, KYC decisions) and the service (bid messages,
 * reminders, saved-search alerts) alike. A second copy of "create notification, send email"
 * somewhere else would drift from it (the record's fields, the email log's template and language),
 * so a static scan of cms/ and server/ fails on any other `create` of a `notifications` record.
 * The demo data (cms/seed) writes notifications as data, not as notices, and is left out.
 */
const root = path.resolve(import.meta.dirname, '../..')
const SENDER = 'cms/notifications/notify.ts'
const NOT_NOTICES = ['cms/seed/']

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '.next' ? [] : sourceFiles(relative)
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : []
  })

const CREATES_NOTIFICATION = /\.create\(\s*\{\s*collection:\s*['"]notifications['"]/

describe('one notification sender', () => {
  it('is the only product code that creates a notifications record', () => {
    const creators = ['cms', 'server']
      .flatMap(sourceFiles)
      .filter((file) => !NOT_NOTICES.some((prefix) => file.startsWith(prefix)))
      .filter((file) => CREATES_NOTIFICATION.test(fs.readFileSync(path.join(root, file), 'utf8')))
    expect(creators).toEqual([SENDER])
  })
})
