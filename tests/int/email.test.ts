import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LANGUAGE_HEADER, TEMPLATE_HEADER } from '../../cms/email/adapter'
import { startPayload } from './helpers/payload'

type Captured = { to: string[]; raw: string }

/** Mail goes through a real SMTP server on a random port, and every message is logged. */
describe('email delivery and logs', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let smtp: SMTPServer
  const inbox: Captured[] = []
  let refuseRecipients = false

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(refuseRecipients ? new Error('mailbox unavailable') : undefined)
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String((smtp.server.address() as AddressInfo).port)
    ;({ payload, stop } = await startPayload('sqlite'))
  })

  afterAll(async () => {
    await stop?.()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    delete process.env.SMTP_HOST
    delete process.env.SMTP_PORT
  })

  it('delivers over SMTP and records the message in email-logs', async () => {
    await payload.sendEmail({
      to: 'buyer@int.test',
      subject: 'Your bid was outbid',
      html: '<p>Someone bid <strong>€ 46.000</strong></p>',
      text: 'Someone bid € 46.000',
      headers: { [TEMPLATE_HEADER]: 'outbid', [LANGUAGE_HEADER]: 'de' },
    })
    expect(inbox).toHaveLength(1)
    expect(inbox[0]?.to).toEqual(['buyer@int.test'])
    expect(inbox[0]?.raw).toContain('Subject: Your bid was outbid')
    expect(inbox[0]?.raw.toLowerCase()).not.toContain(TEMPLATE_HEADER)

    const logs = await payload.find({ collection: 'email-logs', overrideAccess: true })
    expect(logs.docs).toHaveLength(1)
    expect(logs.docs[0]).toMatchObject({ to: 'buyer@int.test', template: 'outbid', language: 'de', status: 'sent' })
  })

  it('logs a failed delivery and reports the failure to the caller', async () => {
    refuseRecipients = true
    await expect(payload.sendEmail({ to: 'nobody@int.test', subject: 'Hello', text: 'Hi' })).rejects.toThrow()
    const failed = await payload.find({ collection: 'email-logs', where: { status: { equals: 'failed' } }, overrideAccess: true })
    expect(failed.docs[0]).toMatchObject({ to: 'nobody@int.test', status: 'failed' })
  })
})
