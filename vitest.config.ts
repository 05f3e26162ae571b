import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The same alias as tsconfig.json's paths (tsx, Astro and Next read those themselves); each
// project states it, since inline projects do not inherit the root config.
const resolve = { alias: { '@core': fileURLToPath(new URL('./core', import.meta.url)) } }

// Each test file's worker preloads the resolve hook (scripts/lib/node-resolve-cache.mjs): without it
// Node 24 spends about 4 s of every integration file's import re-parsing package "exports" maps.
const execArgv = ['--import', fileURLToPath(new URL('./scripts/lib/node-resolve-cache-hook.mjs', import.meta.url))]

/** Builds the support assistant's readings once for every service the integration files start from source. */
const readingsCache = fileURLToPath(new URL('./tests/int/helpers/readings-cache.ts', import.meta.url))

/** Integration files that start many processes each: run alone (project int-cluster). */
const HEAVY = ['tests/int/cluster-*.test.ts', 'tests/int/launcher.test.ts', 'tests/int/cluster-launcher.test.ts']

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          execArgv,
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'int',
          execArgv,
          globalSetup: [readingsCache],
          include: ['tests/int/**/*.test.ts'],
          exclude: HEAVY,
          environment: 'node',
          // Each file starts its own Payload on its own throwaway database and random ports, so
          // files are isolated: two at a time on a two-core machine (more only fight for the cores).
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        resolve,
        test: {
          // The launcher and multi-instance files start several processes each (redis-server,
          // HAProxy, service instances, the launcher): one at a time, after the others.
          name: 'int-cluster',
          execArgv,
          globalSetup: [readingsCache],
          include: HEAVY,
          environment: 'node',
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          // No test asks the EU's VIES: the KYC VAT check is off unless a test points it at its own fake server.
          env: { VIES_URL: 'off' },
          hookTimeout: 240_000,
        },
      },
    ],
  },
})
