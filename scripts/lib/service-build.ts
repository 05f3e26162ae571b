import path from 'node:path'

import { isBuildFresh, writeStamp } from './build-stamp'
import { rootDir } from './env'

/** Where the built service is; `npm start`, the cluster launcher and the e2e server run it. */
export const SERVICE_ENTRY = path.join('build', 'service', 'index.mjs')

/** The service bundles server/, the Payload config and schema it imports from cms/, and the core. */
const INPUTS = ['server', 'cms', 'core', 'package.json', 'package-lock.json', 'tsconfig.json']

/**
 * The service as plain JavaScript (`node build/service/index.mjs`), so production does not compile
 * TypeScript on every start (tsx). esbuild is the compiler tsx itself uses; bundling resolves the
 * @core alias from tsconfig.json, and every package stays external (loaded from node_modules as
 * usual). Paths at run time come from the working directory (cms/paths.ts). About ten seconds (one
 * for the bundle, the rest for the support assistant's readings), so the cluster launcher and its
 * tests build it whenever it is out of date.
 */
export const buildService = async ({ force = false } = {}) => {
  if (!force && isBuildFresh('service', INPUTS, SERVICE_ENTRY)) return
  console.log('▸ Building the bidding service (esbuild)…')
  const esbuild = await import('esbuild')
  await esbuild.build({
    // The bid store's writer thread is a second entry: server/storage/bid-writer-thread.ts starts
    // it from the file beside the bundle that runs it (import.meta.url).
    entryPoints: {
      index: path.join(rootDir, 'server', 'index.ts'),
      'bid-writer.worker': path.join(rootDir, 'server', 'storage', 'bid-writer.worker.ts'),
      // So is the support assistant's readings thread (server/support/readings-thread.ts).
      'readings.worker': path.join(rootDir, 'server', 'support', 'readings.worker.ts'),
    },
    outdir: path.join(rootDir, path.dirname(SERVICE_ENTRY)),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(rootDir, 'tsconfig.json'),
    logLevel: 'warning',
  })
  // The support assistant's readings, built once here instead of at every start of every instance
  // (server/support/readings-file.ts; about 8 s of CPU). A failed build leaves no old file behind.
  const readingsFile = path.join(rootDir, path.dirname(SERVICE_ENTRY), 'support-readings.bin')
  const { buildReadingsData, removeReadingsFile, writeReadingsFile } = await import('../../server/support/readings-file')
  removeReadingsFile(readingsFile)
  writeReadingsFile(readingsFile, buildReadingsData())
  writeStamp('service', INPUTS)
}
