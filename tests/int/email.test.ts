import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LANGUAGE_HEADER, TEMPLATE_HEADER } from '../../cms/email/adapter'
import { startPayload } from './helpers/payload'
import { type CapturedMail, startSmtpCapture } from './helpers/smtp'

/** Mail goes through a real SMTP server on a random port, and every message is logged. */
describe('email delivery and logs', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let inbox: CapturedMail[] = []

  beforeAll(async () => {
    smtp = await startSmtpCapture()
    inbox = smtp.inbox
    ;({ payload, stop } = await startPayload('sqlite'))
  })

  afterAll(async () => {
    await stop?.()
    await smtp?.stop()
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
    smtp.refuse(true)
    await expect(payload.sendEmail({ to: 'nobody@int.test', subject: 'Hello', text: 'Hi' })).rejects.toThrow()
    const failed = await payload.find({ collection: 'email-logs', where: { status: { equals: 'failed' } }, overrideAccess: true })
    expect(failed.docs[0]).toMatchObject({ to: 'nobody@int.test', status: 'failed' })
  })
})
