import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${PORT}`

/**
 * End-to-end journeys in Debian's Chromium against the whole product started the way a user
 * starts it (`scripts/start.ts`), on its own ports and a fresh data folder with the demo data.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/health`,
    timeout: 300_000,
    // E2E_REUSE=1 runs against a product already started on E2E_PORT (for quick local iterations).
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      CMS_PORT: String(PORT + 1),
      SITE_PORT: String(PORT + 2),
      PUBLIC_URL: baseURL,
      DATA_DIR: path.resolve('test-results', 'e2e-data'),
      SKIP_BUILD: 'true',
      LOG_LEVEL: 'warn',
      // Content pages are cached for a minute in production; the editor journey needs less.
      CONTENT_TTL_MS: '2000',
      // The suite signs in far more often than a person would; the limits themselves are integration-tested.
      AUTH_RATE_LIMIT_FACTOR: '50',
      // Every email goes over real SMTP to the capture server e2e-server.mjs starts (read back over HTTP).
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(PORT + 5),
      MAIL_CAPTURE_PORT: String(PORT + 6),
      // "Google" is a real OpenID Connect provider (oidc-provider) that e2e-server.mjs starts here.
      OIDC_TEST_PROVIDER_PORT: String(PORT + 10),
      OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${PORT + 10}`,
      OIDC_GOOGLE_CLIENT_ID: 'mm-e2e',
      OIDC_GOOGLE_CLIENT_SECRET: 'mm-e2e-secret',
    },
  },
})
