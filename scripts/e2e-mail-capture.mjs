// A tiny mail catcher for the end-to-end tests: a real SMTP server the product sends to, and an
// HTTP endpoint the tests read the messages from (GET /messages?to=address → [{ to, subject, body }]).
import http from 'node:http'
import smtp from 'smtp-server'

const decodeQuotedPrintable = (text) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16)))

export const startMailCapture = async ({ smtpPort, httpPort }) => {
  const messages = []
  const server = new smtp.SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? ''
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, body: decodeQuotedPrintable(raw) })
        callback()
      })
    },
  })
  await new Promise((resolve) => server.listen(smtpPort, '127.0.0.1', resolve))
  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://capture')
    const to = url.searchParams.get('to')?.toLowerCase()
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(list))
  })
  await new Promise((resolve) => api.listen(httpPort, '127.0.0.1', resolve))
  return () => {
    server.close()
    api.close()
  }
}
