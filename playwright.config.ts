import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

import { productPort } from './tests/e2e/support-files/ports'

// Two workers, each with a product of its own (tests/e2e/support-files/product.ts picks it by the
// worker's parallel index): the journeys of one never meet the other's bids, accounts or mail.
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))

/** One product as `npm start` runs it, on its own ports and fresh data folder, for worker `index`. */
const product = (index: number) => {
  const port = productPort(index)
  const publicUrl = `http://localhost:${port}`
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/health`,
    // Both products migrate and seed the demo data at once on a 2-core machine.
    timeout: 600_000,
    // E2E_REUSE=1 runs against products already started on these ports (for quick local iterations).
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      CMS_PORT: String(port + 1),
      SITE_PORT: String(port + 2),
      PUBLIC_URL: publicUrl,
      DATA_DIR: path.resolve('test-results', `e2e-data-${index}`),
      SKIP_BUILD: 'true',
      LOG_LEVEL: 'warn',
      // Content pages are cached for a minute in production; the editor journey needs less.
      CONTENT_TTL_MS: '2000',
      // The suite signs in far more often than a person would; the limits themselves are integration-tested.
      AUTH_RATE_LIMIT_FACTOR: '50',
      // Every email goes over real SMTP to the capture server e2e-server.mjs starts (read back over HTTP).
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port + 5),
      MAIL_CAPTURE_PORT: String(port + 6),
      // "Google" is a real OpenID Connect provider (oidc-provider) that e2e-server.mjs starts here.
      OIDC_TEST_PROVIDER_PORT: String(port + 10),
      OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${port + 10}`,
      OIDC_GOOGLE_CLIENT_ID: 'mm-e2e',
      OIDC_GOOGLE_CLIENT_SECRET: 'mm-e2e-secret',
    },
  }
}

/**
 * End-to-end journeys in Debian's Chromium against the whole product started the way a user
 * starts it (`scripts/start.ts`), on its own ports and a fresh data folder with the demo data.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two products and two browsers share two cores: a long journey (four sign-ins, two auctions, the
  // admin) took over a minute on a loaded machine. No figure is measured by a test's time (that is
  // `npm run bench`); the limit only ends a test that hangs.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  // No retries: a journey that needs a second try is a defect to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Each worker's own product: tests/e2e/support-files/product.ts sets baseURL per worker.
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
  webServer: Array.from({ length: WORKERS }, (_, index) => product(index)),
})
