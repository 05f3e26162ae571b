// Starts the product for the end-to-end tests on a fresh data folder (demo data seeded anew), and
// the mail catcher when MAIL_CAPTURE_PORT is set (the product then sends over SMTP to SMTP_PORT),
// and the local OpenID Connect provider standing in for Google when OIDC_TEST_PROVIDER_PORT is set.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { startMailCapture } from './e2e-mail-capture.mjs'
import { startOidcProvider } from './e2e-oidc-provider.mjs'

fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })
if (process.env.MAIL_CAPTURE_PORT && process.env.SMTP_PORT) {
  await startMailCapture({ smtpPort: Number(process.env.SMTP_PORT), httpPort: Number(process.env.MAIL_CAPTURE_PORT) })
}
if (process.env.OIDC_TEST_PROVIDER_PORT && process.env.OIDC_GOOGLE_CLIENT_ID) {
  await startOidcProvider({
    port: Number(process.env.OIDC_TEST_PROVIDER_PORT),
    clientId: process.env.OIDC_GOOGLE_CLIENT_ID,
    clientSecret: process.env.OIDC_GOOGLE_CLIENT_SECRET,
    redirectUris: [`${process.env.PUBLIC_URL}/auth/callback`],
  })
}
const child = spawn('tsx', ['scripts/start.ts'], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
