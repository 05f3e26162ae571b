// Starts the product for the end-to-end tests on a fresh data folder (demo data seeded anew), and
// the mail catcher when MAIL_CAPTURE_PORT is set (the product then sends over SMTP to SMTP_PORT).
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { startMailCapture } from './e2e-mail-capture.mjs'

fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })
if (process.env.MAIL_CAPTURE_PORT && process.env.SMTP_PORT) {
  await startMailCapture({ smtpPort: Number(process.env.SMTP_PORT), httpPort: Number(process.env.MAIL_CAPTURE_PORT) })
}
const child = spawn('tsx', ['scripts/start.ts'], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
