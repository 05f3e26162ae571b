import { Worker } from 'node:worker_threads'

import { workerSource } from '../lib/worker-source'

import type { AcceptBidInput, AcceptBidResult } from './bid-store'
import { messageToError, type WriterReply, type WriterRequest } from './bid-writer-protocol'

type Waiting = { resolve: (value: AcceptBidResult) => void; reject: (error: unknown) => void }

/**
 * The SQLite bid store's acceptances, written by a worker thread of their own
 * (bid-writer.worker.ts) so a commit's fsync never stops this thread's event loop. Each acceptance
 * crosses as one message and its outcome comes back once its group has committed, so a promise
 * still settles only when the bid is durable.
 *
 * The thread does not keep the process alive while nothing is waiting. When it dies (it should
 * not), the acceptances it held fail with its error and the next one starts a new thread.
 */
export const startBidWriterThread = (file: string, busyTimeoutMs: number) => {
  const waiting = new Map<number, Waiting>()
  let nextId = 1
  let worker: Worker | null = null
  let closing: Promise<void> | null = null

  const failAll = (error: unknown) => {
    for (const entry of waiting.values()) entry.reject(error)
    waiting.clear()
  }

  const start = (): Worker => {
    const source = workerSource(import.meta.url, 'bid-writer.worker')
    const thread = new Worker(source.url, { workerData: { file, busyTimeoutMs }, execArgv: source.execArgv })
    thread.unref()
    thread.on('message', (reply: WriterReply) => {
      for (const outcome of reply.outcomes) {
        const entry = waiting.get(outcome.id)
        if (!entry) continue
        waiting.delete(outcome.id)
        if ('error' in outcome) entry.reject(messageToError(outcome.error))
        else entry.resolve(outcome.result)
      }
      if (!waiting.size) thread.unref()
    })
    thread.on('error', (error) => {
      if (worker === thread) worker = null
      failAll(error)
    })
    thread.on('exit', () => {
      if (worker === thread) worker = null
      failAll(new Error('The bid writer stopped before the bid was written.'))
    })
    return thread
  }
  worker = start()

  const post = (message: WriterRequest) => {
    worker ??= start()
    worker.postMessage(message)
  }

  return {
    enqueue: (input: AcceptBidInput): Promise<AcceptBidResult> => {
      if (closing) return Promise.reject(new Error('The bid store is closed.'))
      return new Promise<AcceptBidResult>((resolve, reject) => {
        const id = nextId++
        waiting.set(id, { resolve, reject })
        post({ type: 'accept', id, input })
        worker?.ref()
      })
    },
    /** Writes what is queued, then ends the thread. */
    close: (): Promise<void> => {
      closing ??= new Promise<void>((resolve) => {
        const thread = worker
        if (!thread) return resolve()
        thread.ref()
        thread.once('exit', () => resolve())
        thread.postMessage({ type: 'close' } satisfies WriterRequest)
      })
      return closing
    },
  }
}
