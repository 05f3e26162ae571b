/**
 * The SQLite bid store's writer thread (started by server/storage/bid-writer-thread.ts): it owns
 * a connection to the database file and runs the group commit (sqlite-bid-writer.ts) there, so
 * the commit's fsync (synchronous=FULL: about half a millisecond per group on this machine, more
 * under load) is paid off the event loop that serves the sockets and requests.
 *
 * Messages in: `accept` (one acceptance, with the id its answer carries) and `close` (write what
 * is queued, close the connection, end). Out: `done` with the outcomes of one committed group.
 */
import { parentPort, workerData } from 'node:worker_threads'

import Database from 'libsql'

import { createAcceptanceWriter } from './sqlite-bid-writer'
import { type WriterOutcome, type WriterRequest, errorToMessage } from './bid-writer-protocol'

const port = parentPort
if (!port) throw new Error('bid-writer.worker runs as a worker thread')
const { file, busyTimeoutMs } = workerData as { file: string; busyTimeoutMs: number }

const db = new Database(file)
db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
const writer = createAcceptanceWriter(db, busyTimeoutMs)

// Outcomes settle in the turn their group commits; they leave together in one message.
let outbox: WriterOutcome[] = []
const send = (outcome: WriterOutcome) => {
  if (!outbox.length) queueMicrotask(flushOutbox)
  outbox.push(outcome)
}
const flushOutbox = () => {
  const outcomes = outbox
  outbox = []
  if (outcomes.length) port.postMessage({ type: 'done', outcomes })
}

port.on('message', (message: WriterRequest) => {
  if (message.type === 'accept') {
    writer.enqueue(message.input).then(
      (result) => send({ id: message.id, result }),
      (error: unknown) => send({ id: message.id, error: errorToMessage(error) }),
    )
    return
  }
  // close: what is queued is written (waiting for the lock if it must), then the thread ends.
  writer.drain()
  // The drained groups' promises settle in microtasks: let them, then say goodbye.
  setImmediate(() => {
    flushOutbox()
    db.close()
    port.close()
  })
})
