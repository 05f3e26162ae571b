import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The same alias as tsconfig.json's paths (tsx, Astro and Next read those themselves); each
// project states it, since inline projects do not inherit the root config.
const resolve = { alias: { '@core': fileURLToPath(new URL('./core', import.meta.url)) } }

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own Payload on its own database; run them one at a time so the
          // two cores are not fighting over several CMS boots at once.
          fileParallelism: false,
          testTimeout: 60_000,
          // No test asks the EU's VIES: the KYC VAT check is off unless a test points it at its own fake server.
          env: { VIES_URL: 'off' },
          hookTimeout: 240_000,
        },
      },
    ],
  },
})
