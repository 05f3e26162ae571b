import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type CapturedMail = { to: string[]; raw: string }

/**
 * A real SMTP server on a random port that keeps every message it receives, and points the
 * product's mail transport at it (SMTP_HOST/SMTP_PORT; set before Payload starts). `refuse`
 * makes it turn recipients away, for the failure paths.
 */
export const startSmtpCapture = async () => {
  const inbox: CapturedMail[] = []
  let refusing = false
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      callback(refusing ? new Error('mailbox unavailable') : undefined)
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
  return {
    inbox,
    refuse: (on: boolean) => {
      refusing = on
    },
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      delete process.env.SMTP_HOST
      delete process.env.SMTP_PORT
    },
  }
}
