import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

import { fromSource, workerSource } from '../lib/worker-source'
import type { ReadingsData } from './readings-file'

/**
 * Where the readings' file is: beside the bundle for the built service (scripts/lib/service-build.ts
 * writes it there), and in node_modules/.cache when running from source (tsx, Vitest), where the
 * first process that builds them in its thread leaves them for the next ones (the integration
 * tests' global setup builds it once before their files start: tests/int/helpers/readings-cache.ts).
 * Either file is used only when its header names the questions this code carries (readings-file.ts).
 */
export const readingsFile = (): string =>
  fromSource(import.meta.url)
    ? fileURLToPath(new URL('../../node_modules/.cache/marketplace/support-readings.bin', import.meta.url))
    : fileURLToPath(new URL('./support-readings.bin', import.meta.url))

/**
 * Builds the readings' data in a worker thread (readings.worker.ts); rejects if the thread fails or
 * ends without it. With `cacheFile`, the thread also writes them there (off the event loop; a
 * failed write only means the next process builds them again).
 */
export const buildReadingsInThread = (cacheFile?: string): Promise<ReadingsData> =>
  new Promise((resolve, reject) => {
    const source = workerSource(import.meta.url, 'readings.worker')
    const thread = new Worker(source.url, { execArgv: source.execArgv, workerData: { cacheFile: cacheFile ?? null } })
    // A process that ends (a test, a stopping service) does not wait for it.
    thread.unref()
    let settled = false
    thread.once('message', (data: ReadingsData) => {
      settled = true
      resolve(data)
    })
    thread.once('error', (error) => {
      if (!settled) reject(error)
      settled = true
    })
    thread.once('exit', (code) => {
      if (!settled) reject(new Error(`The support readings' thread ended (code ${code}) before it built them.`))
      settled = true
    })
  })

/** From source, the readings are cached in node_modules/.cache; the built service never writes beside its bundle. */
export const cachesReadings = (): boolean => fromSource(import.meta.url)
