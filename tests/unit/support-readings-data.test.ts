import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { runAtOnce } from '@core/domain/sliced'
import { classifierData, classifierFrom, trainClassifier } from '@core/domain/support-classifier'
import { createNeighbours, neighboursData, neighboursFrom } from '@core/domain/support-neighbours'

import { labelledQuestions } from '../../server/support/labelled-questions'
import { readReadingsFile, writeReadingsFile } from '../../server/support/readings-file'
import { buildReadingsInThread } from '../../server/support/readings-thread'

// The service builds its second and third readings in a worker thread and gets them back as data
// (a structured clone, the large arrays transferred): the reading over that data must be the one
// built in place, question for question. Training takes seconds, more on a busy machine: hence the timeouts.
const examples = labelledQuestions().filter((_, i) => i % 6 === 0)
const probes = ['What is the buyer fee?', 'Wie hoch ist die Käuferprovision?', 'can i cancel my bid', 'Muss ich als Firma aus Wien deutsche MwSt zahlen?', 'do you rent out excavators', 'xyz']

describe('support readings as data', () => {
  it('the nearest questions read the same from the index data after a structured clone', () => {
    const direct = createNeighbours(examples)
    const data = runAtOnce(neighboursData(examples))
    const cloned = runAtOnce(neighboursFrom(structuredClone(data, { transfer: [data.weights.buffer as ArrayBuffer, data.examples.buffer as ArrayBuffer] })))
    for (const probe of probes) expect(cloned.classify(probe)).toEqual(direct.classify(probe))
  }, 60_000)

  it('the classifier predicts the same from the model data after a structured clone', () => {
    const direct = trainClassifier(examples)
    const data = runAtOnce(classifierData(examples))
    const cloned = runAtOnce(classifierFrom(structuredClone(data, { transfer: [data.weights.buffer as ArrayBuffer] })))
    for (const probe of probes) expect(cloned.predict(probe)).toEqual(direct.predict(probe))
  }, 60_000)

  it('the worker thread builds both over every labelled question and leaves them in the cache file it is given; the file reads back the same, and a stale one is ignored', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'readings-'))
    const cached = path.join(dir, 'cache', 'support-readings.bin')
    const data = await buildReadingsInThread(cached)
    const all = labelledQuestions()
    expect(data.neighbours.labels).toHaveLength(all.length)
    expect(data.classifier.total).toBe(all.length)
    expect(data.neighbours.weights.length).toBeGreaterThan(all.length)
    const neighbours = runAtOnce(neighboursFrom(data.neighbours))
    expect(neighbours.classify('What is the buyer fee?').votes[0]?.ids).toEqual(['fees'])
    const classifier = runAtOnce(classifierFrom(data.classifier))
    expect(classifier.predict('What is the buyer fee?')[0]?.label).toBe('fees')

    try {
      // The thread's cache file (from source: node_modules/.cache) is the same data.
      const fromCache = await readReadingsFile(cached)
      expect(fromCache).not.toBeNull()
      const cachedNeighbours = runAtOnce(neighboursFrom(fromCache!.neighbours))
      const cachedClassifier = runAtOnce(classifierFrom(fromCache!.classifier))
      for (const probe of probes) {
        expect(cachedNeighbours.classify(probe)).toEqual(neighbours.classify(probe))
        expect(cachedClassifier.predict(probe)).toEqual(classifier.predict(probe))
      }
      const file = path.join(dir, 'support-readings.bin')
      writeReadingsFile(file, data)
      const read = await readReadingsFile(file)
      expect(read).not.toBeNull()
      const fromFile = { neighbours: runAtOnce(neighboursFrom(read!.neighbours)), classifier: runAtOnce(classifierFrom(read!.classifier)) }
      for (const probe of probes) {
        expect(fromFile.neighbours.classify(probe)).toEqual(neighbours.classify(probe))
        expect(fromFile.classifier.predict(probe)).toEqual(classifier.predict(probe))
      }
      // Built from other questions (another hash in its header): not used.
      const bytes = readFileSync(file)
      const length = bytes.readUInt32LE(0)
      const header = bytes.subarray(8, 8 + length).toString('utf8').replace(/"questions":"[0-9a-f]+"/, `"questions":"${'0'.repeat(64)}"`)
      writeFileSync(file, Buffer.concat([bytes.subarray(0, 8), Buffer.from(header), bytes.subarray(8 + length)]))
      expect(await readReadingsFile(file)).toBeNull()
      expect(await readReadingsFile(path.join(dir, 'missing.bin'))).toBeNull()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
