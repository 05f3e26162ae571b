import { buildReadingsData, readReadingsFile, writeReadingsFile } from '../../../server/support/readings-file'
import { readingsFile } from '../../../server/support/readings-thread'

/**
 * Vitest global setup of the integration projects: the support assistant's readings built once,
 * before any file starts its service, into the cache every service started from source reads
 * (server/support/readings-thread.ts). Without it each file's service built them in its own thread
 * (about 8 s of CPU each, two files at a time on two cores), and a question asked meanwhile waited
 * for that build: the fuzz test's support request once timed out after 20 s in CI.
 */
export default async function setup(): Promise<void> {
  const file = readingsFile()
  if (await readReadingsFile(file)) return
  writeReadingsFile(file, buildReadingsData())
}
