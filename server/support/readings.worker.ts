/**
 * The support assistant's second and third readings, built off the service's event loop (started
 * by server/support/readings-thread.ts): the nearest-questions index and the classifier over every
 * labelled question, about 8 s of CPU for 11,000 questions. Built on the main thread, even a slice
 * at a time, that work and its 250 MB of short-lived objects slowed every request of a freshly
 * started instance for its first 20 s (a searched list page: p50 25–40 ms instead of 10 ms). The
 * data comes back in one message whose large arrays are transferred, not copied. The thread runs at
 * the service's priority: at nice 19 a question asked meanwhile on a busy machine waited for a
 * starved build (the int fuzz's support request timed out). The built service does not start it at
 * all: it reads the file its build wrote (readings-file.ts); from source, the thread leaves the
 * data in the cache file it is given, so the next process reads it instead of building it again.
 */
import { parentPort, workerData } from 'node:worker_threads'

import { buildReadingsData, writeReadingsFile } from './readings-file'

const port = parentPort
if (!port) throw new Error('readings.worker runs as a worker thread')
const data = buildReadingsData()
const cacheFile = (workerData as { cacheFile?: string | null } | undefined)?.cacheFile
if (cacheFile) {
  try {
    writeReadingsFile(cacheFile, data)
  } catch {
    // Only a cache: the next process builds them again.
  }
}
const { neighbours, classifier } = data
const arrays = [neighbours.documents, neighbours.offsets, neighbours.examples, neighbours.weights, classifier.documents, classifier.weights, classifier.bias]
// Allocated here with `new`, so each is a plain ArrayBuffer (never shared): transferred, not copied.
port.postMessage({ neighbours, classifier }, arrays.map((array) => array.buffer as ArrayBuffer))
