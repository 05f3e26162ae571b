import { createHash } from 'node:crypto'
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readFile } from 'node:fs/promises'

import { runAtOnce } from '@core/domain/sliced'
import { classifierData, type ClassifierData } from '@core/domain/support-classifier'
import { neighboursData, type NeighboursData } from '@core/domain/support-neighbours'

import { labelledQuestions } from './labelled-questions'

export type ReadingsData = { neighbours: NeighboursData; classifier: ClassifierData }

/** The readings' data over every labelled question, at once (about 8 s of CPU): for the build and the worker thread. */
export const buildReadingsData = (): ReadingsData => {
  const examples = labelledQuestions()
  return { neighbours: runAtOnce(neighboursData(examples)), classifier: runAtOnce(classifierData(examples)) }
}

/**
 * The support assistant's readings, built once when the service is built and loaded at start
 * (scripts/lib/service-build.ts writes build/service/support-readings.bin beside the bundle): a
 * service then spends no CPU on them at all, where building them costs about 8 s of CPU per
 * process start. The file is the readings' data: a JSON header (the labels, the feature keys and
 * where each array lies) and the typed arrays, read in place.
 *
 * It is used only when it was built from the questions this service carries (the header names
 * their hash); any other file is ignored and the readings are built in a worker thread instead.
 */
const FORMAT = 'support-readings/1'
type ArrayName = 'neighbours.documents' | 'neighbours.offsets' | 'neighbours.examples' | 'neighbours.weights' | 'classifier.documents' | 'classifier.weights' | 'classifier.bias'
type Header = {
  format: string
  questions: string
  neighbours: Pick<NeighboursData, 'labels' | 'keys'>
  classifier: Pick<ClassifierData, 'labels' | 'keys' | 'total'>
  arrays: { name: ArrayName; type: 'i32' | 'f64'; offset: number; length: number }[]
}

/** What the readings are built from: every labelled question and its labels, in order. */
export const questionsHash = (): string => {
  const hash = createHash('sha256')
  for (const question of labelledQuestions()) hash.update(`${question.q}\u0000${question.expect.join('+')}\u0001`)
  return hash.digest('hex')
}

export const writeReadingsFile = (file: string, data: ReadingsData): void => {
  const arrays: [ArrayName, Int32Array | Float64Array][] = [
    ['neighbours.documents', data.neighbours.documents],
    ['neighbours.offsets', data.neighbours.offsets],
    ['neighbours.examples', data.neighbours.examples],
    ['neighbours.weights', data.neighbours.weights],
    ['classifier.documents', data.classifier.documents],
    ['classifier.weights', data.classifier.weights],
    ['classifier.bias', data.classifier.bias],
  ]
  // Each array starts on a multiple of 8 bytes after the header, so it is read in place.
  let offset = 0
  const placed = arrays.map(([name, array]) => {
    const at = offset
    offset += Math.ceil(array.byteLength / 8) * 8
    return { name, type: array instanceof Int32Array ? ('i32' as const) : ('f64' as const), offset: at, length: array.length }
  })
  const header: Header = {
    format: FORMAT,
    questions: questionsHash(),
    neighbours: { labels: data.neighbours.labels, keys: data.neighbours.keys },
    classifier: { labels: data.classifier.labels, keys: data.classifier.keys, total: data.classifier.total },
    arrays: placed,
  }
  const json = Buffer.from(JSON.stringify(header))
  const start = Math.ceil((8 + json.length) / 8) * 8
  const out = Buffer.alloc(start + offset)
  out.writeUInt32LE(json.length, 0)
  json.copy(out, 8)
  arrays.forEach(([, array], i) => Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, start + placed[i].offset))
  // Written whole or not at all: a service never reads half a file; its folder made if missing.
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, out)
  renameSync(temporary, file)
}

/** The readings' data from `file`, or null when it is missing, of another format or built from other questions. */
export const readReadingsFile = async (file: string): Promise<ReadingsData | null> => {
  let bytes: Buffer
  try {
    // Read off the event loop (libuv's pool); only the header's parse runs on it.
    bytes = await readFile(file)
  } catch {
    return null
  }
  try {
    const length = bytes.readUInt32LE(0)
    const header = JSON.parse(bytes.subarray(8, 8 + length).toString('utf8')) as Header
    if (header.format !== FORMAT || header.questions !== questionsHash()) return null
    const start = Math.ceil((8 + length) / 8) * 8
    // The arrays are read in place when the file's bytes are 8-byte aligned (a large read has its own
    // memory); otherwise they are copied once into memory that is.
    const aligned = (bytes.byteOffset + start) % 8 === 0
    const body = aligned ? bytes.buffer : new ArrayBuffer(bytes.length - start)
    if (!aligned) new Uint8Array(body).set(bytes.subarray(start))
    const base = aligned ? bytes.byteOffset + start : 0
    const arrays = Object.fromEntries(
      header.arrays.map(({ name, type, offset, length: count }) => [name, type === 'i32' ? new Int32Array(body, base + offset, count) : new Float64Array(body, base + offset, count)]),
    ) as Record<ArrayName, Int32Array | Float64Array>
    return {
      neighbours: {
        labels: header.neighbours.labels,
        keys: header.neighbours.keys,
        documents: arrays['neighbours.documents'] as Int32Array,
        offsets: arrays['neighbours.offsets'] as Int32Array,
        examples: arrays['neighbours.examples'] as Int32Array,
        weights: arrays['neighbours.weights'] as Float64Array,
      },
      classifier: {
        labels: header.classifier.labels,
        keys: header.classifier.keys,
        total: header.classifier.total,
        documents: arrays['classifier.documents'] as Int32Array,
        weights: arrays['classifier.weights'] as Float64Array,
        bias: arrays['classifier.bias'] as Float64Array,
      },
    }
  } catch {
    return null
  }
}

/** Removes a readings file (a failed build must not leave an old one beside a new bundle). */
export const removeReadingsFile = (file: string): void => rmSync(file, { force: true })
