/** What the bench sections share: percentiles and the load workers (scripts/bench-clients.mjs). */
import path from 'node:path'

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

export type WorkerResult = {
  /** Why the worker failed, when it did (its clients' figures are then missing) */
  workerError?: string
  rtts?: number[]
  /** [auctionId, amount, bidId] of every acknowledged bid */
  accepted?: [number, number, number?][]
  refused?: Record<string, number>
  /** [price, at] of every broadcast a listener received */
  arrivals?: [number, number][]
  elapsedMs?: number
  /** bid mode with `follow`: reconnects per socket, and per socket [auctionId, price shown] */
  reconnects?: number[]
  shown?: [number, number][][]
  /** listen mode after a storm: when it began, when each listener was back, every price it showed since */
  storm?: { at: number; reconnectedAt: (number | null)[]; shown: [number, number][][]; attempts?: number; failures?: Record<string, number> }
  /** listen mode: failed joins while the listeners were being connected (each tried again) */
  setupFailures?: number
  /** bid mode: p99 of the worker's own event-loop delay while it measured (ms): the clients' own starvation */
  clientLoopDelayP99?: number
  /** bid mode with `follow`: bid slots that passed while disconnected, and sockets still disconnected at the end */
  notSent?: number
  disconnectedAtEnd?: number
  /** bid mode: failed handshakes by reason (each tried again; a socket that failed 5 times is left out) */
  connectFailures?: Record<string, number>
}

/** Starts a load worker (scripts/bench-clients.mjs) and resolves once its sockets are connected. */
export const startWorker = async (data: Record<string, unknown>) => {
  const { Worker } = await import('node:worker_threads')
  const worker = new Worker(path.resolve('scripts/bench-clients.mjs'), { workerData: data })
  // A worker that fails (one client's error it did not count itself) does not end the bench: its
  // result says why (`workerError`), and the section prints it beside its figures.
  const result = new Promise<WorkerResult>((resolve) => {
    worker.on('message', (message: WorkerResult & { ready?: boolean }) => {
      if (!message.ready) resolve(message)
    })
    worker.once('error', (err: Error) => resolve({ workerError: err.message }))
    worker.once('exit', (code) => resolve({ workerError: `the worker stopped (exit ${code})` }))
  })
  await new Promise<void>((resolve) => {
    worker.once('message', () => resolve())
    void result.then(() => resolve())
  })
  return {
    go: () => worker.postMessage('go'),
    /** Drops every listener's transport at once (listen mode). */
    storm: () => worker.postMessage('storm'),
    stop: () => worker.postMessage('stop'),
    result: result.finally(() => void worker.terminate()),
  }
}

export const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `p50=${percentile(sorted, 50).toFixed(2)}ms p99=${percentile(sorted, 99).toFixed(2)}ms (n=${sorted.length})`
}

