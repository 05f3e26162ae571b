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

export type ParsedMail = { headers: Record<string, string>; text?: string; html?: string }

const decodeBody = (body: string, encoding: string | undefined) => {
  if (/quoted-printable/i.test(encoding ?? '')) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

const splitHeaders = (part: string) => {
  const at = part.search(/\r?\n\r?\n/)
  const head = part.slice(0, at).replace(/\r?\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body: part.slice(at).replace(/^\r?\n\r?\n/, '') }
}

/** The text and HTML parts of a captured message (MIME as nodemailer writes it). */
export const parseMail = (raw: string): ParsedMail => {
  const { headers, body } = splitHeaders(raw)
  const mail: ParsedMail = { headers }
  const collect = (type: string, partHeaders: Record<string, string>, partBody: string) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
    if (/^multipart\//i.test(type) && boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break
        const inner = splitHeaders(section.replace(/^\r?\n/, ''))
        collect(inner.headers['content-type'] ?? 'text/plain', inner.headers, inner.body)
      }
    } else if (/^text\/plain/i.test(type)) mail.text = decodeBody(partBody, partHeaders['content-transfer-encoding'])
    else if (/^text\/html/i.test(type)) mail.html = decodeBody(partBody, partHeaders['content-transfer-encoding'])
  }
  collect(headers['content-type'] ?? 'text/plain', headers, body)
  return mail
}
