import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { notify, recipientOf } from '../../cms/notifications/notify'
import { createUser } from './helpers/bidding'
import { startPayload } from './helpers/payload'
import { type CapturedMail, parseMail, startSmtpCapture } from './helpers/smtp'

/**
 * The one notification sender (cms/notifications/notify.ts) that auction messages, reminders,
 * saved-search alerts and KYC decisions use: the in-app record and the logged email, each only
 * when given, and a failed mail either thrown or handed to the caller.
 */
describe('the one notification sender', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let inbox: CapturedMail[] = []
  let user: { id: number; email: string }

  const mail = { subject: 'Neues Gebot', html: '<p>Ein neues Gebot</p>', text: 'Ein neues Gebot', lang: 'de', template: 'watchlist_bid' }
  const inApp = { type: 'watchlist_bid' as const, title: 'Neues Gebot', body: 'Ein neues Gebot', link: 'http://localhost:3000/de/auctions/x' }
  const notificationsOf = (userId: number) =>
    payload.find({ collection: 'notifications', where: { user: { equals: userId } }, sort: 'id', depth: 0, overrideAccess: true }).then((found) => found.docs)
  const logsTo = (to: string) => payload.find({ collection: 'email-logs', where: { to: { equals: to } }, sort: 'id', overrideAccess: true }).then((found) => found.docs)

  beforeAll(async () => {
    smtp = await startSmtpCapture()
    inbox = smtp.inbox
    ;({ payload, stop } = await startPayload('sqlite'))
    user = await createUser(payload, 'notify-recipient@int.test', { language: 'de' })
  })

  afterAll(async () => {
    await stop?.()
    await smtp?.stop()
  })

  it('reads the recipient, and null for an account that is gone', async () => {
    expect(await recipientOf(payload, user.id)).toMatchObject({ id: user.id, email: user.email, language: 'de', blocked: false })
    expect(await recipientOf(payload, 987_654)).toBeNull()
  })

  it('writes the in-app notification and sends the email, logged under its template and language', async () => {
    await notify(payload, user, { inApp, mail })
    expect(await notificationsOf(user.id)).toEqual([expect.objectContaining({ user: user.id, ...inApp, read_at: null })])
    expect(inbox).toHaveLength(1)
    expect(inbox[0]?.to).toEqual([user.email])
    expect(parseMail(inbox[0]?.raw ?? '').headers.subject).toBe('Neues Gebot')
    expect(await logsTo(user.email)).toEqual([expect.objectContaining({ template: 'watchlist_bid', language: 'de', status: 'sent', subject: 'Neues Gebot' })])
  })

  it('sends only what it is given: a mail alone writes no notification, a notification alone sends no mail', async () => {
    const other = await createUser(payload, 'notify-only@int.test')
    await notify(payload, other, { mail: { ...mail, lang: 'en', template: 'saved-search-digest' } })
    expect(await notificationsOf(other.id)).toEqual([])
    expect(await logsTo(other.email)).toEqual([expect.objectContaining({ template: 'saved-search-digest', language: 'en', status: 'sent' })])

    await notify(payload, other, { inApp: { ...inApp, type: 'saved_search' } })
    expect(await notificationsOf(other.id)).toEqual([expect.objectContaining({ type: 'saved_search' })])
    expect(await logsTo(other.email)).toHaveLength(1)
  })

  it('a failed mail throws after the notification is written, or goes to onMailError when the caller takes it', async () => {
    const refused = await createUser(payload, 'notify-refused@int.test')
    smtp.refuse(true)
    try {
      await expect(notify(payload, refused, { inApp, mail })).rejects.toThrow()
      const seen: unknown[] = []
      await expect(notify(payload, refused, { inApp, mail }, { onMailError: (err) => seen.push(err) })).resolves.toBeUndefined()
      expect(seen).toHaveLength(1)
    } finally {
      smtp.refuse(false)
    }
    expect(await notificationsOf(refused.id)).toHaveLength(2)
    expect((await logsTo(refused.email)).map((log) => log.status)).toEqual(['failed', 'failed'])
  })
})
