/**
 * Builds what is out of date: the CMS (Next.js production build of Payload's admin and API),
 * the site (Astro) and the bidding service (one esbuild bundle of server/ with the core and the
 * Payload config it imports; packages stay in node_modules). `--force` rebuilds all three.
 */
import { fail } from './lib/env'
import { buildService } from './lib/service-build'
import { isBuildFresh, writeStamp } from './lib/build-stamp'
import { childEnv, run } from './lib/run'
import path from 'node:path'

// Every build bundles the core (rules, contract, texts); the CMS imports nothing else outside cms/.
const SHARED = ['package-lock.json', 'core', 'tsconfig.json']
const TARGETS = {
  cms: { inputs: ['cms', ...SHARED], output: 'cms/.next/BUILD_ID' },
  site: { inputs: ['src', 'public', 'astro.config.mjs', ...SHARED], output: 'dist/server/entry.mjs' },
} as const

// A build is always a production build, whoever calls it: under Vitest NODE_ENV is 'test', and Astro
// then compiles React islands against the development JSX runtime (jsxDEV), which the production
// server does not have, so every interactive page would fail to render.
const PRODUCTION = childEnv({ NODE_ENV: 'production' })

export const build = async ({ force = false } = {}) => {
  const started = Date.now()
  if (force || !isBuildFresh('cms', [...TARGETS.cms.inputs], TARGETS.cms.output)) {
    console.log('▸ Building the CMS (Payload admin and API, about a minute)…')
    await run('payload', ['generate:importmap'], { env: childEnv({ PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts' }), stdio: ['ignore', 'ignore', 'inherit'] })
    await run('next', ['build', 'cms'], { env: PRODUCTION })
    writeStamp('cms', [...TARGETS.cms.inputs])
  }
  if (force || !isBuildFresh('site', [...TARGETS.site.inputs], TARGETS.site.output)) {
    console.log('▸ Building the site (Astro)…')
    await run('astro', ['build'], { env: PRODUCTION })
    writeStamp('site', [...TARGETS.site.inputs])
  }
  await buildService({ force })
  console.log(`✓ Build up to date (${Math.round((Date.now() - started) / 1000)} s)`)
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  build({ force: process.argv.includes('--force') }).catch((err: Error) => fail(`Build failed: ${err.message}`))
}
